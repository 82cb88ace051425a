import type { ExportVia } from '../intents/types';
import { retrievalOnlyAnswer } from '../../../materials/answers/offline';
import { SEARCH_TOOL } from '../../../materials/answers/retrieve';
import { describeFailure } from '../actions';
import { readNewTask } from '../../../../../src-shared/text/taskText';
import { due, helpText } from '../respond';
import type { TurnContext } from '../turnContext';
import { ask, done, type PendingOption, type Reply } from '../types';
import { formatLongDay } from '../../../../../src-shared/text/dueWords';
import { TOOL } from '../../../../../src-shared/tools/names';

/** What can be offered as a first step when the planner could not read the request. */
const STARTERS: PendingOption[] = [
  { label: 'Show my tasks', tool: TOOL.list_tasks, input: {} },
  { label: 'Show flashcards due for review', tool: TOOL.get_due_flashcards, input: {} },
  { label: 'Show my study plans', tool: TOOL.list_plans, input: {} },
];

export function help(): Reply {
  return done(`${helpText()}\n\nWhat would you like to do?`);
}

export function greeting(): Reply {
  return done(
    'Hi! I can manage your tasks, study plans, flashcards and quizzes — try “what’s due today?” or say “help” for more.',
  );
}

/** "what's the date?": today on the user's clock, with what is due, from get_today. */
export async function today(turn: TurnContext): Promise<Reply> {
  const outcome = await turn.call(TOOL.get_today, {});
  if (!outcome.result.ok) return describeFailure(TOOL.get_today, {}, outcome.result.error, {});
  const t = outcome.result.data as {
    date: string;
    time: string;
    tasks_due_today: number;
    tasks_overdue: number;
    flashcards_due: number;
  };
  const parts = [
    t.tasks_due_today > 0 ? `${t.tasks_due_today} task${t.tasks_due_today === 1 ? '' : 's'} due today` : '',
    t.tasks_overdue > 0 ? `${t.tasks_overdue} overdue` : '',
    t.flashcards_due > 0 ? `${t.flashcards_due} card${t.flashcards_due === 1 ? '' : 's'} to review` : '',
  ].filter(Boolean);
  const due = parts.length > 0 ? ` You have ${parts.join(', ')}.` : ' Nothing is due today.';
  return done(`It’s ${formatLongDay(t.date)}, ${t.time}.${due}`);
}

export function thanks(): Reply {
  return done('You’re welcome!');
}

export function ok(): Reply {
  return done('Great — anything else?');
}

export function cancel(): Reply {
  return done('OK — nothing to do then.');
}

export function yesWithoutQuestion(): Reply {
  return done('There’s nothing waiting for a yes right now. What would you like to do?');
}

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

// Keyboard mashing rather than words: a run along one keyboard row ("asdf"), no vowel in a
// longer token, or four consonants in a row.
function mashed(token: string): boolean {
  if (
    token.length >= 3 &&
    KEYBOARD_ROWS.some((row) => row.includes(token) || [...row].reverse().join('').includes(token))
  )
    return true;
  if (token.length >= 3 && !/[aeiouy]/.test(token)) return true;
  return /[^aeiouy]{4,}/.test(token);
}

function looksLikeWords(text: string): boolean {
  const tokens = text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((t) => t.length > 0);
  if (tokens.length === 0) return false;
  return tokens.filter(mashed).length * 2 < tokens.length;
}

/**
 * Below the confidence threshold: say what the agent can do and offer numbered first steps.
 * When the text reads like words, adding it as a task is the first option — a bare phrase is
 * most often a to-do ("buy milk").
 */
export function notUnderstood(text: string, now: Date, askedBefore = 0): Reply {
  const short = text.length <= 80 && looksLikeWords(text);
  // The to-do reading of the text, date and priority parsed as "add …" would parse them.
  const task = short ? readNewTask(text, now) : null;
  const options: PendingOption[] =
    task && task.title !== ''
      ? [
          {
            label: `Add “${task.title}”${task.due_at ? ` (due ${due(task.due_at, now)})` : ''} as a task`,
            tool: TOOL.add_task,
            input: { ...task },
          },
          ...STARTERS,
        ]
      : STARTERS;
  const lead = short ? `I’m not sure what to do with “${text}”.` : 'Sorry, I didn’t understand that.';
  // After two questions in a row, a short "pick one" is not helping: show the examples too.
  const body =
    askedBefore >= 2
      ? `${helpText()}\n\nOr pick one of these:`
      : 'I can help with tasks, study plans, flashcards and quizzes — pick one of these, or say “help” for examples.';
  return { ...ask(`${lead} ${body}`, options), confidence: short ? 0.3 : 0.1 };
}

/**
 * A question for the user's materials, answered as retrieval_only: the best passages, numbered
 * like citations, with sources and metadata for the chat's chips (materials/answers). Without
 * materials support in this build, say so plainly (no tool call).
 */
export async function materialsQuestion(turn: TurnContext, question: string): Promise<Reply> {
  if (!turn.hasTool(SEARCH_TOOL)) {
    return done(
      'I can’t answer that offline: without a model I only know what is in Quire — your tasks, plans, flashcards and ' +
        'quizzes. Add an AI provider in Settings for general questions, or say “help” for what I can do here.',
    );
  }
  const answer = await retrievalOnlyAnswer((name, input) => turn.call(name, input), question);
  if ('ok' in answer) return describeFailure(SEARCH_TOOL, { query: question }, answer.error, {});
  // Nothing found: say so, and what can be done here instead, rather than end on a dead end.
  const text = answer.grounding.metadata.mode === 'no_results' ? `${answer.text}\n\n${CAN_DO}` : answer.text;
  return { kind: 'done', status: 'success', text, grounding: answer.grounding };
}

const CAN_DO =
  'Offline I can answer from the notes you import, and manage your tasks, study plans, flashcards and quizzes — say “help” for examples.';

/**
 * "what's the weather", "tell me a joke": nothing in Quire or the student's materials answers it,
 * so searching them would only report nothing. Say what Quire can do instead.
 */
export function outOfScope(): Reply {
  return done(`That’s outside what I can look up — I can’t check the weather, the news or the web. ${CAN_DO}`);
}

/**
 * "sync my tasks with google calendar", "export my todos to notion": Quire links to no other app
 * or account. Say so, and what it can do instead: its export files (README, "Export and import").
 */
export function noIntegration(app: string, via: ExportVia): Reply {
  const instead: Record<ExportVia, string> = {
    ics: `What I can do: export your dated tasks and plan steps as an iCalendar file, which ${app} can import — Settings → Data → Export and import, or \`quire export --format ics --out due.ics\`.`,
    apkg: 'What I can do: export your flashcards as an Anki deck (one deck per topic) — Settings → Data → Export and import, or `quire export --format apkg --out cards.apkg`.',
    files:
      'What I can do: export your data as files — JSON (everything), iCalendar (dated tasks and plan steps), CSV or Anki (flashcards) — from Settings → Data → Export and import, or `quire export --format json --out all.json`.',
  };
  return done(`I can’t connect to ${app}: Quire doesn’t link to other apps or accounts. ${instead[via]}`);
}

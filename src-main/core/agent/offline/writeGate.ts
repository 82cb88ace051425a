import { findDueDate } from '../../../../src-shared/text/dates';
import { parseTaskText } from '../../../../src-shared/text/task';
import { allQuoted } from '../../../../src-shared/text/titles';
import { TOOL } from '../../../../src-shared/tools/names';
import { Features } from './intents/features';
import { q } from './respond';
import type { TurnContext } from './turnContext';
import { ask, askFor, type PendingOption, type Reply } from './types';

/**
 * The last check before the offline agent changes anything (issue 11: never a wrong write). Every
 * good write passes it, whatever the sentence was: a title that says what to do (not only a date,
 * a priority, a leftover command or a reference such as "undo that", "the X card", "it"), no
 * question form, a card that is not its own command. When a check fails nothing is written; one
 * short question with choices is asked instead, the write as read being one of them.
 */
export type TitleProblem =
  'empty' | 'metadata' | 'question' | 'reference' | 'command' | 'label' | 'place' | 'date' | 'card';

// "put the manzana card on the shelf": a card put somewhere is a card acted on, not a to-do —
// unless the student picks the task from the question ("put a birthday card in the post").
const PUT_LEAD = /^(?:please\s+)?(?:put|set|lay|tuck|park|stick)\b/i;
const NAMES_A_CARD = /\b(?:flash\s?)?cards?\b/i;

// "do the worksheet" is a to-do; "do I …", "is the …" ask.
const QUESTION =
  /^(?:what|what's|when|where|why|which|who|how (?:do|does|did|many|much|far|is|are|am|was)|(?:is|are|was|were|does|has) (?:i|we|you|it|the|my|there|this|that|anything)|(?:do|did|can|could|should|have|will) (?:i|we|you)\b)/i;
// "add the following" with nothing after it points at a list that never came.
const REFERENCE =
  /^(?:(?:\p{L}+\s+)?(?:it|that|this|them|those|these)|(?:the\s+)?following(?:\s+(?:ones|items|tasks|things))?|that one|this one|one|something|stuff|things?|undo|undo (?:that|it|this)|(?:the|my|that|this) (?:[\p{L}\d'-]+ )?(?:one|card|flashcard|plan|deck|step|task|item|reminder)|(?:a|an|another|new|the|my)?\s*(?:new )?(?:task|step|item|reminder|todo|to-do|card|flashcard|plan|note|entry|session)s?)$/iu;
// A command about the thing left in its title: "email my TA, add it", "finish X, mark that done".
const COMMAND =
  /(?:^|[\s,;])(?:add|put|move|mark|set|make|delete|remove|undo|change|reschedule|push|tick|reopen|archive|suspend|bury|save|note)\s+(?:it|that|this|them)\b(?!\s+\p{L}{3,}\s+\p{L})/iu;
const LABEL = /^(?:(?:my|the|a|your)\s+)?(?:list|to-?do list|tasks?|todos?)\s*:|\b(?:card|flashcard|plan|deck)\s*:/i;
// "… to the spanish one", "… as a step to my bio exam prep": a place named, so not a task of its own.
const PLACE =
  /\bas\s+(?:a|an|another|new)\s+(?:step|item|card|flashcard)\b|\b(?:to|into|onto|in)\s+(?:the|my|that|this)\s+(?:[\p{L}\d'-]+\s+){0,3}(?:one|plan|deck|schedule)$/iu;
// Words that carry no title of their own once the date and priority are read.
const FILLER =
  /\b(?:at|on|by|due|the|for|in|this|next|every|a|an|and|of|from|until|till|before|after|me|to|it|about|around|later|again)\b/gi;

/** Why a task's (or a step's, a plan's) title is not one to write, or null when it is. */
export function titleProblem(title: string, now: Date): TitleProblem | null {
  const t = title.trim().replace(/[.!]+$/, '');
  if (!/[\p{L}\p{N}]/u.test(t)) return 'empty';
  const core = withoutMetadata(t, now);
  if (!/[\p{L}\p{N}]/u.test(core.replace(FILLER, ''))) return 'metadata';
  for (const words of [t, core]) {
    if (words.endsWith('?') || QUESTION.test(words)) return 'question';
    if (REFERENCE.test(words)) return 'reference';
    if (COMMAND.test(words)) return 'command';
    if (LABEL.test(words)) return 'label';
    if (PLACE.test(words)) return 'place';
  }
  return null;
}

/**
 * The title with its dates, times, priorities and repeats read out ("do it tomorrow" → "do it",
 * "tomorrow tomorrow" → ""). Read with a stand-in word in front, since parseTaskText keeps a
 * title of metadata alone as typed.
 */
function withoutMetadata(title: string, now: Date): string {
  let rest = title;
  for (let pass = 0; pass < 6; pass++) {
    const text = `x ${rest}`;
    const parsed = parseTaskText(text, now);
    if (parsed.tokens.length === 0) break;
    let left = text;
    for (const token of [...parsed.tokens].sort((a, b) => b.start - a.start))
      left = left.slice(0, token.start) + ' '.repeat(token.end - token.start) + left.slice(token.end);
    // The word that led up to a date ("by dec 3") goes with it.
    rest = left
      .slice(2)
      .replace(/\s+/g, ' ')
      .trim()
      .replace(
        /(?:(?:^|\s+)(?:due|by|on|at|before|until|till|for|from|starting|every|each|and|the|a|an|of|in))+$/i,
        '',
      );
  }
  return rest;
}

/** A plan's title or goal: a title, and no date in it ("Biology up to dec 10" names a deadline). */
function planTitleProblem(title: string, now: Date): TitleProblem | null {
  const problem = titleProblem(title, now);
  if (problem) return problem;
  return findDueDate(title, now) ? 'date' : null;
}

// A card typed with its command still in front: "Make a biology flashcard: what is ATP?".
const CARD_COMMAND =
  /^(?:(?:add|make|create|new|write|save|quick)\b[^:]{0,40}?\b(?:card|flashcard)s?|(?:card|flashcard))\s*[:\-–]/i;

// The noun "step" said ("step-by-step guide" names a thing, not a plan's step).
/** Whether the request quoted the title whole: "put 'buy a birthday card' on my list" says what to add. */
function quotedIn(text: string, title: string): boolean {
  const said = title.toLowerCase();
  return allQuoted(text).some((q) => q.trim().toLowerCase() === said);
}
const ON_HOLD = /\s+on\s+(?:hold|ice|pause|the\s+back\s*burner)(?:\s+for\s+now)?$/i;
const SAYS_STEP = /(?<![-‐])\bsteps?\b(?![-‐])/i;

/** The problem with a write's input, by tool; null when it may go ahead. */
function inputProblem(tool: string, input: Record<string, unknown>, now: Date): TitleProblem | null {
  const text = (k: string) => (typeof input[k] === 'string' ? (input[k] as string) : null);
  switch (tool) {
    case TOOL.add_task:
    case TOOL.add_plan_item:
      return titleProblem(text('title') ?? '', now);
    case TOOL.update_task:
    case TOOL.update_plan_item:
      return text('title') !== null ? titleProblem(text('title')!, now) : null;
    case TOOL.write_plan:
      return planTitleProblem(text('title') ?? '', now);
    case TOOL.generate_study_plan:
      return planTitleProblem(text('goal') ?? '', now);
    case TOOL.create_flashcard: {
      const front = text('front') ?? '';
      if (CARD_COMMAND.test(front)) return 'label';
      return /[\p{L}\p{N}]/u.test(front) && /[\p{L}\p{N}]/u.test(text('back') ?? '') ? null : 'empty';
    }
    default:
      return null;
  }
}

const WHAT: Record<string, string> = {
  [TOOL.add_task]: 'task',
  [TOOL.add_plan_item]: 'step',
  [TOOL.write_plan]: 'plan',
  [TOOL.generate_study_plan]: 'plan',
  [TOOL.create_flashcard]: 'card',
};

/** The write as read, offered as a choice: "Add “Email my TA, add it” as a task". */
function asRead(tool: string, input: Record<string, unknown>): PendingOption {
  const name = String(input.title ?? input.goal ?? input.front ?? '');
  const label =
    tool === TOOL.add_task ? `Add ${q(name)} as a task` : `Go ahead with ${q(name)} as the ${WHAT[tool] ?? 'change'}`;
  return { label, tool, input };
}

/**
 * Null when the write may go ahead; otherwise the question to ask instead. A write the student
 * picked from choices, or confirmed, is theirs and is not checked again.
 */
export function gateWrite(turn: TurnContext, tool: string, input: Record<string, unknown>): Reply | null {
  if (!turn.writes(tool)) return null;
  const { text, question } = turn.request;
  // A question never writes (typed card syntax, "what is X :: Y", is a card, not a question).
  if (text !== '' && !text.includes('::') && new Features(text, question, turn.now).reading)
    return ask('Did you want me to change something, or just to look? I only read when asked a question.', [
      asRead(tool, input),
    ]);
  // "add a step to it: X" once added a task "Step to it: X": a request that says "step" is a plan's.
  if (tool === TOOL.add_task && SAYS_STEP.test(text))
    return ask(
      `Is ${q(String(input.title ?? ''))} a step for one of your plans? Say e.g. “add a step to my biology plan: …”, or add it as a task.`,
      [asRead(tool, input)],
    );
  const title = typeof input.title === 'string' ? input.title : '';
  // "put the essay on hold": a task has no paused state (plans do, planHold.ts) — say what can be done.
  const held = tool === TOOL.add_task && PUT_LEAD.test(text) ? ON_HOLD.exec(title) : null;
  if (held) {
    const name = title.slice(0, held.index).replace(/^(?:the|my)\s+/i, '');
    return ask(
      `Tasks can’t be put on hold, but you can take the date off (“take the due date off ${name}”) or move it ` +
        `(“move ${name} to next week”).`,
      [asRead(tool, input)],
    );
  }
  const problem =
    inputProblem(tool, input, turn.now) ??
    (tool === TOOL.add_task && PUT_LEAD.test(text) && NAMES_A_CARD.test(title) && !quotedIn(text, title)
      ? 'card'
      : null);
  if (!problem) return null;
  const what = WHAT[tool] ?? 'change';
  if (problem === 'metadata' || problem === 'empty' || problem === 'reference')
    return askFor(
      tool === TOOL.add_plan_item ? 'item' : 'body',
      `What should the ${what} be? Tell me in a few words, e.g. “call the bank”.`,
    );
  const option = asRead(tool, input);
  return ask(
    `I’m not sure I read that right — should I ${option.label.charAt(0).toLowerCase()}${option.label.slice(1)}?`,
    [option],
  );
}

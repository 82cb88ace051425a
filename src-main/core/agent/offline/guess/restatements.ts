import type { DateExtraction } from '../../../../../src-shared/text/dates';
import { findPriority, type Priority } from '../../../../../src-shared/text/priority';
import { findRepetition, namesADay } from '../../../../../src-shared/text/repetition';
import type { CueInput } from './cues';
import { TOOL } from '../../../../../src-shared/tools/names';
import { taskMention, topicMention } from './mentions';

/**
 * A guessed request said again in the words the rules read, with the exact names found in it:
 * "i did call mom last night lol so tick that" guessed as complete_task → "mark Call mom done".
 * Only these labels are ever guessed; each needs what it names (a task, a topic), so a guess never
 * invents its target. The restatement still goes through the rules, the resolvers and the write
 * gate like anything typed.
 */
export interface Found extends CueInput {
  /** What a question is "about" ("did i add anything about the dentist?"): the words to search. */
  about: string | null;
  /** The priority the request gives ("drop the essay to p3", "… high priority"), read by the shared parser. */
  priority: Priority | null;
  /**
   * The repetition it says ("every sunday"), as typed — the date parser reads "every sunday" as a
   * date too — and whether a day is named outside it ("a weekly thing on saturdays").
   */
  repeats: { text: string; dayLeftOut: boolean } | null;
}

type Restate = (f: Found) => string | null;

/** Words that name another kind of thing than a task: "get rid of all my biology flashcards". */
export const OTHER_KINDS =
  /\b(?:flash ?cards?|cards?|decks?|plans?|steps?|quiz(?:zes)?|materials?|notes?|slides?|pdfs?|files?|documents?|readings?|topics?)\b/i;

export const RESTATEMENTS: Record<string, Restate> = {
  complete_task: (f) => (f.task ? `mark ${f.task.name} done` : null),
  reopen_task: (f) => (f.task ? `reopen ${f.task.name}` : null),
  // Asks before it runs (a confirmation), like any delete.
  delete_task: (f) => (f.task ? `delete ${f.task.name}` : null),
  get_due_flashcards: (f) => (f.task ? null : f.topic ? `review my ${f.topic.name} cards` : 'review my due cards'),
  generate_quiz: (f) => (f.topic && !f.task ? `quiz me on ${f.topic.name}` : null),
  // A new date for a task named in other words: "prof extended the physics deadline to dec 4"; or a
  // new priority: "knock the essay down to p3". Both at once are not guessed (one change is read back).
  // A repetition comes first: "make call mom recurring every sunday" is a rule, not a move to Sunday.
  // A day said outside it ("a weekly thing on saturdays", read as "weekly" alone) is not guessed.
  update_task: (f) =>
    !f.task || (f.due && f.priority && !f.repeats)
      ? null
      : f.repeats
        ? f.repeats.dayLeftOut
          ? null
          : `make ${f.task.name} repeat ${f.repeats.text}`
        : f.due
          ? `move ${f.task.name} to ${f.due.text}`
          : f.priority
            ? `make ${f.task.name} p${f.priority}`
            : null,
  get_today: (f) => (f.task || f.topic ? null : "what's today's date"),
  get_weak_topics: (f) => (f.task ? null : 'what are my weak topics'),
  get_wrong_questions: (f) => (f.task ? null : 'show my wrong answers'),
  list_plans: (f) => (f.task ? null : 'show my plans'),
  list_tasks: (f) =>
    f.task ? null : f.due ? `what's due by ${f.due.text}` : f.about ? `search my tasks for ${f.about}` : null,
  generate_study_plan: (f) =>
    f.topic && !f.task ? `make a study plan for ${f.topic.name}${f.due ? ` until ${f.due.text}` : ''}` : null,
};

/** Labels that read and never write: the only ones guessed for a request phrased as a question. */
export const READ_LABELS = new Set<string>([
  TOOL.get_due_flashcards,
  TOOL.list_tasks,
  TOOL.get_today,
  TOOL.get_weak_topics,
  TOOL.get_wrong_questions,
  TOOL.list_plans,
]);

/** The words after "about" at the end of a request, without a leading article. */
export function aboutWords(text: string): string | null {
  const m = /\babout\s+(?:the\s+|my\s+|a\s+|an\s+)?([a-z0-9][a-z0-9 '-]{0,40}?)\s*[?.!]*$/i.exec(text);
  return m ? m[1]!.trim() : null;
}

/** What a request names among these titles and topics, with the date already read from it. */
export function foundIn(
  text: string,
  titles: readonly string[],
  topics: readonly string[],
  dated: DateExtraction,
): Found {
  return {
    task: taskMention(text, titles),
    topic: topicMention(text, topics),
    due: dated.due,
    rest: dated.rest,
    about: aboutWords(text),
    priority: findPriority(text)?.priority ?? null,
    repeats: repetitionIn(text),
  };
}

/** The repetition as typed, and whether a day is named outside it (the rule would lose that day). */
function repetitionIn(text: string): Found['repeats'] {
  const r = findRepetition(text);
  if (!r) return null;
  return {
    text: text.slice(r.start, r.end).trim(),
    dayLeftOut: namesADay(`${text.slice(0, r.start)} ${text.slice(r.end)}`),
  };
}

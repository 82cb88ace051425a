import type { ConversationState } from '../../../src-shared/conversation';
import { err, type Err } from '../../../src-shared/result';
import type { Db } from '../db/connection';
import { liveTask } from '../db/queries/tasks';

/**
 * What a positional phrase in the user's text points at, through the last task list shown
 * (`state.task_references`: display position → task_id). Shared by the model loop (which tells
 * the model) and the offline agent (which calls the tool itself).
 *
 * @example
 *   resolveTaskReference('complete task 2', state)   // { kind: 'resolved', phrase: 'task 2', position: 2, task_id: 7 }
 *   resolveTaskReference('delete the last one', state)
 *   resolveTaskReference('add milk', state)          // { kind: 'none' }
 */
export type TaskReference =
  | { kind: 'none' }
  | { kind: 'resolved'; phrase: string; position: number; task_id: number }
  /** A position the last list did not have ("task 9" after a list of 3). */
  | { kind: 'out_of_range'; phrase: string; position: number; listed: number }
  /** A positional phrase, but no list has been shown in this conversation yet. */
  | { kind: 'no_list'; phrase: string };

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};
const ORDINAL_WORD = Object.keys(ORDINALS).join('|');

// Each pattern yields a position (a number, or "last"). Order matters only for overlapping
// phrases; every match is reported, left to right.
const PATTERNS: { re: RegExp; position: (m: RegExpExecArray) => number | 'last' }[] = [
  { re: /\btask\s*(?:number\s*|no\.?\s*|#\s*)?(\d{1,4})\b/gi, position: (m) => Number(m[1]) },
  { re: /(?:^|[\s(])#(\d{1,4})\b/g, position: (m) => Number(m[1]) },
  { re: /\bnumber\s+(\d{1,4})\b/gi, position: (m) => Number(m[1]) },
  { re: /\b(\d{1,2})(?:st|nd|rd|th)\s+(?:one|task)\b/gi, position: (m) => Number(m[1]) },
  {
    re: new RegExp(`\\b(?:the\\s+)?(${ORDINAL_WORD})\\s+(?:one|task)\\b`, 'gi'),
    position: (m) => ORDINALS[m[1]!.toLowerCase()]!,
  },
  { re: /\b(?:the\s+)?last\s+(?:one|task)\b/gi, position: () => 'last' },
];

function positionalPhrases(text: string): { phrase: string; index: number; position: number | 'last' }[] {
  const found: { phrase: string; index: number; position: number | 'last' }[] = [];
  for (const { re, position } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const phrase = m[0].trim().replace(/^\(/, '');
      const index = m.index + m[0].indexOf(phrase);
      // "task #2" is matched by two patterns; keep the first (widest) one.
      if (found.some((f) => index >= f.index && index < f.index + f.phrase.length)) continue;
      found.push({ phrase, index, position: position(m) });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Every positional reference in the text, left to right. */
export function resolveTaskReferences(
  text: string,
  state: Pick<ConversationState, 'task_references'>,
): TaskReference[] {
  const refs = state.task_references;
  const positions = Object.keys(refs).map(Number).filter(Number.isInteger);
  const listed = positions.length === 0 ? 0 : Math.max(...positions);
  return positionalPhrases(text).map(({ phrase, position }): TaskReference => {
    if (listed === 0) return { kind: 'no_list', phrase };
    const pos = position === 'last' ? listed : position;
    const task_id = refs[String(pos)];
    if (pos < 1 || task_id === undefined) return { kind: 'out_of_range', phrase, position: pos, listed };
    return { kind: 'resolved', phrase, position: pos, task_id };
  });
}

/** The first positional reference in the text, or `{ kind: 'none' }`. */
export function resolveTaskReference(text: string, state: Pick<ConversationState, 'task_references'>): TaskReference {
  return resolveTaskReferences(text, state)[0] ?? { kind: 'none' };
}

/** not_found for a reference whose task is gone, with the hint to list again. */
export function staleReferenceError(phrase: string, task_id: number): Err {
  return err(
    'not_found',
    `"${phrase}" was task ${task_id} in the last list, but that task no longer exists (it was deleted). List your tasks again to see the current numbers.`,
    { entity_type: 'task', query: { task_id, reference: phrase } },
  );
}

/**
 * One line per reference for the model's turn context, checked against the database so a
 * reference to a deleted task is reported as such instead of reaching a tool with a dead id.
 */
export function describeTaskReferences(db: Db, text: string, state: ConversationState): string[] {
  return resolveTaskReferences(text, state)
    .map((ref) => {
      if (ref.kind === 'none') return '';
      if (ref.kind === 'no_list')
        return `"${ref.phrase}": no task list has been shown in this conversation; call list_tasks first.`;
      if (ref.kind === 'out_of_range') {
        return `"${ref.phrase}": the last task list had only ${ref.listed} item(s); call list_tasks again.`;
      }
      const task = liveTask(db, ref.task_id);
      if (!task) return `"${ref.phrase}": ${staleReferenceError(ref.phrase, ref.task_id).error.message}`;
      return `"${ref.phrase}" means task_id ${ref.task_id} ("${task.title}").`;
    })
    .filter(Boolean);
}

import type { ConversationState } from '../../../src-shared/conversation';
import { err, type Err } from '../../../src-shared/result';
import type { Db } from '../db/connection';
import { liveTask } from '../db/queries/tasks';
import { findPositionalPhrases } from '../../../src-shared/text/references';

/**
 * What a positional phrase in the user's text points at, through the last task list shown
 * (`state.task_references`: display position → task_id), read with the one reference grammar in
 * src-shared/text/references.ts. The model loop tells the model what each phrase means.
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

/** Every positional reference in the text, left to right. */
export function resolveTaskReferences(
  text: string,
  state: Pick<ConversationState, 'task_references'>,
): TaskReference[] {
  const refs = state.task_references;
  const positions = Object.keys(refs).map(Number).filter(Number.isInteger);
  const listed = positions.length === 0 ? 0 : Math.max(...positions);
  return findPositionalPhrases(text).map(({ phrase, position }): TaskReference => {
    if (listed === 0) return { kind: 'no_list', phrase };
    const pos = position === -1 ? listed : position;
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

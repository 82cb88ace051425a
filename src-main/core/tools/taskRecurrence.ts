import { nextOccurrence } from '../../../src-shared/text/repetition';
import { insertTask, type DbTask } from '../db/queries/tasks';
import type { ToolContext } from './define';

/**
 * After a repeating task is completed: its next occurrence as a new pending task with the same
 * title, details, priority, topic and rule, due on the rule's next day after this one's due date (never
 * in the past). Runs inside complete_task's transaction, so undo reverts both together.
 */
export function addNextOccurrence(ctx: ToolContext, done: DbTask): DbTask | null {
  if (!done.recurrence) return null;
  const now = ctx.now();
  const due = nextOccurrence(done.recurrence, done.due_at, now);
  if (due === null) return null;
  return insertTask(
    ctx.db,
    {
      title: done.title,
      description: done.description,
      due_at: due,
      priority: done.priority,
      topic_id: done.topic_id,
      recurrence: done.recurrence,
    },
    now.toISOString(),
  );
}

import { z } from 'zod';
import { nextOccurrence, parseRecurrence } from '../../../src-shared/text/repetition';
import { insertTask, type DbTask } from '../db/queries/tasks';
import type { ToolContext } from './define';

const RULE_HELP =
  'recurrence must be an RFC 5545 RRULE such as FREQ=WEEKLY;BYDAY=MO, FREQ=DAILY, FREQ=WEEKLY;INTERVAL=2 or FREQ=MONTHLY;BYMONTHDAY=1';

/** The `recurrence` field of add_task and update_task: an RRULE the `rrule` package can run. */
export const recurrenceField = z
  .string({ error: RULE_HELP })
  .trim()
  .max(500, 'recurrence must be at most 500 characters')
  .transform((s) => s.replace(/^RRULE:/i, ''))
  .refine((s) => parseRecurrence(s) !== null, { message: RULE_HELP })
  .describe(
    'How the task repeats, as an RFC 5545 RRULE without the "RRULE:" prefix: FREQ=WEEKLY;BYDAY=MO (every Monday), ' +
      'FREQ=DAILY, FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR (weekdays), FREQ=MONTHLY;BYMONTHDAY=1. Completing a repeating ' +
      'task adds its next occurrence.',
  );

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

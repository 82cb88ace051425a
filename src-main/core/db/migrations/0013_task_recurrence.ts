/**
 * Repeating tasks: `recurrence` holds an RFC 5545 RRULE (`FREQ=WEEKLY;BYDAY=MO`). Completing a
 * repeating task completes that occurrence and adds the next as a new task carrying the rule.
 */
export default {
  version: 13,
  name: 'task_recurrence',
  sql: `
    ALTER TABLE tasks ADD COLUMN recurrence TEXT
      CHECK (recurrence IS NULL OR length(recurrence) BETWEEN 6 AND 500);
  `,
};

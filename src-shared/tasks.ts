/**
 * A to-do item as tools, the UI and the agent see it (DESIGN §3). Priority 1 is the most urgent,
 * as in Todoist (p1–p4). `due_at` is a calendar date (`2026-11-27`, due that day) or a UTC instant
 * (`2026-11-27T16:00:00.000Z`).
 *
 * @example
 *   { task_id: 3, title: 'Essay draft', description: '', status: 'pending', due_at: '2026-11-27',
 *     priority: 2, created_at: '2026-11-21T09:00:00.000Z', completed_at: null, topic_id: 1, topic: 'Biology',
 *     recurrence: null }
 */
export const TASK_STATUSES = ['pending', 'completed'] as const;

/** How far ahead Today looks: overdue, today, and the next 7 days (the view and get_today alike). */
export const WEEK_AHEAD = 7;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_LIMITS = {
  title: 255,
  description: 1000,
  /** Most tasks one list_tasks call returns. */
  list: 200,
  /** Default page for list_tasks: a screenful, and what a model can read at a glance. */
  listDefault: 50,
} as const;

export interface Task {
  task_id: number;
  title: string;
  description: string;
  status: TaskStatus;
  due_at: string | null;
  priority: 1 | 2 | 3 | 4;
  created_at: string;
  completed_at: string | null;
  /** The topic (subject) the task belongs to, e.g. "Biology"; null when none. */
  topic_id: number | null;
  topic: string | null;
  /** An RFC 5545 RRULE when the task repeats (`FREQ=WEEKLY;BYDAY=MO`), else null. */
  recurrence: string | null;
}

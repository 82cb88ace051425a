/**
 * Study plans as tools, the UI and the agent see them (DESIGN §3). A plan is an ordered list of
 * items; `due_date` is a calendar date (`2026-11-27`, due that day).
 *
 * @example
 *   const plan: PlanSummary = { plan_id: 3, title: 'Python basics', status: 'active',
 *     created_at: '2026-11-21T09:00:00.000Z', item_count: 12, done_count: 4,
 *     topic_id: null, topic: null, deadline: null, behind: 0, ahead: 1 };
 */
export const PLAN_STATUSES = ['active', 'completed', 'archived'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_ITEM_STATUSES = ['todo', 'in_progress', 'done', 'skipped'] as const;
export type PlanItemStatus = (typeof PLAN_ITEM_STATUSES)[number];

export const PLAN_LIMITS = {
  title: 200,
  itemTitle: 200,
  notes: 2000,
  /** Items one write_plan call may create. */
  itemsPerWrite: 200,
  days: 365,
  minutesPerDay: 1440,
} as const;

/** One row of list_plans. `done_count` counts items marked done (skipped ones are not done). */
export interface PlanSummary {
  plan_id: number;
  title: string;
  status: PlanStatus;
  created_at: string;
  item_count: number;
  done_count: number;
  /** The topic (subject) the plan belongs to, e.g. "Biology"; null when none. */
  topic_id: number | null;
  topic: string | null;
  /** The last day the plan's steps may fall on, when it was made for a deadline. */
  deadline: string | null;
  /** Open steps whose day has passed ("behind by 2"); steps done before their day ("ahead by 1"). */
  behind: number;
  ahead: number;
}

export interface PlanItem {
  item_id: number;
  title: string;
  status: PlanItemStatus;
  due_date: string | null;
  notes: string | null;
}

import type { PlanItemStatus, PlanStatus } from '../../../../src-shared/plans';
import type { Db } from '../connection';
import { statement } from './statements';

/** A row of `plans`. */
export interface DbPlan {
  id: number;
  title: string;
  status: PlanStatus;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  topic_id: number | null;
  /** The last day the plan's steps may fall on (YYYY-MM-DD), when it was made for one. */
  deadline: string | null;
}

/** A row of `plan_items`. */
export interface DbPlanItem {
  id: number;
  plan_id: number;
  position: number;
  title: string;
  status: PlanItemStatus;
  due_date: string | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
}

export interface DbPlanWithCounts extends DbPlan {
  item_count: number;
  done_count: number;
  behind: number;
  ahead: number;
  /** The topic's name, or null. */
  topic: string | null;
}

export interface NewPlanItem {
  title: string;
  due_date?: string | null;
  notes?: string | null;
}

// Every read below skips soft-deleted plans, and with them their items.

/**
 * Plans with their progress, newest first; `topicId` narrows to one topic's plans. Pace against
 * `today` (YYYY-MM-DD): `behind` counts open steps whose day has passed, `ahead` steps done
 * before their day.
 */
export function listPlans(
  db: Db,
  status: PlanStatus | 'all',
  topicId: number | null,
  today: string,
): DbPlanWithCounts[] {
  return statement(
    db,
    `SELECT p.*,
              (SELECT count(*) FROM plan_items i WHERE i.plan_id = p.id) AS item_count,
              (SELECT count(*) FROM plan_items i WHERE i.plan_id = p.id AND i.status = 'done') AS done_count,
              (SELECT count(*) FROM plan_items i WHERE i.plan_id = p.id AND i.status IN ('todo', 'in_progress')
                  AND i.due_date < @today) AS behind,
              (SELECT count(*) FROM plan_items i WHERE i.plan_id = p.id AND i.status = 'done'
                  AND i.due_date > @today) AS ahead,
              (SELECT name FROM topics t WHERE t.id = p.topic_id) AS topic
         FROM plans p
        WHERE p.deleted_at IS NULL AND (@status = 'all' OR p.status = @status)
          AND (@topic IS NULL OR p.topic_id = @topic)
        ORDER BY p.created_at DESC, p.id DESC`,
  ).all({ status, topic: topicId, today }) as DbPlanWithCounts[];
}

export function getPlan(db: Db, id: number): DbPlan | undefined {
  return statement(db, 'SELECT * FROM plans WHERE id = ? AND deleted_at IS NULL').get(id) as DbPlan | undefined;
}

/** The most recently created active plan: what `plan_id: "latest"` means. */
export function latestActivePlan(db: Db): DbPlan | undefined {
  return statement(
    db,
    "SELECT * FROM plans WHERE status = 'active' AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1",
  ).get() as DbPlan | undefined;
}

export function countPlans(db: Db): number {
  return (statement(db, 'SELECT count(*) AS n FROM plans WHERE deleted_at IS NULL').get() as { n: number }).n;
}

/** An active plan whose title equals `title` ignoring ASCII case (duplicate check). */
export function findActivePlanByTitle(db: Db, title: string): DbPlan | undefined {
  return statement(
    db,
    "SELECT * FROM plans WHERE title = ? COLLATE NOCASE AND status = 'active' AND deleted_at IS NULL LIMIT 1",
  ).get(title) as DbPlan | undefined;
}

export function insertPlan(
  db: Db,
  title: string,
  nowIso: string,
  topicId: number | null = null,
  deadline: string | null = null,
): number {
  const info = statement(
    db,
    "INSERT INTO plans (title, status, topic_id, deadline, created_at, updated_at) VALUES (?, 'active', ?, ?, ?, ?)",
  ).run(title, topicId, deadline, nowIso, nowIso);
  return Number(info.lastInsertRowid);
}

/** Appends items after the plan's last position, in the order given; returns their ids. */
export function insertPlanItems(db: Db, planId: number, items: readonly NewPlanItem[], nowIso: string): number[] {
  const { last } = statement(db, 'SELECT coalesce(max(position), 0) AS last FROM plan_items WHERE plan_id = ?').get(
    planId,
  ) as {
    last: number;
  };
  const insert = statement(
    db,
    `INSERT INTO plan_items (plan_id, position, title, status, due_date, notes, created_at, updated_at)
     VALUES (?, ?, ?, 'todo', ?, ?, ?, ?)`,
  );
  return items.map((item, i) =>
    Number(
      insert.run(planId, last + i + 1, item.title, item.due_date ?? null, item.notes ?? null, nowIso, nowIso)
        .lastInsertRowid,
    ),
  );
}

/** The query list_plan_items runs (exported so a test can EXPLAIN it). */
export const PLAN_ITEMS_SQL = 'SELECT * FROM plan_items WHERE plan_id = ? ORDER BY position';

export function listPlanItems(db: Db, planId: number): DbPlanItem[] {
  return statement(db, PLAN_ITEMS_SQL).all(planId) as DbPlanItem[];
}

export function countPlanItems(db: Db, planId: number): number {
  return (statement(db, 'SELECT count(*) AS n FROM plan_items WHERE plan_id = ?').get(planId) as { n: number }).n;
}

/** An item of a live plan, with its plan's title and status. */
export function getItem(
  db: Db,
  itemId: number,
): (DbPlanItem & { plan_title: string; plan_status: PlanStatus }) | undefined {
  return statement(
    db,
    `SELECT i.*, p.title AS plan_title, p.status AS plan_status
         FROM plan_items i JOIN plans p ON p.id = i.plan_id
        WHERE i.id = ? AND p.deleted_at IS NULL`,
  ).get(itemId) as (DbPlanItem & { plan_title: string; plan_status: PlanStatus }) | undefined;
}

export function setItemStatus(db: Db, itemId: number, status: PlanItemStatus, nowIso: string): void {
  statement(db, 'UPDATE plan_items SET status = ?, updated_at = ? WHERE id = ?').run(status, nowIso, itemId);
}

export function setPlanStatus(db: Db, planId: number, status: PlanStatus, nowIso: string): void {
  statement(db, 'UPDATE plans SET status = ?, updated_at = ? WHERE id = ?').run(status, nowIso, planId);
}

/** Hides the plan and its items; restore clears `deleted_at`, purge removes them (CASCADE). */
export function softDeletePlan(db: Db, planId: number, nowIso: string): void {
  statement(db, 'UPDATE plans SET deleted_at = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL').run(
    nowIso,
    nowIso,
    planId,
  );
}

export interface PlanItemPatch {
  title?: string | undefined;
  /** `null` clears; `undefined` leaves it. */
  due_date?: string | null | undefined;
  notes?: string | null | undefined;
}

export function updatePlanItem(db: Db, itemId: number, patch: PlanItemPatch, nowIso: string): void {
  statement(
    db,
    `UPDATE plan_items SET
       title = coalesce(?, title),
       due_date = CASE WHEN ? THEN ? ELSE due_date END,
       notes = CASE WHEN ? THEN ? ELSE notes END,
       updated_at = ?
     WHERE id = ?`,
  ).run(
    patch.title ?? null,
    patch.due_date === undefined ? 0 : 1,
    patch.due_date ?? null,
    patch.notes === undefined ? 0 : 1,
    patch.notes ?? null,
    nowIso,
    itemId,
  );
}

/**
 * Puts the plan's items in the order of `orderedIds` (every item of the plan, once). Positions
 * are unique per plan, so they are first moved out of the way (above every current one) and then
 * written 1…n; both passes keep the `position >= 1` check.
 */
export function reorderPlanItems(db: Db, planId: number, orderedIds: readonly number[], nowIso: string): void {
  const shift = statement(db, 'UPDATE plan_items SET position = position + ? WHERE plan_id = ?');
  shift.run(orderedIds.length + 1_000_000, planId);
  const place = statement(db, 'UPDATE plan_items SET position = ?, updated_at = ? WHERE id = ? AND plan_id = ?');
  orderedIds.forEach((id, i) => place.run(i + 1, nowIso, id, planId));
}

/** Removes one item for good and closes the gap in positions; the UI offers Undo by re-adding it. */
export function deletePlanItem(db: Db, planId: number, itemId: number, nowIso: string): void {
  statement(db, 'DELETE FROM plan_items WHERE id = ?').run(itemId);
  const rest = listPlanItems(db, planId).map((i) => i.id);
  reorderPlanItems(db, planId, rest, nowIso);
}

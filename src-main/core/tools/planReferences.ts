import { err, ok, type ToolResult } from '../../../src-shared/result';
import type { PlanItem } from '../../../src-shared/plans';
import type { PlanRef } from '../../../src-shared/tools/inputs/fields';
import type { Db } from '../db/connection';
import { countPlans, getItem, getPlan, latestActivePlan, type DbPlan, type DbPlanItem } from '../db/queries/plans';
import { findByTitle } from './lookup';

export function toPlanItem(row: DbPlanItem): PlanItem {
  return { item_id: row.id, title: row.title, status: row.status, due_date: row.due_date, notes: row.notes };
}

/** "latest" → the newest active plan; with none, a not_found that says why. */
function resolveLatest(db: Db): ToolResult<DbPlan> {
  const plan = latestActivePlan(db);
  if (plan) return ok(plan);
  const message =
    countPlans(db) === 0
      ? 'There are no plans yet. Create one with write_plan or generate_study_plan.'
      : 'No plan is active, so "latest" points to nothing. Use list_plans and pass a plan_id.';
  return err('not_found', message, { entity_type: 'plan', query: { plan_id: 'latest' } });
}

/**
 * The live plan an input names by id, "latest" or title; neither given means "latest".
 *
 * @example
 *   resolvePlan(db, { plan_title: 'python' }) // → ok(<the only plan whose title contains "python">)
 */
export function resolvePlan(db: Db, ref: PlanRef): ToolResult<DbPlan> {
  if (ref.plan_title !== undefined) {
    const found = findByTitle(
      { db, entityType: 'plan', table: 'plans', titleColumn: 'title', queryField: 'plan_title' },
      ref.plan_title,
    );
    if (!found.ok) return found;
    return ok(getPlan(db, found.data.id)!);
  }
  if (ref.plan_id === undefined || ref.plan_id === 'latest') return resolveLatest(db);
  const plan = getPlan(db, ref.plan_id);
  if (plan) return ok(plan);
  return err('not_found', `There is no plan with id ${ref.plan_id}. Use list_plans to see the plans.`, {
    entity_type: 'plan',
    query: { plan_id: ref.plan_id },
  });
}

export type ResolvedItem = NonNullable<ReturnType<typeof getItem>>;

/** The item an input names by id or title, optionally only within one plan. */
export function resolveItem(
  db: Db,
  ref: { item_id?: number; item_title?: string },
  within?: DbPlan,
): ToolResult<ResolvedItem> {
  if (ref.item_title !== undefined) {
    const found = findByTitle(
      {
        db,
        entityType: 'item',
        noun: 'plan item',
        table: 'plan_items',
        titleColumn: 'title',
        deletedColumn: null,
        // Items have no deleted_at of their own: they are hidden with their plan.
        where: within ? 'plan_id = ?' : 'plan_id IN (SELECT id FROM plans WHERE deleted_at IS NULL)',
        params: within ? [within.id] : [],
        queryField: 'item_title',
      },
      ref.item_title,
    );
    if (!found.ok) return found;
    return ok(getItem(db, found.data.id)!);
  }
  const item = ref.item_id === undefined ? undefined : getItem(db, ref.item_id);
  if (item && (!within || item.plan_id === within.id)) return ok(item);
  const where = within ? ` in plan '${within.title}'` : '';
  return err(
    'not_found',
    `There is no plan item with id ${ref.item_id}${where}. Use list_plan_items to see the items.`,
    {
      entity_type: 'item',
      query: within ? { item_id: ref.item_id, plan_id: within.id } : { item_id: ref.item_id },
    },
  );
}

import { err, ok, type Err } from '../../../src-shared/result';
import {
  deletePlanItem as deletePlanItemRow,
  getItem,
  listPlanItems,
  reorderPlanItems,
  updatePlanItem as updatePlanItemRow,
} from '../db/queries/plans';
import { defineTool, type AnyTool } from './define';
import { toPlanItem } from './planReferences';
import { updatePlanItemInput, deletePlanItemInput } from '../../../src-shared/tools/inputs/planItemEdits';
import { TOOL } from '../../../src-shared/tools/names';

/*
 * Editing one step of a plan: its title, due date and notes, its place in the plan, or deleting
 * it. Items of archived plans are frozen, as update_item_status already says.
 */

type Item = NonNullable<ReturnType<typeof getItem>>;

function itemNotFound(itemId: number): Err {
  return err('not_found', `There is no plan item with item_id ${itemId}. Call list_plan_items to see the items.`, {
    entity_type: 'item',
    query: { item_id: itemId },
  });
}

/** The live item, or why it cannot change. */
function editableItem(db: Parameters<typeof getItem>[0], itemId: number): Item | Err {
  const item = getItem(db, itemId);
  if (!item) return itemNotFound(itemId);
  if (item.plan_status === 'archived') {
    return err(
      'conflict',
      `'${item.title}' belongs to archived plan '${item.plan_title}'. Make the plan active with update_plan_status first.`,
      { reason: 'invalid_transition' },
    );
  }
  return item;
}
const isErr = (v: Item | Err): v is Err => 'ok' in v;

export const updatePlanItem = defineTool({
  name: TOOL.update_plan_item,
  description:
    'Use when the user wants to rename a plan step, change its due date or notes, or move it to another place in its ' +
    'plan (position 1 is first). Give item_id and only what changes; null clears due_date or notes. Returns { item } as it is now.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: true },
  // Moving one step renumbers its neighbours' positions: bookkeeping, not an overwrite of content.
  asksBeforeBulkOverwrite: false,
  input: updatePlanItemInput,
  examples: [
    { item_id: 2, title: 'Read chapter 3 again', due_date: '2026-12-02' },
    { item_id: 3, position: 1 },
  ],
  run: (input, ctx) => {
    const item = editableItem(ctx.db, input.item_id);
    if (isErr(item)) return item;
    const now = ctx.now().toISOString();
    updatePlanItemRow(ctx.db, item.id, { title: input.title, due_date: input.due_date, notes: input.notes }, now);
    if (input.position !== undefined) {
      const ids = listPlanItems(ctx.db, item.plan_id)
        .map((i) => i.id)
        .filter((id) => id !== item.id);
      ids.splice(Math.min(input.position, ids.length + 1) - 1, 0, item.id);
      reorderPlanItems(ctx.db, item.plan_id, ids, now);
    }
    const row = listPlanItems(ctx.db, item.plan_id).find((i) => i.id === item.id)!;
    return {
      ...ok({ item: { ...toPlanItem(row), position: row.position } }),
      changes: [
        { entity_type: 'item', ids: [item.id] },
        { entity_type: 'plan', ids: [item.plan_id] },
      ],
    };
  },
});

export const deletePlanItem = defineTool({
  name: TOOL.delete_plan_item,
  description:
    'Use when the user wants to delete one step from a plan, not the whole plan. The user is asked first. Returns { deleted_item_id, plan_id, ' +
    'item, position } so the step can be added back (add_plan_item, then update_plan_item with its position).',
  category: 'action',
  annotations: { readOnly: false, destructive: true, idempotent: false },
  // It asks already (destructive); closing the gap renumbers the steps after it.
  asksBeforeBulkOverwrite: false,
  input: deletePlanItemInput,
  examples: [{ item_id: 3 }],
  summarize(input, ctx) {
    const item = getItem(ctx.db, input.item_id);
    return item ? ok(`Delete step '${item.title}' from plan '${item.plan_title}'?`) : itemNotFound(input.item_id);
  },
  run: (input, ctx) => {
    const item = editableItem(ctx.db, input.item_id);
    if (isErr(item)) return item;
    deletePlanItemRow(ctx.db, item.plan_id, item.id, ctx.now().toISOString());
    return {
      ...ok({ deleted_item_id: item.id, plan_id: item.plan_id, item: toPlanItem(item), position: item.position }),
      changes: [
        { entity_type: 'item', ids: [item.id] },
        { entity_type: 'plan', ids: [item.plan_id] },
      ],
    };
  },
});

export const PLAN_ITEM_EDIT_TOOLS: readonly AnyTool[] = [updatePlanItem, deletePlanItem];

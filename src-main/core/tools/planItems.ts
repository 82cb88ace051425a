import { err, ok } from '../../../src-shared/result';
import { insertPlanItems, setItemStatus } from '../db/queries/plans';
import { defineTool, type AnyTool } from './define';
import { resolveItem, resolvePlan } from './planReferences';
import { addPlanItemInput, updateItemStatusInput } from '../../../src-shared/tools/inputs/planItems';
import { TOOL } from '../../../src-shared/tools/names';

export const addPlanItem = defineTool({
  name: TOOL.add_plan_item,
  description:
    'Add one item at the end of an active plan. Use when the user wants another step in an existing plan. ' +
    'Name the plan by plan_id ("latest" works) or plan_title. Completed or ' +
    'archived plans take no new items (conflict "invalid_transition"; make the plan active first). Returns { item_id }.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: false },
  input: addPlanItemInput,
  examples: [
    { plan_id: 'latest', title: 'Review dictionaries', due_date: '2026-12-05' },
    { plan_title: 'Python basics', title: 'Write a small CLI script', notes: 'Use argparse' },
  ],
  run: (input, ctx) => {
    const found = resolvePlan(ctx.db, input);
    if (!found.ok) return found;
    const plan = found.data;
    if (plan.status !== 'active') {
      return err(
        'conflict',
        `Plan '${plan.title}' is ${plan.status}, so it takes no new items. Make it active with update_plan_status first.`,
        { reason: 'invalid_transition' },
      );
    }
    const [itemId] = insertPlanItems(ctx.db, plan.id, [input], ctx.now().toISOString());
    return {
      ...ok({ item_id: itemId! }),
      changes: [
        { entity_type: 'item', ids: [itemId!] },
        { entity_type: 'plan', ids: [plan.id] },
      ],
    };
  },
});

export const updateItemStatus = defineTool({
  name: TOOL.update_item_status,
  description:
    'Set a plan item to todo, in_progress, done or skipped — e.g. when the user says they finished a step. Name the ' +
    'item by item_id or item_title (a unique part of the title is enough); add plan_id or plan_title to search one ' +
    'plan only. Items of archived plans cannot change (conflict "invalid_transition"). Returns { item_id, status }.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: true },
  input: updateItemStatusInput,
  examples: [
    { item_id: 12, status: 'done' },
    { item_title: 'chapter 3', plan_id: 'latest', status: 'in_progress' },
  ],
  run: (input, ctx) => {
    let within;
    if (input.plan_id !== undefined || input.plan_title !== undefined) {
      const plan = resolvePlan(ctx.db, input);
      if (!plan.ok) return plan;
      within = plan.data;
    }
    const found = resolveItem(ctx.db, input, within);
    if (!found.ok) return found;
    const item = found.data;
    if (item.plan_status === 'archived') {
      return err(
        'conflict',
        `'${item.title}' belongs to archived plan '${item.plan_title}'. Make the plan active with update_plan_status first.`,
        { reason: 'invalid_transition' },
      );
    }
    if (item.status === input.status) return ok({ item_id: item.id, status: item.status });
    setItemStatus(ctx.db, item.id, input.status, ctx.now().toISOString());
    return { ...ok({ item_id: item.id, status: input.status }), changes: [{ entity_type: 'item', ids: [item.id] }] };
  },
});

export const PLAN_ITEM_TOOLS: readonly AnyTool[] = [addPlanItem, updateItemStatus];

import { z } from 'zod';
import { PLAN_ITEM_STATUSES, PLAN_LIMITS } from '../../../src-shared/plans';
import { err, ok } from '../../../src-shared/result';
import { insertPlanItems, setItemStatus } from '../db/queries/plans';
import { defineTool, type AnyTool } from './define';
import { resolveItem, resolvePlan } from './planReferences';
import {
  boundedText,
  checkPlanRef,
  isoDateField,
  planIdField,
  planTitleQueryField,
  positiveId,
} from '../../../src-shared/tools/inputs/fields';
import { TOOL } from '../../../src-shared/tools/names';

const itemTitleField = boundedText('title', 1, PLAN_LIMITS.itemTitle).describe(
  `What to do, 1–${PLAN_LIMITS.itemTitle} characters, e.g. "Read chapter 3".`,
);
const dueDateField = isoDateField('due_date').describe('The day the item is due, YYYY-MM-DD. Leave out for no date.');
const notesField = boundedText('notes', 0, PLAN_LIMITS.notes).describe(
  `Extra detail, at most ${PLAN_LIMITS.notes} characters.`,
);

/** One item as write_plan takes it. */
export const planItemFields = z.strictObject({
  title: itemTitleField,
  due_date: dueDateField.optional(),
  notes: notesField.optional(),
});

export const addPlanItem = defineTool({
  name: TOOL.add_plan_item,
  description:
    'Add one item at the end of an active plan. Use when the user wants another step in an existing plan. ' +
    'Name the plan by plan_id ("latest" works) or plan_title. Completed or ' +
    'archived plans take no new items (conflict "invalid_transition"; make the plan active first). Returns { item_id }.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: false },
  input: z
    .strictObject({
      plan_id: planIdField.optional().describe('The plan\'s id, or "latest" for the newest active plan.'),
      plan_title: planTitleQueryField.optional(),
      title: itemTitleField,
      due_date: dueDateField.optional(),
      notes: notesField.optional(),
    })
    .superRefine(checkPlanRef(true)),
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
  input: z
    .strictObject({
      status: z
        .enum(PLAN_ITEM_STATUSES, { error: 'status must be one of todo, in_progress, done, skipped' })
        .describe('The new status: todo, in_progress, done or skipped.'),
      item_id: positiveId('item_id').optional().describe("The item's id (from list_plan_items)."),
      item_title: boundedText('item_title', 1, PLAN_LIMITS.itemTitle)
        .optional()
        .describe("The item's title or a unique part of it (case-insensitive); use instead of item_id."),
      plan_id: planIdField.optional().describe('Only look in this plan: its id, or "latest".'),
      plan_title: planTitleQueryField
        .optional()
        .describe('Only look in the plan with this title (or a unique part of it).'),
    })
    .superRefine((value, rctx) => {
      if (value.item_id !== undefined && value.item_title !== undefined) {
        rctx.addIssue({ code: 'custom', path: ['item_title'], message: 'Give item_id or item_title, not both.' });
      } else if (value.item_id === undefined && value.item_title === undefined) {
        rctx.addIssue({
          code: 'custom',
          path: ['item_id'],
          message: 'Give item_id (a positive integer) or item_title.',
        });
      }
      checkPlanRef(false)(value, rctx);
    }),
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

import { z } from 'zod';
import { PLAN_ITEM_STATUSES, PLAN_LIMITS } from '../../plans';
import { boundedText, checkPlanRef, isoDateField, planIdField, planTitleQueryField, positiveId } from './fields';
import { onFirstUse } from '../../lazySchema';

const itemTitleField = () =>
  boundedText('title', 1, PLAN_LIMITS.itemTitle).describe(
    `What to do, 1–${PLAN_LIMITS.itemTitle} characters, e.g. "Read chapter 3".`,
  );
const dueDateField = () =>
  isoDateField('due_date').describe('The day the item is due, YYYY-MM-DD. Leave out for no date.');
const notesField = () =>
  boundedText('notes', 0, PLAN_LIMITS.notes).describe(`Extra detail, at most ${PLAN_LIMITS.notes} characters.`);

/** One item as write_plan takes it. */
export const planItemFields = () =>
  z.strictObject({
    title: itemTitleField(),
    due_date: dueDateField().optional(),
    notes: notesField().optional(),
  });

export const addPlanItemInput = onFirstUse(() =>
  z
    .strictObject({
      plan_id: planIdField().optional().describe('The plan\'s id, or "latest" for the newest active plan.'),
      plan_title: planTitleQueryField().optional(),
      title: itemTitleField(),
      due_date: dueDateField().optional(),
      notes: notesField().optional(),
    })
    .superRefine(checkPlanRef(true)),
);

export const updateItemStatusInput = onFirstUse(() =>
  z
    .strictObject({
      status: z
        .enum(PLAN_ITEM_STATUSES, { error: 'status must be one of todo, in_progress, done, skipped' })
        .describe('The new status: todo, in_progress, done or skipped.'),
      item_id: positiveId('item_id').optional().describe("The item's id (from list_plan_items)."),
      item_title: boundedText('item_title', 1, PLAN_LIMITS.itemTitle)
        .optional()
        .describe("The item's title or a unique part of it (case-insensitive); use instead of item_id."),
      plan_id: planIdField().optional().describe('Only look in this plan: its id, or "latest".'),
      plan_title: planTitleQueryField()
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
);

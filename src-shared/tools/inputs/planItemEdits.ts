import { z } from 'zod';
import { PLAN_LIMITS } from '../../plans';
import { boundedText, isoDateField, positiveId } from './fields';
import { onFirstUse } from '../../lazySchema';

export const updatePlanItemInput = onFirstUse(() =>
  z
    .strictObject({
      item_id: positiveId('item_id').describe("The item's id (from list_plan_items)."),
      title: boundedText('title', 1, PLAN_LIMITS.itemTitle).optional().describe('The new title.'),
      due_date: isoDateField('due_date').nullable().optional().describe('The new due day, YYYY-MM-DD, or null.'),
      notes: boundedText('notes', 0, PLAN_LIMITS.notes).nullable().optional().describe('New notes, or null.'),
      position: positiveId('position')
        .optional()
        .describe('Where the item goes in its plan, 1 = first; past the end means last.'),
    })
    .refine((i) => Object.keys(i).length > 1, {
      message: 'Give at least one of title, due_date, notes or position to change.',
    }),
);

export const deletePlanItemInput = onFirstUse(() =>
  z.strictObject({
    item_id: positiveId('item_id').describe("The item's id (from list_plan_items)."),
  }),
);

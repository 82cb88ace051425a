import { z } from 'zod';
import { PLAN_LIMITS, PLAN_STATUSES } from '../../plans';
import { boundedText, checkPlanRef, planIdField, planTitleQueryField, topicNameField } from './fields';
import { onFirstUse } from '../../lazySchema';
import { planItemFields } from './planItems';

const planStatusField = () => z.enum(PLAN_STATUSES, { error: 'status must be one of active, completed, archived' });

/** The most plans one delete_plan call takes (a student has a few dozen at most). */
export const PLAN_IDS_MAX = 100;
const PLAN_IDS_MESSAGE = `plan_ids must be a list of 1–${PLAN_IDS_MAX} plan ids`;

export const deletePlanInput = onFirstUse(() =>
  z
    .strictObject({
      plan_id: planIdField().optional().describe('The plan to delete: its id, or "latest" for the newest active plan.'),
      plan_ids: z
        .array(z.int({ error: PLAN_IDS_MESSAGE }).positive({ error: PLAN_IDS_MESSAGE }), { error: PLAN_IDS_MESSAGE })
        .min(1, { error: PLAN_IDS_MESSAGE })
        .max(PLAN_IDS_MAX, { error: PLAN_IDS_MESSAGE })
        .optional()
        .describe('Several plans deleted together (one confirmation naming the count, one undo).'),
    })
    .refine((i) => (i.plan_id === undefined) !== (i.plan_ids === undefined), {
      error: 'give plan_id (one plan) or plan_ids (several), not both',
      path: ['plan_id'],
    }),
);

export const listPlansInput = onFirstUse(() =>
  z.strictObject({
    status: z
      .enum([...PLAN_STATUSES, 'all'], { error: 'status must be one of active, completed, archived, all' })
      .default('all')
      .describe('Only plans with this status; "all" (the default) lists every plan.'),
    topic_name: topicNameField()
      .optional()
      .describe('Only plans of this topic (matched ignoring case); an unknown topic is not_found.'),
  }),
);

export const listPlanItemsInput = onFirstUse(() =>
  z
    .strictObject({
      plan_id: planIdField().optional().describe('The plan\'s id, or "latest" for the newest active plan.'),
      plan_title: planTitleQueryField().optional(),
    })
    .superRefine(checkPlanRef(false)),
);

export const writePlanInput = onFirstUse(() =>
  z.strictObject({
    title: boundedText('title', 1, PLAN_LIMITS.title).describe(`The plan's title, 1–${PLAN_LIMITS.title} characters.`),
    items: z
      .array(planItemFields(), { error: 'items must be a list of { title, due_date?, notes? }' })
      .max(PLAN_LIMITS.itemsPerWrite, { error: `items may hold at most ${PLAN_LIMITS.itemsPerWrite} entries` })
      .describe(`The plan's steps in order, 0–${PLAN_LIMITS.itemsPerWrite}; each starts as "todo".`),
    topic_name: topicNameField()
      .optional()
      .describe('The subject the plan belongs to, e.g. "Biology"; a new name creates the topic.'),
  }),
);

export const updatePlanStatusInput = onFirstUse(() =>
  z
    .strictObject({
      status: planStatusField().describe('The new status: active, completed or archived.'),
      plan_id: planIdField().optional().describe('The plan\'s id, or "latest" for the newest active plan.'),
      plan_title: planTitleQueryField().optional(),
    })
    .superRefine(checkPlanRef(true)),
);

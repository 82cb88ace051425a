import { z } from 'zod';
import { checkPlanRef, isoDateField, planIdField, planTitleQueryField, topicNameField } from './fields';
import { onFirstUse } from '../../lazySchema';

export const setExamDateInput = onFirstUse(() =>
  z.strictObject({
    topic_name: topicNameField().describe('The topic (subject), e.g. "Biology"; matched ignoring case.'),
    exam_date: isoDateField('exam_date').nullable().describe('The exam day, YYYY-MM-DD, or null to clear it.'),
  }),
);

export const reschedulePlanInput = onFirstUse(() =>
  z
    .strictObject({
      plan_id: planIdField().optional().describe('The plan\'s id, or "latest" for the newest active plan.'),
      plan_title: planTitleQueryField().optional(),
    })
    .superRefine(checkPlanRef(false)),
);

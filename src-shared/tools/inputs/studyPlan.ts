import { z } from 'zod';
import { PLAN_LIMITS } from '../../plans';
import { boundedText, intInRange, isoDateField, positiveId, topicNameField } from './fields';
import { onFirstUse } from '../../lazySchema';

export const generateStudyPlanInput = onFirstUse(() =>
  z.strictObject({
    goal: boundedText('goal', 1, PLAN_LIMITS.title).describe(
      `What the user wants to learn or finish, 1–${PLAN_LIMITS.title} characters; it becomes the plan's title.`,
    ),
    days: intInRange('days', 1, PLAN_LIMITS.days)
      .optional()
      .describe(`How many calendar days the plan spans, 1–${PLAN_LIMITS.days}. Leave out when a deadline is given.`),
    deadline: isoDateField('deadline')
      .optional()
      .describe("The last day for a session, YYYY-MM-DD. Default: the day before the topic's exam date, if any."),
    start_date: isoDateField('start_date').optional().describe('The first day, YYYY-MM-DD. Default: today.'),
    material_id: positiveId('material_id')
      .optional()
      .describe('A material whose sections to read over the sessions (from list_materials).'),
    minutes_per_day: intInRange('minutes_per_day', 1, PLAN_LIMITS.minutesPerDay)
      .optional()
      .describe('How long each daily session should be, in minutes; noted on every item.'),
    topic_name: topicNameField()
      .optional()
      .describe('The subject the plan belongs to, e.g. "Biology"; a new name creates the topic.'),
  }),
);

import { z } from 'zod';
import { MAX_TOPIC_NAME } from '../../text/topics';
import { boundedText, intInRange, positiveId } from './fields';
import { onFirstUse } from '../../lazySchema';

const RETENTION = 'desired_retention must be a number from 0.70 to 0.99, or null to use the overall setting';

export const listTopicReviewOptionsInput = onFirstUse(() => z.strictObject({}));

export const setTopicReviewOptionsInput = onFirstUse(() =>
  z
    .strictObject({
      topic_id: positiveId('topic_id').optional().describe('The topic (from list_topics); or give topic_name'),
      topic_name: boundedText('topic_name', 1, MAX_TOPIC_NAME)
        .optional()
        .describe('The topic by name (ignoring case); or give topic_id'),
      new_per_day: intInRange('new_per_day', 0, 9999)
        .nullable()
        .optional()
        .describe('New cards per day for this topic, 0–9999; null uses the overall setting'),
      reviews_per_day: intInRange('reviews_per_day', 0, 99_999)
        .nullable()
        .optional()
        .describe('Reviews per day for this topic, 0–99999; null uses the overall setting'),
      desired_retention: z
        .number({ error: RETENTION })
        .min(0.7, { error: RETENTION })
        .max(0.99, { error: RETENTION })
        .nullable()
        .optional()
        .describe('Desired retention for this topic, 0.70–0.99; null uses the overall setting'),
    })
    .refine((i) => (i.topic_id === undefined) !== (i.topic_name === undefined), {
      error: 'give topic_id or topic_name (one of them)',
      path: ['topic_id'],
    })
    .refine(
      (i) => i.new_per_day !== undefined || i.reviews_per_day !== undefined || i.desired_retention !== undefined,
      {
        error: 'give at least one of new_per_day, reviews_per_day or desired_retention',
      },
    ),
);

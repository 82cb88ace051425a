import { z } from 'zod';
import { onFirstUse } from '../../lazySchema';
import { topicNameField } from './fields';

export const getTodayInput = onFirstUse(() =>
  z.strictObject({
    topic_name: topicNameField()
      .optional()
      .describe('Only this topic’s tasks and due cards (matched ignoring case); an unknown topic is not_found.'),
  }),
);

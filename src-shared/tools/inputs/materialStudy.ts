import { z } from 'zod';
import { MAX_TOPIC_NAME } from '../../text/topics';
import { boundedText, intInRange, materialIdField } from './fields';
import { onFirstUse } from '../../lazySchema';

export const generateFlashcardsInput = onFirstUse(() =>
  z.strictObject({
    material_id: materialIdField(),
    section: boundedText('section', 1, 500)
      .optional()
      .describe('Only this section: its heading path or a part of it, e.g. "Lists > Slicing"'),
    count: intInRange('count', 1, 50).default(10).describe('How many cards at most, 1–50 (default 10)'),
    topic_name: boundedText('topic_name', 1, MAX_TOPIC_NAME)
      .optional()
      .describe("The topic to file the cards under; default the material's title"),
  }),
);

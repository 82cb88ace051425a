import { z } from 'zod';
import { BROWSE_LIMITS, BROWSE_SORTS, BROWSE_STATES } from '../../flashcards';
import { intInRange } from './fields';
import { onFirstUse } from '../../lazySchema';

const TOPIC_ID_MESSAGE =
  'topic_id must be a positive integer (a topic id from list_topics), or null for cards without a topic';

export const listFlashcardsInput = onFirstUse(() =>
  z.strictObject({
    query: z
      .string({ error: `query must be text of at most ${BROWSE_LIMITS.query} characters` })
      .trim()
      .max(BROWSE_LIMITS.query, { error: `query must be at most ${BROWSE_LIMITS.query} characters` })
      .optional()
      .describe('Text to look for in the front or back, ignoring case; empty or absent lists every card'),
    topic_id: z
      .int({ error: TOPIC_ID_MESSAGE })
      .positive({ error: TOPIC_ID_MESSAGE })
      .nullable()
      .optional()
      .describe('Only cards in this topic (from list_topics); null for cards without a topic'),
    limit: intInRange('limit', 1, BROWSE_LIMITS.limitMax)
      .default(BROWSE_LIMITS.limitDefault)
      .describe(`How many cards at most, 1–${BROWSE_LIMITS.limitMax} (default ${BROWSE_LIMITS.limitDefault})`),
    offset: intInRange('offset', 0, 1_000_000).default(0).describe('How many matching cards to skip, for paging'),
    sort: z
      .enum(BROWSE_SORTS, { error: `sort must be one of ${BROWSE_SORTS.join(', ')}` })
      .default('created')
      .describe(
        'created (newest first, default), due (soonest first), stability (weakest memory first), difficulty (hardest first), lapses (most forgotten first)',
      ),
    states: z
      .enum(BROWSE_STATES, { error: `states must be one of ${BROWSE_STATES.join(', ')}` })
      .default('active')
      .describe('active (not suspended, default), suspended (only suspended cards) or all'),
  }),
);

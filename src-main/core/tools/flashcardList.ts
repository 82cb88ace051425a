import { z } from 'zod';
import { BROWSE_LIMITS, type BrowsedFlashcard } from '../../../src-shared/flashcards';
import { err, ok } from '../../../src-shared/result';
import { browseFlashcards } from '../db/queries/flashcards';
import { getTopic } from '../db/queries/topics';
import { defineTool } from './define';
import { intInRange } from './fields';
import { toDueFlashcard } from './flashcards';

const TOPIC_ID_MESSAGE =
  'topic_id must be a positive integer (a topic id from list_topics), or null for cards without a topic';

/**
 * The card browser's query. get_due_flashcards lists only what is due; a student editing or
 * searching their deck needs every card, so this lists them all, newest first.
 */
export const listFlashcards = defineTool({
  name: 'list_flashcards',
  description:
    'List or search all flashcards, due or not, newest first. Use to find a card to edit or delete, to answer ' +
    '"which cards do I have about X", or to show a deck. query matches text in the front or back (ignoring case). ' +
    'Returns { flashcards: [{ card_id, front, back, topic_id, topic, due_at, state, reps, lapses }], total } where ' +
    'total counts every match, beyond limit.',
  category: 'query',
  annotations: { readOnly: true, destructive: false, idempotent: true },
  input: z.strictObject({
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
  }),
  examples: [{}, { query: 'recursion', limit: 20 }, { topic_id: 1 }, { topic_id: null, offset: 100 }],
  run: (input, ctx) => {
    if (typeof input.topic_id === 'number' && !getTopic(ctx.db, input.topic_id)) {
      return err('not_found', `No topic with id ${input.topic_id}. Use list_topics to see topic ids.`, {
        entity_type: 'topic',
        query: { topic_id: input.topic_id },
      });
    }
    const { rows, total } = browseFlashcards(ctx.db, {
      ...(input.query ? { query: input.query } : {}),
      ...(input.topic_id !== undefined ? { topicId: input.topic_id } : {}),
      limit: input.limit,
      offset: input.offset,
    });
    const flashcards: BrowsedFlashcard[] = rows.map((r) => ({ ...toDueFlashcard(r), reps: r.reps, lapses: r.lapses }));
    return ok({ flashcards, total });
  },
});

export const FLASHCARD_LIST_TOOLS = [listFlashcards];

import { z } from 'zod';
import { FLASHCARD_LIMITS } from '../../flashcards';
import { MAX_TOPIC_NAME } from '../../text/topics';
import { cardIdField } from './fields';
import { onFirstUse } from '../../lazySchema';

const TOPIC_ID_MESSAGE = 'topic_id must be a positive integer: a topic id from list_topics';
const topicIdField = () => z.int({ error: TOPIC_ID_MESSAGE }).positive({ error: TOPIC_ID_MESSAGE });

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text of 1–${max} characters` })
    .trim()
    .min(1, { error: `${field} must not be empty` })
    .max(max, { error: `${field} must be at most ${max} characters` });

const CARD_IDS_MAX = 5000;
const cardIdsError = `card_ids must be a list of 1–${CARD_IDS_MAX} card ids`;

export const createFlashcardInput = onFirstUse(() =>
  z
    .strictObject({
      front: text('front', FLASHCARD_LIMITS.front).describe('The prompt side: a question or cue, 1–2000 characters'),
      back: text('back', FLASHCARD_LIMITS.back).describe('The answer side, 1–5000 characters'),
      topic_id: topicIdField()
        .optional()
        .describe('An existing topic to file the card under (give this or topic_name, not both)'),
      topic_name: text('topic_name', MAX_TOPIC_NAME)
        .optional()
        .describe('A topic name to file the card under; created if it does not exist yet (case-insensitive)'),
    })
    .refine((i) => i.topic_id === undefined || i.topic_name === undefined, {
      error: 'give topic_id or topic_name, not both',
      path: ['topic_name'],
    }),
);

export const getDueFlashcardsInput = onFirstUse(() =>
  z.strictObject({
    limit: z
      .int({ error: 'limit must be an integer from 1 to 500' })
      .min(1, { error: 'limit must be an integer from 1 to 500' })
      .max(FLASHCARD_LIMITS.dueLimitMax, {
        error: 'limit must be an integer from 1 to 500',
      })
      .default(FLASHCARD_LIMITS.dueLimitDefault)
      .describe('How many cards at most, 1–500 (default 20); counts still cover the whole queue'),
    topic_id: topicIdField().optional().describe('Only cards in this topic (a topic id from list_topics)'),
  }),
);

export const updateFlashcardInput = onFirstUse(() =>
  z
    .strictObject({
      card_id: cardIdField(),
      front: text('front', FLASHCARD_LIMITS.front).optional().describe('New prompt side, 1–2000 characters'),
      back: text('back', FLASHCARD_LIMITS.back).optional().describe('New answer side, 1–5000 characters'),
      topic_id: topicIdField()
        .nullable()
        .optional()
        .describe('Move the card to this topic (from list_topics); null removes its topic'),
    })
    .refine((i) => i.front !== undefined || i.back !== undefined || i.topic_id !== undefined, {
      error: 'give at least one of front, back or topic_id to change',
    }),
);

export const deleteFlashcardInput = onFirstUse(() =>
  z
    .strictObject({
      card_id: cardIdField().optional(),
      card_ids: z
        .array(cardIdField(), { error: cardIdsError })
        .min(1, { error: cardIdsError })
        .max(CARD_IDS_MAX, { error: cardIdsError })
        .optional()
        .describe('Several cards deleted together (one confirmation naming the count, one undo).'),
    })
    .refine((i) => (i.card_id === undefined) !== (i.card_ids === undefined), {
      error: 'give card_id (one card) or card_ids (several), not both',
      path: ['card_id'],
    }),
);

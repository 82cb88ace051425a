import { z } from 'zod';
import { BULK_CARD_ACTIONS } from '../../flashcards';
import { MAX_TOPIC_NAME } from '../../text/topics';
import { boundedText, cardIdField, positiveId } from './fields';
import { onFirstUse } from '../../lazySchema';

const CARD_IDS = 'card_ids must be a list of 1–1000 distinct positive card ids';

export const suspendFlashcardInput = onFirstUse(() =>
  z.strictObject({
    card_id: cardIdField(),
    suspended: z
      .boolean({ error: 'suspended must be true (suspend) or false (unsuspend)' })
      .default(true)
      .describe('true suspends the card (default), false brings it back into reviews'),
  }),
);

export const buryFlashcardInput = onFirstUse(() => z.strictObject({ card_id: cardIdField() }));

export const editFlashcardsInput = onFirstUse(() =>
  z
    .strictObject({
      card_ids: z
        .array(positiveId('card_ids item'), { error: CARD_IDS })
        .min(1, { error: CARD_IDS })
        .max(1000, { error: CARD_IDS })
        .refine((ids) => new Set(ids).size === ids.length, { error: 'card_ids must not repeat an id' })
        .describe('The cards to change (ids from list_flashcards or get_due_flashcards), 1–1000'),
      action: z
        .enum(BULK_CARD_ACTIONS, { error: `action must be one of ${BULK_CARD_ACTIONS.join(', ')}` })
        .describe('move, suspend, unsuspend or reset'),
      topic_id: positiveId('topic_id')
        .nullable()
        .optional()
        .describe('For move: the topic to move the cards to (from list_topics); null removes their topic'),
      topic_name: boundedText('topic_name', 1, MAX_TOPIC_NAME)
        .optional()
        .describe('For move: a topic name to move the cards to; created if new'),
    })
    .refine((i) => i.action !== 'move' || (i.topic_id === undefined) !== (i.topic_name === undefined), {
      error: 'move needs exactly one of topic_id or topic_name',
      path: ['topic_id'],
    })
    .refine((i) => i.action === 'move' || (i.topic_id === undefined && i.topic_name === undefined), {
      error: 'topic_id and topic_name are only for the move action',
      path: ['topic_id'],
    }),
);

import { z } from 'zod';
import { FLASHCARD_LIMITS, FLASHCARD_RATINGS } from '../../flashcards';
import { cardIdField, dueDateField } from './fields';
import { onFirstUse } from '../../lazySchema';

/** A card left open over lunch is not an hour of study; longer times are refused, not stored. */
const MAX_REVIEW_MS = 3_600_000;

const EASE_MESSAGE = `ease_factor must be a number from ${FLASHCARD_LIMITS.easeMin} to ${FLASHCARD_LIMITS.easeMax} (2.5 is normal), or null to clear it`;

export const reviewFlashcardInput = onFirstUse(() =>
  z.strictObject({
    card_id: cardIdField(),
    rating: z
      .enum(FLASHCARD_RATINGS, {
        error: 'rating must be one of again, hard, good, easy',
      })
      .describe('How well the student recalled it: again (forgot), hard, good or easy'),
    duration_ms: z
      .int({ error: 'duration_ms must be a whole number of milliseconds' })
      .min(0)
      .max(MAX_REVIEW_MS, { error: 'duration_ms must be at most 3600000 (an hour)' })
      .optional()
      .describe('How long the student spent on the card, in ms (the review screen measures it); omit if unknown'),
  }),
);

export const previewFlashcardReviewInput = onFirstUse(() => z.strictObject({ card_id: cardIdField() }));

export const undoFlashcardReviewInput = onFirstUse(() => z.strictObject({ card_id: cardIdField() }));

export const updateFlashcardReviewInput = onFirstUse(() =>
  z
    .strictObject({
      card_id: cardIdField(),
      ease_factor: z
        .number({ error: EASE_MESSAGE })
        .min(FLASHCARD_LIMITS.easeMin, { error: EASE_MESSAGE })
        .max(FLASHCARD_LIMITS.easeMax, { error: EASE_MESSAGE })
        .nullable()
        .optional()
        .describe('Anki-style ease 1.3–5.0 scaling later intervals (2.5 = as FSRS plans); null clears the override'),
      next_review_at: dueDateField('next_review_at')
        .optional()
        .describe('When the card is next due: a date (YYYY-MM-DD, start of that day) or a timestamp with offset'),
    })
    .refine((i) => i.ease_factor !== undefined || i.next_review_at !== undefined, {
      error: 'give ease_factor, next_review_at or both',
    }),
);

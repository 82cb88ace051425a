import {
  FLASHCARD_RATINGS,
  type IntervalPreview,
  type ReviewOutcome,
  type ReviewPreview,
} from '../../../src-shared/flashcards';
import { err, ok } from '../../../src-shared/result';
import {
  cardStateOf,
  insertReviewLog,
  latestUndoableReview,
  markReviewUndone,
  parseStateSnapshot,
  updateCardOverride,
  updateCardState,
  type DbFlashcard,
} from '../db/queries/flashcards';
import { previewReviews, scheduleReview, schedulerParams, type SchedulableCard } from '../services/scheduler';
import { defineTool } from './define';
import { normalizeDue } from './dueDates';
import { flashcardChange, isErr, loadCard, quoteFront } from './flashcards';
import { topicRetention } from './topicReviewOptions';
import {
  reviewFlashcardInput,
  previewFlashcardReviewInput,
  undoFlashcardReviewInput,
  updateFlashcardReviewInput,
} from '../../../src-shared/tools/inputs/flashcardReviews';
import { TOOL } from '../../../src-shared/tools/names';

const schedulable = (card: DbFlashcard): SchedulableCard => ({
  id: card.id,
  state: cardStateOf(card),
  ease_factor: card.ease_factor,
});

/**
 * A date alone means the start of that day where the student is (local midnight), so a card set
 * for "2026-12-01" is due when that day begins for them, not at a UTC midnight hours away.
 */
function reviewDate(text: string): Date {
  const normal = normalizeDue(text) ?? text; // the schema already accepted it
  if (normal.length > 10) return new Date(normal);
  const [y, m, d] = normal.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export const reviewFlashcard = defineTool({
  name: TOOL.review_flashcard,
  description:
    'Record how well the student recalled a flashcard and schedule its next review with FSRS. Use after the student ' +
    'answers a card from get_due_flashcards. Ratings: again (forgot), hard (recalled with effort), good (recalled), easy ' +
    '(instant). Returns { card_id, next_review_at, interval_days, state }; interval_days is fractional for minute-long ' +
    'learning steps. The review is logged and can be taken back with undo_flashcard_review.',
  category: 'action',
  input: reviewFlashcardInput,
  annotations: { readOnly: false, destructive: false, idempotent: false },
  examples: [
    { card_id: 1, rating: 'good' },
    { card_id: 1, rating: 'again' },
  ],
  run: (input, ctx) => {
    const card = loadCard(ctx.db, input.card_id);
    if (isErr(card)) return card;
    const now = ctx.now();
    const nowIso = now.toISOString();
    const before = schedulable(card);
    const next = scheduleReview(
      before,
      input.rating,
      now,
      schedulerParams(ctx.settings, topicRetention(ctx.db, card.topic_id)),
    );
    updateCardState(ctx.db, card.id, next.state, nowIso);
    // Same transaction as the update (the registry wraps write tools), so the log never disagrees with the card.
    insertReviewLog(ctx.db, {
      card_id: card.id,
      rating: input.rating,
      before: before.state,
      after: next.state,
      reviewed_at: nowIso,
      duration_ms: input.duration_ms ?? null,
    });
    const data: ReviewOutcome = {
      card_id: card.id,
      next_review_at: next.next_review_at,
      interval_days: next.interval_days,
      state: next.state.state,
    };
    return { ...ok(data), changes: [flashcardChange(card.id)] };
  },
});

export const previewFlashcardReview = defineTool({
  name: TOOL.preview_flashcard_review,
  description:
    'Show when a flashcard would next be due for each possible rating, without reviewing it (what the review buttons ' +
    'show, as in Anki). Use before asking the student to rate a card, or to explain the choices. Returns ' +
    '{ card_id, intervals: { again, hard, good, easy } }, each { next_review_at, interval_days }.',
  category: 'query',
  input: previewFlashcardReviewInput,
  annotations: { readOnly: true, destructive: false, idempotent: true },
  examples: [{ card_id: 1 }],
  run: (input, ctx) => {
    const card = loadCard(ctx.db, input.card_id);
    if (isErr(card)) return card;
    const params = schedulerParams(ctx.settings, topicRetention(ctx.db, card.topic_id));
    const preview = previewReviews(schedulable(card), ctx.now(), params);
    const intervals = Object.fromEntries(
      FLASHCARD_RATINGS.map((r) => [
        r,
        {
          next_review_at: preview[r].next_review_at,
          interval_days: preview[r].interval_days,
        },
      ]),
    ) as Record<(typeof FLASHCARD_RATINGS)[number], IntervalPreview>;
    const data: ReviewPreview = { card_id: card.id, intervals };
    return ok(data);
  },
});

export const undoFlashcardReview = defineTool({
  name: TOOL.undo_flashcard_review,
  description:
    "Take back a flashcard's most recent review: the card returns exactly to its schedule before that review, and the " +
    'review is marked undone in the log. Calling it again takes back the review before that. Use when the student ' +
    'pressed the wrong rating. A next_review_at set by hand since that review is undone with it (ease_factor is ' +
    'kept). Returns { card_id, undone_rating, next_review_at, state }; not_found when the card has no review left ' +
    'to undo.',
  category: 'action',
  input: undoFlashcardReviewInput,
  annotations: { readOnly: false, destructive: false, idempotent: false },
  examples: [{ card_id: 1 }],
  run: (input, ctx) => {
    const card = loadCard(ctx.db, input.card_id);
    if (isErr(card)) return card;
    const review = latestUndoableReview(ctx.db, card.id);
    if (!review) {
      return err('not_found', `Flashcard #${card.id} ('${quoteFront(card.front)}') has no review to undo.`, {
        entity_type: 'flashcard',
        query: { card_id: card.id },
      });
    }
    const nowIso = ctx.now().toISOString();
    const restored = parseStateSnapshot(review.state_before);
    updateCardState(ctx.db, card.id, restored, nowIso);
    markReviewUndone(ctx.db, review.id, nowIso);
    return {
      ...ok({
        card_id: card.id,
        undone_rating: review.rating,
        next_review_at: restored.due_at,
        state: restored.state,
      }),
      changes: [flashcardChange(card.id)],
    };
  },
});

export const updateFlashcardReview = defineTool({
  name: TOOL.update_flashcard_review,
  description:
    "Manually override a flashcard's schedule. next_review_at moves its next review to that date or time. ease_factor " +
    '(Anki-style, 1.3–5.0, 2.5 = normal) scales every later day interval FSRS gives it: 5.0 doubles them, 1.3 about ' +
    'halves them; null clears the override. Use when the student says a card should come back sooner or later, or is ' +
    'easier or harder than the schedule assumes. Returns { card_id }.',
  category: 'action',
  input: updateFlashcardReviewInput,
  annotations: { readOnly: false, destructive: false, idempotent: true },
  examples: [
    { card_id: 1, next_review_at: '2026-12-01' },
    { card_id: 1, ease_factor: 3.2 },
    { card_id: 1, ease_factor: null },
  ],
  run: (input, ctx) => {
    const card = loadCard(ctx.db, input.card_id);
    if (isErr(card)) return card;
    const due_at = input.next_review_at === undefined ? undefined : reviewDate(input.next_review_at).toISOString();
    updateCardOverride(ctx.db, card, { ease_factor: input.ease_factor, due_at }, ctx.now().toISOString());
    return { ...ok({ card_id: card.id }), changes: [flashcardChange(card.id)] };
  },
});

/** Reviewing, previewing, undoing and overriding a card's schedule. */
export const FLASHCARD_REVIEW_TOOLS = [
  reviewFlashcard,
  previewFlashcardReview,
  undoFlashcardReview,
  updateFlashcardReview,
];

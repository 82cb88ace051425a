/**
 * Flashcard domain types shared by main (the tools) and the renderer (the review screen).
 * Cards are scheduled with FSRS; these are the shapes the flashcard tools return.
 *
 * @example
 *   const outcome: ReviewOutcome = { card_id: 4, next_review_at: '2026-11-28T09:00:00.000Z', interval_days: 7, state: 'review' };
 */
export const FLASHCARD_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type FlashcardRating = (typeof FLASHCARD_RATINGS)[number];

/** new: never reviewed; learning/relearning: on short (minute) steps; review: on day intervals. */
export const FLASHCARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type FlashcardState = (typeof FLASHCARD_STATES)[number];

export const FLASHCARD_LIMITS = {
  front: 2000,
  back: 5000,
  /** Anki-style ease: 1.3 is Anki's floor; 2.5 is "normal" (no change to FSRS's intervals). */
  easeMin: 1.3,
  easeMax: 5,
  easeNeutral: 2.5,
  dueLimitMax: 500,
  dueLimitDefault: 20,
} as const;

/** One card in the review queue (get_due_flashcards). */
export interface DueFlashcard {
  card_id: number;
  front: string;
  back: string;
  topic_id: number | null;
  /** The topic's name, or null for a card without a topic. */
  topic: string | null;
  due_at: string;
  state: FlashcardState;
}

/** What a review scheduled (review_flashcard), and what each button would schedule (preview). */
export interface ReviewOutcome {
  card_id: number;
  next_review_at: string;
  /** Days from the review to the next one; fractional for minute-long learning steps. */
  interval_days: number;
  state: FlashcardState;
}

export interface IntervalPreview {
  next_review_at: string;
  interval_days: number;
}

export interface ReviewPreview {
  card_id: number;
  intervals: Record<FlashcardRating, IntervalPreview>;
}

/** One card in the card browser (list_flashcards): any live card, due or not. */
export interface BrowsedFlashcard extends DueFlashcard {
  /** Reviews so far (0 for a new card) and times forgotten after being learned. */
  reps: number;
  lapses: number;
}

export const BROWSE_LIMITS = { query: 200, limitMax: 500, limitDefault: 100 } as const;

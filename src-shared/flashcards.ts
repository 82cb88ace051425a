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
  /** Where the card came from, so a review can open it: a material passage it was generated from… */
  source_chunk_id: number | null;
  source_material_id: number | null;
  /** …or the note (a material) and 1-based line it is written on. */
  note_material_id: number | null;
  note_line: number | null;
}

/** The review queue's sizes after today's limits, as Anki shows them (blue, red, green). */
export interface DueCounts {
  new: number;
  learning: number;
  review: number;
}

/** get_due_flashcards: the queue in Anki's order (learning, review, new) and its counts. */
export interface DueQueue {
  due_flashcards: DueFlashcard[];
  counts: DueCounts;
}

/** How many cards today's review queue holds in all (new, learning and review, past any list limit). */
export function queueSize(queue: Pick<DueQueue, 'counts'>): number {
  return queue.counts.new + queue.counts.learning + queue.counts.review;
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
  /** FSRS memory: stability in days (how long until recall drops to 90%) and difficulty 1–10. */
  stability: number;
  difficulty: number;
  suspended: boolean;
  /** Set while buried: hidden from reviews until this time (the next study day). */
  buried_until: string | null;
}

export const BROWSE_LIMITS = { query: 200, limitMax: 500, limitDefault: 100 } as const;

/** The card browser's sort orders (Anki's columns): due date, newest, FSRS stability/difficulty, lapses. */
export const BROWSE_SORTS = ['created', 'due', 'stability', 'difficulty', 'lapses'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

/** Which cards the browser shows by state: active ones (default), only suspended, or all. */
export const BROWSE_STATES = ['active', 'suspended', 'all'] as const;
export type BrowseStateFilter = (typeof BROWSE_STATES)[number];

/** What a bulk edit does to every chosen card. */
export const BULK_CARD_ACTIONS = ['move', 'suspend', 'unsuspend', 'reset'] as const;
export type BulkCardAction = (typeof BULK_CARD_ACTIONS)[number];

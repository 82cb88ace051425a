import type { DueCounts, DueFlashcard, FlashcardRating } from '../../../src-shared/flashcards';

/**
 * A review session as a pure state machine, so the screen stays a thin view of it: the queue
 * taken when the session starts, the position in it, whether the back is showing, and a history
 * of ratings that U walks back one at a time. As in Anki, a card whose next review falls within
 * the session (Again on a new card: ~1 minute) goes back to the end of the queue.
 */
export const RATING_LABELS: Record<FlashcardRating, string> = {
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
};

export interface ReviewQueue {
  cards: DueFlashcard[];
  index: number;
  revealed: boolean;
  history: { card_id: number; rating: FlashcardRating; requeued: boolean }[];
}

/** Anki's "learn ahead" window: a card due again within this long is shown again this session. */
export const LEARN_AHEAD_MS = 20 * 60_000;

/** Whether a card reviewed now comes back in this session (its next review is within the window). */
export function dueWithinSession(nextReviewAt: string, now: Date = new Date()): boolean {
  return new Date(nextReviewAt).getTime() - now.getTime() <= LEARN_AHEAD_MS;
}

export type ReviewAction =
  | { type: 'reset'; cards: DueFlashcard[] }
  | { type: 'reveal' }
  /** `requeue`: the card is due again within LEARN_AHEAD_MS, so it comes back at the end. */
  | { type: 'rated'; rating: FlashcardRating; requeue?: boolean }
  | { type: 'undone' }
  | { type: 'edited'; card: Pick<DueFlashcard, 'card_id' | 'front' | 'back'> }
  /** Suspended or buried: every copy of the card leaves the rest of the session. */
  | { type: 'removed'; card_id: number }
  /** A suspend or bury undone: the card is shown next. */
  | { type: 'returned'; card: DueFlashcard };

/**
 * The copy of a card that comes back within the session is in learning (a new card) or relearning
 * (a forgotten review card), as FSRS has just put it: the counts show it there, as Anki's do.
 */
function comingBack(card: DueFlashcard): DueFlashcard {
  return { ...card, state: card.state === 'review' || card.state === 'relearning' ? 'relearning' : 'learning' };
}

export function startQueue(cards: DueFlashcard[]): ReviewQueue {
  return { cards, index: 0, revealed: false, history: [] };
}

export function reviewReducer(q: ReviewQueue, action: ReviewAction): ReviewQueue {
  const current = q.cards[q.index];
  switch (action.type) {
    case 'reset':
      return startQueue(action.cards);
    case 'reveal':
      return current ? { ...q, revealed: true } : q;
    case 'rated':
      if (!current || !q.revealed) return q;
      return {
        ...q,
        cards: action.requeue ? [...q.cards, comingBack(current)] : q.cards,
        index: q.index + 1,
        revealed: false,
        history: [...q.history, { card_id: current.card_id, rating: action.rating, requeued: action.requeue === true }],
      };
    case 'undone': {
      // The undone card comes back front-first, as Anki shows it again; a copy it put at the end
      // of the queue goes (undo is last-first, so that copy is the last card).
      const last = q.history[q.history.length - 1];
      if (!last) return q;
      return {
        ...q,
        cards: last.requeued ? q.cards.slice(0, -1) : q.cards,
        index: q.index - 1,
        revealed: false,
        history: q.history.slice(0, -1),
      };
    }
    case 'removed': {
      const later = q.cards.slice(q.index).filter((c) => c.card_id !== action.card_id);
      return { ...q, cards: [...q.cards.slice(0, q.index), ...later], revealed: false };
    }
    case 'returned':
      if (q.cards.slice(q.index).some((c) => c.card_id === action.card.card_id)) return q;
      return {
        ...q,
        cards: [...q.cards.slice(0, q.index), action.card, ...q.cards.slice(q.index)],
        revealed: false,
      };
    case 'edited':
      return {
        ...q,
        cards: q.cards.map((c) => (c.card_id === action.card.card_id ? { ...c, ...action.card } : c)),
      };
  }
}

/**
 * What is left of the session by kind, as Anki's counts show it: cards not yet shown, by state
 * (relearning counts as learning). A card rated Again and requeued counts again.
 */
export function remainingCounts(q: ReviewQueue): DueCounts {
  const counts: DueCounts = { new: 0, learning: 0, review: 0 };
  for (const c of q.cards.slice(q.index)) {
    if (c.state === 'new') counts.new += 1;
    else if (c.state === 'review') counts.review += 1;
    else counts.learning += 1;
  }
  return counts;
}

export const currentCard = (q: ReviewQueue): DueFlashcard | undefined => q.cards[q.index];
export const isFinished = (q: ReviewQueue) => q.cards.length > 0 && q.index >= q.cards.length;
export const lastRated = (q: ReviewQueue) => q.history[q.history.length - 1];

/** How many times each rating was given in this session (undone ratings no longer count). */
export function ratingCounts(q: ReviewQueue): Record<FlashcardRating, number> {
  const counts = { again: 0, hard: 0, good: 0, easy: 0 };
  for (const h of q.history) counts[h.rating] += 1;
  return counts;
}

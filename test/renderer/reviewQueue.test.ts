import { describe, expect, it } from 'vitest';
import type { DueFlashcard } from '../../src-shared/flashcards';
import { formatDueIn, formatInterval } from '../../src-renderer/views/flashcards/intervals';
import {
  currentCard,
  dueWithinSession,
  isFinished,
  ratingCounts,
  remainingCounts,
  reviewReducer,
  startQueue,
} from '../../src-renderer/views/flashcards/reviewQueue';

const card = (card_id: number): DueFlashcard => ({
  card_id,
  front: `Q${card_id}`,
  back: `A${card_id}`,
  topic_id: null,
  topic: null,
  due_at: '2026-11-21T09:00:00.000Z',
  state: 'new',
  source_chunk_id: null,
  source_material_id: null,
  note_material_id: null,
  note_line: null,
});

describe('formatInterval', () => {
  it.each([
    [1 / 1440, '1m'],
    [0.2 / 1440, '1m'],
    [10 / 1440, '10m'],
    [59 / 1440, '59m'],
    [3 / 24, '3h'],
    [0.99, '1d'],
    [4, '4d'],
    [29, '29d'],
    [45, '1.5mo'],
    [60, '2mo'],
    [400, '1.1y'],
  ])('%f days → %s', (days, label) => {
    expect(formatInterval(days)).toBe(label);
  });

  it('says "due now" for the past and "in …" for the future', () => {
    const now = new Date('2026-11-21T09:00:00.000Z');
    expect(formatDueIn('2026-11-20T09:00:00.000Z', now)).toBe('due now');
    expect(formatDueIn('2026-11-25T09:00:00.000Z', now)).toBe('in 4d');
  });
});

describe('review queue', () => {
  it('reveals, rates forward, and refuses to rate an unrevealed card', () => {
    let q = startQueue([card(1), card(2)]);
    q = reviewReducer(q, { type: 'rated', rating: 'good' });
    expect(q.index).toBe(0);
    q = reviewReducer(reviewReducer(q, { type: 'reveal' }), { type: 'rated', rating: 'again' });
    expect(currentCard(q)?.card_id).toBe(2);
    expect(q.revealed).toBe(false);
    q = reviewReducer(reviewReducer(q, { type: 'reveal' }), { type: 'rated', rating: 'easy' });
    expect(isFinished(q)).toBe(true);
    expect(ratingCounts(q)).toEqual({ again: 1, hard: 0, good: 0, easy: 1 });
  });

  it('undo brings the last rated card back, front first, and forgets its rating', () => {
    let q = startQueue([card(1), card(2)]);
    q = reviewReducer(reviewReducer(q, { type: 'reveal' }), { type: 'rated', rating: 'hard' });
    q = reviewReducer(q, { type: 'reveal' });
    q = reviewReducer(q, { type: 'undone' });
    expect(currentCard(q)?.card_id).toBe(1);
    expect(q.revealed).toBe(false);
    expect(ratingCounts(q).hard).toBe(0);
    expect(reviewReducer(q, { type: 'undone' })).toBe(q);
  });

  it('an edit changes the card in the queue and keeps the position', () => {
    let q = reviewReducer(startQueue([card(1), card(2)]), { type: 'reveal' });
    q = reviewReducer(q, { type: 'edited', card: { card_id: 1, front: 'New Q', back: 'New A' } });
    expect(currentCard(q)).toMatchObject({ front: 'New Q', back: 'New A' });
    expect(q.revealed).toBe(true);
  });
});

describe('cards due again within the session', () => {
  const now = new Date('2026-11-21T09:00:00.000Z');
  it('come back at the end of the queue, and undo takes the copy away again', () => {
    let q = startQueue([card(1), card(2)]);
    q = reviewReducer(q, { type: 'reveal' });
    q = reviewReducer(q, { type: 'rated', rating: 'again', requeue: true });
    expect(q.cards.map((c) => c.card_id)).toEqual([1, 2, 1]);
    q = reviewReducer(q, { type: 'reveal' });
    q = reviewReducer(q, { type: 'rated', rating: 'good', requeue: false });
    expect(currentCard(q)?.card_id).toBe(1);
    expect(isFinished(q)).toBe(false);
    q = reviewReducer(q, { type: 'undone' });
    q = reviewReducer(q, { type: 'undone' });
    expect(q.cards.map((c) => c.card_id)).toEqual([1, 2]);
    expect(currentCard(q)?.card_id).toBe(1);
  });

  it('count as learning once they come back, as Anki counts them (new 2 → new 1, learning 1)', () => {
    const review = { ...card(3), state: 'review' as const };
    let q = startQueue([card(1), card(2), review]);
    expect(remainingCounts(q)).toEqual({ new: 2, learning: 0, review: 1 });
    q = reviewReducer(q, { type: 'reveal' });
    q = reviewReducer(q, { type: 'rated', rating: 'good', requeue: true });
    // Before: the copy kept its old state, so the counts still said 2 new and 0 learning.
    expect(remainingCounts(q)).toEqual({ new: 1, learning: 1, review: 1 });
    q = reviewReducer(q, { type: 'reveal' });
    q = reviewReducer(q, { type: 'rated', rating: 'good', requeue: false });
    q = reviewReducer(q, { type: 'reveal' });
    // A review card forgotten (Again) comes back relearning, counted with learning.
    q = reviewReducer(q, { type: 'rated', rating: 'again', requeue: true });
    expect(remainingCounts(q)).toEqual({ new: 0, learning: 2, review: 0 });
    expect(q.cards.map((c) => c.state)).toEqual(['new', 'new', 'review', 'learning', 'relearning']);
    // Undo takes the copy back and the counts with it.
    q = reviewReducer(q, { type: 'undone' });
    expect(remainingCounts(q)).toEqual({ new: 0, learning: 1, review: 1 });
  });

  it('are those whose next review is within 20 minutes', () => {
    expect(dueWithinSession('2026-11-21T09:01:00.000Z', now)).toBe(true);
    expect(dueWithinSession('2026-11-21T09:20:00.000Z', now)).toBe(true);
    expect(dueWithinSession('2026-11-21T09:21:00.000Z', now)).toBe(false);
    expect(dueWithinSession('2026-11-25T09:00:00.000Z', now)).toBe(false);
  });
});

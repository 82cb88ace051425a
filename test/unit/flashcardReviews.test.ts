import { describe, expect, it } from 'vitest';
import type { FlashcardRating, ReviewOutcome, ReviewPreview } from '../../src-shared/flashcards';
import { DUE_SQL } from '../../src-main/core/db/queries/flashcards';
import { QUEUE_SQL } from '../../src-main/core/db/queries/reviewQueue';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;
const MINUTE = 60_000;
const RATINGS: FlashcardRating[] = ['again', 'hard', 'good', 'easy'];

async function setup(settings: Parameters<typeof testRegistry>[0] = {}) {
  const t = await testRegistry(settings);
  for (const front of ['What is recursion?', 'What is a base case?']) {
    const r = await t.call('create_flashcard', { front, back: 'An answer', topic_name: 'Recursion' });
    expect(r.ok).toBe(true);
  }
  return t;
}

async function review(t: T, card_id: number, rating: FlashcardRating): Promise<ReviewOutcome> {
  const r = await t.call('review_flashcard', { card_id, rating });
  if (!r.ok) throw new Error(`review_flashcard failed: ${r.error.message}`);
  return r.data as ReviewOutcome;
}

async function preview(t: T, card_id: number): Promise<ReviewPreview['intervals']> {
  const r = await t.call('preview_flashcard_review', { card_id });
  if (!r.ok) throw new Error(`preview_flashcard_review failed: ${r.error.message}`);
  return (r.data as ReviewPreview).intervals;
}

/** Graduates card 1 to day-long intervals and returns on the day it is due, as a student would. */
async function matureCard(t: T): Promise<void> {
  let out = await review(t, 1, 'good');
  for (let i = 0; i < 2; i++) {
    t.clock.set(out.next_review_at);
    out = await review(t, 1, 'good');
  }
  expect(out.state).toBe('review');
  t.clock.set(out.next_review_at);
}

const cardRow = (t: T, id = 1) => t.db.prepare('SELECT * FROM flashcards WHERE id = ?').get(id);
const dueIds = async (t: T) =>
  (
    (await t.call('get_due_flashcards', {})) as { data: { due_flashcards: { card_id: number }[] } }
  ).data.due_flashcards.map((c) => c.card_id);

describe('review_flashcard', () => {
  it('brings back a forgotten card sooner than a remembered one', async () => {
    const t = await setup();
    const forgot = await review(t, 1, 'again');
    const knew = await review(t, 2, 'good');
    expect(forgot).toMatchObject({ card_id: 1, state: 'learning' });
    expect(new Date(knew.next_review_at).getTime()).toBeGreaterThan(new Date(forgot.next_review_at).getTime());
    t.clock.advance(5 * MINUTE);
    expect(await dueIds(t)).toEqual([1]);
    t.clock.advance(10 * MINUTE);
    expect(await dueIds(t)).toEqual([1, 2]);
  });

  it('orders intervals easy > good > hard > again, for a new card and a mature one', async () => {
    const t = await setup();
    const asNew = await preview(t, 1);
    await matureCard(t);
    const mature = await preview(t, 1);
    for (const intervals of [asNew, mature]) {
      const days = RATINGS.map((r) => intervals[r].interval_days);
      expect(days).toEqual([...days].sort((a, b) => a - b));
      expect(new Set(days).size).toBe(4);
    }
    expect(mature.good.interval_days).toBeGreaterThanOrEqual(1);
    expect(Number.isInteger(mature.good.interval_days)).toBe(true);
  });

  it('gives shorter intervals when the student asks for higher retention', async () => {
    const t = await setup();
    await matureCard(t);
    t.setSettings({ desired_retention: 0.8 });
    const relaxed = await preview(t, 1);
    t.setSettings({ desired_retention: 0.97 });
    const strict = await preview(t, 1);
    for (const r of ['hard', 'good', 'easy'] as const) {
      expect(strict[r].interval_days).toBeLessThan(relaxed[r].interval_days);
    }
    expect((await review(t, 1, 'good')).interval_days).toBe(strict.good.interval_days);
  });

  it('logs every review with the state before and after, in the same transaction as the card', async () => {
    const t = await setup();
    const before = cardRow(t) as Record<string, unknown>;
    await review(t, 1, 'hard');
    const log = t.db.prepare('SELECT * FROM review_log').all() as Record<string, string | null>[];
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      card_id: 1,
      rating: 'hard',
      reviewed_at: '2026-11-21T09:00:00.000Z',
      undone_at: null,
    });
    expect(JSON.parse(log[0]!.state_before!)).toMatchObject({ state: 'new', reps: 0, due_at: before.due_at });
    expect(JSON.parse(log[0]!.state_after!)).toMatchObject({
      state: 'learning',
      reps: 1,
      due_at: '2026-11-21T09:06:00.000Z',
    });

    // If the log cannot be written, the card must not move either.
    t.db.exec("CREATE TRIGGER no_log BEFORE INSERT ON review_log BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    const snapshot = tablesChecksum(t.db);
    expect(await t.call('review_flashcard', { card_id: 1, rating: 'good' })).toMatchObject({
      ok: false,
      error: { code: 'db_error' },
    });
    expect(tablesChecksum(t.db)).toBe(snapshot);
  });

  it('rejects unknown ratings with the valid ones, and bad card ids', async () => {
    const t = await setup();
    const r = await t.call('review_flashcard', { card_id: 1, rating: 'meh' });
    expect(r).toMatchObject({
      ok: false,
      error: {
        code: 'validation_error',
        details: { fields: [{ field: 'rating', message: 'rating must be one of again, hard, good, easy' }] },
      },
    });
    for (const card_id of [-1, 0, 1.5, '1', null]) {
      expect(await t.call('review_flashcard', { card_id, rating: 'good' })).toMatchObject({
        error: { code: 'validation_error' },
      });
    }
    expect(await t.call('review_flashcard', { card_id: 99, rating: 'good' })).toMatchObject({
      error: { code: 'not_found', details: { entity_type: 'flashcard', query: { card_id: 99 } } },
    });
    expect(await t.call('review_flashcard', { card_id: 1, rating: 'good', confidence: 1 })).toMatchObject({
      error: { code: 'validation_error', details: { fields: [{ field: 'confidence' }] } },
    });
  });
});

describe('preview_flashcard_review', () => {
  it('shows, for each button, exactly what a review with that rating then schedules, and changes nothing', async () => {
    const t = await setup();
    await matureCard(t);
    const shown = await preview(t, 1);
    for (const rating of RATINGS) {
      const before = tablesChecksum(t.db);
      expect(await preview(t, 1)).toEqual(shown);
      expect(tablesChecksum(t.db)).toBe(before);
      const done = await review(t, 1, rating);
      expect({ next_review_at: done.next_review_at, interval_days: done.interval_days }).toEqual(shown[rating]);
      expect((await t.call('undo_flashcard_review', { card_id: 1 })).ok).toBe(true);
    }
  });
});

describe('undo_flashcard_review', () => {
  it('restores the card exactly, one review at a time, then says there is nothing left to undo', async () => {
    const t = await setup();
    const original = cardRow(t);
    await review(t, 1, 'good');
    const afterFirst = cardRow(t);
    t.clock.advance(10 * MINUTE);
    await review(t, 1, 'again');

    const undo = await t.outcome('undo_flashcard_review', { card_id: 1 });
    expect(undo.result).toMatchObject({ ok: true, data: { card_id: 1, undone_rating: 'again', state: 'learning' } });
    expect(undo.changes).toEqual([{ entity_type: 'flashcard', ids: [1] }]);
    expect({ ...(cardRow(t) as object), updated_at: null }).toEqual({ ...(afterFirst as object), updated_at: null });

    expect((await t.call('undo_flashcard_review', { card_id: 1 })).ok).toBe(true);
    expect({ ...(cardRow(t) as object), updated_at: null }).toEqual({ ...(original as object), updated_at: null });
    expect(await dueIds(t)).toEqual([1, 2]);
    expect(t.db.prepare('SELECT count(*) FROM review_log WHERE undone_at IS NOT NULL').pluck().get()).toBe(2);

    expect(await t.call('undo_flashcard_review', { card_id: 1 })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'flashcard', query: { card_id: 1 } } },
    });
  });
});

describe('update_flashcard_review', () => {
  it('moves the next review to a date (start of that local day) or an exact time', async () => {
    const t = await setup();
    expect(await t.call('update_flashcard_review', { card_id: 1, next_review_at: '2026-12-01' })).toEqual({
      ok: true,
      data: { card_id: 1 },
    });
    expect((cardRow(t) as { due_at: string }).due_at).toBe(new Date(2026, 11, 1).toISOString());
    await t.call('update_flashcard_review', { card_id: 1, next_review_at: '2026-11-25T10:30:00+02:00' });
    expect((cardRow(t) as { due_at: string }).due_at).toBe('2026-11-25T08:30:00.000Z');
    expect(await dueIds(t)).toEqual([2]);
  });

  it('scales later day intervals by ease_factor, and null clears the override', async () => {
    const t = await setup();
    await matureCard(t);
    const plain = await preview(t, 1);
    await t.call('update_flashcard_review', { card_id: 1, ease_factor: 5 });
    const eased = await preview(t, 1);
    expect(eased.good.interval_days).toBe(plain.good.interval_days * 2);
    expect(eased.again).toEqual(plain.again); // a lapse still comes back within minutes
    await t.call('update_flashcard_review', { card_id: 1, ease_factor: null });
    expect(await preview(t, 1)).toEqual(plain);
  });

  it('rejects out-of-range ease, impossible dates and an empty override', async () => {
    const t = await setup();
    const before = tablesChecksum(t.db);
    for (const input of [
      { card_id: 1, ease_factor: 1.29 },
      { card_id: 1, ease_factor: 5.01 },
      { card_id: 1, ease_factor: '2.5' },
      { card_id: 1, next_review_at: '2026-02-30' },
      { card_id: 1, next_review_at: 'next tuesday' },
      { card_id: 1, next_review_at: '0099-01-01' },
      { card_id: 1, next_review_at: '2026-12-01T09:00:00' },
      { card_id: 1 },
    ]) {
      expect(await t.call('update_flashcard_review', input)).toMatchObject({
        ok: false,
        error: { code: 'validation_error' },
      });
    }
    expect(tablesChecksum(t.db)).toBe(before);
  });
});

describe('review queue query plan', () => {
  // At 100,000 cards the queue read every due new card to reach the learning ones, and ranked
  // every card in SQL: ~190 ms per get_due_flashcards. Each list is now one ordered index range.
  it('reads learning and review cards per state in due order, and new cards in id order, without sorting', async () => {
    const t = await setup();
    const plan = (sql: string, params: Record<string, unknown>) =>
      (t.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[]).map((r) => r.detail).join('\n');
    const now = '2026-11-21T09:00:00.000Z';
    const learning = plan(QUEUE_SQL.learning, { now, topic: null, state: 'learning', take: 20 });
    const review = plan(QUEUE_SQL.review, { now, topic: null, dayEnd: '2026-11-22T04:00:00.000Z' });
    const fresh = plan(QUEUE_SQL.newAdded, { now, topic: null });
    for (const p of [learning, review]) expect(p).toMatch(/SEARCH f USING INDEX flashcards_by_state_due \(state=\?/);
    for (const p of [learning, review, fresh]) expect(p).not.toMatch(/TEMP B-TREE/);
    expect(plan(QUEUE_SQL.learningCount, { now, topic: null })).toMatch(
      /USING (COVERING )?INDEX flashcards_by_state_due/,
    );
  });

  it('reads due cards through an index, in index order, with and without a topic', async () => {
    const t = await setup();
    const plan = (sql: string, params: unknown[]) =>
      (t.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[])
        .map((r) => r.detail)
        .join('\n');
    const all = plan(DUE_SQL.all, ['2026-11-21T09:00:00.000Z', 20]);
    expect(all).toMatch(/SEARCH f USING INDEX flashcards_due/);
    const byTopic = plan(DUE_SQL.byTopic, ['2026-11-21T09:00:00.000Z', 1, 20]);
    expect(byTopic).toMatch(/SEARCH f USING INDEX flashcards_by_topic/);
    for (const p of [all, byTopic]) expect(p).not.toMatch(/TEMP B-TREE|SCAN f/);
    expect(
      t.db.prepare('EXPLAIN QUERY PLAN SELECT * FROM review_log WHERE card_id = 1 ORDER BY id DESC LIMIT 1').all(),
    ).toEqual([
      expect.objectContaining({ detail: expect.stringMatching(/USING (COVERING )?INDEX review_log_by_card/) }),
    ]);
  });
});

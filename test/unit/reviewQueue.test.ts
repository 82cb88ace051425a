import { describe, expect, it } from 'vitest';
import type { DueQueue } from '../../src-shared/flashcards';
import { studyDay } from '../../src-main/core/services/studyDay';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function queue(t: T, input: Record<string, unknown> = {}): Promise<DueQueue> {
  const r = await t.call('get_due_flashcards', { limit: 500, ...input });
  if (!r.ok) throw new Error(`get_due_flashcards failed: ${r.error.message}`);
  return r.data as DueQueue;
}
const fronts = (q: DueQueue) => q.due_flashcards.map((c) => c.front);

async function cards(t: T, n: number, topic_name?: string, prefix = 'card') {
  for (let i = 0; i < n; i++) {
    const r = await t.call('create_flashcard', {
      front: `${prefix} ${i}`,
      back: 'answer',
      ...(topic_name ? { topic_name } : {}),
    });
    expect(r.ok).toBe(true);
  }
}

async function must(t: T, name: string, input: unknown) {
  const r = await t.call(name, input, { confirmed: true });
  if (!r.ok) throw new Error(`${name} failed: ${r.error.message}`);
  return r.data as Record<string, unknown>;
}

/** Reviews card 1 through its learning steps until it is a review card, returning when it is due. */
async function graduate(t: T, cardId: number) {
  const out = await must(t, 'review_flashcard', { card_id: cardId, rating: 'easy' });
  expect(out.state).toBe('review');
  return out.next_review_at as string;
}

describe('daily limits', () => {
  it('introduces 20 new cards a day by default, counting the ones already started today', async () => {
    const t = await testRegistry();
    await cards(t, 30);
    let q = await queue(t);
    expect(q.counts).toEqual({ new: 20, learning: 0, review: 0 });
    expect(fronts(q)[0]).toBe('card 0');
    // Start five: they leave "new" (to learning) and five fewer new cards remain for today.
    for (let id = 1; id <= 5; id++) await must(t, 'review_flashcard', { card_id: id, rating: 'again' });
    q = await queue(t);
    expect(q.counts.new).toBe(15);
    expect(q.counts.learning).toBe(0); // due again in a minute, not yet
    t.clock.advance(2 * 60_000);
    q = await queue(t);
    expect(q.counts).toEqual({ new: 15, learning: 5, review: 0 });
    // Anki's order: learning first, then new.
    expect(fronts(q).slice(0, 6)).toEqual(['card 0', 'card 1', 'card 2', 'card 3', 'card 4', 'card 5']);
    expect(q.due_flashcards.slice(0, 5).every((c) => c.state === 'learning')).toBe(true);
  });

  it('starts a new allowance when the next study day begins, and undone reviews do not count', async () => {
    const t = await testRegistry({ settings: { new_cards_per_day: 2, next_day_starts_at: 4 } });
    await cards(t, 5);
    await must(t, 'review_flashcard', { card_id: 1, rating: 'good' });
    await must(t, 'review_flashcard', { card_id: 2, rating: 'good' });
    expect((await queue(t)).counts.new).toBe(0);
    await must(t, 'undo_flashcard_review', { card_id: 2 });
    expect((await queue(t)).counts.new).toBe(1);
    t.clock.set(studyDay(t.clock.now(), 4).end.toISOString());
    expect((await queue(t)).counts.new).toBe(2);
  });

  it('caps review cards at reviews_per_day and lets a topic set lower limits of its own', async () => {
    const t = await testRegistry({ settings: { reviews_per_day: 3, new_cards_per_day: 50 } });
    await cards(t, 4, 'Spanish', 'es');
    await cards(t, 4, 'Biology', 'bio');
    let latest = '';
    for (let id = 1; id <= 8; id++) latest = await graduate(t, id);
    t.clock.set(new Date(new Date(latest).getTime() + 30 * DAY).toISOString());
    let q = await queue(t);
    expect(q.counts).toEqual({ new: 0, learning: 0, review: 3 });
    expect(q.due_flashcards.every((c) => c.state === 'review')).toBe(true);
    // A topic's own limit cuts its share; the overall limit still holds.
    t.setSettings({ reviews_per_day: 100 });
    await must(t, 'set_topic_review_options', { topic_name: 'Spanish', reviews_per_day: 1 });
    q = await queue(t);
    expect(q.counts.review).toBe(5);
    expect(q.due_flashcards.filter((c) => c.topic === 'Spanish')).toHaveLength(1);
    expect((await queue(t, { topic_id: 1 })).counts.review).toBe(1);
    // null returns the topic to the overall setting.
    await must(t, 'set_topic_review_options', { topic_name: 'Spanish', reviews_per_day: null });
    expect((await queue(t)).counts.review).toBe(8);
  });

  it('orders new cards as added, or in one shuffle that holds for the whole day', async () => {
    const t = await testRegistry({ settings: { new_card_order: 'random' } });
    await cards(t, 15);
    const first = fronts(await queue(t));
    expect(first).toHaveLength(15);
    expect(first).not.toEqual([...first].sort((a, b) => Number(a.split(' ')[1]) - Number(b.split(' ')[1])));
    t.clock.advance(HOUR);
    expect(fronts(await queue(t))).toEqual(first);
    t.setSettings({ new_card_order: 'added' });
    expect(fronts(await queue(t))).toEqual(Array.from({ length: 15 }, (_, i) => `card ${i}`));
  });

  it('returns counts for the whole queue even when limit returns fewer cards', async () => {
    const t = await testRegistry();
    await cards(t, 12);
    const r = await t.call('get_due_flashcards', { limit: 3 });
    expect(r).toMatchObject({ ok: true, data: { counts: { new: 12, learning: 0, review: 0 } } });
    expect((r as { data: DueQueue }).data.due_flashcards).toHaveLength(3);
  });
});

describe('suspend and bury', () => {
  it('takes a suspended card out of every review until unsuspended, and undo brings it back', async () => {
    const t = await testRegistry();
    await cards(t, 3);
    const out = await t.outcome('suspend_flashcard', { card_id: 2, suspended: true });
    expect(out.result).toEqual({ ok: true, data: { card_id: 2, suspended: true } });
    expect(fronts(await queue(t))).toEqual(['card 0', 'card 2']);
    t.clock.advance(400 * DAY);
    expect(fronts(await queue(t))).toEqual(['card 0', 'card 2']);
    // The browser leaves it out unless asked for suspended cards.
    const listed = await must(t, 'list_flashcards', {});
    expect((listed.flashcards as { card_id: number }[]).map((c) => c.card_id)).toEqual([3, 1]);
    const suspended = await must(t, 'list_flashcards', { states: 'suspended' });
    expect(suspended.flashcards).toMatchObject([{ card_id: 2, suspended: true }]);
    expect((await t.call('undo', { change_id: out.change_id })).ok).toBe(true);
    expect(fronts(await queue(t))).toEqual(['card 0', 'card 1', 'card 2']);
    await must(t, 'suspend_flashcard', { card_id: 1 });
    await must(t, 'suspend_flashcard', { card_id: 1, suspended: false });
    expect(fronts(await queue(t))).toHaveLength(3);
  });

  it('hides a buried card until the next study day begins', async () => {
    const t = await testRegistry({ settings: { next_day_starts_at: 4 } });
    await cards(t, 2);
    const out = await must(t, 'bury_flashcard', { card_id: 1 });
    const end = studyDay(t.clock.now(), 4).end;
    expect(out).toEqual({ card_id: 1, buried_until: end.toISOString() });
    expect(fronts(await queue(t))).toEqual(['card 1']);
    t.clock.set(new Date(end.getTime() - 60_000).toISOString());
    expect(fronts(await queue(t))).toEqual(['card 1']);
    t.clock.set(end.toISOString());
    expect(fronts(await queue(t))).toEqual(['card 0', 'card 1']);
  });

  it('refuses an unknown card with not_found and changes nothing', async () => {
    const t = await testRegistry();
    await cards(t, 1);
    const before = tablesChecksum(t.db);
    expect(await t.call('suspend_flashcard', { card_id: 9 })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await t.call('bury_flashcard', { card_id: 9 })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await t.call('suspend_flashcard', { card_id: 1, suspended: 'yes' })).toMatchObject({
      ok: false,
      error: { code: 'validation_error' },
    });
    expect(tablesChecksum(t.db)).toBe(before);
  });
});

describe('edit_flashcards (bulk)', () => {
  it('asks before changing several cards, and one undo reverts the whole edit', async () => {
    const t = await testRegistry();
    await cards(t, 4, 'Spanish');
    const before = tablesChecksum(t.db);
    const beforeData = tablesChecksum(t.db, ['journal']);
    // Unconfirmed: the registry asks (and nothing is written); a UI call without a handler is declined.
    const asked = await t.call('edit_flashcards', { card_ids: [1, 2, 3], action: 'suspend' });
    expect(asked).toMatchObject({ ok: false, error: { code: 'permission_denied' } });
    expect(tablesChecksum(t.db)).toBe(before);
    const out = await t.outcome('edit_flashcards', { card_ids: [1, 2, 3], action: 'suspend' }, { confirmed: true });
    expect(out.result).toEqual({ ok: true, data: { action: 'suspend', card_ids: [1, 2, 3], changed: 3 } });
    expect(fronts(await queue(t))).toEqual(['card 3']);
    expect((await t.call('undo', { change_id: out.change_id })).ok).toBe(true);
    const data = (db: T['db']) => tablesChecksum(db, ['journal']);
    expect(data(t.db)).toBe(beforeData);
  });

  it('moves cards to a topic by name (created if new) and resets cards to new, keeping their history', async () => {
    const t = await testRegistry();
    await cards(t, 3, 'Spanish');
    await graduate(t, 1);
    await must(t, 'edit_flashcards', { card_ids: [1, 2], action: 'move', topic_name: 'Verbs' });
    const moved = await must(t, 'list_flashcards', { sort: 'due' });
    expect((moved.flashcards as { card_id: number; topic: string }[]).map((c) => [c.card_id, c.topic])).toEqual([
      [2, 'Verbs'],
      [3, 'Spanish'],
      [1, 'Verbs'],
    ]);
    const reset = await t.outcome('edit_flashcards', { card_ids: [1], action: 'reset' });
    expect(reset.result.ok).toBe(true);
    expect(t.db.prepare('SELECT state, reps FROM flashcards WHERE id = 1').get()).toEqual({ state: 'new', reps: 0 });
    expect(t.db.prepare('SELECT count(*) FROM review_log WHERE card_id = 1').pluck().get()).toBe(1);
    expect((await t.call('undo', { change_id: reset.change_id })).ok).toBe(true);
    expect(t.db.prepare('SELECT state FROM flashcards WHERE id = 1').pluck().get()).toBe('review');
  });

  it('refuses an unknown card, a move without a topic, and a topic on other actions, changing nothing', async () => {
    const t = await testRegistry();
    await cards(t, 2);
    const before = tablesChecksum(t.db);
    const bad = [
      [{ card_ids: [1, 7], action: 'suspend' }, 'not_found'],
      [{ card_ids: [1], action: 'move' }, 'validation_error'],
      [{ card_ids: [1], action: 'suspend', topic_id: 1 }, 'validation_error'],
      [{ card_ids: [1, 1], action: 'suspend' }, 'validation_error'],
      [{ card_ids: [], action: 'reset' }, 'validation_error'],
      [{ card_ids: [1], action: 'move', topic_id: 42 }, 'not_found'],
    ] as const;
    for (const [input, code] of bad) {
      expect(await t.call('edit_flashcards', input, { confirmed: true }), JSON.stringify(input)).toMatchObject({
        ok: false,
        error: { code },
      });
    }
    expect(tablesChecksum(t.db)).toBe(before);
  });
});

describe('scheduling options', () => {
  it("uses a topic's own desired retention: higher retention, shorter intervals", async () => {
    const t = await testRegistry();
    await cards(t, 1, 'Exam');
    await cards(t, 1, 'Hobby', 'other');
    const interval = async (id: number) =>
      (
        (await must(t, 'preview_flashcard_review', { card_id: id })).intervals as Record<
          string,
          { interval_days: number }
        >
      )['easy']!.interval_days;
    const plain = await interval(1);
    await must(t, 'set_topic_review_options', { topic_name: 'Exam', desired_retention: 0.97 });
    expect(await interval(1)).toBeLessThan(plain);
    expect(await must(t, 'list_topic_review_options', {})).toEqual({
      topics: [
        { topic_id: 1, name: 'Exam', new_per_day: null, reviews_per_day: null, desired_retention: 0.97 },
        { topic_id: 2, name: 'Hobby', new_per_day: null, reviews_per_day: null, desired_retention: null },
      ],
    });
  });

  it('follows the learning steps setting, and skips them with short-term scheduling off', async () => {
    const t = await testRegistry({ settings: { learning_steps: ['5m', '1h'] } });
    await cards(t, 1);
    const again = (
      (await must(t, 'preview_flashcard_review', { card_id: 1 })).intervals as Record<string, { interval_days: number }>
    )['again']!.interval_days;
    expect(again * 24 * 60).toBeCloseTo(5, 0);
    t.setSettings({ enable_short_term: false });
    const out = await must(t, 'review_flashcard', { card_id: 1, rating: 'again' });
    expect(out.interval_days as number).toBeGreaterThanOrEqual(1);
  });
});

describe('where a card came from', () => {
  it('returns the source passage and the note line for review', async () => {
    const t = await testRegistry();
    await cards(t, 1);
    const q = await queue(t);
    expect(q.due_flashcards[0]).toMatchObject({
      source_chunk_id: null,
      source_material_id: null,
      note_material_id: null,
      note_line: null,
    });
  });
});

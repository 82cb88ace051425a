import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORECAST_DAYS, HEATMAP_DAYS, progressSchema, type Progress } from '../../src-shared/progress';
import { localIsoDate } from '../../src-shared/text/locale';
import { testRegistry } from './../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;
const DAY = 86_400_000;

async function progress(t: T): Promise<Progress> {
  const r = await t.call('get_progress', {});
  if (!r.ok) throw new Error(r.error.message);
  return progressSchema().parse(r.data);
}

async function card(t: T, front: string, topic_name: string): Promise<number> {
  const r = await t.call('create_flashcard', { front, back: 'answer', topic_name });
  if (!r.ok) throw new Error(r.error.message);
  return (r.data as { card_id: number }).card_id;
}

async function review(t: T, card_id: number, rating: string, duration_ms?: number) {
  const r = await t.call('review_flashcard', {
    card_id,
    rating,
    ...(duration_ms === undefined ? {} : { duration_ms }),
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.data as { next_review_at: string; state: string };
}

/** Reviews `id` with Good until FSRS moves it to day-long intervals, returning on its due date. */
async function graduate(t: T, id: number) {
  let out = await review(t, id, 'good');
  while (out.state !== 'review') {
    t.clock.set(out.next_review_at);
    out = await review(t, id, 'good');
  }
  return out;
}

describe('get_progress', () => {
  it('gives a year of days, 30 forecast days and no topics on an empty database', async () => {
    const t = await testRegistry();
    const p = await progress(t);
    expect(p.heatmap).toHaveLength(HEATMAP_DAYS);
    expect(p.heatmap.at(-1)).toEqual({ date: localIsoDate(t.clock.now()), reviews: 0 });
    expect(p.forecast).toHaveLength(FORECAST_DAYS);
    expect(p.forecast[0]!.date).toBe(p.today);
    expect(p.retention).toEqual([]);
    expect(p.totals).toEqual({ reviews: 0, reviews_last_year: 0, active_days: 0 });
  });

  it('counts reviews on the day they were made, and an undone review not at all', async () => {
    const t = await testRegistry();
    const a = await card(t, 'What is a cell?', 'Biology');
    const b = await card(t, 'What is an atom?', 'Chemistry');
    await review(t, a, 'good', 4000);
    await review(t, b, 'again', 6000);
    t.clock.advance(3 * DAY);
    await review(t, b, 'good', 2000);
    const undone = await t.call('undo_flashcard_review', { card_id: b });
    expect(undone.ok).toBe(true);
    const p = await progress(t);
    const day = (offset: number) => localIsoDate(new Date(t.clock.now().getTime() + offset * DAY));
    const count = (date: string) => p.heatmap.find((d) => d.date === date)?.reviews;
    expect(count(day(-3))).toBe(2);
    expect(count(day(0))).toBe(0);
    expect(p.totals).toEqual({ reviews: 2, reviews_last_year: 2, active_days: 1 });
    expect(p.time.total_ms).toBe(10_000);
    expect(p.time.days.find((d) => d.date === day(-3))).toEqual({ date: day(-3), ms: 10_000, reviews: 2 });
    expect(p.time.last_7_days_ms).toBe(10_000);
  });

  it('leaves reviews older than a year off the heatmap but in the totals', async () => {
    const t = await testRegistry();
    const a = await card(t, 'Old card', 'History');
    await review(t, a, 'good');
    t.clock.advance(400 * DAY);
    const p = await progress(t);
    expect(p.heatmap.every((d) => d.reviews === 0)).toBe(true);
    expect(p.totals.reviews).toBe(1);
    expect(p.totals.reviews_last_year).toBe(0);
  });

  it('measures retention on learned cards only, per topic, and lists a topic without reviews', async () => {
    const t = await testRegistry();
    const a = await card(t, 'Mitosis', 'Biology');
    const b = await card(t, 'Meiosis', 'Biology');
    await card(t, 'Never reviewed', 'Latin');
    // Learning-step failures do not count against retention.
    await review(t, a, 'again');
    const outA = await graduate(t, a);
    t.clock.set(outA.next_review_at);
    await review(t, a, 'good');
    const outB = await graduate(t, b);
    t.clock.set(outB.next_review_at);
    await review(t, b, 'again');
    const p = await progress(t);
    expect(p.retention).toEqual([
      { topic_id: expect.any(Number), topic_name: 'Biology', reviews: 2, recalled: 1, retention: 0.5 },
      { topic_id: expect.any(Number), topic_name: 'Latin', reviews: 0, recalled: 0, retention: null },
    ]);
  });

  it('forecasts learned cards on their due day, overdue ones today, new and suspended ones not at all', async () => {
    const t = await testRegistry();
    const a = await card(t, 'A', 'Biology');
    const b = await card(t, 'B', 'Biology');
    const c = await card(t, 'C', 'Biology');
    await card(t, 'new card', 'Biology');
    const outA = await graduate(t, a);
    await graduate(t, b);
    await graduate(t, c);
    const suspended = await t.call('suspend_flashcard', { card_id: c, suspended: true });
    // suspend_flashcard belongs to the reviews work; without it the card is simply deleted for this check.
    if (!suspended.ok) expect((await t.call('delete_flashcard', { card_id: c }, { confirmed: true })).ok).toBe(true);
    t.clock.set(new Date(new Date(outA.next_review_at).getTime() + 2 * DAY).toISOString());
    const p = await progress(t);
    expect(p.forecast.reduce((s, d) => s + d.due, 0)).toBe(2);
    expect(p.forecast[0]!.due).toBeGreaterThanOrEqual(1); // a is overdue by two days: counted today
  });

  it('refuses a review time that is not a sane number of milliseconds', async () => {
    const t = await testRegistry();
    const a = await card(t, 'Q', 'Biology');
    for (const duration_ms of [-1, 1.5, 4_000_000, '10']) {
      const r = await t.call('review_flashcard', { card_id: a, rating: 'good', duration_ms });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('validation_error');
    }
    expect((await progress(t)).totals.reviews).toBe(0);
  });
});

describe('reviews per day on the student’s calendar', () => {
  // SQL groups by UTC hour (quarter hour where the clock is not whole hours from UTC); the day
  // each review lands on must still be its own local day, in every kind of time zone.
  const ZONES = ['UTC', 'Asia/Kolkata', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu'];
  it.each(ZONES)('counts each review on its local day in %s', async (zone) => {
    const saved = process.env.TZ;
    process.env.TZ = zone;
    try {
      const t = await testRegistry();
      const id = await card(t, 'Osmosis?', 'Cells');
      const now = new Date('2026-11-24T12:00:00Z');
      const insert = t.db.prepare(
        `INSERT INTO review_log (card_id, rating, state_before, state_after, reviewed_at, duration_ms)
         VALUES (?, 'good', '{"state":"review"}', '{"state":"review"}', ?, 1000)`,
      );
      const expected = new Map<string, number>();
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 360 * DAY }), (back) => {
          const at = new Date(now.getTime() - back);
          insert.run(id, at.toISOString());
          const day = localIsoDate(at);
          expected.set(day, (expected.get(day) ?? 0) + 1);
        }),
        { numRuns: 400 },
      );
      t.clock.set(now.toISOString());
      const p = await progress(t);
      const counted = new Map(p.heatmap.filter((d) => d.reviews > 0).map((d) => [d.date, d.reviews]));
      // Reviews from before the heatmap's first local midnight are in the totals, not the map.
      for (const [day, n] of expected) if (day >= p.heatmap[0]!.date) expect(counted.get(day)).toBe(n);
      expect([...counted.values()].reduce((a, b) => a + b, 0)).toBe(
        [...expected].filter(([day]) => day >= p.heatmap[0]!.date).reduce((a, [, n]) => a + n, 0),
      );
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe('review_slots, the per-quarter-hour counts behind Progress', () => {
  // Kept by triggers: after any mix of reviews, undos, re-dos and deletes, the counts equal a
  // recount of the review log itself.
  it('always equals a recount of the review log', async () => {
    const t = await testRegistry();
    const id = await card(t, 'Osmosis?', 'Cells');
    const recount = () =>
      t.db
        .prepare(
          `SELECT printf('%s:%02d', substr(reviewed_at, 1, 13), CAST(substr(reviewed_at, 15, 2) AS INTEGER) / 15 * 15) AS slot,
                  count(*) AS reviews, coalesce(sum(duration_ms), 0) AS ms, count(duration_ms) AS timed
             FROM review_log WHERE undone_at IS NULL GROUP BY slot ORDER BY slot`,
        )
        .all();
    const kept = () => t.db.prepare('SELECT * FROM review_slots WHERE reviews > 0 ORDER BY slot').all();
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('review' as const),
        back: fc.integer({ min: 0, max: 3 * DAY }),
        ms: fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: null }),
      }),
      fc.record({ kind: fc.constantFrom('undo' as const, 'redo' as const, 'delete' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        for (const o of ops) {
          const ids = (t.db.prepare('SELECT id FROM review_log ORDER BY id').pluck().all() as number[]) ?? [];
          if (o.kind === 'review') {
            t.db
              .prepare(
                `INSERT INTO review_log (card_id, rating, state_before, state_after, reviewed_at, duration_ms)
                 VALUES (?, 'good', '{"state":"review"}', '{"state":"review"}', ?, ?)`,
              )
              .run(id, new Date(Date.parse('2026-11-24T12:00:00Z') - o.back).toISOString(), o.ms);
          } else if (ids.length > 0) {
            const target = ids[o.pick % ids.length];
            if (o.kind === 'undo')
              t.db.prepare("UPDATE review_log SET undone_at = '2026-11-24' WHERE id = ?").run(target);
            if (o.kind === 'redo') t.db.prepare('UPDATE review_log SET undone_at = NULL WHERE id = ?').run(target);
            if (o.kind === 'delete') t.db.prepare('DELETE FROM review_log WHERE id = ?').run(target);
          }
        }
        expect(kept()).toEqual(recount());
      }),
      { numRuns: 60 },
    );
  });
});

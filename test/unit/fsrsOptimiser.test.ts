import { describe, expect, it } from 'vitest';
import { insertFlashcard, insertReviewLog } from '../../src-main/core/db/queries/flashcards';
import { newCardState } from '../../src-main/core/services/scheduler';
import { readSettings } from '../../src-main/core/services/settings';
import { MIN_REVIEWS_TO_OPTIMISE } from '../../src-main/core/services/fsrsOptimiser';
import type { OptimiseOutcome } from '../../src-main/core/tools/fsrsOptimiser';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;
const DAY = 86_400_000;

/**
 * A student's year of reviews, written straight into the log: each card's gaps grow after a
 * recall and shrink after a lapse; whether a card is recalled follows a fixed pseudo-random draw,
 * weaker for "hard" cards, so the optimiser has a real signal to fit.
 */
function seedHistory(t: T, cardsCount: number, reviewsPerCard: number) {
  const start = new Date('2025-11-01T18:00:00Z').getTime();
  let x = 7;
  const rand = () => (x = (x * 48271) % 2147483647) / 2147483647;
  t.db.transaction(() => {
    for (let c = 0; c < cardsCount; c++) {
      const id = insertFlashcard(
        t.db,
        { topic_id: null, front: `q${c}`, back: 'a', state: newCardState(new Date(start)) },
        new Date(start).toISOString(),
      );
      const hard = c % 3 === 0;
      let at = start + c * 3_600_000;
      let gap = 1;
      for (let r = 0; r < reviewsPerCard; r++) {
        const recalled = r > 0 && rand() < (hard ? 0.7 : 0.92);
        const rating = r === 0 ? 'good' : recalled ? (rand() < 0.2 ? 'easy' : 'good') : 'again';
        const state = newCardState(new Date(at));
        insertReviewLog(t.db, {
          card_id: id,
          rating,
          before: { ...state, state: r === 0 ? 'new' : 'review' },
          after: { ...state, state: 'review' },
          reviewed_at: new Date(at).toISOString(),
        });
        gap = rating === 'again' ? 1 : Math.round(gap * (rating === 'easy' ? 3.5 : 2.5));
        at += gap * DAY;
      }
    }
  })();
}

describe('optimise_fsrs_parameters', () => {
  it('says how many reviews it needs when there are too few, and changes nothing', async () => {
    const t = await testRegistry();
    seedHistory(t, 10, 5);
    const out = await t.outcome('optimise_fsrs_parameters', {});
    expect(out.result).toMatchObject({
      ok: true,
      data: { enough: false, review_count: 50, needed: MIN_REVIEWS_TO_OPTIMISE, weights: null, applied: false },
    });
    const data = (out.result as { data: OptimiseOutcome }).data;
    expect(data.message).toContain(`at least ${MIN_REVIEWS_TO_OPTIMISE} reviews; you have 50`);
    expect(out.change_id).toBeNull();
    expect(readSettings(t.db).fsrs_weights).toEqual([]);
  });

  it('fits 21 weights from the log, saves them, and undo restores the defaults', async () => {
    const t = await testRegistry();
    seedHistory(t, 60, 8);
    const out = await t.outcome('optimise_fsrs_parameters', {});
    expect(out.result.ok).toBe(true);
    const data = (out.result as { data: OptimiseOutcome }).data;
    expect(data).toMatchObject({ enough: true, review_count: 480, applied: true });
    expect(data.weights).toHaveLength(21);
    expect(readSettings(t.db).fsrs_weights).toEqual(data.weights);
    // The weights are the student's own, not the defaults handed back.
    const { default_w } = await import('ts-fsrs');
    expect(data.weights).not.toEqual([...default_w].map((w) => Math.round(w * 10_000) / 10_000));
    expect((await t.call('undo', { change_id: out.change_id })).ok).toBe(true);
    expect(readSettings(t.db).fsrs_weights).toEqual([]);
  }, 120_000);

  it('with apply false computes the weights without saving them', async () => {
    const t = await testRegistry();
    seedHistory(t, 60, 8);
    const out = await t.outcome('optimise_fsrs_parameters', { apply: false });
    expect(out.result).toMatchObject({ ok: true, data: { enough: true, applied: false } });
    expect(readSettings(t.db).fsrs_weights).toEqual([]);
  }, 120_000);
});

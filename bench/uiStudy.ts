import type { Page } from '@playwright/test';
import type { Core } from '../src-main/core/app';
import { progressReport } from '../src-main/core/tools/progress';
import { APP_ORIGIN } from '../test/e2e/bridge';
import { seedReviewHistory } from '../test/e2e/progressSeed';

/**
 * The study screens as a student meets them (issue 12, Measure): the review screen from a rating
 * key to the next card painted, and the Progress view's first paint over a year of 100,000 reviews.
 * Browser-side code is passed as text: this file type-checks under the Node project.
 */

/**
 * Resolves in the first animation frame whose callbacks see `selector`'s text differ from
 * `before`, with that frame's number counted from the call (1 = the next frame) and the time.
 * rAF callbacks run before the frame's style, layout and paint, so the change is drawn in that
 * frame. (Until 2026-11-24 this waited one frame more, counting the frame after the paint.)
 */
const DRAWN_CHANGE = (selector: string) => `(before) => new Promise((resolve) => {
  let frames = 0;
  const tick = () => {
    frames += 1;
    const el = document.querySelector(${JSON.stringify(selector)});
    if (el && el.textContent !== before) resolve({ at: performance.now(), frames });
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})`;

/** `cards` learned cards, all due now, so a session never runs dry. */
function seedDueCards(core: Core, cards: number): void {
  const now = new Date();
  const due = new Date(now.getTime() - 3_600_000).toISOString();
  const insert = core.db.prepare(
    `INSERT INTO flashcards (front, back, due_at, stability, difficulty, scheduled_days, state, reps, last_review_at,
       created_at, updated_at) VALUES (?, 'answer', ?, 5, 5, 3, 'review', 3, ?, ?, ?)`,
  );
  const lastReview = new Date(now.getTime() - 3 * 86_400_000).toISOString();
  core.db.transaction(() => {
    for (let i = 0; i < cards; i++) insert.run(`Bench card ${i + 1}`, due, lastReview, due, due);
  })();
}

/**
 * Flashcards → R, then per card: Space shows the back (untimed), and from the "3" (Good) keydown
 * to the frame in which the next card's front is drawn. Includes the review_flashcard round trip
 * through the E2E bridge (Playwright's binding, slower than Electron's IPC).
 */
export async function reviewKeyToNextCard(
  page: Page,
  core: Core,
  reviews: number,
): Promise<{ ms: number; frames: number }[]> {
  seedDueCards(core, reviews + 10);
  await page.goto(`${APP_ORIGIN}/index.html`);
  await page.getByRole('navigation', { name: 'Views' }).waitFor();
  await page.keyboard.press('Control+6');
  // R exists once Flashcards knows cards are due.
  await page.getByRole('button', { name: /Review \d+ due/ }).waitFor();
  await page.keyboard.press('r');
  await page.getByTestId('card-front').waitFor();
  const times: { ms: number; frames: number }[] = [];
  for (let i = 0; i < reviews; i++) {
    await page.keyboard.press('Space');
    await page.getByTestId('card-back').waitFor();
    // The preview of the intervals is fetched on arrival; let it settle so "3" is not queued behind it.
    await page.getByTestId('interval-good').filter({ hasNotText: '…' }).waitFor();
    const t = (await page.evaluate(`(async () => {
      const front = document.querySelector('[data-testid="card-front"]').textContent;
      const start = performance.now();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: '3', bubbles: true }));
      const drawn = await (${DRAWN_CHANGE('[data-testid="card-front"]')})(front);
      return { ms: drawn.at - start, frames: drawn.frames };
    })()`)) as { ms: number; frames: number };
    times.push(t);
  }
  return times;
}

/** Ctrl+9 → the Progress view's heatmap drawn, over `reviews` review rows; and the aggregation alone. */
export async function progressFirstPaint(
  page: Page,
  core: Core,
  reviews: number,
  runs: number,
): Promise<{ paint: number[]; query: number[] }> {
  seedReviewHistory(core, { cards: 2000, reviews });
  const paint: number[] = [];
  const query: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    progressReport(core.db, new Date());
    query.push(performance.now() - started);
    await page.goto(`${APP_ORIGIN}/index.html`);
    await page.getByRole('navigation', { name: 'Views' }).waitFor();
    const t = (await page.evaluate(`(async () => {
      const start = performance.now();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: '9', ctrlKey: true, bubbles: true }));
      const painted = await new Promise((resolve) => {
        const tick = () => (document.querySelector('[data-testid="heatmap"] rect')
          ? requestAnimationFrame((t) => resolve(t)) : requestAnimationFrame(tick));
        tick();
      });
      return painted - start;
    })()`)) as number;
    paint.push(t);
  }
  return { paint, query };
}

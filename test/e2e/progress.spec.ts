import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, screenshotPath, test } from './harness';
import { seedReviewHistory } from './progressSeed';

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openProgress(page: Page, open: () => Promise<void>) {
  await open();
  await page.keyboard.press('Control+9');
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
}

test('Progress draws a year of reviews, the forecast, retention and time, each with its table, light and dark', async ({
  page,
  quire,
}) => {
  test.slow();
  seedReviewHistory(quire.core, { cards: 120, reviews: 3000 });
  await page.setViewportSize({ width: 1280, height: 960 });
  await page.emulateMedia({ colorScheme: 'light' });
  const reviewed = (
    quire.core.db
      .prepare("SELECT count(*) AS n FROM review_log WHERE reviewed_at >= datetime('now', '-360 days')")
      .get() as { n: number }
  ).n;
  await openProgress(page, quire.open);

  await expect(page.getByTestId('reviews-last-year')).toHaveText(/^\d{1,3}(,\d{3})*$/);
  const shown = Number((await page.getByTestId('reviews-last-year').innerText()).replace(/,/g, ''));
  expect(shown).toBeGreaterThanOrEqual(reviewed);
  expect(shown).toBeLessThanOrEqual(3000);
  await expect(page.getByTestId('heatmap').locator('rect')).toHaveCount(365);
  await expect(page.getByTestId('heatmap')).toHaveAttribute(
    'aria-label',
    new RegExp(`^${shown.toLocaleString('en-US')} reviews on \\d+ days`),
  );
  await expect(page.getByTestId('retention-chart').getByText('Biology')).toBeVisible();

  // The tables are there for screen readers, hidden; T shows them all.
  const forecastTable = page.getByRole('table', { name: 'Cards due per day' });
  await expect(forecastTable).toBeAttached();
  await expect(page.getByRole('button', { name: /Show table/ }).first()).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('t');
  await expect(page.getByRole('button', { name: /Hide table/ })).toHaveCount(4);
  await expect(forecastTable.locator('tbody tr')).toHaveCount(30);
  const retention = page.getByRole('table', { name: 'Retention per topic' });
  await expect(retention.getByRole('rowheader')).toHaveText(['Biology', 'Chemistry', 'History', 'Spanish']);
  // The table's figures agree with the database: recalled / reviews of learned cards.
  const bio = quire.core.db
    .prepare(
      `SELECT count(*) AS n, sum(r.rating <> 'again') AS ok FROM review_log r JOIN flashcards f ON f.id = r.card_id
       JOIN topics t ON t.id = f.topic_id WHERE t.name = 'Biology' AND json_extract(r.state_before, '$.state') = 'review'
       AND r.reviewed_at >= ?`,
    )
    .get(new Date(Date.now() - 364 * 86_400_000).toISOString()) as { n: number; ok: number };
  await expect(retention.getByRole('row', { name: /^Biology/ })).toContainText(
    `${Math.round((bio.ok / bio.n) * 100)}%`,
  );
  await page.keyboard.press('t');
  await expect(page.getByRole('button', { name: /Show table/ })).toHaveCount(4);

  await page.screenshot({ path: screenshotPath('progress-year-light'), fullPage: true });
  await expectNoSeriousAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: screenshotPath('progress-year-dark'), fullPage: true });
  await expectNoSeriousAxeViolations(page);

  // ? lists the view's keys; R goes to review.
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Show or hide the data tables');
  await page.keyboard.press('Escape');
  await page.keyboard.press('r');
  await expect(page.getByRole('heading', { level: 1, name: 'Flashcards' })).toBeVisible();
});

test('a review made in the app shows on today’s square and in time spent', async ({ page, quire }) => {
  await quire.open();
  const created = await quire.core.registry.call(
    'create_flashcard',
    { front: 'What is osmosis?', back: 'Water crossing a membrane', topic_name: 'Biology' },
    { origin: 'ui' },
  );
  expect(created.result.ok).toBe(true);
  await page.keyboard.press('Control+6');
  // R starts a review once the view knows a card is due (before, it has nothing to start).
  await expect(page.getByRole('button', { name: /Review 1 due/ })).toBeVisible();
  await page.keyboard.press('r');
  await expect(page.getByTestId('card-front')).toHaveText('What is osmosis?');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('card-back')).toBeVisible();
  await page.keyboard.press('3');
  // A new card rated Good comes back within the session (a learning step): wait for the log instead.
  await expect
    .poll(() => (quire.core.db.prepare('SELECT count(*) AS n FROM review_log').get() as { n: number }).n)
    .toBe(1);

  await page.keyboard.press('Control+9');
  await expect(page.getByTestId('reviews-last-year')).toHaveText('1');
  const lastCell = page.getByTestId('heatmap').locator('rect').last();
  await expect(lastCell).toHaveClass(/heat--4/);
  // One review, in the singular: before, "1 reviews" on the square and in the chart's summary.
  await expect(lastCell.locator('title')).toHaveText(/: 1 review$/);
  await expect(page.getByTestId('heatmap')).toHaveAttribute('aria-label', /^1 review on 1 day of the last 365\.$/);
  const ms = quire.core.db.prepare('SELECT duration_ms FROM review_log').get() as { duration_ms: number };
  expect(ms.duration_ms).toBeGreaterThan(0);
  expect(ms.duration_ms).toBeLessThanOrEqual(60_000);
});

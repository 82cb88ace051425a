import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, screenshotPath, tabTo, test } from './harness';
import { seedDecks } from './studySeed';

// Anki's review habits, keyboard only: the three counts, - buries, ! suspends.

async function openReview(page: Page, open: () => Promise<void>) {
  await open();
  await page.keyboard.press('Control+6');
  await expect(page.getByRole('heading', { level: 1, name: 'Flashcards' })).toBeVisible();
  // R exists once the view knows cards are due.
  await expect(page.getByRole('button', { name: /Review \d+ due/ })).toBeVisible();
  await page.keyboard.press('r');
  await expect(page.getByTestId('card-front')).toBeVisible();
}

test('the review shows Anki counts; - buries and ! suspends the card under review', async ({ page, quire }) => {
  test.slow();
  await seedDecks(quire.core);
  await openReview(page, quire.open);
  await expect(page.getByTestId('count-left-new')).toContainText('10');
  await expect(page.getByTestId('queue-counts')).toHaveText(/10\s*new\s*0\s*learning\s*0\s*to review/);
  const first = await page.getByTestId('card-front').innerText();

  await page.keyboard.press('-');
  await expect(page.getByText('Card buried until tomorrow.')).toBeVisible();
  await expect(page.getByTestId('count-left-new')).toContainText('9');
  expect(
    quire.core.db.prepare('SELECT buried_until IS NOT NULL AS b FROM flashcards WHERE front = ?').get(first),
  ).toEqual({ b: 1 });
  const second = await page.getByTestId('card-front').innerText();
  expect(second).not.toBe(first);

  await page.keyboard.press('Shift+!');
  await expect(page.getByText(/Card suspended/)).toBeVisible();
  await expect(page.getByTestId('count-left-new')).toContainText('8');
  expect(quire.core.db.prepare('SELECT suspended FROM flashcards WHERE front = ?').get(second)).toEqual({
    suspended: 1,
  });

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.keyboard.press('Space');
    await expect(page.getByTestId('interval-good')).not.toHaveText('…');
    if (scheme === 'light') {
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    }
    await page.screenshot({ path: screenshotPath(`reviews-counts-${scheme}`) });
    await page.keyboard.press('3');
    await expect(page.getByTestId('card-back')).toBeHidden();
  }
});

test('Settings shows the daily limits; a bad step is refused with its message', async ({ page, quire }) => {
  test.slow();
  await quire.open();
  // Keyboard only: the palette's "limits" opens Settings with New cards per day focused.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('limits');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const limit = page.getByLabel('New cards per day');
  await expect(limit).toHaveValue('20');
  await expect(limit).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('5');
  // On past reviews per day, the day's start and the new-card order.
  const steps = page.getByLabel('Learning steps', { exact: true });
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect(steps).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('1m soon');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/a step is a number and m, h or d/i)).toBeVisible();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('1m 10m 1h');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved.').last()).toBeVisible();
  const row = quire.core.db.prepare("SELECT value FROM settings WHERE key = 'learning_steps'").get() as {
    value: string;
  };
  expect(JSON.parse(row.value)).toEqual(['1m', '10m', '1h']);
  await tabTo(page, /^Optimise my parameters/);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/needs at least 400 reviews; you have 0/)).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.getByRole('heading', { name: 'Daily limits and steps' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(`settings-review-limits-${scheme}`) });
  }
});

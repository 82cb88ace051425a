import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, screenshotPath, tabTo, test } from './harness';
import { importSampleOnFirstStart } from './deskSeed';
import { seedDecks } from './studySeed';

// The review as an Anki user reads it, from the keyboard walk (issue 12): a card that comes back
// in the session counts as learning, and a suspend or bury can be taken back from its toast.

const counts = (page: Page) => page.getByTestId('queue-counts');

async function openReview(page: Page, open: () => Promise<void>) {
  await open();
  await page.keyboard.press('Control+6');
  await expect(page.getByRole('button', { name: /Review \d+ due/ })).toBeVisible();
  await page.keyboard.press('r');
  await expect(page.getByTestId('card-front')).toBeVisible();
}

for (const scheme of ['light', 'dark'] as const) {
  test(`a card rated Good or Again comes back counted as learning, as in Anki (${scheme})`, async ({ page, quire }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await seedDecks(quire.core);
    await openReview(page, quire.open);
    await expect(counts(page)).toHaveText(/10\s*new\s*0\s*learning\s*0\s*to review/);
    await page.keyboard.press('Space');
    await expect(page.getByTestId('interval-good')).toHaveText(/m$/); // minutes: it comes back today
    await page.keyboard.press('3');
    // Before: "10 new, 0 learning" — the card back in the queue still counted as new.
    await expect(counts(page)).toHaveText(/9\s*new\s*1\s*learning\s*0\s*to review/);
    await page.keyboard.press('Enter');
    await page.keyboard.press('1');
    await expect(counts(page)).toHaveText(/8\s*new\s*2\s*learning\s*0\s*to review/);
    await page.screenshot({ path: screenshotPath(`desk-review-learning-counts-${scheme}`) });
    // U takes the last rating back, and its copy at the end of the queue with it.
    await page.keyboard.press('u');
    await expect(counts(page)).toHaveText(/9\s*new\s*1\s*learning\s*0\s*to review/);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
}

test('! and - can be taken back from their toast: the card is shown again, and stays in reviews', async ({
  page,
  quire,
}) => {
  await seedDecks(quire.core);
  await openReview(page, quire.open);
  const state = (front: string) =>
    quire.core.db
      .prepare('SELECT suspended, buried_until IS NOT NULL AS buried FROM flashcards WHERE front = ?')
      .get(front) as { suspended: number; buried: number };
  for (const [key, words] of [
    ['Shift+!', 'Card suspended'],
    ['-', 'Card buried'],
  ] as const) {
    const front = await page.getByTestId('card-front').innerText();
    await page.keyboard.press(key);
    const toast = page.locator('.toast', { hasText: words });
    await expect(toast).toBeVisible();
    await expect(page.getByTestId('card-front')).not.toHaveText(front);
    expect(state(front)).not.toEqual({ suspended: 0, buried: 0 });
    // Before: the toast had no Undo; the card stayed out until unsuspended in the browser.
    await tabTo(page, /^Undo$/);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('card-front')).toHaveText(front);
    await expect.poll(() => state(front)).toEqual({ suspended: 0, buried: 0 });
  }
  await expect(counts(page)).toHaveText(/10\s*new/);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`? in Flashcards lists the card list's own keys, and O opens a card's source from the list (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    // The sample notes, whose cards are written inside them (each knows its line).
    await importSampleOnFirstStart(quire);
    await quire.open();
    await page.keyboard.press('Control+6');
    await expect(page.getByRole('listbox', { name: 'Cards' }).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    // Before: R, N and / only; Space, Shift+arrows, Ctrl+A and Esc of the list were nowhere.
    await expect(help.getByRole('heading', { name: /In the list of cards/ })).toBeVisible();
    await expect(help.getByRole('row', { name: /Space Mark or unmark the card/ })).toBeVisible();
    await expect(help.getByRole('row', { name: /A Mark every card shown/ })).toBeVisible();
    await page.screenshot({ path: screenshotPath(`desk-flashcards-help-${scheme}`) });
    await page.keyboard.press('Escape');

    await page.keyboard.press('/');
    await page.keyboard.type('stroma');
    await expect(page.getByText(/1 card matching/)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('group', { name: 'Selected card' })).toContainText('Calvin cycle');
    await page.keyboard.press('o');
    await expect(
      page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Materials' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.reader__passage--cited')).toContainText('stroma');
  });
}

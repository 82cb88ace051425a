import type { Page } from '@playwright/test';
import { expect, screenshotPath, tabTo, test } from './harness';
import { seedDesk } from './deskSeed';

// Focus on arrival (issue 12): every view puts focus somewhere a screen reader can announce and
// Tab can start from — its selected row, or its title — and its single keys still work from there.
// Esc in any field comes back to that place. Keyboard only, light and dark.

/** The focused element's role and accessible name, as a screen reader would announce it. */
const focused = (page: Page) => page.locator('*:focus');

for (const scheme of ['light', 'dark'] as const) {
  test(`each view puts focus on its row or title on arrival, keys work from there, and Esc leaves a field for it (${scheme})`, async ({
    page,
    quire,
  }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: scheme });
    await seedDesk(quire);
    await quire.open();

    // Today: the first row. Before: the page's body, for every view but Chat.
    const today = page.getByRole('group', { name: 'Overdue and due-today tasks' });
    await expect(today.getByRole('checkbox', { name: /^Problem set 6/ })).toBeFocused();
    await page.keyboard.press('j');
    await expect(today.getByRole('checkbox', { name: /^Email Dr Patel/ })).toBeFocused();
    // The topic filter: Esc comes back to the selected row (it stayed in the select, where j is a letter).
    await tabBackTo(page, 'select');
    await page.keyboard.press('Escape');
    await expect(today.getByRole('checkbox', { name: /^Email Dr Patel/ })).toBeFocused();

    // Chat: its message box; Esc leaves it for the title, where N and / work.
    await page.keyboard.press('Control+1');
    const box = page.getByRole('textbox', { name: /message/i });
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeFocused();
    await page.keyboard.press('/');
    await expect(box).toBeFocused();

    // Plans: the selected plan; j moves on; Tab goes on from it into the plan.
    await page.keyboard.press('Control+3');
    await expect(focused(page)).toHaveText(/^Essay on the French Revolution/);
    await page.keyboard.press('j');
    await expect(focused(page)).toHaveText(/^Learn the Python tutorial/);

    // Tasks: the selected row; the quick add and the search give it back on Esc.
    await page.keyboard.press('Control+4');
    const rows = page.getByTestId('task-row');
    await expect(rows.first().getByRole('checkbox')).toBeFocused();
    await page.keyboard.press('n');
    await expect(page.getByRole('textbox', { name: 'Add a task' })).toBeFocused();
    await page.keyboard.type('buy milk');
    await page.keyboard.press('Escape'); // clears
    await page.keyboard.press('Escape'); // leaves
    await expect(rows.first().getByRole('checkbox')).toBeFocused();
    await page.keyboard.press('/');
    await page.keyboard.press('Escape');
    await expect(rows.first().getByRole('checkbox')).toBeFocused();
    await page.keyboard.press('j');
    await expect(rows.nth(1).getByRole('checkbox')).toBeFocused();

    // Quizzes: Start quiz (the topic field would take S as a letter); Esc from a field comes back.
    await page.keyboard.press('Control+5');
    const start = page.getByRole('button', { name: /^Start quiz/ });
    await expect(start).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(focused(page)).not.toHaveRole('button');
    await page.keyboard.press('Escape');
    await expect(start).toBeFocused();

    // Flashcards: the first topic; Esc from the card search (empty) comes back to it.
    await page.keyboard.press('Control+6');
    const firstTopic = page.getByRole('button', { name: /^Open topic / }).first();
    await expect(firstTopic).toBeFocused();
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', { name: 'Search cards' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(firstTopic).toBeFocused();

    // Materials: the first material; Esc from the search clears it and comes back.
    await page.keyboard.press('Control+7');
    const firstMaterial = page.locator('[data-nav-item]').first();
    await expect(firstMaterial).toBeFocused();
    await page.keyboard.press('/');
    await page.keyboard.type('osmosis');
    await page.keyboard.press('Escape');
    await expect(firstMaterial).toBeFocused();
    await expect(page.getByRole('searchbox', { name: 'Search your materials' })).toHaveValue('');

    // Settings: its title (a first field would take B as typing); Tab goes into the view, Esc back.
    await page.keyboard.press('Control+8');
    const settingsTitle = page.getByRole('heading', { level: 1, name: 'Settings' });
    await expect(settingsTitle).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(focused(page)).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await tabTo(page, 'select, input');
    await page.keyboard.press('Escape');
    await expect(settingsTitle).toBeFocused();
    await page.screenshot({ path: screenshotPath(`desk-arrival-settings-${scheme}`) });

    // Progress: its title, and T (the data tables) works from it.
    await page.keyboard.press('Control+9');
    await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeFocused();
    await page.keyboard.press('t');
    await expect(page.getByRole('region', { name: /: data$/ }).first()).toBeVisible();
  });
}

/** Shift+Tab until a form field of this kind has focus. */
async function tabBackTo(page: Page, selector: string) {
  for (let i = 0; i < 20; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error(`Shift+Tab never reached ${selector}`);
}

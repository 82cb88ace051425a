import { expect, screenshotPath, tabTo, test } from './harness';
import { seedTasks } from './planningSeed';

// Toasts under the keyboard (issue 12): a burst of completions stacks at most three, and a toast
// Tabbed to is left with Esc — dismissed, focus back on the row the student came from, not the
// page's body. Keyboard only, light and dark.

for (const scheme of ['light', 'dark'] as const) {
  test(`toasts stack at most three, and Esc on one dismisses it and gives focus back (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await seedTasks(quire.core);
    await quire.open();
    await page.keyboard.press('Control+4');
    const count = page.getByTestId('task-count');
    await expect(count).toHaveText('10 tasks pending');
    const checkbox = page.getByTestId('task-row').first().getByRole('checkbox');
    await expect(checkbox).toBeFocused();

    // Five completions, each with its Undo toast: the three newest show.
    for (let left = 9; left >= 5; left--) {
      await page.keyboard.press('x');
      await expect(count).toHaveText(`${left} tasks pending`);
    }
    const toasts = page.locator('.toast');
    await expect(toasts).toHaveCount(3);
    await expect(toasts.last()).toContainText('Completed');

    // Tab from the selected row to a toast's Undo; Esc dismisses that toast and comes back.
    const row = page.getByTestId('task-row').first().getByRole('checkbox');
    await expect(row).toBeFocused();
    const rowName = await row.getAttribute('aria-label');
    await tabTo(page, '.toast button', 80);
    await page.screenshot({ path: screenshotPath(`desk-toast-focused-${scheme}`) });
    await page.keyboard.press('Escape');
    // Before: Esc did nothing on a toast (and the view's Esc acted behind it); focus stayed there.
    await expect(toasts).toHaveCount(2);
    await expect(page.getByRole('checkbox', { name: rowName! })).toBeFocused();
    // The view's keys work again from there: j moves to the next row.
    await page.keyboard.press('j');
    await expect(page.getByTestId('task-row').nth(1).getByRole('checkbox')).toBeFocused();
  });
}

import { expect, screenshotPath, test } from './harness';
import { seedPlans } from './planningSeed';

// Keys that meant one thing on screen and did another, found on the keyboard walk (issue 12):
// what looks selected is what the keys act on. Keyboard only, light and dark.

const SCHEMES = ['light', 'dark'] as const;

for (const scheme of SCHEMES) {
  test(`Plans: on arrival the plan has the keys, and no step looks selected until Enter opens them (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await seedPlans(quire.core);
    await quire.open();
    await page.keyboard.press('Control+3');
    const steps = page.getByRole('list', { name: 'Steps of Essay on the French Revolution' });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    const keys = page.getByTestId('plan-keys');
    // Before: the first step was highlighted under "Del delete step", and Delete asked to delete the plan.
    await expect(steps.locator('.is-selected')).toHaveCount(0);
    await expect(keys).toContainText('Del delete plan');
    await expect(keys).not.toContainText('delete step');
    await page.screenshot({ path: screenshotPath(`desk-plans-arrival-${scheme}`) });
    await page.keyboard.press('Delete');
    await expect(page.getByRole('alertdialog')).toContainText("Delete plan 'Essay on the French Revolution'");
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden();

    // Enter moves the keys into the steps: now a step is selected and Delete is about it.
    await page.keyboard.press('Enter');
    await expect(steps.getByRole('button', { name: /^Collect sources/ })).toBeFocused();
    await expect(steps.locator('.is-selected')).toHaveCount(1);
    await expect(keys).toContainText('Del delete step');
    await page.keyboard.press('Delete');
    await expect(page.getByRole('alertdialog')).toContainText("Delete step 'Collect sources on the Estates-General'");
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(steps.locator('.is-selected')).toHaveCount(0);
    await expect(keys).toContainText('Del delete plan');
  });
}

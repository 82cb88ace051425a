import AxeBuilder from '@axe-core/playwright';
import { expect, screenshotPath, test } from './harness';
import { seedPlans, seedTasks, tool } from './planningSeed';

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

for (const scheme of SCHEMES) {
  test(`the palette's "limits" opens Settings at the daily limits, "per topic" at a topic's own (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await seedPlans(quire.core);
    await tool(quire.core, 'create_flashcard', { front: 'hablar', back: 'to speak', topic_name: 'Spanish' });
    await tool(quire.core, 'create_flashcard', { front: 'osmosis', back: 'water in', topic_name: 'Biology' });
    await quire.open();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('limits');
    await page.keyboard.press('Enter');
    // Before: "No matching command."; the limits were half-way down Settings.
    const newPerDay = page.getByRole('spinbutton', { name: 'New cards per day' }).first();
    await expect(newPerDay).toBeFocused();
    await expect(newPerDay).toBeInViewport();

    await page.keyboard.press('Control+k');
    await page.keyboard.type('per topic');
    await page.keyboard.press('Enter');
    const topic = page.getByRole('combobox', { name: 'Topic' });
    await expect(topic).toBeFocused();
    await page.keyboard.type('Span'); // a select chooses by typing
    await expect(page.getByTestId('topic-limits-now')).toHaveText('Spanish uses the overall limits.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('spinbutton', { name: 'New cards per day' }).last()).toBeFocused();
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('topic-limits-now')).toHaveText('Spanish uses 3 new a day.');
    await page.screenshot({ path: screenshotPath(`desk-settings-topic-limits-${scheme}`) });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    const saved = quire.core.db.prepare("SELECT new_per_day FROM topics WHERE name = 'Spanish'").get();
    expect(saved).toEqual({ new_per_day: 3 });

    // "undo" in the palette takes that change back, as Ctrl+Z does.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('undo');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('topic-limits-now')).toHaveText('Spanish uses the overall limits.');
  });
}

for (const scheme of SCHEMES) {
  test(`x in Today and in Tasks leaves focus on the next task, so the keys and a screen reader go on (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await seedTasks(quire.core);
    await quire.open();
    const today = page.getByRole('group', { name: 'Overdue and due-today tasks' });
    await expect(today.getByRole('listitem')).toHaveCount(4);
    await page.keyboard.press('j');
    await expect(today.getByRole('checkbox', { name: /^Email Dr Patel/ })).toBeFocused();
    await page.keyboard.press('x');
    await expect(today.getByRole('listitem')).toHaveCount(3);
    // Before: focus fell to the page's body with the completed row.
    await expect(today.getByRole('checkbox', { name: /^Essay draft/ })).toBeFocused();

    await page.keyboard.press('Control+4');
    const rows = page.getByTestId('task-row');
    await expect(rows.first()).toHaveClass(/is-selected/);
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await expect(rows.first().getByRole('checkbox')).toBeFocused();
    await page.keyboard.press('x');
    await expect(rows.filter({ hasText: 'Problem set 6' })).toHaveCount(0);
    await expect(rows.first().getByRole('checkbox')).toBeFocused();
    await expect(rows.first()).toContainText('Essay draft');
  });
}

for (const scheme of SCHEMES) {
  test(`the palette and ? give focus back where it was: the Chat box, a task row (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await seedTasks(quire.core);
    await quire.open();
    await page.keyboard.press('Control+1');
    const box = page.getByRole('textbox', { name: /message/i });
    await expect(box).toBeFocused();
    await page.keyboard.type('plan my week');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Before: focus fell to the page's body, and the next keys went to the view's shortcuts.
    await expect(box).toBeFocused();
    await page.keyboard.type(' please');
    await expect(box).toHaveValue('plan my week please');
    // A command that opens another overlay: closing that one comes back to the box too.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('shortcuts');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toBeFocused();

    await page.keyboard.press('Control+4');
    // As a student does: j once the list is there (before that, j has no row to move from).
    await expect(page.getByTestId('task-row').first().getByRole('checkbox')).toBeFocused();
    await page.keyboard.press('j');
    const row = page.getByTestId('task-row').nth(1).getByRole('checkbox');
    await expect(row).toBeFocused();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(row).toBeFocused();
  });
}

import type { Page } from '@playwright/test';
import { expect, screenshotPath, test } from './harness';
import { seedPlans, seedTasks } from './planningSeed';

// Tasks and plan steps as the keyboard walk found them (issue 12): a notice that outlived its
// reason, and editors whose buttons stacked a line each. Keyboard only, light and dark.

const SCHEMES = ['light', 'dark'] as const;

async function openTasks(page: Page, open: () => Promise<void>) {
  await open();
  await page.keyboard.press('Control+4');
  await expect(page.getByTestId('task-count')).not.toHaveText('Loading…');
}

/** Save and Cancel sit side by side, and the title field is as tall as the fields beside it. */
async function expectTidyEditor(page: Page, form: ReturnType<Page['getByRole']>, title: string, beside: string) {
  const save = await form.getByRole('button', { name: /^Save/ }).boundingBox();
  const cancel = await form.getByRole('button', { name: /^Cancel/ }).boundingBox();
  expect(Math.abs(save!.y - cancel!.y)).toBeLessThan(2);
  expect(cancel!.x).toBeGreaterThan(save!.x + save!.width);
  const titleBox = await form.getByRole('textbox', { name: title }).boundingBox();
  const besideBox = await form.getByRole('textbox', { name: beside }).boundingBox();
  expect(Math.abs(titleBox!.height - besideBox!.height)).toBeLessThan(2);
}

for (const scheme of SCHEMES) {
  test(`the task and step editors keep Save and Cancel on one row and fields of one height (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await seedTasks(quire.core);
    await seedPlans(quire.core);
    await openTasks(page, quire.open);
    await page.keyboard.press('e');
    const taskForm = page.getByRole('form', { name: /^Edit ‘Problem set 6/ });
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
    // Before: Cancel under Save, and the title box twice the height of the due date's.
    await expectTidyEditor(page, taskForm, 'Title', 'Due');
    await page.screenshot({ path: screenshotPath(`desk-task-editor-${scheme}`) });
    await page.keyboard.press('Escape');
    await expect(taskForm).toBeHidden();

    await page.keyboard.press('Control+3');
    // As a student does: Enter once the plans are listed (before that, Enter has nothing to open).
    await expect(page.getByRole('button', { name: /^Essay on the French Revolution/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('e');
    await expect(page.getByRole('textbox', { name: 'Step title' })).toBeFocused();
    await expectTidyEditor(page, page.getByRole('form'), 'Step title', 'Due');
    await page.screenshot({ path: screenshotPath(`desk-step-editor-${scheme}`) });
    await page.keyboard.press('Escape');
  });

  test(`"the Completed filter hides it" goes once the list shows the task (${scheme})`, async ({ page, quire }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await seedTasks(quire.core);
    await openTasks(page, quire.open);
    await page.keyboard.press('c');
    await page.keyboard.press('n');
    await page.keyboard.type('Return library books tomorrow');
    await page.keyboard.press('Enter');
    const notice = page.getByTestId('quick-add-hidden');
    await expect(notice).toContainText('the Completed filter hides it');
    await page.keyboard.press('Escape'); // back to the list
    await page.keyboard.press('p');
    await expect(page.getByTestId('task-row').filter({ hasText: 'Return library books' })).toBeVisible();
    // Before: the notice stayed, saying the filter hid a task shown right below it.
    await expect(notice).toHaveCount(0);
  });
}

for (const scheme of SCHEMES) {
  test(`a task's topic shows on its row in Tasks and Today, as quick add read it (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openTasks(page, quire.open);
    await page.keyboard.press('n');
    await page.keyboard.type('Read chapter 5 #Biology today p2');
    await expect(page.getByTestId('quick-add-preview')).toContainText('#Biology');
    await page.keyboard.press('Enter');
    const row = page.getByTestId('task-row').filter({ hasText: 'Read chapter 5' });
    // Before: the date and priority showed, the topic quick add had filed it under did not.
    await expect(row.getByTestId('topic-mark')).toHaveText('Topic #Biology');
    await expect(row.getByRole('checkbox')).toHaveAccessibleDescription(/Topic #Biology/);
    await page.screenshot({ path: screenshotPath(`desk-task-topic-${scheme}`) });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+2');
    const todayRow = page.getByTestId('today-today').getByRole('listitem').filter({ hasText: 'Read chapter 5' });
    await expect(todayRow.getByTestId('topic-mark')).toHaveText('Topic #Biology');
  });
}

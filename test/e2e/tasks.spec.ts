import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, screenshotPath, test, type QuireFixture } from './harness';
import { day, seedManyTasks, seedTasks, tool } from './planningSeed';

type Row = { title: string; due_at: string | null; priority: number; status: string; deleted_at: string | null };
const taskRow = (quire: QuireFixture, title: string) =>
  quire.core.db.prepare('SELECT title, due_at, priority, status, deleted_at FROM tasks WHERE title = ?').get(title) as
    Row | undefined;

async function openTasks(page: Page, quire: QuireFixture) {
  await quire.open();
  await page.keyboard.press('Control+4');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expect(page.getByTestId('task-count')).not.toHaveText('Loading…');
}
const row = (page: Page, title: string) => page.getByTestId('task-row').filter({ hasText: title });

test('quick add reads a date and priority as you type, previews them, and saves them', async ({ page, quire }) => {
  await openTasks(page, quire);
  await page.keyboard.press('n');
  await expect(page.getByRole('textbox', { name: 'Add a task' })).toBeFocused();
  await page.keyboard.type('essay draft tomorrow p1');
  const preview = page.getByTestId('quick-add-preview');
  await expect(preview).toContainText('essay draft');
  await expect(preview).toContainText('Due Tomorrow');
  await expect(preview).toContainText('P1 · Urgent');
  await page.keyboard.press('Enter');
  await expect(row(page, 'essay draft')).toContainText('Tomorrow');
  await expect(row(page, 'essay draft')).toContainText('P1');
  await expect(page.getByRole('textbox', { name: 'Add a task' })).toHaveValue('');
  expect(taskRow(quire, 'essay draft')).toMatchObject({ due_at: day(1), priority: 1, status: 'pending' });
});

test('x completes the selected task, and reopens it from Completed', async ({ page, quire }) => {
  await seedTasks(quire.core);
  await openTasks(page, quire);
  // The list opens with its first row (the most overdue task) selected.
  await expect(row(page, 'Problem set 6')).toHaveClass(/is-selected/);
  await expect(row(page, 'Problem set 6')).toContainText('Overdue 2d');
  await page.keyboard.press('x');
  await expect(row(page, 'Problem set 6')).toHaveCount(0);
  expect(taskRow(quire, 'Problem set 6 — linear maps')!.status).toBe('completed');
  await page.keyboard.press('c');
  await expect(page.getByRole('button', { name: /Completed/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(row(page, 'Problem set 6')).toBeVisible();
  await page.keyboard.press('x');
  await expect(row(page, 'Problem set 6')).toHaveCount(0);
  expect(taskRow(quire, 'Problem set 6 — linear maps')!.status).toBe('pending');
});

test('Delete asks first, Tab and Enter confirm, and Undo in the toast brings the task back', async ({
  page,
  quire,
}) => {
  await seedTasks(quire.core);
  await openTasks(page, quire);
  await page.keyboard.press('j');
  await expect(row(page, 'Email Dr Patel')).toHaveClass(/is-selected/);
  await page.keyboard.press('Delete');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText("Delete task 'Email Dr Patel about the essay extension'");
  // Enter approves (focus starts on "Yes, do it"); Esc or N would decline.
  await expect(dialog.getByRole('button', { name: /Yes, do it/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Email Dr Patel')).toHaveCount(0);
  expect(taskRow(quire, 'Email Dr Patel about the essay extension')!.deleted_at).not.toBeNull();
  // Focus lands on the toast's Undo, so Enter takes the delete back.
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row(page, 'Email Dr Patel')).toBeVisible();
  expect(taskRow(quire, 'Email Dr Patel about the essay extension')!.deleted_at).toBeNull();
});

test('Esc declines a delete and the task stays', async ({ page, quire }) => {
  await seedTasks(quire.core);
  await openTasks(page, quire);
  await page.keyboard.press('Delete');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(row(page, 'Problem set 6')).toBeVisible();
  expect(taskRow(quire, 'Problem set 6 — linear maps')!.deleted_at).toBeNull();
});

test('e edits inline: Enter saves the new title and date, Esc cancels', async ({ page, quire }) => {
  await seedTasks(quire.core);
  await openTasks(page, quire);
  await page.keyboard.press('e');
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toBeFocused();
  await page.keyboard.type('Problem set 6 (final)');
  await page.keyboard.press('Tab');
  const due = page.getByRole('textbox', { name: 'Due' });
  await expect(due).toBeFocused();
  await due.fill(day(2));
  await page.keyboard.press('Enter');
  await expect(row(page, 'Problem set 6 (final)')).toBeVisible();
  expect(taskRow(quire, 'Problem set 6 (final)')).toMatchObject({ due_at: day(2), priority: 1 });
  await page.keyboard.press('e');
  await page.keyboard.type('never saved');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
  expect(taskRow(quire, 'never saved')).toBeUndefined();
});

test('a task the agent adds appears without a reload', async ({ page, quire }) => {
  await openTasks(page, quire);
  await expect(page.getByText('No tasks yet — type one above')).toBeVisible();
  await tool(quire.core, 'add_task', { title: 'Revise for the stats quiz', due_at: day(0), priority: 2 }, 'agent');
  await expect(row(page, 'Revise for the stats quiz')).toContainText('Today');
});

test('/ searches, the filters switch by key, and the palette reaches New task', async ({ page, quire }) => {
  await seedTasks(quire.core);
  await openTasks(page, quire);
  await page.keyboard.press('/');
  await page.keyboard.type('essay');
  await expect(page.getByTestId('task-row')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('task-row')).toHaveCount(10);
  await page.keyboard.press('Escape');
  await page.keyboard.press('a');
  await expect(page.getByTestId('task-row')).toHaveCount(11);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('new task');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Add a task' })).toBeFocused();
});

test('10,000 tasks: the count is right, only a screenful is drawn, and End reaches the last', async ({
  page,
  quire,
}) => {
  seedManyTasks(quire.core, 10_000);
  await openTasks(page, quire);
  await expect(page.getByTestId('task-count')).toHaveText('10,000 tasks pending', { timeout: 15_000 });
  expect(await page.getByTestId('task-row').count()).toBeLessThan(60);
  await page.keyboard.press('j');
  await page.keyboard.press('End');
  const last = quire.core.db
    .prepare('SELECT title FROM tasks ORDER BY due_at IS NULL DESC, due_at DESC, priority DESC, id DESC LIMIT 1')
    .get() as { title: string };
  await expect(page.locator('.task-row.is-selected')).toContainText(last.title);
});

test('no serious or critical accessibility violations, empty and with tasks', async ({ page, quire }) => {
  // axe scans take seconds on a busy machine: give this test room (every wait is for a state).
  test.slow();
  await openTasks(page, quire);
  const empty = await new AxeBuilder({ page }).include('#main').analyze();
  expect(empty.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await seedTasks(quire.core);
  await quire.emit('data:changed', { entity_type: 'task', ids: [] });
  await expect(page.getByTestId('task-row')).toHaveCount(10);
  const full = await new AxeBuilder({ page }).include('#main').analyze();
  expect(full.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('screenshots of Tasks in light and dark', async ({ page, quire }) => {
  await seedTasks(quire.core);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openTasks(page, quire);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('n');
    await page.keyboard.type('lab write-up fri 5pm p2');
    await page.screenshot({ path: screenshotPath(`tasks-${scheme}`) });
  }
});

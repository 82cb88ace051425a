import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, screenshotPath, test, type QuireFixture } from './harness';
import { seedTasks } from './planningSeed';

const status = (quire: QuireFixture, title: string) =>
  (quire.core.db.prepare('SELECT status FROM tasks WHERE title LIKE ?').get(`${title}%`) as { status: string }).status;
const toast = (page: Page, text: string | RegExp) => page.locator('.toast', { hasText: text });

// Several pages, axe and four screenshots per test: room for a busy machine.
test.describe.configure({ timeout: 120_000 });

async function serious(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('#main').include('.toasts').analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

test('Ctrl+Z in Tasks takes back a completion; the toast offers Undo', async ({ page, quire }) => {
  await seedTasks(quire.core);
  await quire.open();
  await page.keyboard.press('Control+4');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  const row = page.getByTestId('task-row').filter({ hasText: 'Problem set 6' });
  await expect(row).toHaveClass(/is-selected/);

  await page.keyboard.press('x');
  await expect(row).toHaveCount(0);
  expect(status(quire, 'Problem set 6')).toBe('completed');
  const done = toast(page, 'Completed ‘Problem set 6');
  await expect(done.getByRole('button', { name: 'Undo' })).toBeVisible();

  await page.keyboard.press('Control+z');
  await expect(toast(page, 'Undone — task ‘Problem set 6')).toBeVisible();
  await expect(row).toBeVisible();
  expect(status(quire, 'Problem set 6')).toBe('pending');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: screenshotPath(`undo-tasks-${scheme}`) });
  }
  expect(await serious(page)).toEqual([]);
});

test('Ctrl+Z in Today brings a completed task back to the list', async ({ page, quire }) => {
  await seedTasks(quire.core);
  await quire.open();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const tasks = page.getByRole('group', { name: 'Overdue and due-today tasks' });
  await expect(tasks.getByRole('listitem')).toHaveCount(4);

  await page.keyboard.press('x');
  await expect(tasks.getByRole('listitem')).toHaveCount(3);
  expect(status(quire, 'Problem set 6')).toBe('completed');
  await expect(toast(page, 'Completed ‘Problem set 6').getByRole('button', { name: 'Undo' })).toBeVisible();

  await page.keyboard.press('Control+z');
  await expect(tasks.getByRole('listitem')).toHaveCount(4);
  await expect(tasks.getByRole('listitem').first()).toContainText('Problem set 6');
  expect(status(quire, 'Problem set 6')).toBe('pending');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: screenshotPath(`undo-today-${scheme}`) });
  }
  expect(await serious(page)).toEqual([]);
});

test('Ctrl+Z says why when the change was edited since elsewhere, and changes nothing', async ({ page, quire }) => {
  await seedTasks(quire.core);
  await quire.open();
  // As a student does: x once Today shows the task (before that, x has no row to act on).
  const rows = page.getByRole('group', { name: 'Overdue and due-today tasks' }).getByRole('listitem');
  await expect(rows.first()).toContainText('Problem set 6');
  await page.keyboard.press('x'); // Today: complete "Problem set 6"
  await expect(toast(page, 'Completed ‘Problem set 6')).toBeVisible();
  // The CLI reopens it meanwhile: the very column the completion wrote.
  const id = (quire.core.db.prepare("SELECT id FROM tasks WHERE title LIKE 'Problem set 6%'").get() as { id: number })
    .id;
  await quire.core.registry.call('reopen_task', { task_id: id }, { origin: 'cli' });
  await quire.core.registry.call('update_task', { task_id: id, due_at: '2026-12-01' }, { origin: 'cli' });
  await page.keyboard.press('Control+z');
  await expect(page.locator('.toast--error')).toContainText('was changed again since by');
  expect(status(quire, 'Problem set 6')).toBe('pending');
  expect(
    quire.core.db.prepare("SELECT due_at FROM tasks WHERE title LIKE 'Problem set 6%'").get() as { due_at: string },
  ).toEqual({ due_at: '2026-12-01' });
});

test('Ctrl+Z undoes a completion and keeps a rename made elsewhere since', async ({ page, quire }) => {
  await seedTasks(quire.core);
  await quire.open();
  const rows = page.getByRole('group', { name: 'Overdue and due-today tasks' }).getByRole('listitem');
  await expect(rows.first()).toContainText('Problem set 6');
  await page.keyboard.press('x');
  await expect(toast(page, 'Completed ‘Problem set 6')).toBeVisible();
  const id = (quire.core.db.prepare("SELECT id FROM tasks WHERE title LIKE 'Problem set 6%'").get() as { id: number })
    .id;
  // The CLI renames it meanwhile: a column the completion did not write.
  await quire.core.registry.call('update_task', { task_id: id, title: 'Problem set 6 (renamed)' }, { origin: 'cli' });
  await page.keyboard.press('Control+z');
  await expect(toast(page, 'Undone — task ‘Problem set 6 (renamed)')).toBeVisible();
  expect(quire.core.db.prepare('SELECT title, status FROM tasks WHERE id = ?').get(id)).toEqual({
    title: 'Problem set 6 (renamed)',
    status: 'pending',
  });
});

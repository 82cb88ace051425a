import type { Page } from '@playwright/test';
import { expect, screenshotPath, test, type QuireFixture } from './harness';
import { day, seedPlans, seedTasks, tool } from './planningSeed';

// The four keyboard paths issue 12 found acting on the wrong item, each driven by keyboard only.
// Long walks through the UI on a shared, busy machine: room to finish, while every wait is for a state.
test.describe.configure({ timeout: 120_000 });

const taskStatus = (quire: QuireFixture, title: string) =>
  (quire.core.db.prepare('SELECT status FROM tasks WHERE title = ?').get(title) as { status: string }).status;

/** `n` tasks due today at priority 4, so a task added after them sorts last, far down the list. */
function seedTodayCrowd(quire: QuireFixture, n: number) {
  const insert = quire.core.db.prepare(
    `INSERT INTO tasks (title, description, due_at, priority, created_at, updated_at) VALUES (?, '', ?, 4, ?, ?)`,
  );
  const now = new Date().toISOString();
  quire.core.db.transaction(() => {
    for (let i = 1; i <= n; i++) insert.run(`Crowd task ${String(i).padStart(2, '0')}`, day(0), now, now);
  })();
}

for (const scheme of ['light', 'dark'] as const) {
  test(`Enter on a Today task opens exactly that task in Tasks, selected and in view; x completes it (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    seedTodayCrowd(quire, 20);
    await tool(quire.core, 'add_task', { title: 'Read chapter 4: recursion', due_at: day(0), priority: 4 });
    await quire.open();
    const today = page.getByRole('group', { name: 'Overdue and due-today tasks' });
    await expect(today.getByRole('listitem')).toHaveCount(21);
    const target = today.getByRole('listitem').filter({ hasText: 'Read chapter 4' });
    // It sorts last (same day and priority, added last); j stops at the end of the list.
    for (let i = 0; i < 24; i++) await page.keyboard.press('j');
    await expect(target).toHaveClass(/is-selected/);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    const row = page.getByTestId('task-row').filter({ hasText: 'Read chapter 4' });
    await expect(row).toHaveClass(/is-selected/);
    await expect(row).toBeInViewport();
    await expect(row.getByRole('checkbox')).toBeFocused();
    await page.screenshot({ path: screenshotPath(`fix-today-enter-opens-task-${scheme}`) });
    await page.keyboard.press('x');
    await expect.poll(() => taskStatus(quire, 'Read chapter 4: recursion')).toBe('completed');
    expect(taskStatus(quire, 'Crowd task 01')).toBe('pending');
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`arriving in Chat focuses the message box, so n types; Esc leaves it and n starts a new chat (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await quire.open();
    await page.keyboard.press('Control+1');
    const box = page.getByLabel('Message Quire');
    await expect(box).toBeFocused();
    await page.keyboard.type('need help');
    await expect(box).toHaveValue('need help');
    const sessions = () => (quire.core.db.prepare('SELECT count(*) AS n FROM chat_sessions').get() as { n: number }).n;
    const before = sessions();
    await page.keyboard.press('Escape');
    await expect(box).not.toBeFocused();
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('need help');
    await page.keyboard.press('Escape');
    await page.keyboard.press('n');
    await expect.poll(sessions).toBe(before + 1);
    // A new chat puts the cursor back in the box.
    await expect(box).toBeFocused();
  });
}

async function openEssayPlanSteps(page: Page, quire: QuireFixture) {
  await seedPlans(quire.core);
  await quire.open();
  await page.keyboard.press('Control+3');
  await expect(page.getByRole('heading', { level: 2, name: 'Essay on the French Revolution' })).toBeVisible();
  await page.keyboard.press('Enter');
  const steps = page.getByRole('list', { name: 'Steps of Essay on the French Revolution' });
  await expect(steps.getByRole('button', { name: /^Collect sources/ })).toBeFocused();
  return steps;
}
const stepTitles = (quire: QuireFixture) =>
  (
    quire.core.db
      .prepare(
        "SELECT i.title FROM plan_items i JOIN plans p ON p.id = i.plan_id WHERE p.title LIKE 'Essay%' ORDER BY i.position",
      )
      .all() as { title: string }[]
  ).map((r) => r.title);

for (const scheme of ['light', 'dark'] as const) {
  test(`Plans: e edits a step, Shift+J moves it, Delete deletes the step (not the plan) and Undo brings it back (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const steps = await openEssayPlanSteps(page, quire);
    await page.keyboard.press('j');
    await expect(steps.getByRole('button', { name: /^Outline the argument/ })).toBeFocused();

    await page.keyboard.press('e');
    const title = page.getByRole('textbox', { name: 'Step title' });
    await expect(title).toBeFocused();
    await page.keyboard.type('Outline the argument in five parts');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Due' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Notes' })).toBeFocused();
    await page.keyboard.type('One page');
    await page.screenshot({ path: screenshotPath(`fix-plans-edit-step-${scheme}`) });
    // Enter starts a new line in notes; Ctrl+Enter saves.
    await page.keyboard.press('Control+Enter');
    const edited = steps.getByRole('button', { name: /^Outline the argument in five parts/ });
    await expect(edited).toBeFocused();
    await expect(steps).toContainText('One page');
    // The plan is still active: e no longer archives.
    expect(
      (quire.core.db.prepare("SELECT status FROM plans WHERE title LIKE 'Essay%'").get() as { status: string }).status,
    ).toBe('active');

    await page.keyboard.press('Shift+J');
    await expect.poll(() => stepTitles(quire)[2]).toBe('Outline the argument in five parts');
    await expect(edited).toBeFocused();

    await page.keyboard.press('Delete');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      "Delete step 'Outline the argument in five parts' from plan 'Essay on the French Revolution'?",
    );
    await page.keyboard.press('Enter');
    await expect(steps.getByRole('listitem')).toHaveCount(3);
    expect(stepTitles(quire)).toEqual([
      'Collect sources on the Estates-General',
      'Write the first draft',
      'Ask Sam to proofread',
    ]);
    const undo = page.locator('.toast', { hasText: 'Deleted step' }).getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    await expect.poll(() => stepTitles(quire)[2]).toBe('Outline the argument in five parts');
    await page.screenshot({ path: screenshotPath(`fix-plans-step-restored-${scheme}`) });
  });
}

test('Plans: y archives the plan; Delete in the plan list deletes the plan', async ({ page, quire }) => {
  await seedPlans(quire.core);
  await quire.open();
  await page.keyboard.press('Control+3');
  await expect(page.getByRole('heading', { level: 2, name: 'Essay on the French Revolution' })).toBeVisible();
  await page.keyboard.press('y');
  await expect(page.getByRole('region', { name: 'Your plans' })).toContainText('Archived 2');
  await page.keyboard.press('Delete');
  await expect(page.getByRole('alertdialog')).toContainText("Delete plan 'Essay on the French Revolution'");
  await page.keyboard.press('Escape');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`a task added while a filter hides it says where it went, and Show it selects it (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await seedTasks(quire.core);
    await quire.open();
    await page.keyboard.press('Control+4');
    await expect(page.getByTestId('task-count')).not.toHaveText('Loading…');
    await page.keyboard.press('c');
    await expect(page.getByRole('button', { name: /Completed/ })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('n');
    await page.keyboard.type('Return library books tomorrow');
    await page.keyboard.press('Enter');
    const notice = page.getByTestId('quick-add-hidden');
    await expect(notice).toContainText('Added ‘Return library books’ to Pending — the Completed filter hides it.');
    await page.screenshot({ path: screenshotPath(`fix-quick-add-hidden-${scheme}`) });
    // Tab from the field reaches "Show it" at once.
    await page.keyboard.press('Tab');
    await expect(notice.getByRole('button', { name: 'Show it' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /Pending/ })).toHaveAttribute('aria-pressed', 'true');
    const row = page.getByTestId('task-row').filter({ hasText: 'Return library books' });
    await expect(row).toHaveClass(/is-selected/);
    await expect(row.getByRole('checkbox')).toBeFocused();
    await expect(notice).toHaveCount(0);
  });
}

test('a task added while a search hides it says so, and Show it clears the search and selects it', async ({
  page,
  quire,
}) => {
  await seedTasks(quire.core);
  await quire.open();
  await page.keyboard.press('Control+4');
  await page.keyboard.press('/');
  await page.keyboard.type('essay');
  await expect(page.getByTestId('task-row')).toHaveCount(2);
  await page.keyboard.press('Enter'); // back to the list, the search kept
  await page.keyboard.press('n');
  await page.keyboard.type('Buy milk');
  await page.keyboard.press('Enter');
  const notice = page.getByTestId('quick-add-hidden');
  await expect(notice).toContainText('the search “essay” hides it');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('');
  const row = page.getByTestId('task-row').filter({ hasText: 'Buy milk' });
  await expect(row).toHaveClass(/is-selected/);
  await expect(row).toBeInViewport();
});

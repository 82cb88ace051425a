import type { Page } from '@playwright/test';
import { DEFAULT_SETTINGS } from '../../src-shared/settings';
import { startReminders } from '../../src-main/core/services/reminders';
import { expect, screenshotPath, test, type QuireFixture } from './harness';
import { at, day, seedTasks, tool } from './planningSeed';

const taskRow = (quire: QuireFixture, title: string) =>
  quire.core.db.prepare('SELECT * FROM tasks WHERE title = ?').get(title) as
    | { due_at: string | null; priority: number; description: string; recurrence: string | null; topic_id: number }
    | undefined;

async function openTasks(page: Page, quire: QuireFixture) {
  await quire.open();
  await page.keyboard.press('Control+4');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expect(page.getByTestId('task-count')).not.toHaveText('Loading…');
}

for (const scheme of ['light', 'dark'] as const) {
  test(`Today: overdue, today and the next 7 days with counts; x completes with an Undo toast (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await seedTasks(quire.core);
    await quire.open();
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(page.getByTestId('today-overdue')).toContainText('Overdue 2');
    await expect(page.getByTestId('today-today')).toContainText('Today 2');
    // Tomorrow, in 3 and in 5 days; not the one in 12 days.
    const week = page.getByTestId('today-week');
    await expect(week).toContainText('Next 7 days 3');
    await expect(week).toContainText('Lab report: enzyme kinetics');
    await expect(page.getByRole('main')).not.toContainText('Submit module registration');
    await page.screenshot({ path: screenshotPath(`today-sections-${scheme}`), fullPage: true });

    await page.keyboard.press('x');
    await expect(page.getByTestId('today-overdue')).toContainText('Overdue 1');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('today-overdue')).toContainText('Overdue 2');
  });

  test(`the task editor edits every field by keyboard; the due date reads words and shows the reading (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await seedTasks(quire.core);
    await openTasks(page, quire);
    await page.keyboard.press('e');
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await page.keyboard.type('Problem set 6 (final)');
    await page.keyboard.press('Tab');
    const due = page.getByRole('textbox', { name: 'Due' });
    await expect(due).toBeFocused();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('someday soon');
    await expect(page.getByTestId('field-error')).toContainText('cannot read “someday soon” as a date');
    await page.keyboard.press('Enter'); // refused: nothing saved
    await expect(due).toBeFocused();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('tomorrow 5pm');
    await expect(page.getByText(/^→ .*17:00/)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Topic' })).toBeFocused();
    await page.keyboard.type('Linear algebra');
    await page.keyboard.press('Tab');
    await page.keyboard.type('every friday');
    await expect(page.getByText('↻ every week on Friday')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Description' })).toBeFocused();
    await page.keyboard.type('**Ask** about question 3');
    await expect(page.getByRole('region', { name: 'Description preview' }).locator('strong')).toHaveText('Ask');
    await page.screenshot({ path: screenshotPath(`task-editor-${scheme}`) });
    await page.keyboard.press('Control+Enter');
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
    await expect.poll(() => taskRow(quire, 'Problem set 6 (final)')?.due_at).toBe(at(1, 17));
    expect(taskRow(quire, 'Problem set 6 (final)')).toMatchObject({
      description: '**Ask** about question 3',
      recurrence: expect.stringContaining('BYDAY=FR'),
      priority: 1,
    });
    const topic = quire.core.db.prepare('SELECT name FROM topics').get() as { name: string };
    expect(topic.name).toBe('Linear algebra');

    await page.keyboard.press('e');
    await page.keyboard.type('never saved');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
    expect(taskRow(quire, 'never saved')).toBeUndefined();
  });

  test(`a plan shows it is behind; M reschedules what was missed, asking first, and Ctrl+Z undoes it (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await tool(quire.core, 'generate_study_plan', {
      goal: 'Statistics exam',
      start_date: day(-4),
      deadline: day(5),
      topic_name: 'Statistics',
    });
    await quire.open();
    await page.keyboard.press('Control+3');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    const pace = page.getByTestId('plan-pace');
    await expect(pace).toContainText('4 steps behind');
    await expect(page.getByRole('listitem').filter({ hasText: 'Day 2' })).toContainText(
      'Review first: write down from memory',
    );
    await page.screenshot({ path: screenshotPath(`plan-behind-${scheme}`), fullPage: true });
    await page.keyboard.press('m');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('reschedule_plan');
    await page.keyboard.press('Enter');
    await expect(pace).toContainText('On schedule');
    const dates = () =>
      (quire.core.db.prepare('SELECT due_date FROM plan_items ORDER BY position').all() as { due_date: string }[]).map(
        (r) => r.due_date,
      );
    for (const d of dates()) expect(d >= day(0) && d <= day(5)).toBe(true);
    await page.keyboard.press('Control+z');
    await expect(pace).toContainText('4 steps behind');
    expect(dates()[0]).toBe(day(-4));
  });
}

test('a reminder from the main-side scheduler shows in the window, and Open goes to the task', async ({
  page,
  quire,
}) => {
  await tool(quire.core, 'add_task', { title: 'Call the tutor', due_at: at(1, 10) });
  await quire.open();
  // The real scheduler on the real database; only its clock is ours, so the test never waits on time.
  let now = new Date(at(1, 9)).getTime();
  const timers: (() => void)[] = [];
  const reminders = startReminders({
    db: quire.core.db,
    settings: () => ({ ...DEFAULT_SETTINGS, reminder_lead_minutes: 15 }),
    now: () => new Date(now),
    timers: { setTimeout: (fn) => timers.push(fn), clearTimeout: () => {} },
    notify: (r) => void quire.emit('task:reminder', r),
  });
  now = new Date(at(1, 10)).getTime() - 15 * 60_000;
  timers.at(-1)!();
  reminders.stop();
  const toast = page.getByRole('status').filter({ hasText: 'Reminder — Due at' });
  await expect(toast).toContainText('Call the tutor');
  await toast.getByRole('button', { name: 'Open' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expect(page.getByTestId('task-row').filter({ hasText: 'Call the tutor' })).toHaveClass(/is-selected/);
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { writeSettings } from '../../src-main/core/services/settings';
import { expect, screenshotPath, test, type QuireFixture } from './harness';
import { day, seedCards, seedPlans, seedTasks, seedWeakTopics, tool } from './planningSeed';

async function openToday(page: Page, quire: QuireFixture) {
  await quire.open();
  // Today is where the app opens.
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByTestId('due-cards-count')).not.toHaveText('–');
}
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('#main').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );

async function seedAll(quire: QuireFixture) {
  await seedTasks(quire.core);
  await seedPlans(quire.core);
  await seedCards(quire.core, 12);
  await seedWeakTopics(quire.core);
}

test('Today lists overdue and due-today tasks and the due cards; x completes one, R opens Flashcards', async ({
  page,
  quire,
}) => {
  await seedTasks(quire.core);
  await seedCards(quire.core, 3);
  await openToday(page, quire);
  const tasks = page.getByRole('group', { name: 'Overdue and due-today tasks' });
  await expect(tasks.getByRole('listitem')).toHaveCount(4);
  await expect(tasks.getByRole('listitem').first()).toContainText('Problem set 6');
  await expect(tasks.getByRole('listitem').first()).toContainText('Overdue 2d');
  await expect(tasks).not.toContainText('Lab report'); // due tomorrow
  await expect(page.getByTestId('due-cards-count')).toHaveText('3');
  await expect(page.getByText('3 cards are due for review')).toBeVisible();

  await page.keyboard.press('x');
  await expect(tasks.getByRole('listitem')).toHaveCount(3);
  const done = quire.core.db.prepare("SELECT status FROM tasks WHERE title LIKE 'Problem set 6%'").get() as {
    status: string;
  };
  expect(done.status).toBe('completed');

  await page.keyboard.press('r');
  await expect(page.getByRole('heading', { level: 1, name: 'Flashcards' })).toBeVisible();
});

test('the due-card count is the review session’s own queue: the daily new-card limit applies', async ({
  page,
  quire,
}) => {
  writeSettings(quire.core.db, { new_cards_per_day: 5 });
  await seedCards(quire.core, 12);
  await openToday(page, quire);
  // Twelve new cards exist, but today's queue (what R then reviews) holds five.
  await expect(page.getByTestId('due-cards-count')).toHaveText('5');
  const today = await tool<{ flashcards_due: number }>(quire.core, 'get_today', {});
  expect(today.flashcards_due).toBe(5);
});

test('plan steps due today move on with Space, and weak topics are listed to practise', async ({ page, quire }) => {
  await seedPlans(quire.core);
  await seedWeakTopics(quire.core);
  await openToday(page, quire);
  const steps = page.getByRole('list', { name: 'Plan steps due today or earlier' });
  // Day 3 (overdue, to do), Day 4 (today, in progress) and the essay's sources (overdue).
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  // The first row is selected from the start, so Space acts on it without a move.
  const first = steps.getByRole('listitem').first();
  await expect(first).toHaveClass(/is-selected/);
  await expect(first).toContainText('Day 3');
  await expect(first.getByRole('button', { name: /: To do\. Mark in progress/ })).toBeVisible();
  await page.keyboard.press(' ');
  await expect(first.getByRole('button', { name: /: In progress\. Mark done/ })).toBeVisible();
  await page.keyboard.press('x');
  await expect(steps.getByRole('listitem')).toHaveCount(2);
  const weak = page.getByRole('list', { name: 'Topics to practise' });
  await expect(weak.getByRole('listitem').first()).toContainText('Recursion');
  await expect(weak.getByRole('listitem').first()).toContainText('30% average');
});

test('Today says plainly when nothing is due, and picks up an agent’s task without a reload', async ({
  page,
  quire,
}) => {
  await openToday(page, quire);
  await expect(page.getByText('Nothing due today or in the next 7 days.')).toBeVisible();
  await expect(page.getByText('No cards due.')).toBeVisible();
  await expect(page.getByText('No plan steps due.')).toBeVisible();
  await expect(page.getByText('No weak topics yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Review now/ })).toHaveCount(0);
  await tool(quire.core, 'add_task', { title: 'Hand in the lab book', due_at: day(0) }, 'agent');
  await expect(page.getByRole('group', { name: 'Overdue and due-today tasks' })).toContainText('Hand in the lab book');
});

test('no serious or critical accessibility violations on Today, empty and full', async ({ page, quire }) => {
  // axe scans take seconds on a busy machine: give this test room (every wait is for a state).
  test.slow();
  await openToday(page, quire);
  expect(await seriousViolations(page)).toEqual([]);
  await seedAll(quire);
  await quire.emit('data:changed', { entity_type: 'task', ids: [] });
  await expect(page.getByRole('list', { name: 'Topics to practise' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('screenshots of Today in light and dark', async ({ page, quire }) => {
  await seedAll(quire);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openToday(page, quire);
    await expect(page.getByRole('list', { name: 'Topics to practise' })).toBeVisible();
    await page.keyboard.press('j');
    await page.screenshot({ path: screenshotPath(`today-${scheme}`), fullPage: true });
  }
});

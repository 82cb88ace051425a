import type { Page } from '@playwright/test';
import { expect, screenshotPath, test, type QuireFixture } from './harness';
import { day, seedCards, tool } from './planningSeed';

// Today's counts are the true ones (issue 12's leftovers): tasks counted by main however many rows
// Today draws, cards as the review session's own queue. Keyboard only, light and dark.

const SCHEMES = ['light', 'dark'] as const;

/** `n` overdue tasks straight into SQLite, far more than the 200 Today lists. */
function seedOverdue(quire: QuireFixture, n: number) {
  const insert = quire.core.db.prepare(
    `INSERT INTO tasks (title, description, due_at, priority, created_at, updated_at) VALUES (?, '', ?, 4, ?, ?)`,
  );
  const now = new Date().toISOString();
  quire.core.db.transaction(() => {
    for (let i = 1; i <= n; i++) insert.run(`Old task ${String(i).padStart(3, '0')}`, day(-3), now, now);
  })();
}

const stat = (page: Page, label: string) =>
  page.getByRole('definition').filter({ has: page.locator(`xpath=preceding-sibling::dt[.="${label}"]`) });

for (const scheme of SCHEMES) {
  test(`Today counts every overdue task, and today's own tasks still show behind 250 old ones (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    seedOverdue(quire, 250);
    await tool(quire.core, 'add_task', { title: 'Hand in the lab book', due_at: day(0), priority: 1 });
    await tool(quire.core, 'add_task', { title: 'Book the library room', due_at: day(2) });
    await quire.open();
    // Before: "200" (the length of the capped list), and today's task was not drawn at all.
    await expect(stat(page, 'Overdue')).toHaveText('250');
    await expect(stat(page, 'Due today')).toHaveText('1');
    await expect(page.getByTestId('today-overdue').locator('.section-title__count')).toHaveText('250');
    await expect(page.getByTestId('today-overdue-more')).toContainText('50 more in Tasks');
    const dueToday = page.getByTestId('today-today').getByRole('listitem');
    await expect(dueToday).toHaveCount(1);
    await expect(dueToday).toContainText('Hand in the lab book');
    await expect(page.getByTestId('today-week').getByRole('listitem')).toContainText('Book the library room');
    await page.screenshot({ path: screenshotPath(`desk-today-250-overdue-${scheme}`) });

    // x on the first overdue task: the counts follow at once.
    await page.keyboard.press('x');
    await expect(stat(page, 'Overdue')).toHaveText('249');
  });
}

test('Today’s card count leaves out a buried card, as the review session does', async ({ page, quire }) => {
  await seedCards(quire.core, 3);
  await quire.open();
  await expect(page.getByTestId('due-cards-count')).toHaveText('3');
  const [card] = quire.core.db.prepare('SELECT id FROM flashcards ORDER BY id LIMIT 1').all() as { id: number }[];
  await tool(quire.core, 'bury_flashcard', { card_id: card!.id }, 'agent');
  await expect(page.getByTestId('due-cards-count')).toHaveText('2');
  await page.keyboard.press('r');
  await expect(page.getByTestId('review-progress')).toHaveText('1 of 2');
});

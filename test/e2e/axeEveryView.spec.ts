import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, screenshotPath, test, type QuireFixture } from './harness';
import { seedDesk } from './deskSeed';
import { seedWeakTopics } from './planningSeed';
import { seedReviewHistory } from './progressSeed';
import { seedQuizHistory } from './studySeed';

// Issue 12: "axe clean on every view", in light and dark, reached the way a student reaches each
// one — by keyboard — with a student's data in it. A screenshot of every stop is kept to look at.

async function seedStudent(quire: QuireFixture) {
  await seedDesk(quire);
  await seedQuizHistory(quire.core);
  await seedWeakTopics(quire.core);
  seedReviewHistory(quire.core, { cards: 40, reviews: 600 });
}

/** Runs axe over the whole window; returns "stop: rule (targets)" for each serious or critical violation. */
async function audit(page: Page, stop: string, scheme: string): Promise<string[]> {
  await page.screenshot({ path: screenshotPath(`every-view-${stop}-${scheme}`) });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${stop}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing serious on any view or dialog, reached by keyboard (${scheme})`, async ({ page, quire }) => {
    // Some thirty axe scans: minutes on a loaded machine. Every wait is for a state.
    test.setTimeout(300_000);
    await page.emulateMedia({ colorScheme: scheme });
    await seedStudent(quire);
    await quire.open();
    const found: string[] = [];
    const stop = async (name: string) => found.push(...(await audit(page, name, scheme)));
    const palette = async (words: string) => {
      await page.keyboard.press('Control+k');
      await page.keyboard.type(words);
      await page.keyboard.press('Enter');
    };

    // Today, its help, the palette and the tour.
    await expect(page.getByTestId('due-cards-count')).not.toHaveText('–');
    await stop('today');
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await stop('help');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('add');
    await stop('palette');
    await page.keyboard.press('Escape');
    await palette('tour');
    await expect(page.getByRole('dialog', { name: 'Welcome to Quire' })).toBeVisible();
    await stop('tour');
    await page.keyboard.press('Escape');

    // Chat, with an answer.
    await page.keyboard.press('Control+1');
    await page.keyboard.type('what is due today?');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Due today|Overdue/).first()).toBeVisible();
    await stop('chat');

    // Plans: the list, the steps, a step's editor, Generate, and a delete's question.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+3');
    await expect(heading(page, 'Plans')).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('e');
    await expect(page.getByRole('textbox', { name: 'Step title' })).toBeFocused();
    await stop('plans-step-editor');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Delete');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await stop('plans-confirm');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('g');
    await expect(page.getByRole('heading', { name: 'Generate a study plan' })).toBeVisible();
    await stop('plans-generate');
    await page.keyboard.press('Escape');

    // Tasks and the task editor.
    await page.keyboard.press('Control+4');
    await expect(page.getByTestId('task-count')).toHaveText(/pending/);
    await stop('tasks');
    await page.keyboard.press('e');
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await stop('tasks-editor');
    await page.keyboard.press('Escape');

    // Quizzes: the start, a question, the results.
    await page.keyboard.press('Control+5');
    await expect(heading(page, 'Quizzes')).toBeVisible();
    await stop('quizzes');
    await page.keyboard.press('w');
    await expect(page.getByText(/Question 1 of/)).toBeVisible();
    await stop('quiz-question');
    await page.keyboard.press('Escape');
    await expect(page.getByText(/results/)).toBeVisible();
    await stop('quiz-results');
    await page.keyboard.press('Escape');

    // Flashcards: the browser, a new card, a review with the answer shown, a topic's page.
    await page.keyboard.press('Control+6');
    await expect(page.getByRole('button', { name: /Review \d+ due/ })).toBeVisible();
    await stop('flashcards');
    await page.keyboard.press('n');
    await expect(page.getByRole('dialog')).toBeVisible();
    await stop('flashcards-new-card');
    await page.keyboard.press('Escape');
    await page.keyboard.press('r');
    await expect(page.getByTestId('card-front')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('card-back')).toBeVisible();
    await stop('review-answer');
    await page.keyboard.press('Escape');
    await palette('open topic recursion');
    await expect(heading(page, 'Recursion')).toBeVisible();
    await stop('topic-page');
    await page.keyboard.press('Escape');

    // Materials and its reader.
    await page.keyboard.press('Control+7');
    await expect(heading(page, 'Materials')).toBeVisible();
    await stop('materials');
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await expect(page.locator('.reader__passage').first()).toBeVisible();
    await stop('materials-reader');
    await page.keyboard.press('Escape');

    // Settings (top, and the daily limits) and Progress with its tables.
    await page.keyboard.press('Control+8');
    await expect(heading(page, 'Settings')).toBeVisible();
    await stop('settings');
    await palette('per topic');
    await expect(page.getByRole('combobox', { name: 'Topic' })).toBeFocused();
    await stop('settings-topic-limits');
    await page.keyboard.press('Control+9');
    await expect(heading(page, 'Progress')).toBeVisible();
    await page.keyboard.press('t');
    await expect(page.getByRole('button', { name: /Hide table/ }).first()).toBeVisible();
    await stop('progress-tables');

    expect(found).toEqual([]);
  });
}

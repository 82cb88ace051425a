import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { WrongQuestion } from '../../src-shared/quizzes';
import { expect, screenshotPath, test } from './harness';
import { call, seedDecks, seedQuizHistory } from './studySeed';

// Keyboard only: a quiz with a wrong answer, its score, then a retry of what was wrong.

async function openQuizzes(page: Page, open: () => Promise<void>) {
  await open();
  await page.keyboard.press('Control+5');
  await expect(page.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeVisible();
}

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const wrongIn = async (quire: { core: Parameters<typeof call>[0] }, topicId: number) =>
  (await call<{ wrong_questions: WrongQuestion[] }>(quire.core, 'get_wrong_questions', { topic_id: topicId }))
    .wrong_questions;

test('take a quiz with one wrong answer, see the score, and retry it right', async ({ page, quire }) => {
  // Two free-text cards (too few answers for multiple choice): one answered right, one wrong.
  await call(quire.core, 'create_flashcard', {
    front: 'Capital of Australia?',
    back: 'Canberra',
    topic_name: 'Geography',
  });
  await call(quire.core, 'create_flashcard', {
    front: 'Longest river in Africa?',
    back: 'The Nile',
    topic_name: 'Geography',
  });
  const answers: Record<string, { typed: string; right: boolean }> = {
    'Capital of Australia?': { typed: '  canberra. ', right: true },
    'Longest river in Africa?': { typed: 'the Congo', right: false },
  };
  await openQuizzes(page, quire.open);
  await expect(page.getByText('No wrong answers waiting.')).toBeVisible();
  await page.keyboard.press('s');

  for (let i = 1; i <= 2; i++) {
    await expect(page.getByTestId('quiz-progress')).toHaveText(`Question ${i} of 2`);
    const question = (await page.getByTestId('quiz-question').textContent())!;
    await expect(page.getByLabel('Your answer')).toBeFocused();
    await page.keyboard.type(answers[question]!.typed);
    await page.keyboard.press('Enter');
    const feedback = page.getByTestId('quiz-feedback');
    if (answers[question]!.right) {
      await expect(feedback).toHaveText('Right');
    } else {
      await expect(feedback).toContainText('Not quite');
      await expect(feedback).toContainText('The answer: The Nile');
    }
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { name: '1 of 2 correct' })).toBeVisible();
  await expect(page.getByTestId('quiz-score')).toHaveText('50%');
  await expect(page.getByText('1 wrong answer saved to retry.')).toBeVisible();
  const topicId = 1;
  const [saved] = await wrongIn(quire, topicId);
  expect(saved).toMatchObject({
    question: 'Longest river in Africa?',
    user_answer: 'the Congo',
    correct_answer: 'The Nile',
    score: 0,
  });

  await page.keyboard.press('r');
  await expect(page.getByText('Geography · retrying what you got wrong')).toBeVisible();
  await expect(page.getByTestId('quiz-question')).toHaveText('Longest river in Africa?');
  await expect(page.getByText('You got this one wrong before.')).toBeVisible();
  await page.keyboard.type('nile');
  await page.keyboard.press('Enter');
  // Lenient, but not that lenient: "nile" is not "The Nile"; the student says they meant it.
  await expect(page.getByTestId('quiz-feedback')).toContainText('Not quite');
  await page.keyboard.press('c');
  await expect(page.getByTestId('quiz-feedback')).toContainText('Counted as right');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: '1 of 1 correct' })).toBeVisible();
  await expect(page.getByText('No new mistakes · 1 earlier mistake cleared.')).toBeVisible();
  // quiz_post_save deleted the attempt answered right this time.
  expect(await wrongIn(quire, topicId)).toEqual([]);
  const row = quire.core.db.prepare('SELECT deleted_at FROM quiz_attempts WHERE id = ?').get(saved!.attempt_id) as {
    deleted_at: string | null;
  };
  expect(row.deleted_at).not.toBeNull();
  await expect(page.getByRole('button', { name: /Retry what I got wrong/ })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Start a quiz' })).toBeVisible();
});

test('multiple choice answers with the number keys; the weak-topic chart reads as text', async ({ page, quire }) => {
  await seedDecks(quire.core);
  await seedQuizHistory(quire.core);
  await openQuizzes(page, quire.open);

  const recursion = page.getByTestId('weak-Recursion');
  await expect(recursion).toContainText('Recursion');
  await expect(recursion).toContainText('3 wrong answers to retry');
  await expect(page.getByRole('button', { name: 'Retry 3 wrong answers in Recursion' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Topic', exact: true }).focus();
  await page.keyboard.press('End'); // Spanish verbs: eight one-line answers, so multiple choice
  await expect(page.getByRole('combobox', { name: 'Topic', exact: true })).toHaveValue('Spanish verbs');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('group', { name: 'Choices' }).getByRole('button')).toHaveCount(4);
  await page.keyboard.press('2');
  await expect(page.getByTestId('quiz-feedback')).toBeVisible();
  await expect(page.getByRole('button', { name: /See your score|Next question/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: /of 1 correct/ })).toBeVisible();
  await expect(page.getByTestId('quiz-score')).toContainText('you answered 1 of 3');
});

test('no serious accessibility violations; screenshots in light and dark', async ({ page, quire }) => {
  // axe scans take seconds on a busy machine: give this test room (every wait is for a state).
  test.slow();
  await seedDecks(quire.core);
  await seedQuizHistory(quire.core);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openQuizzes(page, quire.open);
    await expect(page.getByTestId('weak-Photosynthesis')).toBeVisible();
    if (scheme === 'light') await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: screenshotPath(`quizzes-${scheme}`) });

    await page.keyboard.press('w'); // retry the weakest topic
    await expect(page.getByTestId('quiz-question')).toBeVisible();
    await page.keyboard.type('a stack frame');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('quiz-feedback')).toBeVisible();
    if (scheme === 'light') await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: screenshotPath(`quizzes-question-${scheme}`) });

    await page.keyboard.press('Enter');
    await page.keyboard.type('The calls never stop: the STACK overflows');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape'); // end after two answers, whatever the quiz's length
    await expect(page.getByRole('heading', { name: /of 2 correct/ })).toBeVisible();
    if (scheme === 'light') await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: screenshotPath(`quizzes-summary-${scheme}`) });
    await page.keyboard.press('Escape');
  }
});

test('the palette retries the weakest topic from any view', async ({ page, quire }) => {
  await seedDecks(quire.core);
  await seedQuizHistory(quire.core);
  await quire.open();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('retry wrong answers');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Recursion · retrying what you got wrong')).toBeVisible();
  await expect(page.getByTestId('quiz-progress')).toHaveText('Question 1 of 3');
});

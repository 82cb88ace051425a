import type { Page } from '@playwright/test';
import { expect, test, type QuireFixture } from './harness';
import { call } from './studySeed';

/**
 * Issue 11 item 4: a quiz and a review run in chat, one question at a time, by keyboard only —
 * the answer hidden until the student answers or says "show"; "skip", "stop" and "I don't know"
 * understood; answers graded and saved as the Quizzes view saves them.
 */
const CAPITALS: Record<string, string> = { France: 'Paris', Peru: 'Lima', Italy: 'Rome' };

async function seedCapitals(quire: QuireFixture) {
  for (const [country, city] of Object.entries(CAPITALS))
    await call(quire.core, 'create_flashcard', {
      front: `What is the capital of ${country}?`,
      back: city,
      topic_name: 'Capitals',
    });
}

async function openChat(page: Page, quire: QuireFixture) {
  await quire.open();
  await page.keyboard.press('Control+1');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
}

async function say(page: Page, text: string) {
  const box = page.getByLabel('Message Quire');
  await box.focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** The last message Quire wrote (the one being written, while a turn runs). */
const lastReply = (page: Page) => page.getByRole('log', { name: 'Conversation' }).locator('.msg--assistant').last();

/** The country the question on screen asks about. */
async function askedAbout(page: Page): Promise<string> {
  const text = (await lastReply(page).textContent()) ?? '';
  const country = Object.keys(CAPITALS).find((c) => text.includes(`capital of ${c}`));
  if (!country) throw new Error(`no question on screen: ${text}`);
  return country;
}

test('a quiz in chat: one question at a time, answers hidden, skip and “I don’t know” understood, saved like the Quizzes view', async ({
  page,
  quire,
}) => {
  test.setTimeout(120_000);
  await seedCapitals(quire);
  await openChat(page, quire);
  const log = page.getByRole('log', { name: 'Conversation' });

  await say(page, 'quiz me on capitals');
  await expect(lastReply(page)).toContainText('Question 1 of 3');
  for (const city of Object.values(CAPITALS)) await expect(log).not.toContainText(city);

  const first = await askedAbout(page);
  await say(page, CAPITALS[first]!.toLowerCase());
  await expect(lastReply(page)).toContainText('Right ✓');
  await expect(lastReply(page)).toContainText('Question 2 of 3');
  // The next question's answer is still hidden.
  const second = await askedAbout(page);
  await expect(log).not.toContainText(CAPITALS[second]!);

  await say(page, 'skip');
  await expect(lastReply(page)).toContainText('Skipped.');
  await expect(lastReply(page)).toContainText('Question 3 of 3');
  const third = await askedAbout(page);
  await expect(log).not.toContainText(CAPITALS[third]!);

  await say(page, "I don't know");
  await expect(lastReply(page)).toContainText(`The answer is: ${CAPITALS[third]!}`);
  await expect(lastReply(page)).toContainText('1 of 2 right (50%), 1 skipped');
  await expect(lastReply(page)).toContainText('Saved to your quiz history');

  // Saved as the Quizzes view saves a quiz (quiz_post_save): the two answered, not the skipped one.
  const attempts = quire.core.db.prepare('SELECT question, score FROM quiz_attempts ORDER BY id').all() as {
    question: string;
    score: number;
  }[];
  expect(attempts.map((a) => a.question).sort()).toEqual(
    [first, third].map((c) => `What is the capital of ${c}?`).sort(),
  );
  expect(attempts.map((a) => a.score).sort()).toEqual([0, 1]);

  // "stop" before any answer ends the quiz and saves nothing.
  await say(page, 'quiz me on capitals');
  await expect(lastReply(page)).toContainText('Question 1 of 3');
  await say(page, 'stop');
  await expect(lastReply(page)).toContainText('nothing was answered, so nothing was saved');
  expect(quire.core.db.prepare('SELECT COUNT(*) AS n FROM quiz_attempts').get()).toEqual({ n: 2 });
});

test('a review in chat: the card’s answer hidden until “show”, rated by number, skip and stop understood', async ({
  page,
  quire,
}) => {
  test.setTimeout(120_000);
  await seedCapitals(quire);
  await openChat(page, quire);
  const log = page.getByRole('log', { name: 'Conversation' });
  const reviews = () => (quire.core.db.prepare('SELECT COUNT(*) AS n FROM review_log').get() as { n: number }).n;

  await say(page, 'start review');
  await expect(lastReply(page)).toContainText('(3 due)');
  const first = await askedAbout(page);
  await expect(log).not.toContainText(CAPITALS[first]!);

  await say(page, 'show');
  await expect(lastReply(page)).toContainText(CAPITALS[first]!);
  const ratings = page.getByRole('group', { name: 'Choose an option' });
  await expect(ratings.getByRole('button')).toHaveText([/Again/, /Hard/, /Good/, /Easy/]);
  expect(reviews()).toBe(0);

  await say(page, '3');
  await expect(lastReply(page)).toContainText('(2 due)');
  expect(reviews()).toBe(1);
  const second = await askedAbout(page);
  expect(second).not.toBe(first);
  await expect(lastReply(page)).not.toContainText(CAPITALS[second]!);

  await say(page, 'skip');
  await expect(lastReply(page)).toContainText('Skipped — it stays due.');
  const third = await askedAbout(page);
  await expect(lastReply(page)).not.toContainText(CAPITALS[third]!);

  await say(page, 'stop');
  await expect(lastReply(page)).toContainText('Review stopped');
  expect(reviews()).toBe(1);
  // The skipped and the stopped cards are still due; the rated one is not.
  const due = quire.core.db
    .prepare("SELECT front FROM flashcards WHERE datetime(due_at) <= datetime('now') ORDER BY id")
    .all() as { front: string }[];
  expect(due.map((d) => d.front).sort()).toEqual([second, third].map((c) => `What is the capital of ${c}?`).sort());
});

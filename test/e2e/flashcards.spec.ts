import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ReviewPreview } from '../../src-shared/flashcards';
import { formatInterval } from '../../src-renderer/views/flashcards/intervals';
import { expect, screenshotPath, test } from './harness';
import { call, seedDecks } from './studySeed';

// Every flow here is driven by the keyboard alone, as DESIGN §7 promises.

const dueAt = (page: { core: { db: { prepare: (sql: string) => { get: (id: number) => unknown } } } }, id: number) =>
  (page.core.db.prepare('SELECT due_at FROM flashcards WHERE id = ?').get(id) as { due_at: string }).due_at;

async function openFlashcards(page: Page, open: () => Promise<void>) {
  await open();
  await page.keyboard.press('Control+6');
  await expect(page.getByRole('heading', { level: 1, name: 'Flashcards' })).toBeVisible();
}

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('create a card, review it with the number keys, and undo the rating with U', async ({ page, quire }) => {
  // axe scans take seconds on a busy machine: give this test room (every wait is for a state).
  test.slow();
  await openFlashcards(page, quire.open);
  await expect(page.getByText('You have no flashcards yet.')).toBeVisible();

  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'New card' });
  await expect(dialog.getByLabel('Front')).toBeFocused();
  await page.keyboard.type('What is a base case?');
  await page.keyboard.press('Tab');
  await page.keyboard.type('The input answered directly\nwithout recursing');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Recursion');
  await page.keyboard.press('Control+Enter');
  await expect(dialog.getByText('Added 1 card.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('option', { name: /What is a base case\?/ })).toBeVisible();
  await expect(page.getByTestId('due-summary')).toHaveText('1 card due.');
  const cardId = 1;
  const dueBefore = dueAt(quire, cardId);

  await page.keyboard.press('r');
  await expect(page.getByTestId('card-front')).toHaveText('What is a base case?');
  await expect(page.getByTestId('review-progress')).toHaveText('1 of 1');
  await expect(page.getByTestId('card-back')).toBeHidden();
  await page.keyboard.press('Space');
  // The back keeps its line break.
  await expect(page.getByTestId('card-back')).toHaveText('The input answered directly\nwithout recursing');

  const preview = await call<ReviewPreview>(quire.core, 'preview_flashcard_review', { card_id: cardId });
  for (const rating of ['again', 'hard', 'good', 'easy'] as const) {
    await expect(page.getByTestId(`interval-${rating}`)).toHaveText(
      formatInterval(preview.intervals[rating].interval_days),
    );
  }
  await expect(page.getByTestId('interval-again')).toHaveText(/^\d+m$/);

  await page.keyboard.press('4');
  await expect(page.getByRole('heading', { name: 'Review complete' })).toBeVisible();
  await expect(page.getByTestId('count-easy')).toHaveText('1');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: screenshotPath('flashcards-finished-light') });
  // Scheduled as the Easy button said, give or take the moments between preview and key press. The
  // rating is saved behind the screen (the next card shows at once), so wait for it to land.
  await expect.poll(() => dueAt(quire, cardId)).not.toBe(dueBefore);
  const dueAfter = Date.parse(dueAt(quire, cardId));
  expect(Math.abs(dueAfter - Date.parse(preview.intervals.easy.next_review_at))).toBeLessThan(5_000);
  expect(dueAfter).toBeGreaterThan(Date.parse(dueBefore) + 86_400_000);

  await page.keyboard.press('u');
  await expect(page.getByTestId('card-front')).toHaveText('What is a base case?');
  await expect(page.getByTestId('review-progress')).toHaveText('1 of 1');
  await expect(page.getByText('Took back “Easy”; the card is back.')).toBeVisible();
  expect(dueAt(quire, cardId)).toBe(dueBefore);

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('due-summary')).toHaveText('1 card due.');
});

test('E edits the card under review in place; Enter after revealing rates Good', async ({ page, quire }) => {
  await seedDecks(quire.core);
  await openFlashcards(page, quire.open);
  await expect(page.getByTestId('deck-Recursion')).toContainText('6 due');
  await page.keyboard.press('r');
  await expect(page.getByTestId('review-progress')).toHaveText('1 of 10');

  await page.keyboard.press('e');
  const form = page.getByRole('form', { name: 'Edit this card' });
  await expect(form.getByLabel('Front')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('What does recursion mean?');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('card-front')).toHaveText('What does recursion mean?');
  expect(quire.core.db.prepare('SELECT front FROM flashcards WHERE id = 1').get()).toEqual({
    front: 'What does recursion mean?',
  });

  await page.keyboard.press('Enter');
  await expect(page.getByTestId('card-back')).toBeVisible();
  await expect(page.getByRole('button', { name: /Good/ })).toBeFocused();
  await page.keyboard.press('Enter');
  // A new card rated Good is due again in minutes, so (as in Anki) it comes back at the end.
  await expect(page.getByTestId('review-progress')).toHaveText('2 of 11');
  await expect
    .poll(() => quire.core.db.prepare('SELECT rating FROM review_log WHERE card_id = 1').get())
    .toEqual({ rating: 'good' });
});

test('ratings are saved behind the session: quick ones all land in order, and one that fails says so', async ({
  page,
  quire,
}) => {
  for (const front of ['Osmosis?', 'Diffusion?', 'Active transport?']) {
    await call(quire.core, 'create_flashcard', { front, back: 'answer', topic_name: 'Cells' });
  }
  await openFlashcards(page, quire.open);
  // R exists once Flashcards knows cards are due (the race progress.spec and reviewsAnki.spec met).
  await expect(page.getByRole('button', { name: /Review \d+ due/ })).toBeVisible();
  await page.keyboard.press('r');
  const logs = () =>
    quire.core.db
      .prepare('SELECT f.front, r.rating FROM review_log r JOIN flashcards f ON f.id = r.card_id ORDER BY r.id')
      .all();

  // Easy on each, as fast as the keys can go: the next card shows before main has answered.
  for (const front of ['Osmosis?', 'Diffusion?']) {
    await expect(page.getByTestId('card-front')).toHaveText(front);
    await page.keyboard.press('Space');
    await expect(page.getByTestId('interval-easy')).not.toHaveText('…');
    await page.keyboard.press('4');
  }
  await expect(page.getByTestId('card-front')).toHaveText('Active transport?');
  await expect.poll(logs).toEqual([
    { front: 'Osmosis?', rating: 'easy' },
    { front: 'Diffusion?', rating: 'easy' },
  ]);

  // The card is deleted elsewhere (another window, the CLI) while it is on screen: its rating cannot
  // be saved, and the student is told so instead of the rating vanishing.
  await page.keyboard.press('Space');
  await expect(page.getByTestId('interval-easy')).not.toHaveText('…');
  quire.core.db.prepare("UPDATE flashcards SET deleted_at = datetime('now') WHERE front = 'Active transport?'").run();
  await page.keyboard.press('4');
  await expect(page.getByText(/Your rating of “Active transport\?” was not saved/)).toBeVisible();
  expect(logs()).toHaveLength(2);
  // The session is reloaded from main, which has nothing left due.
  await expect(page.getByText('Nothing is due right now.')).toBeVisible();
});

test('the browser searches, and a delete asks first and can be undone from the toast', async ({ page, quire }) => {
  await seedDecks(quire.core);
  await openFlashcards(page, quire.open);
  await expect(page.getByText('18 cards', { exact: true })).toBeVisible();

  await page.keyboard.press('/');
  await page.keyboard.type('TO S');
  await expect(page.getByText('2 cards matching “TO S”')).toBeVisible();
  await page.keyboard.type('peak');
  await expect(page.getByRole('listbox', { name: 'Cards' }).getByRole('option')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox', { name: 'Cards' })).toBeFocused();
  // The current card is the listbox's active descendant (aria-selected means marked for a bulk action).
  const hablar = await page.getByRole('option', { name: /hablar/ }).getAttribute('id');
  await expect(page.getByRole('listbox', { name: 'Cards' })).toHaveAttribute('aria-activedescendant', hablar!);

  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText("Delete flashcard 'hablar'?");
  await page.keyboard.press('y');
  await expect(page.getByText('Deleted card ‘hablar’.')).toBeVisible();
  await expect(page.getByText('No card matches.')).toBeVisible();
  // Focus went to the toast's Undo, so Enter takes the delete back.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: /hablar/ })).toBeVisible();
  expect(quire.core.db.prepare('SELECT deleted_at FROM flashcards WHERE front = ?').get('hablar')).toEqual({
    deleted_at: null,
  });
});

test('no serious accessibility violations; screenshots in light and dark', async ({ page, quire }) => {
  // axe scans take seconds on a busy machine: give this test room (every wait is for a state).
  test.slow();
  await seedDecks(quire.core);
  await page.setViewportSize({ width: 1280, height: 960 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openFlashcards(page, quire.open);
    await expect(page.getByTestId('deck-Recursion')).toBeVisible();
    await page.keyboard.press('/');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    if (scheme === 'light') await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: screenshotPath(`flashcards-browser-${scheme}`), fullPage: true });

    await page.keyboard.press('r');
    await expect(page.getByTestId('card-front')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('interval-good')).not.toHaveText('…');
    if (scheme === 'light') await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: screenshotPath(`flashcards-review-${scheme}`) });
    await page.keyboard.press('Escape');
  }
});

test('the palette starts a review or opens a new card from any view', async ({ page, quire }) => {
  await seedDecks(quire.core);
  await quire.open();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('start flashcard review');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Reviewing all topics')).toBeVisible();
  await expect(page.getByTestId('review-progress')).toHaveText('1 of 10');

  await page.keyboard.press('Control+k');
  await page.keyboard.type('new flashcard');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'New card' }).getByLabel('Front')).toBeFocused();
});

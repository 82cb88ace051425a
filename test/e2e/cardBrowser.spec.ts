import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, screenshotPath, tabTo, test } from './harness';
import { seedDecks } from './studySeed';

// Issue 12: the card browser as Anki users expect — sort, keyboard marks, bulk actions that ask
// first and can be undone. Keyboard only, against the real core.

const cardsList = (page: Page) => page.getByRole('listbox', { name: 'Cards' });
const state = (db: { prepare: (s: string) => { all: () => unknown[] } }) =>
  db
    .prepare(
      "SELECT front, suspended, t.name AS topic FROM flashcards f LEFT JOIN topics t ON t.id = f.topic_id WHERE front IN ('hablar', 'comer', 'vivir') ORDER BY front",
    )
    .all();

test('sort by most forgotten, mark cards with Space, suspend them after asking, and undo', async ({ page, quire }) => {
  test.slow();
  await seedDecks(quire.core);
  quire.core.db.prepare("UPDATE flashcards SET lapses = 7 WHERE front = 'comer'").run();
  quire.core.db.prepare("UPDATE flashcards SET lapses = 4 WHERE front = 'vivir'").run();
  await quire.open();
  await page.keyboard.press('Control+6');
  await expect(page.getByRole('heading', { level: 1, name: 'Flashcards' })).toBeVisible();
  await expect(page.getByText('18 cards', { exact: true })).toBeVisible();

  // Sort: reach the control by Tab and choose with the keyboard.
  await page.keyboard.press('/');
  await tabTo(page, /Newest first/);
  await page.keyboard.type('Most');
  await expect(cardsList(page).getByRole('option').first()).toContainText('comer');
  await expect(cardsList(page).getByRole('option').nth(1)).toContainText('vivir');

  // Marks: Space on the first, Shift+↓ marks the next as it moves. (Tab on from the sort.)
  await tabTo(page, /^Cards /);
  await expect(cardsList(page)).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.getByRole('group', { name: '2 cards marked' })).toBeVisible();
  await expect(cardsList(page).getByRole('option', { selected: true })).toHaveCount(2);
  await page.screenshot({ path: screenshotPath('card-browser-marked-light') });

  // Suspend asks first, naming the count; a no changes nothing.
  await tabTo(page, /^Suspend$/);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('2 existing flashcards');
  await page.keyboard.press('n');
  await expect(confirm).toBeHidden();
  expect(state(quire.core.db)).toEqual([
    { front: 'comer', suspended: 0, topic: 'Spanish verbs' },
    { front: 'hablar', suspended: 0, topic: 'Spanish verbs' },
    { front: 'vivir', suspended: 0, topic: 'Spanish verbs' },
  ]);

  // Yes suspends both; they leave the active list and show, marked suspended, under "Suspended".
  await tabTo(page, /^Suspend$/);
  await page.keyboard.press('Enter');
  // The question comes from main: Y before it shows is a key for the list (failed once at load 9).
  await expect(confirm).toContainText('2 existing flashcards');
  await page.keyboard.press('y');
  await expect(page.getByText('Suspended 2 cards.')).toBeVisible();
  await expect(page.getByText('16 cards', { exact: true })).toBeVisible();
  expect(state(quire.core.db)).toEqual([
    { front: 'comer', suspended: 1, topic: 'Spanish verbs' },
    { front: 'hablar', suspended: 0, topic: 'Spanish verbs' },
    { front: 'vivir', suspended: 1, topic: 'Spanish verbs' },
  ]);
  await expect(page.getByRole('group', { name: /marked/ })).toBeHidden();

  // Ctrl+Z takes the whole edit back in one step.
  await page.keyboard.press('Control+z');
  await expect(page.getByText('18 cards', { exact: true })).toBeVisible();
  expect(state(quire.core.db)).toEqual([
    { front: 'comer', suspended: 0, topic: 'Spanish verbs' },
    { front: 'hablar', suspended: 0, topic: 'Spanish verbs' },
    { front: 'vivir', suspended: 0, topic: 'Spanish verbs' },
  ]);
});

test('Ctrl+A marks every card shown; move them to a new topic; Esc clears marks; axe in light and dark', async ({
  page,
  quire,
}) => {
  test.slow();
  await seedDecks(quire.core);
  await quire.open();
  await page.keyboard.press('Control+6');
  await page.keyboard.press('/');
  await page.keyboard.type('comer');
  await expect(page.getByText('1 card matching “comer”')).toBeVisible();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('er');
  await expect(page.getByText(/\d+ cards matching “er”/)).toBeVisible();
  const shown = await cardsList(page).getByRole('option').count();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Control+a');
  await expect(page.getByRole('group', { name: `${shown} cards marked` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('group', { name: /marked/ })).toBeHidden();
  await expect(cardsList(page)).toBeFocused();

  await page.keyboard.press('Space');
  await tabTo(page, /Move to topic/);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Move to topic')).toBeFocused();
  await page.keyboard.type('Verbs to revise');
  await page.keyboard.press('Enter');
  // One card: nothing existing is overwritten in bulk, so it moves without a question.
  await expect(page.getByText('Moved 1 card to Verbs to revise.')).toBeVisible();
  // The list redraws after the move: wait for it, as a student looking at the row would.
  await expect(cardsList(page).getByRole('option').first()).toContainText('Verbs to revise');

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.keyboard.press('Space');
    await expect(page.getByRole('group', { name: '1 card marked' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: screenshotPath(`card-browser-bulk-${scheme}`) });
    await page.keyboard.press('Escape');
  }
});

test('the card search finds a topic’s cards by the topic’s name (light and dark)', async ({ page, quire }) => {
  await seedDecks(quire.core);
  await quire.open();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.keyboard.press('Control+6');
    await page.keyboard.press('/');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('verbs');
    // Before: none — no front or back says "verbs", only the topic's name (Spanish verbs).
    await expect(page.getByText('8 cards matching “verbs”')).toBeVisible();
    await expect(cardsList(page).getByRole('option').first()).toContainText('Spanish verbs');
    await page.screenshot({ path: screenshotPath(`desk-card-search-topic-${scheme}`) });
  }
});

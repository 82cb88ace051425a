import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { writeSettings } from '../../src-main/core/services/settings';
import { expect, screenshotPath, tabTo, test, type QuireFixture } from './harness';
import { call } from './studySeed';

// Issue 9: import → search → open a citation → ask about a selection, keyboard only, against the
// real core (real import worker, FTS5 index, offline agent answering retrieval_only).
const NOTES: Record<string, string> = {
  'biology/cells.md': [
    '# Cells',
    '',
    'Cells are the smallest units of life.',
    '',
    '## Transport',
    '',
    'Osmosis is the movement of water across a semi-permeable membrane, from a dilute solution to a concentrated one.',
    'Diffusion moves particles from high to low concentration without energy.',
    '',
    '## Division',
    '',
    'Mitosis produces two identical daughter cells; meiosis produces four gametes with half the chromosomes.',
    '',
  ].join('\n'),
  'history/rome.md': '# Rome\n\n## Republic\n\nThe Roman Republic was governed by two consuls elected every year.\n',
};

function writeNotes(quire: QuireFixture): string {
  const dir = path.join(quire.dataDir, 'notes');
  for (const [name, text] of Object.entries(NOTES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('import → search → open a citation → ask about a selection, keyboard only, light and dark', async ({
  page,
  quire,
}) => {
  // A long journey through four screens on a machine shared by several engineers.
  test.setTimeout(240_000);
  writeSettings(quire.core.db, { provider: 'offline' });
  quire.materialPaths.push(writeNotes(quire));
  await page.setViewportSize({ width: 1280, height: 900 });
  const schemes = ['light', 'dark'] as const;
  await page.emulateMedia({ colorScheme: schemes[0] });
  await quire.open();

  // Import a folder (F): the list shows both notes with their passage counts.
  await page.keyboard.press('Control+7');
  await expect(page.getByRole('heading', { level: 1, name: 'Materials' })).toBeVisible();
  await page.keyboard.press('f');
  await expect(page.getByRole('status').filter({ hasText: 'Import finished: 2 added' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Imported materials' });
  await expect(list.getByRole('button')).toHaveCount(2);
  await expect(list).toContainText('Cells');
  await expect(list).toContainText(/biology\/cells\.md · markdown · \d+ passages?/);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: screenshotPath('materials-list-light') });

  // Search (/): the snippet marks the query's word; Enter on a hit opens the reader there.
  await page.keyboard.press('/');
  await page.keyboard.type('osmosis membrane');
  const hits = page.getByRole('list', { name: 'Search results' });
  await expect(hits.locator('mark').first()).toHaveText(/osmosis|membrane/i);
  await page.screenshot({ path: screenshotPath('materials-search-light') });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Cells' })).toBeVisible();
  await expect(page.locator('.reader__passage--cited')).toContainText('Osmosis is the movement of water');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Materials' })).toBeVisible();

  // Ask in chat: the offline agent answers retrieval_only with numbered sources.
  // Chat puts the focus in its message box on arrival.
  await page.keyboard.press('Control+1');
  await expect(page.getByRole('textbox', { name: 'Message Quire' })).toBeFocused();
  await page.keyboard.type('what is osmosis?');
  await page.keyboard.press('Enter');
  const sources = page.getByRole('list', { name: 'Sources' }).last();
  await expect(sources).toContainText('Cells');
  await expect(page.getByText(/offline agent is answering/).last()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: screenshotPath('materials-chat-sources-light') });

  // Open the citation from the keyboard: the reader shows the cited passage, marked.
  await tabTo(page, '.grounded__source');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Cells' })).toBeVisible();
  const cited = page.locator('.reader__passage--cited');
  await expect(cited).toContainText('Osmosis');
  await expect(cited).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: screenshotPath('materials-reader-light') });

  // Select the passage (S) and ask about it (A): the chat asks with the selection.
  await page.keyboard.press('s');
  await expect(page.getByRole('button', { name: /Ask about selection/ })).toBeEnabled();
  await page.keyboard.press('a');
  await expect(page.getByRole('status').filter({ hasText: 'Asking about your selection from Cells' })).toBeVisible();
  await expect(page.locator('#composer-input')).toBeFocused();
  await page.keyboard.type('what does this passage say about water?');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Your selection \(\d+ characters\)/).last()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Asking about your selection' })).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('materials-chat-selection-light') });

  // The same screens in dark.
  await page.emulateMedia({ colorScheme: schemes[1] });
  await page.screenshot({ path: screenshotPath('materials-chat-selection-dark') });
  await tabTo(page, '.grounded__source');
  await page.keyboard.press('Enter');
  await expect(page.locator('.reader__passage--cited')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: screenshotPath('materials-reader-dark') });
  await page.keyboard.press('Escape');
  await page.keyboard.press('/');
  await page.keyboard.type('consuls');
  await expect(page.getByRole('list', { name: 'Search results' })).toContainText('Rome');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: screenshotPath('materials-search-dark') });
});

test('a broken file is named with its reason while the rest imports', async ({ page, quire }) => {
  const dir = writeNotes(quire);
  fs.writeFileSync(path.join(dir, 'broken.pdf'), 'not really a pdf');
  quire.materialPaths.push(dir);
  await quire.open();
  await page.keyboard.press('Control+7');
  await page.keyboard.press('f');
  const summary = page.getByRole('status').filter({ hasText: 'Import finished' });
  await expect(summary).toContainText('2 added');
  await expect(summary).toContainText('1 error');
  await expect(summary).toContainText('broken.pdf');
  await expect(page.getByRole('list', { name: 'Imported materials' }).getByRole('button')).toHaveCount(2);
});

test('O in a review opens the note line a card was written on; a hand-written card has no source to open', async ({
  page,
  quire,
}) => {
  test.slow();
  const dir = path.join(quire.dataDir, 'notes');
  fs.mkdirSync(dir, { recursive: true });
  // Long enough to make several passages, so opening "the note" at its start would not pass.
  const filler = (topic: string) =>
    Array.from({ length: 14 }, (_, i) => `${topic} detail ${i + 1}: a sentence long enough to fill out this passage.`);
  fs.writeFileSync(
    path.join(dir, 'membranes.md'),
    [
      '# Membranes',
      '',
      '## Structure',
      '',
      ...filler('Structure'),
      '',
      '## Transport',
      '',
      ...filler('Transport'),
      '',
      'What is osmosis?::Water moving across a semi-permeable membrane',
      '',
    ].join('\n'),
  );
  quire.materialPaths.push(dir);
  await quire.open();
  await page.keyboard.press('Control+7');
  await page.keyboard.press('f');
  await expect(page.getByRole('status').filter({ hasText: 'Import finished: 1 added' })).toBeVisible();

  await page.keyboard.press('Control+6');
  await expect(page.getByRole('button', { name: /Review \d+ due/ })).toBeVisible();
  await page.keyboard.press('r');
  await expect(page.getByTestId('card-front')).toHaveText('What is osmosis?');
  await page.keyboard.press('o');
  await expect(
    page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Materials' }),
  ).toHaveAttribute('aria-current', 'page');
  const cited = page.locator('.reader__passage--cited');
  await expect(cited).toContainText('What is osmosis?::Water moving');
  await expect(cited).toBeInViewport();
  // The shell stays put: the sidebar is not scrolled away by the reader's jump to the line.
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: screenshotPath('review-open-source-light') });

  // A card typed by hand has nowhere to go back to: O is not offered and does nothing.
  await call(quire.core, 'create_flashcard', { front: 'Typed by hand?', back: 'yes' });
  // Back in Flashcards the review goes on where it was (O left it open).
  await page.keyboard.press('Control+6');
  await expect(page.getByTestId('card-front')).toHaveText(/What is osmosis\?|Typed by hand\?/);
  if ((await page.getByTestId('card-front').textContent()) === 'What is osmosis?') {
    await page.keyboard.press('Space');
    await page.keyboard.press('4');
  }
  await expect(page.getByTestId('card-front')).toHaveText('Typed by hand?');
  await page.keyboard.press('o');
  await expect(page.getByTestId('card-front')).toHaveText('Typed by hand?');
  await expect(page.getByRole('button', { name: /Open source/ })).toHaveCount(0);
});

test('O in the card browser opens the note line the selected card was written on', async ({ page, quire }) => {
  test.slow();
  const dir = path.join(quire.dataDir, 'notes');
  fs.mkdirSync(dir, { recursive: true });
  const filler = (topic: string) =>
    Array.from({ length: 14 }, (_, i) => `${topic} detail ${i + 1}: a sentence long enough to fill out this passage.`);
  fs.writeFileSync(
    path.join(dir, 'transport.md'),
    [
      '# Transport',
      '',
      ...filler('Pumps'),
      '',
      '## Diffusion',
      '',
      ...filler('Gradients'),
      '',
      'What is diffusion?::Particles spreading from high to low concentration',
      '',
    ].join('\n'),
  );
  quire.materialPaths.push(dir);
  await quire.open();
  await page.keyboard.press('Control+7');
  await page.keyboard.press('f');
  await expect(page.getByRole('status').filter({ hasText: 'Import finished: 1 added' })).toBeVisible();

  await page.keyboard.press('Control+6');
  await page.keyboard.press('/');
  await page.keyboard.type('diffusion');
  await page.keyboard.press('ArrowDown');
  // The list has the focus and its cursor on the one card found (the cursor is aria-activedescendant).
  const cards = page.getByRole('listbox', { name: 'Cards' });
  await expect(cards).toBeFocused();
  await expect(cards.getByRole('option')).toHaveText([/What is diffusion\?/]);
  await expect(cards).toHaveAttribute('aria-activedescendant', /^card-option-\d+$/);
  await page.keyboard.press('o');
  await expect(
    page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Materials' }),
  ).toHaveAttribute('aria-current', 'page');
  const cited = page.locator('.reader__passage--cited');
  await expect(cited).toContainText('What is diffusion?::Particles spreading');
  await expect(cited).toBeInViewport();
  await page.screenshot({ path: screenshotPath('card-browser-open-source-light') });
});

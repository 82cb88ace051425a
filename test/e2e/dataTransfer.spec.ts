import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { buildExport } from '../../src-main/core/data/exportFile';
import { expect, screenshotPath, test } from './harness';

// Settings → Data export and import through the real renderer and the real core. Files go in
// through the file input (the one thing a keyboard cannot type) and come out as downloads.

async function openSettings(page: Page, open: () => Promise<void>) {
  await open();
  await page.keyboard.press('Control+8');
  await expect(page.getByRole('heading', { level: 2, name: 'Export and import' })).toBeVisible();
}

const cardCount = (db: { prepare: (s: string) => { pluck: () => { get: () => unknown } } }) =>
  db.prepare('SELECT count(*) FROM flashcards WHERE deleted_at IS NULL').pluck().get();

test('exports everything as JSON and one topic as an Anki package, as downloads', async ({ page, quire }) => {
  test.setTimeout(180_000); // a shared machine; each step still waits for a state, never for time
  const call = (name: string, input: unknown) => quire.core.registry.call(name, input, { origin: 'ui' });
  await call('add_task', { title: 'Essay draft', due_at: '2026-12-02' });
  await call('create_flashcard', { front: 'hola', back: 'hello', topic_name: 'Spanish' });
  await call('create_flashcard', { front: 'chat', back: 'cat', topic_name: 'French' });
  await openSettings(page, quire.open);

  const format = page.getByLabel('Export', { exact: true });
  await format.focus();
  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await (await json).path();
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(doc).toMatchObject({ format: 'quire-export', version: 1 });
  expect(doc.tables.tasks.map((t: { title: string }) => t.title)).toEqual(['Essay draft']);
  await expect(page.getByText(/^Exported quire-\d{4}-\d\d-\d\d\.json/)).toBeVisible();

  await format.selectOption('apkg');
  await page.getByLabel('Topic (optional)').fill('Spanish');
  const apkg = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  expect((await apkg).suggestedFilename()).toMatch(/\.apkg$/);
  await expect(page.getByText(/^Exported quire-.*\.apkg \(1 cards\)/)).toBeVisible();

  await format.selectOption('apkg');
  await page.getByLabel('Topic (optional)').fill('Latin');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByText('Export failed: There is no topic named "Latin".')).toBeVisible();
});

test('imports a large card file with progress, then replaces everything from a JSON export after asking', async ({
  page,
  quire,
}) => {
  test.setTimeout(180_000); // 1200 cards, three imports and a replace on a shared machine
  await openSettings(page, quire.open);
  const rows = Array.from({ length: 1200 }, (_, i) => `word ${i}\tmeaning ${i}`);
  const cards = path.join(quire.dataDir, 'vocab.txt');
  fs.writeFileSync(cards, `#separator:tab\n#deck:Vocabulary\n${rows.join('\n')}\n`);

  await page.getByLabel('Import a file').setInputFiles(cards);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported: 1200 cards added.')).toBeVisible({ timeout: 30_000 });
  const bar = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('value', '1200');
  expect(cardCount(quire.core.db)).toBe(1200);

  // Again: every card is already there, so all are skipped and counted.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported: 1200 duplicates skipped.')).toBeVisible({ timeout: 30_000 });

  // A JSON export of a different collection replaces this one, only after the student says yes.
  const snapshot = path.join(quire.dataDir, 'snapshot.json');
  await quire.core.registry.call('add_task', { title: 'Kept in the snapshot' }, { origin: 'ui' });
  const before = await buildExport(quire.core.db, { format: 'json', appVersion: 'e2e' });
  const doc = JSON.parse(Buffer.from(before.bytes).toString('utf8'));
  doc.tables.flashcards = [];
  doc.tables.review_log = [];
  fs.writeFileSync(snapshot, JSON.stringify(doc));

  await page.getByLabel('Import a file').setInputFiles(snapshot);
  await page.getByLabel(/Replace all my data/).check();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Replace everything in Quire with snapshot.json?');
  await page.keyboard.press('n');
  await expect(page.getByText('Nothing was imported.')).toBeVisible();
  expect(cardCount(quire.core.db)).toBe(1200);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(/^Imported: \d+ rows restored, the previous data was backed up to .*pre-import/),
  ).toBeVisible({
    timeout: 30_000,
  });
  expect(cardCount(quire.core.db)).toBe(0);
  expect(quire.core.db.prepare('SELECT title FROM tasks').pluck().all()).toEqual(['Kept in the snapshot']);

  // A file that is not what it says: the message names it, nothing changes.
  const broken = path.join(quire.dataDir, 'broken.apkg');
  fs.writeFileSync(broken, 'not a zip');
  await page.getByLabel(/Replace all my data/).uncheck();
  await page.getByLabel('Import a file').setInputFiles(broken);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(/^Import failed: broken\.apkg: is not an Anki package/)).toBeVisible();
});

test('the section is axe clean; screenshots in light and dark', async ({ page, quire }) => {
  test.setTimeout(180_000); // axe over the whole settings page is slow on a shared machine
  await openSettings(page, quire.open);
  const section = page.getByRole('region', { name: 'Export and import' });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await section.scrollIntoViewIfNeeded();
    const { violations } = await new AxeBuilder({ page }).include('[aria-labelledby="transfer-h"]').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await section.screenshot({ path: screenshotPath(`settings-data-transfer-${scheme}`) });
  }
});

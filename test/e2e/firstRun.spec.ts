import AxeBuilder from '@axe-core/playwright';
import net from 'node:net';
import type { Page } from '@playwright/test';
import { writeSettings } from '../../src-main/core/services/settings';
import { expect, paletteHighlighted, screenshotPath, test, type QuireFixture } from './harness';
import { importSampleOnFirstStart } from './deskSeed';

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A first start: the tour not yet seen, the sample material imported as the app does. */
async function firstStart(quire: QuireFixture) {
  quire.core.db.prepare("DELETE FROM app_state WHERE key = 'tour'").run();
  await importSampleOnFirstStart(quire);
}

const count = (quire: QuireFixture, sql: string) => (quire.core.db.prepare(sql).get() as { n: number }).n;

test('the tour: three screens by keyboard, sample data added with A and removed in one confirmed action', async ({
  page,
  quire,
}) => {
  test.slow();
  await firstStart(quire);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await quire.open();
    const tour = page.getByRole('dialog', { name: 'Welcome to Quire' });
    await expect(tour).toBeVisible();
    await expect(tour.getByRole('button', { name: /Next/ })).toBeFocused();
    await page.screenshot({ path: screenshotPath(`first-run-tour-${scheme}`) });
    if (scheme === 'light') await expectNoSeriousAxeViolations(page);
  }

  await page.keyboard.press('a');
  await expect(page.getByText(/Added sample data/)).toBeVisible();
  await expect(page.getByTestId('tour-add-sample')).toHaveText(/Sample data added/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Everything from the keyboard' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: 'Welcome to Quire' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Where to start' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The sample is everywhere a new student looks.
  await expect(page.getByText('Try Ctrl+K and type "progress" (sample)')).toBeVisible();
  await page.keyboard.press('Control+7');
  await expect(page.getByText('The cell', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('first-run-materials-dark') });
  expect(count(quire, 'SELECT count(*) AS n FROM flashcards WHERE deleted_at IS NULL')).toBeGreaterThanOrEqual(10);

  // The tour stays closed after a reload.
  await quire.open();
  await expect(page.getByRole('heading', { level: 1, name: /Today|Good/ }).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // One action removes it all, after asking.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('remove sample');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Your own data stays');
  await page.keyboard.press('y');
  await expect(page.getByText(/Removed \d+ cards, 3 tasks, 1 plan and 2 materials/)).toBeVisible();
  expect(count(quire, 'SELECT count(*) AS n FROM flashcards WHERE deleted_at IS NULL')).toBe(0);
  expect(count(quire, 'SELECT count(*) AS n FROM tasks WHERE deleted_at IS NULL')).toBe(0);
  expect(count(quire, 'SELECT count(*) AS n FROM materials')).toBe(0);
});

test('Esc skips the tour for good; the palette shows it again', async ({ page, quire }) => {
  quire.core.db.prepare("DELETE FROM app_state WHERE key = 'tour'").run();
  await quire.open();
  await expect(page.getByRole('dialog', { name: 'Welcome to Quire' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await quire.open();
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('tour');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Welcome to Quire' })).toBeVisible();
});

// The words a student types, and the command each must put first.
const EVERYDAY_NAMES: [string, RegExp][] = [
  ['add task', /^New task/],
  ['new task', /^New task/],
  ['new card', /^New flashcard/],
  ['add card', /^New flashcard/],
  ['help', /^Show keyboard shortcuts/],
  ['shortcuts', /^Show keyboard shortcuts/],
  ['settings', /^Go to Settings/],
  ['preferences', /^Go to Settings/],
  ['import', /^Import study materials/],
  ['progress', /^Go to Progress/],
  ['stats', /^Go to Progress/],
  ['backup', /^Back up now/],
  ['export', /^Export or import data/],
  ['review', /^Start flashcard review/],
  ['quiz', /^Go to Quizzes/],
  ['quiz me', /^Start a quiz/],
  ['dark', /^Switch theme/],
  ['tour', /^Show the welcome tour/],
  ['sample', /^Add sample data/],
  ['undo', /^Undo the last change/],
  ['limits', /^Limits: new cards and reviews per day/],
  ['daily limit', /^Limits: new cards and reviews per day/],
  ['new cards per day', /^Limits: new cards and reviews per day/],
  ['per topic limits', /^Limits per topic/],
];

test('the palette finds every action by its everyday name', async ({ page, quire }) => {
  test.slow();
  await quire.open();
  const misses: string[] = [];
  for (const [words, expected] of EVERYDAY_NAMES) {
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    await page.keyboard.type(words);
    const first = await paletteHighlighted(page);
    await expect(first).toBeVisible();
    const label = (await first.innerText()).replace(/\s+/g, ' ').trim();
    if (!expected.test(label)) misses.push(`"${words}" → "${label}"`);
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  }
  expect(misses).toEqual([]);
});

test('the local model chosen but not running: the chat says so and the offline agent answers', async ({
  page,
  quire,
}) => {
  test.slow();
  // A port nothing listens on: opened, then closed.
  const port = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
  writeSettings(quire.core.db, {
    provider: 'local',
    local_base_url: `http://127.0.0.1:${port}`,
    local_model: 'qwen3:8b',
  });
  await quire.core.registry.call(
    'add_task',
    { title: 'Essay draft', due_at: new Date().toISOString().slice(0, 10) },
    { origin: 'ui' },
  );
  await quire.open();
  await page.keyboard.press('Control+1');
  await expect(page.getByRole('textbox', { name: /message/i })).toBeFocused();
  await page.keyboard.type('what is due today?');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/local model is not available.*offline agent answered instead/i)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Essay draft').last()).toBeVisible();
  await page.screenshot({ path: screenshotPath('chat-local-unreachable-light') });
});

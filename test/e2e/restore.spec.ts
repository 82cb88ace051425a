import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { createCoreHost, type CoreHost } from '../../src-main/core/coreHost';
import { setLogSink } from '../../src-main/core/log';
import { writeAppState } from '../../src-main/core/services/appState';
import { APP_ORIGIN, emitToPage, installBridge, RENDERER_DIR } from './bridge';
import { screenshotPath } from './harness';

if (!process.env.QUIRE_DEBUG) setLogSink(() => {});

// Restore swaps the database under the running core, so this spec drives the app's CoreHost (as
// main does) instead of the shared fixture's single core.
const test = base.extend<{ app: { host: CoreHost; dataDir: string; open: () => Promise<void> } }>({
  app: async ({ page }, use) => {
    if (!fs.existsSync(path.join(RENDERER_DIR, 'index.html'))) throw new Error('run "npx electron-vite build" first');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-e2e-restore-'));
    let pageRef: Page | null = page;
    const host = await createCoreHost({
      dbPath: path.join(dataDir, 'quire.db'),
      dataDir,
      appVersion: 'e2e',
      confirmVia: 'renderer',
      emit: (event, payload) => {
        if (pageRef) void emitToPage(pageRef, event, payload).catch(() => {});
      },
    });
    // The welcome tour is a first start's own test (firstRun.spec.ts); here it would cover Settings.
    writeAppState(host.core.db, 'tour', { seen: true });
    await installBridge(page, host);
    await use({
      host,
      dataDir,
      open: async () => {
        await page.goto(`${APP_ORIGIN}/index.html`);
        await page.getByRole('navigation', { name: 'Views' }).waitFor();
      },
    });
    pageRef = null;
    host.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  },
});

const titles = (host: CoreHost) =>
  host.core.db.prepare('SELECT title FROM tasks WHERE deleted_at IS NULL ORDER BY id').pluck().all();

test('Settings → Data lists backups and restores one after a confirmation, without a restart', async ({
  page,
  app,
}) => {
  await app.host.core.registry.call('add_task', { title: 'Essay draft' }, { origin: 'ui' });
  await app.open();
  await page.keyboard.press('Control+8');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.keyboard.press('b');
  const list = page.getByTestId('backup-list');
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list.getByRole('row').nth(1)).toContainText('Yes');

  // A change after the backup, made where the student would make it (it shows up in Tasks).
  await app.host.core.registry.call('add_task', { title: 'Written after the backup' }, { origin: 'ui' });
  const restore = list.getByRole('button', { name: /Restore the backup from/ });

  // Esc declines: nothing changes.
  await restore.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Replace all your data with the backup from');
  await page.screenshot({ path: screenshotPath('settings-restore-confirm-light') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(titles(app.host)).toEqual(['Essay draft', 'Written after the backup']);

  // Enter approves: the backup comes back, the data from just before is kept as a backup.
  await restore.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('restore-status')).toContainText('Restored the backup from');
  await expect(page.getByTestId('restore-status')).toContainText('kept as');
  expect(titles(app.host)).toEqual(['Essay draft']);
  // The list now shows the safety backup as well.
  await expect(list.getByRole('row')).toHaveCount(3);
  await expect(list).toContainText('pre restore');

  // The running window shows the restored data without a reload.
  await page.keyboard.press('Control+4');
  await expect(page.getByText('Essay draft', { exact: true })).toBeVisible();
  await expect(page.getByText('Written after the backup', { exact: true })).toHaveCount(0);
});

test('the backups list has no serious accessibility violations; screenshots in light and dark', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  await app.host.router.handle('backup:now', {});
  await app.host.router.handle('backup:now', {});
  await page.setViewportSize({ width: 1280, height: 2600 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await app.open();
    await page.keyboard.press('Control+8');
    const list = page.getByTestId('backup-list');
    await expect(list.getByRole('row')).toHaveCount(3);
    await list.scrollIntoViewIfNeeded();
    if (scheme === 'light') {
      const { violations } = await new AxeBuilder({ page }).include('[aria-labelledby="backups-h"]').analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
    await page
      .locator('[aria-labelledby="backups-h"]')
      .screenshot({ path: screenshotPath(`settings-backups-${scheme}`) });
  }
});

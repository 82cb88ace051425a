import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, screenshotPath, test } from './harness';

// Keyboard only; every value is checked where main keeps it (the settings table), not just on screen.

async function openSettings(page: Page, open: () => Promise<void>) {
  await open();
  await page.keyboard.press('Control+8');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

const stored = (db: { prepare: (s: string) => { get: (k: string) => unknown } }, key: string) => {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row ? JSON.parse(row.value) : undefined;
};

test('provider, retention and a confirmation choice persist across a reload, and the choice is revocable', async ({
  page,
  quire,
}) => {
  await openSettings(page, quire.open);
  await page.getByRole('radio', { name: /Automatic/ }).focus();
  await page.keyboard.press('ArrowDown'); // Claude
  await page.keyboard.press('ArrowDown'); // Local
  await page.keyboard.press('ArrowDown'); // Offline
  await expect(page.getByText('Now using: Offline agent.')).toBeVisible();

  const retention = page.getByLabel('Desired retention');
  await retention.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('0.85');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/recall about 85 of 100 cards/)).toBeVisible();

  const deleteTask = page.getByRole('combobox', { name: 'Delete task: before it runs' });
  await deleteTask.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Delete task no longer asks.')).toBeVisible();
  await expect(page.getByTestId('confirm-summary')).toHaveText('Runs without asking: Delete task.');

  expect(stored(quire.core.db, 'provider')).toBe('offline');
  expect(stored(quire.core.db, 'desired_retention')).toBe(0.85);
  expect(stored(quire.core.db, 'confirm_policy')).toEqual({ delete_task: 'dont_ask' });

  await page.reload();
  await page.getByRole('navigation', { name: 'Views' }).waitFor();
  await page.keyboard.press('Control+8');
  await expect(page.getByRole('radio', { name: /Offline agent/ })).toBeChecked();
  await expect(page.getByLabel('Desired retention')).toHaveValue('0.85');
  await expect(deleteTask).toHaveValue('dont_ask');
  // Main enforces the choice: deleting a task no longer needs the dialog.
  const check = quire.core.registry.confirmationFor('delete_task', { task_id: 1 }, 'ui');
  expect(check).toMatchObject({ ok: true, data: { required: false } });

  await deleteTask.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('confirm-summary')).toHaveText('Every one of these asks first.');
  expect(stored(quire.core.db, 'confirm_policy')).toEqual({ delete_task: 'ask' });
});

test('a bad local URL shows main’s validation message beside the field and is not saved', async ({ page, quire }) => {
  await openSettings(page, quire.open);
  const url = page.getByLabel('Endpoint URL');
  await url.focus();
  await page.keyboard.type('localhost:11434');
  await page.keyboard.press('Enter');
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toHaveAccessibleDescription(/Must be an http\(s\) URL such as http:\/\/127\.0\.0\.1:11434/);
  expect(stored(quire.core.db, 'local_base_url')).toBeUndefined();

  const retention = page.getByLabel('Desired retention');
  await retention.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('0.5');
  await page.keyboard.press('Enter');
  await expect(retention).toHaveAttribute('aria-invalid', 'true');
  expect(stored(quire.core.db, 'desired_retention')).toBeUndefined();
});

test('Test connection saves the endpoint and shows the local provider’s status and latency', async ({
  page,
  quire,
}) => {
  // A stand-in for Ollama: answers the model list the health probe asks for.
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(req.url === '/v1/models' ? { data: [{ id: 'llama3.1:8b' }] } : {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await openSettings(page, quire.open);
    await page.getByLabel('Endpoint URL').focus();
    await page.keyboard.type(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('llama3.1:8b');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('local-connection')).toContainText(/healthy · \d+ ms/);
    expect(stored(quire.core.db, 'local_model')).toBe('llama3.1:8b');
  } finally {
    server.close();
  }
  // A dead endpoint is reported with main's reason, not a spinner.
  const url = page.getByLabel('Endpoint URL');
  await url.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('http://127.0.0.1:9');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab'); // on the button now, so T is the shortcut, not a letter
  await page.keyboard.press('t');
  await expect(page.getByTestId('local-connection')).toContainText('unavailable');
});

test('Back up now writes a copy into the data folder; the API key is write-only', async ({ page, quire }) => {
  await openSettings(page, quire.open);
  await expect(page.getByTestId('data-folder')).toHaveText(quire.dataDir);
  await page.keyboard.press('b');
  await expect(page.getByTestId('backup-result')).toContainText('1 backup kept');
  // Only finished backups count; the in-progress folder (.partial) is never one.
  const files = fs.readdirSync(path.join(quire.dataDir, 'backups')).filter((f) => f.endsWith('.db'));
  expect(files).toHaveLength(1);
  await expect(page.getByTestId('backup-result')).toContainText(path.join(quire.dataDir, 'backups', files[0]!));

  // The harness's key comes from the environment: status only, and no field to type it into.
  await expect(page.getByTestId('api-key-status')).toHaveText('not set');
  await expect(page.getByLabel('API key', { exact: true })).toBeDisabled();
  await expect(page.getByText('ANTHROPIC_API_KEY', { exact: true })).toBeVisible();
});

test('no serious accessibility violations; screenshots in light and dark', async ({ page, quire }) => {
  // axe scans take seconds on a busy machine: give this test room (every wait is for a state).
  test.slow();
  // Tall enough for every section: the view scrolls inside the window, so fullPage cannot reach it.
  await page.setViewportSize({ width: 1280, height: 2300 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openSettings(page, quire.open);
    await expect(page.getByRole('combobox', { name: 'Delete task: before it runs' })).toBeVisible();
    await expect(page.getByTestId('provider-offline')).toContainText('healthy');
    if (scheme === 'light') {
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
    await page.screenshot({ path: screenshotPath(`settings-full-${scheme}`), fullPage: true });
  }
});

test('the palette switches the provider and backs up, and the badge follows', async ({ page, quire }) => {
  await quire.open();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('switch provider to the offline agent');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Now using the offline agent.')).toBeVisible();
  expect(stored(quire.core.db, 'provider')).toBe('offline');
  await expect(page.getByRole('status', { name: /Agent: Offline agent/ })).toBeVisible();

  await page.keyboard.press('Control+k');
  await page.keyboard.type('back up now');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Backed up to .*manual\.db\.$/)).toBeVisible();
  expect(fs.readdirSync(path.join(quire.dataDir, 'backups')).filter((f) => f.endsWith('.db'))).toHaveLength(1);
});

test('chat limits: the confirmation expiry and context limit are saved by main, and an out-of-range value is refused at its field', async ({
  page,
  quire,
}) => {
  await openSettings(page, quire.open);
  const expiry = page.getByLabel('Unanswered confirmations expire after (minutes)');
  await expiry.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('3');
  const context = page.getByLabel('Longest request (tokens)');
  await context.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('50000');
  await page.keyboard.press('Enter');
  const limits = page.getByRole('region', { name: 'Chat limits' });
  await expect(limits.getByText('Saved.')).toBeVisible();
  expect(stored(quire.core.db, 'confirmation_expiry_minutes')).toBe(3);
  expect(stored(quire.core.db, 'context_limit_tokens')).toBe(50000);

  // Below the smallest window a chat can work in: main refuses, the field says why, nothing changes.
  await context.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  await expect(context).toHaveAttribute('aria-invalid', 'true');
  await expect(limits.getByTestId('field-error')).toBeVisible();
  expect(stored(quire.core.db, 'context_limit_tokens')).toBe(50000);
  await limits.screenshot({ path: screenshotPath('settings-chat-limits') });
});

test('Settings → Materials: a library whose folder moved says so and is re-rooted by keyboard, nothing imported again', async ({
  page,
  quire,
}) => {
  const old = path.join(quire.dataDir, 'notes');
  fs.mkdirSync(old, { recursive: true });
  fs.writeFileSync(path.join(old, 'cells.md'), '# Cells\n\nOsmosis moves water across a membrane.\n');
  const imported = await quire.core.registry.call('import_materials', { paths: [old] }, { origin: 'ui' });
  expect(imported.result.ok).toBe(true);
  const moved = path.join(quire.dataDir, 'usb', 'notes');
  fs.mkdirSync(path.dirname(moved), { recursive: true });
  fs.renameSync(old, moved);

  await openSettings(page, quire.open);
  const row = page.getByTestId('library');
  await expect(row).toContainText(old);
  await expect(row).toContainText('1 material');
  await expect(row).toContainText('folder not found');
  await row.getByRole('button', { name: 'Re-root…' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(`New folder for ${old}`)).toBeFocused();
  // A folder that does not exist is refused with the tool's own message; nothing changes.
  await page.keyboard.type(path.join(quire.dataDir, 'nowhere'));
  await page.keyboard.press('Enter');
  await expect(row.getByRole('status')).not.toBeEmpty();
  expect(quire.core.db.prepare('SELECT root FROM material_libraries').pluck().all()).toEqual([old]);

  await page.keyboard.press('Control+a');
  await page.keyboard.type(moved);
  await page.keyboard.press('Enter');
  await expect(row).toContainText(moved);
  await expect(row).not.toContainText('folder not found');
  expect(quire.core.db.prepare('SELECT root FROM material_libraries').pluck().all()).toEqual([moved]);
  // The same material, not a second import of it.
  expect(quire.core.db.prepare('SELECT count(*) FROM materials').pluck().get()).toBe(1);
  await page
    .getByRole('region', { name: 'Materials' })
    .screenshot({ path: screenshotPath('settings-materials-reroot') });
});

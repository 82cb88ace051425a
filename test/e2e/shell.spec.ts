import { expect, screenshotPath, test } from './harness';

const VIEWS = ['Chat', 'Today', 'Plans', 'Tasks', 'Quizzes', 'Flashcards', 'Materials', 'Settings', 'Progress'];

test('every view is reachable with Ctrl+1…9 and is screenshotted in light and dark', async ({ page, quire }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await quire.open();
    for (const [i, name] of VIEWS.entries()) {
      await page.keyboard.press(`Control+${i + 1}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`^\\S*\\s*${name}`) })).toHaveAttribute(
        'aria-current',
        'page',
      );
      if (name === 'Settings') await expect(page.getByTestId('db-path')).toBeVisible();
      await page.screenshot({ path: screenshotPath(`${name.toLowerCase()}-${scheme}`) });
    }
  }
});

test('every view is built: none shows a placeholder', async ({ page, quire }) => {
  await quire.open();
  for (let n = 1; n <= VIEWS.length; n++) {
    await page.keyboard.press(`Control+${n}`);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByText(/not built yet/i)).toHaveCount(0);
  }
});

test('the command palette opens with Ctrl+K, lists every view and action, and runs them by keyboard', async ({
  page,
  quire,
}) => {
  await quire.open();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette).toBeVisible();
  for (const name of VIEWS)
    await expect(palette.getByRole('option', { name: new RegExp(`Go to ${name}`) })).toBeVisible();
  await expect(palette.getByRole('option', { name: /Check agent and database health/ })).toBeVisible();
  await page.keyboard.type('settings');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
});

test('Settings shows app info and database health from the real core', async ({ page, quire }) => {
  await quire.open();
  await page.keyboard.press('Control+8');
  await expect(page.getByTestId('db-path')).toHaveText(quire.core.dbPath);
  await expect(page.getByTestId('app-version')).toHaveText('Quire e2e');
  await expect(page.getByTestId('provider-offline')).toContainText('healthy');
  await expect(page.getByTestId('provider-cloud')).toContainText('No API key is set.');
  await expect(page.getByRole('status', { name: /Agent: Offline agent, healthy/ })).toBeVisible();
});

test('the theme setting is stored in the database and survives a reload', async ({ page, quire }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await quire.open();
  await page.keyboard.press('Control+8');
  await page.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const stored = quire.core.db.prepare("SELECT value FROM settings WHERE key = 'theme'").get() as { value: string };
  expect(JSON.parse(stored.value)).toBe('dark');
});

test('? lists the current view’s shortcuts and the global ones; Esc closes it', async ({ page, quire }) => {
  await quire.open();
  await page.keyboard.press('Control+4');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 790 } });
  await page.keyboard.press('Shift+Slash');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Complete the task');
  await expect(help).toContainText('Command palette');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

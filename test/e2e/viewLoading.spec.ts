import { APP_ORIGIN } from './bridge';
import { expect, test } from './harness';
import { seedTasks } from './planningSeed';

// Today is in the first bundle; the other views' code arrives after it (src-renderer/views/index.tsx).
// A view asked for before its code is there must not lose the keys pressed meanwhile.

test('keys pressed while a view’s code is still loading reach it, in order, once it arrives', async ({
  page,
  quire,
}) => {
  await seedTasks(quire.core);
  // Tasks' code is held back until the keys have been pressed (routes added last are asked first).
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(`${APP_ORIGIN}/assets/TasksView-*.js`, async (route) => {
    asked();
    await gate;
    await route.fallback();
  });
  await quire.open();
  await page.keyboard.press('Control+4');
  await requested;
  await page.keyboard.press('/');
  await page.keyboard.type('essayx');
  await page.keyboard.press('Backspace');
  await expect(page.getByTestId('task-row')).toHaveCount(0);
  release();

  const search = page.getByRole('searchbox', { name: 'Search tasks' });
  await expect(search).toHaveValue('essay');
  await expect(search).toBeFocused();
  await expect(page.getByTestId('task-row')).toHaveCount(2);
});

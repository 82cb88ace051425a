import { APP_ORIGIN } from './bridge';
import { expect, test, type QuireFixture } from './harness';
import { seedPlans, seedTasks, tool } from './planningSeed';

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

/** Holds back the answer to one tool the renderer calls until `release()`; `requested` resolves when it is asked. */
function holdBackTool(quire: QuireFixture, name: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  const handle = quire.core.router.handle.bind(quire.core.router);
  quire.core.router.handle = async (channel, payload) => {
    if (channel === 'tools:call' && (payload as { name?: string } | undefined)?.name === name) {
      asked();
      await gate;
    }
    return handle(channel, payload);
  };
  return { requested, release };
}

test('keys pressed before a view’s rows arrive act on its first row once they do (Ctrl+3, Enter, e)', async ({
  page,
  quire,
}) => {
  await seedPlans(quire.core);
  const plans = await tool<{ plans: { plan_id: number }[] }>(quire.core, 'list_plans', { status: 'active' });
  const first = plans.plans[0]!.plan_id;
  const steps = await tool<{ plan_items: Record<string, { title: string }[]> }>(quire.core, 'list_plan_items', {
    plan_id: first,
  });
  const plansAnswer = holdBackTool(quire, 'list_plans');
  await quire.open();
  await page.keyboard.press('Control+3');
  await plansAnswer.requested;
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('e');
  await expect(page.getByRole('textbox', { name: 'Step title' })).toHaveCount(0);
  plansAnswer.release();

  const title = page.getByRole('textbox', { name: 'Step title' });
  await expect(title).toBeFocused();
  await expect(title).toHaveValue(steps.plan_items[String(first)]![0]!.title);
});

test('a form opened and filled before the rows arrive gets every key, Tab included, in order', async ({
  page,
  quire,
}) => {
  const plansAnswer = holdBackTool(quire, 'list_plans');
  await quire.open();
  await page.keyboard.press('Control+3');
  await plansAnswer.requested;
  await page.keyboard.press('n');
  await page.keyboard.type('Organic chemistry');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Alkanes');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
  plansAnswer.release();

  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Organic chemistry');
  await expect(page.getByRole('list', { name: 'Steps that will be created' }).getByRole('listitem')).toHaveText([
    /Alkanes/,
  ]);
});

test('Ctrl+A and Enter typed into a form before the rows arrive select and submit, as typed', async ({
  page,
  quire,
}) => {
  const plansAnswer = holdBackTool(quire, 'list_plans');
  await quire.open();
  await page.keyboard.press('Control+3');
  await plansAnswer.requested;
  await page.keyboard.press('g');
  await page.keyboard.type('Learn the Python tutorial');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  plansAnswer.release();

  const steps = page.getByRole('list', { name: 'Steps of Learn the Python tutorial' });
  await expect(steps.getByRole('listitem')).toHaveCount(5);
});

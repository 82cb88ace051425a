import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, screenshotPath, tabTo, test, type QuireFixture } from './harness';
import { day, seedPlans } from './planningSeed';
import { writeSettings } from '../../src-main/core/services/settings';
import type { Weekday } from '../../src-shared/settings';

async function openPlans(page: Page, quire: QuireFixture) {
  await quire.open();
  await page.keyboard.press('Control+3');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
}
const itemStatus = (quire: QuireFixture, title: string) =>
  (quire.core.db.prepare('SELECT status FROM plan_items WHERE title = ?').get(title) as { status: string }).status;
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('#main').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );

test('n creates a plan with steps by keyboard, and Space moves a step to in progress and done', async ({
  page,
  quire,
}) => {
  await openPlans(page, quire);
  await expect(page.getByText('No plans yet')).toBeVisible();
  await page.keyboard.press('n');
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await page.keyboard.type('Revise organic chemistry');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Alkanes and alkenes\nReaction mechanisms tomorrow\nPast paper 2019');
  await expect(page.getByRole('list', { name: 'Steps that will be created' }).getByRole('listitem')).toHaveCount(3);
  await page.keyboard.press('Control+Enter');

  const steps = page.getByRole('list', { name: 'Steps of Revise organic chemistry' });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  await expect(steps.getByRole('listitem').nth(1)).toContainText('Tomorrow');
  const progress = page.getByRole('progressbar', { name: 'Revise organic chemistry progress' }).last();
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  // Focus is on the first step's status; Space and s walk it on.
  const first = steps.getByRole('button', { name: /^Alkanes and alkenes: / });
  await expect(first).toBeFocused();
  await page.keyboard.press(' ');
  await expect(first).toHaveText('In progress');
  expect(itemStatus(quire, 'Alkanes and alkenes')).toBe('in_progress');
  await page.keyboard.press('s');
  await expect(first).toHaveText('Done');
  expect(itemStatus(quire, 'Alkanes and alkenes')).toBe('done');
  await expect(progress).toHaveAttribute('aria-valuenow', '33');

  await page.keyboard.press('j');
  await expect(steps.getByRole('button', { name: /^Reaction mechanisms: / })).toBeFocused();
  await page.keyboard.press('x');
  await expect(steps.getByRole('button', { name: /^Reaction mechanisms: / })).toHaveText('Done');
  await page.keyboard.press('k');
  await page.keyboard.press(' ');
  await expect(first).toHaveText('To do');
});

test('g generates a plan from a goal and days; a adds a step with a date read from the text', async ({
  page,
  quire,
}) => {
  await openPlans(page, quire);
  await page.keyboard.press('g');
  await page.keyboard.type('Learn the Python tutorial');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  const steps = page.getByRole('list', { name: 'Steps of Learn the Python tutorial' });
  await expect(steps.getByRole('listitem')).toHaveCount(5);
  await expect(steps.getByRole('listitem').first()).toContainText('Day 1 — Learn the Python tutorial (session 1 of 5)');
  await expect(steps.getByRole('listitem').first()).toContainText('Time: about 45 minutes.');

  await page.keyboard.press('a');
  await expect(page.getByRole('textbox', { name: 'New step' })).toBeFocused();
  await page.keyboard.type('Review list comprehensions tomorrow');
  await page.keyboard.press('Enter');
  await expect(steps.getByRole('listitem')).toHaveCount(6);
  const added = quire.core.db
    .prepare("SELECT due_date FROM plan_items WHERE title = 'Review list comprehensions'")
    .get();
  expect(added).toEqual({ due_date: day(1) });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: 'New step' })).toHaveCount(0);
});

test('g with a topic and no deadline: sessions run until the day before its exam, skipping the days off', async ({
  page,
  quire,
}) => {
  const exam = day(8);
  const dayOff = new Date(`${day(2)}T12:00:00`).toLocaleDateString('en-US', { weekday: 'long' }).toLowerCase();
  const { core } = quire;
  const made = await core.registry.call(
    'create_flashcard',
    { front: 'What does a ribosome make?', back: 'Proteins', topic_name: 'Biology' },
    { origin: 'ui' },
  );
  expect(made.result.ok).toBe(true);
  expect(
    (await core.registry.call('set_exam_date', { topic_name: 'Biology', exam_date: exam }, { origin: 'ui' })).result.ok,
  ).toBe(true);
  writeSettings(core.db, { unavailable_weekdays: [dayOff as Weekday] });
  await openPlans(page, quire);
  await page.keyboard.press('g');
  await page.keyboard.type('Biology exam');
  await tabTo(page, 'input[list="generate-plan-topics"]');
  await expect(page.getByRole('combobox', { name: 'Topic (optional)' })).toBeFocused();
  await page.keyboard.type('biology');
  await expect(page.getByRole('spinbutton', { name: 'Days' })).toBeEnabled();
  await page.screenshot({ path: screenshotPath('plans-generate-topic'), fullPage: true });
  await page.keyboard.press('Enter');

  const steps = page.getByRole('list', { name: 'Steps of Biology exam' });
  await expect(steps.getByRole('listitem').first()).toBeVisible();
  const plan = core.db.prepare("SELECT id, deadline, topic_id FROM plans WHERE title = 'Biology exam'").get() as {
    id: number;
    deadline: string;
    topic_id: number;
  };
  expect(plan.deadline).toBe(day(7));
  const topic = core.db.prepare('SELECT name FROM topics WHERE id = ?').get(plan.topic_id) as { name: string };
  expect(topic.name).toBe('Biology');
  const dates = (
    core.db.prepare('SELECT due_date FROM plan_items WHERE plan_id = ? ORDER BY due_date').all(plan.id) as {
      due_date: string;
    }[]
  ).map((r) => r.due_date);
  // Today through the day before the exam is eight days; the day off is left free.
  const expected = [0, 1, 2, 3, 4, 5, 6, 7].map(day).filter((d) => d !== day(2));
  expect([...new Set(dates)]).toEqual(expected);
  await expect(steps.getByRole('listitem')).toHaveCount(dates.length);
});

test('y archives a plan; Delete asks, Esc keeps it, confirming deletes it and Undo restores it', async ({
  page,
  quire,
}) => {
  const ids = await seedPlans(quire.core);
  await openPlans(page, quire);
  // Newest active plan first: the essay.
  await expect(page.getByRole('heading', { level: 2, name: 'Essay on the French Revolution' })).toBeVisible();
  await page.keyboard.press('y');
  await expect(page.getByRole('region', { name: 'Your plans' })).toContainText('Archived 2');
  const archived = quire.core.db.prepare('SELECT status FROM plans WHERE id = ?').get(ids.essay) as { status: string };
  expect(archived.status).toBe('archived');

  await page.keyboard.press('Delete');
  await expect(page.getByRole('alertdialog')).toContainText(
    "Delete plan 'Essay on the French Revolution' and its 4 items?",
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.keyboard.press('Delete');
  // Enter answers the question once it is asked (main is asked first; on a busy machine the key
  // came before the dialog and the question stayed open).
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Essay on the French Revolution/ })).toHaveCount(0);
  // The archive's own toast (with its Undo) may still show; focus is on the delete's.
  const undoDelete = page.locator('.toast', { hasText: 'Deleted plan' }).getByRole('button', { name: 'Undo' });
  await expect(undoDelete).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Essay on the French Revolution/ })).toBeVisible();
  const restored = quire.core.db.prepare('SELECT deleted_at FROM plans WHERE id = ?').get(ids.essay) as {
    deleted_at: string | null;
  };
  expect(restored.deleted_at).toBeNull();
});

test('a plan step changed by the agent shows up without a reload', async ({ page, quire }) => {
  await seedPlans(quire.core);
  await openPlans(page, quire);
  await page.keyboard.press('Enter');
  const steps = page.getByRole('list', { name: 'Steps of Essay on the French Revolution' });
  await expect(steps.getByRole('button', { name: /^Outline the argument: To do/ })).toBeVisible();
  await quire.core.registry.call(
    'update_item_status',
    { item_title: 'Outline the argument', status: 'done' },
    { origin: 'agent' },
  );
  await expect(steps.getByRole('button', { name: /^Outline the argument: Done/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Essay on the French Revolution/ })).toContainText(
    '1 of 4 steps done',
  );
});

test('E pressed before the plan’s steps have arrived edits the selected step once they do', async ({ page, quire }) => {
  await seedPlans(quire.core);
  // The steps' answer is held until E has been pressed (a fast Enter, E on a busy machine).
  const router = quire.core.router;
  const handle = router.handle.bind(router);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  router.handle = (async (channel: string, payload: unknown) => {
    if (channel === 'tools:call' && (payload as { name?: string }).name === 'list_plan_items') await gate;
    return handle(channel, payload);
  }) as typeof router.handle;
  await openPlans(page, quire);
  await expect(page.getByRole('button', { name: /^Essay on the French Revolution/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Loading steps…')).toBeVisible();
  await page.keyboard.press('e');
  await expect(page.getByRole('textbox', { name: 'Step title' })).toHaveCount(0);
  release();
  // Before: E found no step yet and did nothing.
  await expect(page.getByRole('textbox', { name: 'Step title' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Step title' })).toHaveValue('Collect sources on the Estates-General');
});

test('no serious or critical accessibility violations on Plans, empty and full', async ({ page, quire }) => {
  // axe scans take seconds on a busy machine: give this test room (every wait is for a state).
  test.slow();
  await openPlans(page, quire);
  await expect(page.getByText('No plans yet')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await seedPlans(quire.core);
  await quire.emit('data:changed', { entity_type: 'plan', ids: [] });
  await expect(page.getByRole('list', { name: /^Steps of/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('screenshots of Plans in light and dark', async ({ page, quire }) => {
  await seedPlans(quire.core);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openPlans(page, quire);
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.screenshot({ path: screenshotPath(`plans-${scheme}`) });
  }
});

import AxeBuilder from '@axe-core/playwright';
import { expect, screenshotPath, test, type QuireFixture } from './harness';
import type { Page } from '@playwright/test';

async function openChat(page: Page, quire: QuireFixture) {
  await quire.open();
  await page.keyboard.press('Control+1');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
}

async function say(page: Page, text: string) {
  const box = page.getByLabel('Message Quire');
  await box.focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

function liveTasks(quire: QuireFixture) {
  return quire.core.db.prepare('SELECT title, status FROM tasks WHERE deleted_at IS NULL ORDER BY id').all() as {
    title: string;
    status: string;
  }[];
}

test('adding a task in chat shows a tool card, the reply, and the task in Tasks without reload', async ({
  page,
  quire,
}) => {
  await openChat(page, quire);
  await expect(page.getByText('Ask Quire to plan, add tasks, quiz you or make flashcards')).toBeVisible();
  await say(page, 'add essay draft due friday p1');
  const card = page.getByTestId('tool-card').filter({ hasText: 'add_task' });
  await expect(card).toContainText('done');
  await expect(page.getByRole('log', { name: 'Conversation' })).toContainText('Added “Essay draft”');
  // The card opens by keyboard to show its inputs.
  await card.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(card).toContainText('priority');
  await page.keyboard.press('Control+4');
  await expect(page.getByRole('main')).toContainText('Essay draft');
  expect(liveTasks(quire)).toEqual([{ title: 'Essay draft', status: 'pending' }]);
});

test('a destructive request opens the confirmation dialog: N keeps the task, Y deletes it', async ({ page, quire }) => {
  await quire.core.registry.call('add_task', { title: 'Essay draft', due_at: '2026-11-27' }, { origin: 'ui' });
  await openChat(page, quire);
  await say(page, 'delete the essay draft task');
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText("Delete task 'Essay draft' (due Fri 27 Nov)?");
  await expect(dialog).toContainText('delete_task');
  await page.keyboard.press('n');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('tool-card').filter({ hasText: 'delete_task' })).toContainText('failed');
  expect(liveTasks(quire)).toHaveLength(1);

  await say(page, 'delete the essay draft task');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('y');
  await expect(page.getByTestId('tool-card').filter({ hasText: 'delete_task' }).last()).toContainText('done');
  expect(liveTasks(quire)).toHaveLength(0);
});

test('a clarification offers numbered choices; only a whole-message number picks one', async ({ page, quire }) => {
  // Two turns, a reload and two more turns: room for a busy machine.
  test.setTimeout(120_000);
  for (const title of ['Essay draft', 'Essay outline'])
    await quire.core.registry.call('add_task', { title }, { origin: 'ui' });
  await openChat(page, quire);
  await say(page, 'complete the essay task');
  const choices = page.getByRole('group', { name: 'Choose an option' });
  await expect(choices.getByRole('button')).toHaveText([/Essay draft/, /Essay outline/]);
  // The question lives in main's session state, so it survives a reload.
  await page.reload();
  // Keys reach the app once it has drawn its shell again.
  await page.getByRole('navigation', { name: 'Views' }).waitFor();
  await page.keyboard.press('Control+1');
  await expect(choices.getByRole('button')).toHaveText([/Essay draft/, /Essay outline/]);
  const composer = page.getByLabel('Message Quire');
  await composer.focus();
  // A message that only starts with a digit is a new request, never option 2.
  await composer.fill('2 more pages of notes to read');
  await page.keyboard.press('Enter');
  // Answered as a new request (the agent offers its own starters): the essay question is gone
  // and nothing was completed.
  await expect(choices.getByRole('button', { name: /Essay outline/ })).toHaveCount(0);
  await expect(page.getByTestId('tool-card').filter({ hasText: 'complete_task' })).toHaveCount(0);
  expect(liveTasks(quire)).toEqual([
    { title: 'Essay draft', status: 'pending' },
    { title: 'Essay outline', status: 'pending' },
  ]);
  // The whole message "2" picks the second option.
  await say(page, 'complete the essay task');
  await expect(choices.getByRole('button')).toHaveText([/Essay draft/, /Essay outline/]);
  await composer.fill('2');
  await page.keyboard.press('Enter');
  await expect(choices).toBeHidden();
  await expect
    .poll(() => liveTasks(quire))
    .toEqual([
      { title: 'Essay draft', status: 'pending' },
      { title: 'Essay outline', status: 'completed' },
    ]);
});

test('streamed deltas render as they arrive, Markdown stays safe, and links open only through main', async ({
  page,
  quire,
}) => {
  await openChat(page, quire);
  const session = await quire.core.router.handle('chat:session_create', { title: 'Streaming' });
  expect(session.ok).toBe(true);
  const session_id = (session as { data: { session_id: number } }).data.session_id;
  await page.keyboard.press('Control+2');
  await page.keyboard.press('Control+1');
  await page
    .getByRole('button', { name: /Streaming/ })
    .first()
    .click();
  const turn = { session_id, request_id: 'r1' };
  await quire.emit('chat:text_delta', { ...turn, text: 'Here is **bold** and ' });
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.locator('strong')).toHaveText('bold');
  await quire.emit('chat:tool_started', {
    ...turn,
    tool_use_id: 't1',
    name: 'list_tasks',
    input: { status: 'pending' },
  });
  await expect(page.getByTestId('tool-card').filter({ hasText: 'list_tasks' })).toContainText('running');
  await quire.emit('chat:tool_finished', {
    ...turn,
    tool_use_id: 't1',
    name: 'list_tasks',
    ok: true,
    result: { ok: true, data: { tasks: [] } },
    duration_ms: 1.2,
  });
  await expect(page.getByTestId('tool-card').filter({ hasText: 'list_tasks' })).toContainText('done');
  await quire.emit('chat:text_delta', {
    ...turn,
    text: 'a [tutorial](https://docs.python.org/3/tutorial/) <img src=x onerror="window.__pwned=1"> <script>window.__pwned=2</script>',
  });
  await expect(log).toContainText('a tutorial');
  expect(await log.locator('img, script').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  const url = page.url();
  await log.getByRole('link', { name: 'tutorial' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => quire.openedLinks).toEqual(['https://docs.python.org/3/tutorial/']);
  expect(page.url()).toBe(url);
});

test('↑ in an empty composer brings back the last message to edit', async ({ page, quire }) => {
  await openChat(page, quire);
  await say(page, 'what is due today?');
  await expect(page.getByRole('log', { name: 'Conversation' })).toContainText('what is due today?');
  await page.getByLabel('Message Quire').focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel('Message Quire')).toHaveValue('what is due today?');
});

test('chat has no serious accessibility violations, empty or in use, and is screenshotted', async ({ page, quire }) => {
  // axe scans take seconds on a busy machine: give this test room (every wait is for a state).
  test.slow();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openChat(page, quire);
    if (scheme === 'light') {
      const empty = await new AxeBuilder({ page }).analyze();
      expect(empty.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      await quire.core.registry.call('add_task', { title: 'Essay outline' }, { origin: 'ui' });
      await say(page, 'add essay draft due friday p1');
      await expect(page.getByTestId('tool-card').first()).toContainText('done');
      await say(page, 'complete the essay task');
      await expect(page.getByRole('group', { name: 'Choose an option' })).toBeVisible();
      const used = await new AxeBuilder({ page }).analyze();
      expect(used.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    }
    await page.screenshot({ path: screenshotPath(`chat-${scheme}`) });
  }
});

test('a confirmation left open survives a reload: the turn shows as running, and Stop ends it as stopped', async ({
  page,
  quire,
}) => {
  test.setTimeout(90_000);
  await quire.core.registry.call('add_task', { title: 'Essay draft' }, { origin: 'ui' });
  await openChat(page, quire);
  await say(page, 'delete the essay draft task');
  await expect(page.getByRole('alertdialog', { name: 'Are you sure?' })).toBeVisible();
  // The window is reloaded while the question is open; main's turn keeps waiting.
  await page.reload();
  // Keys reach the app once it has drawn its shell again.
  await page.getByRole('navigation', { name: 'Views' }).waitFor();
  await page.keyboard.press('Control+1');
  const waiting = page.getByRole('group', { name: 'Confirm the action' });
  await expect(waiting).toContainText("Still waiting for your answer: Delete task 'Essay draft'?");
  await page.screenshot({ path: screenshotPath('chat-reloaded-open-confirmation') });
  await page.getByRole('button', { name: /^Stop/ }).click();
  await expect(waiting).toBeHidden();
  await expect(page.getByRole('log', { name: 'Conversation' })).toContainText('Stopped');
  expect(liveTasks(quire)).toEqual([{ title: 'Essay draft', status: 'pending' }]);
  // The chat takes a new message at once (no "still answering").
  await say(page, 'what is due today?');
  await expect(page.getByLabel('Message Quire')).toHaveAttribute('placeholder', /Enter to send/);
});

import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, screenshotPath, tabTo, test } from './harness';
import { call } from './studySeed';

// Issue 12, "Subjects across everything": a topic gathers its cards, tasks and plans; the views
// filter by it; the topic page shows it all and edits the topic's own review limits. Keyboard only.

async function seedBiology(core: Parameters<typeof call>[0]) {
  for (const front of ['What is osmosis?', 'What is diffusion?', 'What does a ribosome make?'])
    await call(core, 'create_flashcard', { front, back: 'answer', topic_name: 'Biology' });
  await call(core, 'create_flashcard', { front: 'When did Rome fall?', back: '476', topic_name: 'History' });
  core.db.prepare("UPDATE flashcards SET lapses = 3 WHERE front = 'What is diffusion?'").run();
  await call(core, 'add_task', { title: 'Revise the cell membrane', topic_name: 'Biology' });
  await call(core, 'add_task', { title: 'Lab report on enzymes', topic_name: 'Biology' });
  await call(core, 'add_task', { title: 'Essay on the Gracchi', topic_name: 'History' });
  await call(core, 'write_plan', {
    title: 'Biology exam',
    topic_name: 'Biology',
    items: [{ title: 'Cells' }, { title: 'Genetics' }],
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`Tasks and Plans filter by topic; a task added under another topic says where it went (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await seedBiology(quire.core);
    await quire.open();
    await page.keyboard.press('Control+4');
    await expect(page.getByTestId('task-count')).toHaveText('3 tasks pending');
    // Keyboard only: Tab reaches the filter, and a select chooses by typing.
    await tabTo(page, '.topic-filter select');
    await page.keyboard.type('Bio');
    await expect(page.getByTestId('task-count')).toHaveText('2 tasks pending');
    await expect(page.getByText('Essay on the Gracchi')).toBeHidden();

    // Quick add into another topic while Biology is shown: the list says what hides it.
    // On to the search (Tab), back to the list (Esc), then N for quick add.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await page.keyboard.press('n');
    await page.keyboard.type('Read Livy #History');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('quick-add-hidden')).toContainText('the topic filter (Biology) hides it');

    await page.keyboard.press('Control+3');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await tabTo(page, '.topic-filter select');
    await page.keyboard.type('Hist');
    await expect(page.getByText('Biology exam')).toBeHidden();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Biology exam').first()).toBeVisible();
  });

  test(`Today narrows to one topic: its tasks and its due cards (${scheme})`, async ({ page, quire }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await seedBiology(quire.core);
    const today = new Date().toISOString().slice(0, 10);
    quire.core.db.prepare('UPDATE tasks SET due_at = ?').run(today);
    await quire.open();
    await expect(page.getByTestId('due-cards-count')).toHaveText('4');
    await expect(page.getByText('Essay on the Gracchi')).toBeVisible();
    await tabTo(page, '.topic-filter select');
    await page.keyboard.type('Bio');
    await expect(page.getByTestId('due-cards-count')).toHaveText('3');
    await expect(page.getByText('Essay on the Gracchi')).toBeHidden();
    await expect(page.getByText('Revise the cell membrane')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('due-cards-count')).toHaveText('1');
    await expect(page.getByText('Revise the cell membrane')).toBeHidden();
    await expect(page.getByText('Essay on the Gracchi')).toBeVisible();
    await page.screenshot({ path: screenshotPath(`today-topic-filter-${scheme}`) });
    // R reviews the filtered topic's one due card, not all four.
    await page.keyboard.press('Tab');
    await page.keyboard.press('r');
    await expect(page.getByTestId('card-front')).toHaveText('When did Rome fall?');
    await expect(page.getByTestId('review-progress')).toHaveText('1 of 1');
  });
}

test('the topic page: due cards, open tasks done from there, plan progress, weak cards, and its own limits', async ({
  page,
  quire,
}) => {
  test.slow();
  await seedBiology(quire.core);
  await quire.open();

  // From the palette by its everyday name.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('open topic biology');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Biology' })).toBeVisible();
  await expect(page.getByTestId('topic-due')).toHaveText('3 new, 0 learning, 0 to review.');
  await expect(page.getByRole('list', { name: 'Open tasks in Biology' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('0 of 2 steps done')).toBeVisible();
  await expect(page.getByText('What is diffusion?')).toBeVisible();
  await expect(page.getByText('forgotten 3 times')).toBeVisible();

  // Done from the topic page, by keyboard.
  await tabTo(page, /^Done: Lab report on enzymes/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Completed ‘Lab report on enzymes’.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Open tasks in Biology' }).getByRole('listitem')).toHaveCount(1);

  // The topic's own new-card limit: a bad value is refused at its field and nothing changes.
  await tabTo(page, '.topic-options input');
  await page.keyboard.type('-4');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('field-error')).toHaveText('Must be a whole number from 0 to 9999');
  expect(quire.core.db.prepare("SELECT new_per_day FROM topics WHERE name = 'Biology'").get()).toEqual({
    new_per_day: null,
  });
  await page.keyboard.press('Control+a');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page.getByTestId('topic-due')).toHaveText('2 new, 0 learning, 0 to review.');

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: screenshotPath(`topic-page-${scheme}`), fullPage: true });
  }

  // Esc leaves the field for the page's keys; R reviews just this topic; Esc from the review comes
  // back to the topic page, Esc again to Flashcards.
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('New cards per day')).not.toBeFocused();
  await page.keyboard.press('r');
  await expect(page.getByTestId('card-front')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Biology' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Flashcards' })).toBeVisible();
  // And back again from the topic's tile.
  await tabTo(page, /^Open topic Biology/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Biology' })).toBeVisible();
});

test('a material filed under a topic with T shows on the topic page as reading, and opens from there', async ({
  page,
  quire,
}) => {
  test.slow();
  await seedBiology(quire.core);
  const dir = path.join(quire.dataDir, 'notes');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'cells.md'), '# Cells\n\nCells are the smallest units of life.\n');
  fs.writeFileSync(path.join(dir, 'rome.md'), '# Rome\n\nThe Republic had two consuls.\n');
  quire.materialPaths.push(dir);
  await quire.open();
  await page.keyboard.press('Control+7');
  await page.keyboard.press('f');
  await expect(page.getByRole('status').filter({ hasText: 'Import finished: 2 added' })).toBeVisible();

  // J moves to the first material (Cells), T files it under a topic. The list may already have put
  // focus on Cells when the import drew it (focus on arrival); then J is not needed.
  const cells = page.getByRole('list', { name: 'Imported materials' }).getByRole('button', { name: /Cells/ });
  await expect(cells).toBeVisible();
  if (!(await cells.evaluate((el) => el === document.activeElement))) await page.keyboard.press('j');
  await expect(cells).toBeFocused();
  await page.keyboard.press('t');
  await expect(page.getByLabel('Topic for ‘Cells’')).toBeFocused();
  await page.keyboard.type('Biology');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Filed ‘Cells’ under Biology.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Imported materials' });
  await expect(list.getByRole('button', { name: /Cells/ })).toContainText('Biology');
  await expect(list.getByRole('button', { name: /Cells/ })).toBeFocused();

  // The topic filter shows one subject's reading.
  await tabTo(page, '.topic-filter select');
  await page.keyboard.type('Hist');
  await expect(list.getByRole('button')).toHaveCount(0);
  await page.keyboard.press('ArrowUp');
  await expect(list.getByRole('button')).toHaveCount(1);

  await page.keyboard.press('Control+k');
  await page.keyboard.type('open topic biology');
  await page.keyboard.press('Enter');
  const reading = page.getByRole('region', { name: 'Reading' });
  await expect(reading.getByRole('button', { name: 'Cells' })).toBeVisible();
  await tabTo(page, /^Cells$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Cells are the smallest units of life.')).toBeVisible();
  expect(
    quire.core.db
      .prepare("SELECT t.name FROM materials m JOIN topics t ON t.id = m.topic_id WHERE m.title = 'Cells'")
      .get(),
  ).toEqual({ name: 'Biology' });
});

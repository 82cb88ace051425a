import AxeBuilder from '@axe-core/playwright';
import { expect, paletteHighlighted, screenshotPath, test } from './harness';
import { tool } from './planningSeed';

// The command palette as a screen reader meets it (issue 12): a combobox whose field names the
// highlighted option, and one ranking across its groups. Keyboard only, light and dark.

for (const scheme of ['light', 'dark'] as const) {
  test(`the palette's field names the highlighted command as ↑/↓ move it, best match first across groups (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    // A topic whose "Open topic Recursion" (under Go to, listed before every action) has t…o…u…r in order.
    await tool(quire.core, 'create_flashcard', { front: 'base case', back: 'stops it', topic_name: 'Recursion' });
    await quire.open();
    await expect(page.getByTestId('due-cards-count')).toHaveText('1');
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    const field = palette.getByRole('combobox', { name: 'Command' });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    // Before (cmdk 1.1.1): aria-activedescendant was never set on the field.
    const first = await paletteHighlighted(page);
    const list = palette.getByRole('listbox', { name: 'Commands' });
    await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
    await expect(first).toHaveRole('option');
    await expect(first).toHaveAccessibleName(/^Go to Chat/);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    const second = await paletteHighlighted(page);
    await expect(second).toHaveAccessibleName(/^Go to Today/);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await expect(list.locator('[aria-selected="true"]')).toHaveCount(1);
    await page.keyboard.press('ArrowUp');
    await expect(await paletteHighlighted(page)).toHaveAccessibleName(/^Go to Chat/);
    // ↑ from the first wraps to the last, which is scrolled into sight.
    await page.keyboard.press('ArrowUp');
    const last = await paletteHighlighted(page);
    await expect(last).toHaveAccessibleName(/^Add sample data/);
    await expect(last).toBeInViewport();

    // Words typed: every match ranked together. Before: "Open topic Recursion" (Go to) came first.
    await page.keyboard.type('tour');
    const best = await paletteHighlighted(page);
    await expect(best).toHaveAccessibleName(/^Show the welcome tour/);
    await expect(list.getByRole('option').first()).toHaveAccessibleName(/^Show the welcome tour/);
    // Letters merely scattered in order (t…o…u…r in "Recursion") are left out beside a real match.
    await expect(list.getByRole('option')).toHaveCount(1);
    await page.screenshot({ path: screenshotPath(`desk-palette-tour-${scheme}`) });
    const { violations } = await new AxeBuilder({ page }).include('.palette').analyze();
    expect(violations.map((v) => v.id)).toEqual([]);

    // Nothing matches: collapsed, nothing highlighted, and it says so.
    await page.keyboard.type('zzzz');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).not.toHaveAttribute('aria-activedescendant', /.*/);
    await expect(palette.getByRole('status')).toHaveText('No matching command.');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Welcome to Quire' })).toBeVisible();
  });
}

test('Enter typed before the topics have arrived runs the command they bring, once they do', async ({
  page,
  quire,
}) => {
  await tool(quire.core, 'create_flashcard', { front: 'base case', back: 'stops it', topic_name: 'Recursion' });
  await quire.open();
  // The topics behind "Open topic …" are held until Enter has been pressed (a busy machine).
  const router = quire.core.router;
  const handle = router.handle.bind(router);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  router.handle = (async (channel: unknown, payload: unknown) => {
    if (channel === 'tools:call' && (payload as { name?: string }).name === 'list_topics') await gate;
    return handle(channel, payload);
  }) as typeof router.handle;
  await page.keyboard.press('Control+k');
  await page.keyboard.type('open topic recursion');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  release();
  // Before: Enter found no such command yet and did nothing; the palette stayed open.
  await expect(page.getByRole('heading', { level: 1, name: 'Recursion' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toHaveCount(0);
});

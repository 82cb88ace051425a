import type { Page } from '@playwright/test';
import { expect, screenshotPath, test } from './harness';
import { importSampleOnFirstStart } from './deskSeed';
import { seedTasks } from './planningSeed';

// What the keyboard walk through the desk saw out of place (issue 12), each checked as a student
// would notice it: spacing, padding and what a dialog shows first. Light and dark alike.

const SCHEMES = ['light', 'dark'] as const;
type Box = { x: number; y: number; width: number; height: number };
const box = async (page: Page, selector: string): Promise<Box> => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} has no box`);
  return b;
};

for (const scheme of SCHEMES) {
  test(`Progress sits in the page as every view does: padded from the sidebar, its heading whole (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await quire.open();
    await page.keyboard.press('Control+9');
    const heading = page.getByRole('heading', { level: 1, name: 'Progress' });
    await expect(heading).toBeVisible();
    await expect(page.getByText('No reviews yet')).toBeVisible();
    const sidebar = await box(page, 'nav[aria-label="Views"]');
    const h1 = await box(page, '#view-title');
    // Before: the heading touched the sidebar and the window's top edge.
    expect(h1.x - (sidebar.x + sidebar.width)).toBeGreaterThanOrEqual(24);
    expect(h1.y).toBeGreaterThanOrEqual(16);
    // "No reviews yet" stands apart from the first chart, as the charts do from each other.
    const empty = await box(page, '.progress-view > .empty-state');
    const firstChart = await box(page, '.progress-card');
    expect(firstChart.y - (empty.y + empty.height)).toBeGreaterThanOrEqual(12);
    await page.screenshot({ path: screenshotPath(`desk-progress-empty-${scheme}`) });
  });

  test(`Today: the gap above each section of tasks is the same (${scheme})`, async ({ page, quire }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await seedTasks(quire.core);
    await quire.open();
    await expect(page.getByTestId('today-week').getByRole('listitem')).toHaveCount(3);
    const gapAbove = async (section: 'today' | 'week', before: 'overdue' | 'today') => {
      const list = await box(page, `[data-testid="today-${before}"] ul`);
      const title = await box(page, `[data-testid="today-${section}"] h3`);
      return Math.round(title.y - (list.y + list.height));
    };
    const aboveToday = await gapAbove('today', 'overdue');
    expect(aboveToday).toBeGreaterThanOrEqual(8);
    // Before: "Next 7 days" sat right under the last row of today's tasks (0 px against 12).
    expect(await gapAbove('week', 'today')).toBe(aboveToday);
    await page.screenshot({ path: screenshotPath(`desk-today-sections-${scheme}`) });
  });
}

for (const scheme of SCHEMES) {
  test(`? opens at its title and first keys even when the list is longer than the window (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await quire.open();
    for (const [key, view] of [
      ['Control+4', 'Tasks'],
      ['Control+3', 'Plans'],
    ] as const) {
      await page.keyboard.press(key);
      await expect(page.getByRole('heading', { level: 1, name: view })).toBeVisible();
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect(help.getByRole('button', { name: /Close/ })).toBeFocused();
      // Before: focus scrolled the dialog to its end, the title and the view's first keys out of sight.
      await expect(help.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeInViewport({ ratio: 1 });
      await expect(help.getByRole('row').first()).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: screenshotPath(`desk-help-${view.toLowerCase()}-${scheme}`) });
      // The arrow keys scroll on down to the last key.
      for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowDown');
      await expect(help.getByRole('row').last()).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Escape');
      await expect(help).toBeHidden();
    }
  });
}

for (const scheme of SCHEMES) {
  test(`in Chat a toast sits above the message box, not over it (${scheme})`, async ({ page, quire }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await quire.open();
    await page.keyboard.press('Control+1');
    const box = page.getByRole('textbox', { name: /message/i });
    await expect(box).toBeFocused();
    // Any toast: the palette's sample data says what it added.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('add sample');
    await page.keyboard.press('Enter');
    const toast = page.locator('.toast', { hasText: 'Added sample data' });
    await expect(toast).toBeVisible();
    const t = (await toast.boundingBox())!;
    const b = (await box.boundingBox())!;
    // Before: the toast lay across the message box for six seconds.
    expect(t.y + t.height).toBeLessThanOrEqual(b.y);
    await page.screenshot({ path: screenshotPath(`desk-chat-toast-${scheme}`) });
  });
}

for (const scheme of SCHEMES) {
  test(`Materials: the topic filter stands apart from the list, and the reader reads in paragraphs (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    // The sample notes: two materials, and topics (their cards') to filter by.
    await importSampleOnFirstStart(quire);
    await quire.open();
    await page.keyboard.press('Control+7');
    const first = page.getByRole('list', { name: 'Imported materials' }).getByRole('listitem').first();
    await expect(first).toBeVisible();
    const filter = await box(page, '.materials .topic-filter select');
    const item = (await first.boundingBox())!;
    // Before: 1 px between them, the select sitting on the first material's border.
    expect(item.y - (filter.y + filter.height)).toBeGreaterThanOrEqual(12);
    await page.screenshot({ path: screenshotPath(`desk-materials-${scheme}`) });

    // The reader joins the note's hand-wrapped lines into paragraphs: before, "…turns carbon" ended a
    // line and "dioxide…" began the next, wherever the window was narrower than the file.
    // Arriving, the first material has focus (deskArrival): Enter opens it.
    await expect(first.locator('[data-nav-item]')).toBeFocused();
    await page.keyboard.press('Enter');
    const passage = page.locator('.reader__passage').first();
    await expect(passage).toBeVisible();
    expect(await passage.innerText()).toContain('Photosynthesis turns carbon dioxide and water');
    await page.screenshot({ path: screenshotPath(`desk-materials-reader-${scheme}`) });
  });
}

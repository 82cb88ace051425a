import AxeBuilder from '@axe-core/playwright';
import { expect, screenshotPath, test, type QuireFixture } from './harness';
import { importSampleOnFirstStart } from './deskSeed';
import { tool } from './planningSeed';

// A first start on a database that is not new (filled in the CLI, over MCP or by an import): the
// tour may show, but it never offers sample data as if the student had nothing. Keyboard only.

/** The app's first start on this database: the tour not seen, the sample material step run. */
async function firstStart(quire: QuireFixture) {
  quire.core.db.prepare("DELETE FROM app_state WHERE key = 'tour'").run();
  await importSampleOnFirstStart(quire);
}

const count = (quire: QuireFixture, sql: string) => (quire.core.db.prepare(sql).get() as { n: number }).n;

for (const scheme of ['light', 'dark'] as const) {
  test(`a database the CLI filled gets the tour without the sample-data offer (${scheme})`, async ({ page, quire }) => {
    await page.emulateMedia({ colorScheme: scheme });
    // As `quire tool add_task …` would have left it before the app ever opened the file.
    await tool(quire.core, 'add_task', { title: 'Essay draft', due_at: '2026-12-01' }, 'agent');
    await tool(quire.core, 'create_flashcard', { front: 'hablar', back: 'to speak' }, 'agent');
    await firstStart(quire);
    await quire.open();
    const tour = page.getByRole('dialog', { name: 'Welcome to Quire' });
    await expect(tour).toBeVisible();
    await expect(tour.getByTestId('tour-own-data')).toContainText('Your tasks, cards and plans are already here');
    // Before: "Add sample data (A)" and a claim that a sample library was already in Materials.
    await expect(tour.getByRole('button', { name: /sample data/i })).toHaveCount(0);
    await expect(tour).not.toContainText('sample');
    await page.screenshot({ path: screenshotPath(`desk-tour-own-data-${scheme}`) });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await page.keyboard.press('a'); // the sample key does nothing here
    for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(count(quire, 'SELECT count(*) AS n FROM tasks WHERE deleted_at IS NULL')).toBe(1);
    expect(count(quire, 'SELECT count(*) AS n FROM materials')).toBe(0);
  });
}

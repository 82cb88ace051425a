import AxeBuilder from '@axe-core/playwright';
import { expect, screenshotPath, test } from './harness';
import { seedDecks, seedQuizHistory } from './studySeed';

// The topic page's weak spots (issue 12: "due cards, open tasks, plan progress, weak spots"): the
// cards most often forgotten and the quiz answers still wrong, retried from there. Keyboard only.

for (const scheme of ['light', 'dark'] as const) {
  test(`a topic's weak spots include its quiz answers to retry, and W retries them (${scheme})`, async ({
    page,
    quire,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await seedDecks(quire.core);
    await seedQuizHistory(quire.core);
    quire.core.db.prepare("UPDATE flashcards SET lapses = 2 WHERE front = 'What is tail recursion?'").run();
    await quire.open();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('open topic recursion');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Recursion' })).toBeVisible();
    const weak = page.getByRole('region', { name: 'Weak spots' });
    await expect(weak).toContainText('What is tail recursion? — forgotten 2 times');
    // Before: only forgotten cards; the three quiz answers Recursion still had wrong were nowhere.
    await expect(weak).toContainText('What happens without a base case?');
    await expect(weak.getByRole('button', { name: /Retry 3 answers/ })).toBeVisible();
    await page.screenshot({ path: screenshotPath(`desk-topic-weak-spots-${scheme}`) });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await page.keyboard.press('w');
    await expect(page.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeVisible();
    await expect(page.getByText(/Question 1 of 3/)).toBeVisible();
  });
}

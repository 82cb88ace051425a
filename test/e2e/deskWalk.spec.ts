import type { Page } from '@playwright/test';
import { expect, screenshotPath, test } from './harness';
import { seedDesk } from './deskSeed';

// The whole desk walked by keyboard (issue 12): every view as it is on arrival, light and dark,
// with focus where the student lands — screenshots under artifacts/screenshots/ to look at.

const VIEWS = [
  ['Control+2', 'Today'],
  ['Control+1', 'Chat'],
  ['Control+3', 'Plans'],
  ['Control+4', 'Tasks'],
  ['Control+5', 'Quizzes'],
  ['Control+6', 'Flashcards'],
  ['Control+7', 'Materials'],
  ['Control+8', 'Settings'],
  ['Control+9', 'Progress'],
] as const;

for (const scheme of ['light', 'dark'] as const) {
  test(`every view on arrival has focus inside main, by keyboard (${scheme})`, async ({ page, quire }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: scheme });
    await seedDesk(quire);
    await quire.open();
    for (const [key, title] of VIEWS) {
      await page.keyboard.press(key);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Focus is in the view (its row, its field or its title), never left on the body.
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
      await page.screenshot({ path: screenshotPath(`desk-walk-${title.toLowerCase()}-${scheme}`) });
      // Every field's hint is read whole: before, the card search's cut off at "…and top".
      expect(await cutPlaceholders(page)).toEqual([]);
    }
  });
}

/** The placeholders in the view wider than their field's text box, as the student sees them cut. */
function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll<HTMLInputElement>('main input[placeholder], main textarea[placeholder]')]
      .filter((el) => el.offsetParent !== null)
      .filter((el) => {
        const css = getComputedStyle(el);
        ctx.font = `${css.fontStyle} ${css.fontWeight} ${css.fontSize} ${css.fontFamily}`;
        const room = el.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
        return ctx.measureText(el.placeholder).width > room;
      })
      .map((el) => el.placeholder);
  });
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { createCore, type Core } from '../../src-main/core/app';
import { setLogSink } from '../../src-main/core/log';
import { writeAppState } from '../../src-main/core/services/appState';
import { APP_ORIGIN, emitToPage, installBridge, RENDERER_DIR } from './bridge';

export { APP_ORIGIN } from './bridge';

if (!process.env.QUIRE_DEBUG) setLogSink(() => {});

export interface QuireFixture {
  core: Core;
  dataDir: string;
  /** Pushes a main → renderer event to the page, as main's webContents.send would. */
  emit: (event: string, payload: unknown) => Promise<void>;
  /** URLs main was asked to open in the browser (shell:open_external), in order. */
  openedLinks: string[];
  /**
   * What Materials → Import's file dialog "chooses": the OS dialog lives in Electron's main,
   * so here the core is given this list instead (set it before pressing I or F).
   */
  materialPaths: string[];
  /** Opens the app in a fresh page state. */
  open: () => Promise<void>;
}

export const test = base.extend<{ quire: QuireFixture }>({
  quire: async ({ page }, use) => {
    if (!fs.existsSync(path.join(RENDERER_DIR, 'index.html'))) {
      throw new Error('out/renderer is missing: run "npx electron-vite build" first (npm run test:e2e does).');
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-e2e-'));
    let pageRef: Page | null = page;
    const openedLinks: string[] = [];
    const materialPaths: string[] = [];
    const core = await createCore({
      dbPath: path.join(dataDir, 'quire.db'),
      dataDir,
      appVersion: 'e2e',
      // As in the app: destructive agent calls wait for the renderer's dialog.
      confirmVia: 'renderer',
      openExternal: (url) => openedLinks.push(url),
      pickMaterialPaths: async () => [...materialPaths],
      emit: (event, payload) => {
        if (pageRef) void emitToPage(pageRef, event, payload).catch(() => {});
      },
    });
    // The welcome tour is a first start's own test (firstRun.spec.ts); elsewhere it would cover the view.
    writeAppState(core.db, 'tour', { seen: true });
    await installBridge(page, core);
    await use({
      core,
      dataDir,
      openedLinks,
      materialPaths,
      emit: (event, payload) => emitToPage(page, event, payload),
      open: async () => {
        await page.goto(`${APP_ORIGIN}/index.html`);
        await page.getByRole('navigation', { name: 'Views' }).waitFor();
      },
    });
    pageRef = null;
    core.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  },
});

export { expect };

/** Screenshots are kept as test artifacts under artifacts/screenshots (look at them). */
export function screenshotPath(name: string): string {
  const dir = path.resolve(__dirname, '../../artifacts/screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

/**
 * Presses Tab until the focused element matches — a CSS selector, or a pattern over its accessible
 * label and text — failing after `max` presses. The keyboard-only way to reach a control.
 */
export async function tabTo(page: Page, target: string | RegExp, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    const here =
      typeof target === 'string'
        ? await page.evaluate((s) => document.activeElement?.matches(s) ?? false, target)
        : target.test(
            await page.evaluate(() => {
              const el = document.activeElement as HTMLElement | null;
              return el ? `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''}`.trim() : '';
            }),
          );
    if (here) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/**
 * The option the command palette's field names in aria-activedescendant — what a screen reader
 * reads as highlighted, and what Enter runs.
 */
export async function paletteHighlighted(page: Page) {
  const field = page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox');
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  const id = await field.getAttribute('aria-activedescendant');
  return page.locator(`[id="${id}"]`);
}

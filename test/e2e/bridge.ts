import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Core } from '../../src-main/core/app';

/** The built renderer, served at this origin so the page's CSP 'self' applies as in the app. */
export const APP_ORIGIN = 'http://quire.test';
export const RENDERER_DIR = path.resolve(__dirname, '../../out/renderer');
const MIME: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Drives the real renderer against the real core without Electron (ENVIRONMENT.md): the built
 * renderer is served through page.route, and `window.quire` is the same bridge shape the
 * preload exposes, routing invoke() to the real IPC router over a real SQLite file. Shared by
 * the E2E fixture (harness.ts) and the UI benchmark (bench/ui.ts).
 */
export async function installBridge(page: Page, core: Pick<Core, 'router'>): Promise<void> {
  await page.exposeBinding('__quireInvoke', (_source, channel: unknown, payload: unknown) =>
    core.router.handle(channel, payload),
  );
  // Plain text, not a function: tsx (bench/) adds `__name(...)` helpers to functions it compiles,
  // which would be undefined inside the page.
  await page.addInitScript(`(() => {
    const handlers = new Map();
    const w = window;
    w.__quireEmit = (event, payload) => handlers.get(event)?.forEach((h) => h(payload));
    w.quire = Object.freeze({
      invoke: (channel, payload) => w.__quireInvoke(channel, payload),
      on: (event, handler) => {
        if (!handlers.has(event)) handlers.set(event, new Set());
        handlers.get(event).add(handler);
        return () => handlers.get(event)?.delete(handler);
      },
    });
  })();`);
  await page.route(`${APP_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const rel = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
    const file = path.join(RENDERER_DIR, path.normalize(rel));
    if (!file.startsWith(RENDERER_DIR) || !fs.existsSync(file))
      return route.fulfill({ status: 404, body: 'not found' });
    await route.fulfill({
      status: 200,
      body: fs.readFileSync(file),
      headers: { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream' },
    });
  });
}

/** Pushes a main → renderer event into the page, as main's webContents.send would. */
export async function emitToPage(page: Page, event: string, payload: unknown): Promise<void> {
  await page.evaluate(`window.__quireEmit(${JSON.stringify(event)}, ${JSON.stringify(payload)})`);
}

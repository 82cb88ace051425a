import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { createCore, type Core } from '../../src-main/core/app';
import { setLogSink } from '../../src-main/core/log';

if (!process.env.QUIRE_DEBUG) setLogSink(() => {});

/** The built renderer, served at this origin so the page's CSP 'self' applies as in the app. */
export const APP_ORIGIN = 'http://quire.test';
const RENDERER_DIR = path.resolve(__dirname, '../../out/renderer');
const MIME: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface QuireFixture {
  core: Core;
  dataDir: string;
  /** Pushes a main → renderer event to the page, as main's webContents.send would. */
  emit: (event: string, payload: unknown) => Promise<void>;
  /** URLs main was asked to open in the browser (shell:open_external), in order. */
  openedLinks: string[];
  /** Opens the app in a fresh page state. */
  open: () => Promise<void>;
}

/**
 * Drives the real renderer against the real core without Electron (ENVIRONMENT.md): the built
 * renderer is served through page.route, and `window.quire` is the same bridge shape the
 * preload exposes, routing invoke() to the real IPC router over a real SQLite file.
 */
async function installBridge(page: Page, core: Core): Promise<void> {
  await page.exposeBinding('__quireInvoke', (_source, channel: unknown, payload: unknown) =>
    core.router.handle(channel, payload),
  );
  await page.addInitScript(() => {
    const handlers = new Map<string, Set<(p: unknown) => void>>();
    const w = window as unknown as Record<string, unknown>;
    w.__quireEmit = (event: string, payload: unknown) => handlers.get(event)?.forEach((h) => h(payload));
    w.quire = Object.freeze({
      invoke: (channel: string, payload?: unknown) =>
        (w.__quireInvoke as (c: string, p: unknown) => Promise<unknown>)(channel, payload),
      on: (event: string, handler: (p: unknown) => void) => {
        if (!handlers.has(event)) handlers.set(event, new Set());
        handlers.get(event)!.add(handler);
        return () => handlers.get(event)?.delete(handler);
      },
    });
  });
  await page.route(`${APP_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const rel = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
    const file = path.join(RENDERER_DIR, path.normalize(rel));
    if (!file.startsWith(RENDERER_DIR) || !fs.existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    await route.fulfill({
      status: 200,
      body: fs.readFileSync(file),
      headers: { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream' },
    });
  });
}

export const test = base.extend<{ quire: QuireFixture }>({
  quire: async ({ page }, use) => {
    if (!fs.existsSync(path.join(RENDERER_DIR, 'index.html'))) {
      throw new Error('out/renderer is missing: run "npx electron-vite build" first (npm run test:e2e does).');
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-e2e-'));
    let pageRef: Page | null = page;
    const openedLinks: string[] = [];
    const core = await createCore({
      dbPath: path.join(dataDir, 'quire.db'),
      dataDir,
      appVersion: 'e2e',
      // As in the app: destructive agent calls wait for the renderer's dialog.
      confirmVia: 'renderer',
      openExternal: (url) => openedLinks.push(url),
      emit: (event, payload) => {
        void pageRef?.evaluate(([e, p]) => (window as unknown as { __quireEmit: (e: string, p: unknown) => void }).__quireEmit(e as string, p), [event, payload] as const).catch(() => {});
      },
    });
    await installBridge(page, core);
    await use({
      core,
      dataDir,
      openedLinks,
      emit: async (event, payload) => {
        await page.evaluate(([e, p]) => (window as unknown as { __quireEmit: (e: string, p: unknown) => void }).__quireEmit(e as string, p), [event, payload] as const);
      },
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

export { expect } from '@playwright/test';

/** Screenshots are kept as test artifacts under artifacts/screenshots (look at them). */
export function screenshotPath(name: string): string {
  const dir = path.resolve(__dirname, '../../artifacts/screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

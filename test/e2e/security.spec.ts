import { expect, test } from './harness';

test('the page exposes only invoke and on, and unknown channels come back as validation errors', async ({
  page,
  quire,
}) => {
  await quire.open();
  const surface = await page.evaluate(() => ({
    keys: Object.keys((window as unknown as { quire: object }).quire).sort(),
    require: typeof (window as unknown as { require?: unknown }).require,
    process: typeof (window as unknown as { process?: unknown }).process,
  }));
  expect(surface).toEqual({ keys: ['invoke', 'on'], require: 'undefined', process: 'undefined' });
  const res = await page.evaluate(() =>
    (window as unknown as { quire: { invoke: (c: string, p?: unknown) => Promise<unknown> } }).quire.invoke(
      'fs:read',
      {},
    ),
  );
  expect(res).toMatchObject({ ok: false, error: { code: 'validation_error' } });
});

test('the CSP blocks inline scripts and network requests from the page', async ({ page, quire }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await quire.open();
  const result = await page.evaluate(async () => {
    const w = window as unknown as { __inlineRan?: boolean };
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.body.appendChild(s);
    const fetched = await fetch('http://quire.test/index.html').then(
      () => 'allowed',
      () => 'blocked',
    );
    return { inlineRan: w.__inlineRan === true, fetched };
  });
  expect(result).toEqual({ inlineRan: false, fetched: 'blocked' });
  expect(violations.length).toBeGreaterThan(0);
});

test('data-changed events from main reach the page', async ({ page, quire }) => {
  await quire.open();
  await page.evaluate(() => {
    const w = window as unknown as {
      quire: { on: (e: string, h: (p: unknown) => void) => () => void };
      __got: unknown[];
    };
    w.__got = [];
    const off = w.quire.on('data:changed', (p) => w.__got.push(p));
    (w as unknown as { __off: () => void }).__off = off;
  });
  await quire.emit('data:changed', { entity_type: 'task', ids: [1] });
  await page.evaluate(() => (window as unknown as { __off: () => void }).__off());
  await quire.emit('data:changed', { entity_type: 'task', ids: [2] });
  expect(await page.evaluate(() => (window as unknown as { __got: unknown[] }).__got)).toEqual([
    { entity_type: 'task', ids: [1] },
  ]);
});

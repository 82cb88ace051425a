import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Checks on the production build itself (npm run test:e2e builds before running these).
const OUT = path.resolve(__dirname, '../../out');

test('the built page carries the strict CSP', () => {
  const html = fs.readFileSync(path.join(OUT, 'renderer/index.html'), 'utf8');
  const csp = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
  expect(csp).toBeTruthy();
  const directives = Object.fromEntries(
    csp!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v.join(' ')]),
  );
  expect(directives).toMatchObject({
    'default-src': "'none'",
    'script-src': "'self'",
    'connect-src': "'none'",
    'object-src': "'none'",
    'base-uri': "'none'",
  });
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  // No inline script anywhere in the page: only external module scripts.
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});

test('the preload is one CommonJS file whose only require is electron (sandbox-compatible)', () => {
  const files = fs.readdirSync(path.join(OUT, 'preload'));
  expect(files).toEqual(['index.cjs']);
  const code = fs.readFileSync(path.join(OUT, 'preload/index.cjs'), 'utf8');
  const requires = [...code.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]);
  expect(new Set(requires)).toEqual(new Set(['electron']));
  expect(code).not.toMatch(/\bimport\s/);
});

test('the production renderer is minified', () => {
  const assets = fs.readdirSync(path.join(OUT, 'renderer/assets')).filter((f) => f.endsWith('.js'));
  expect(assets.length).toBeGreaterThan(0);
  for (const f of assets) {
    const code = fs.readFileSync(path.join(OUT, 'renderer/assets', f), 'utf8');
    const lines = code.split('\n').length;
    // A chunk shared by two lazy views can be a hundred bytes: on one line it is minified all the same.
    if (lines === 1) continue;
    expect(code.length / lines).toBeGreaterThan(500);
  }
});

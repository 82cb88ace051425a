import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/core/app';
import { CHANNEL_NAMES } from '../../src-shared/ipc/names';
import { isToolResult } from '../../src-shared/result';
import { tempDir } from '../helpers/db';

// Hostile payloads on every IPC channel: keys that pollute prototypes, megabyte strings, nesting
// deeper than any parser expects, wrong types. Each call must answer with a typed result; none may
// throw, reject unhandled, or change Object.prototype.
let core: Core;
let cleanup: () => void;
const unhandled: unknown[] = [];
const onUnhandled = (e: unknown) => unhandled.push(e);
beforeAll(async () => {
  const t = tempDir('quire-ipc-fuzz-');
  cleanup = t.cleanup;
  core = await createCore({ dbPath: path.join(t.dir, 'quire.db'), dataDir: t.dir, appVersion: 'fuzz' });
  process.on('unhandledRejection', onUnhandled);
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
  core.close();
  cleanup();
});

const pollution = fc.constantFrom(
  JSON.parse('{"__proto__": {"polluted": true}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
  JSON.parse('{"text": "hi", "__proto__": {"isAdmin": true}}'),
  JSON.parse('{"patch": {"__proto__": {"polluted": true}}}'),
  { prototype: { polluted: true } },
);
const huge = fc.integer({ min: 100_000, max: 3_000_000 }).map((n) => 'x'.repeat(n));
const deep = fc.integer({ min: 100, max: 5_000 }).map((depth) => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { text: v };
  return v;
});
const wrongTypes = fc.oneof(
  fc.anything(),
  fc.constantFrom(null, undefined, NaN, Infinity, -0, 10n, Symbol('s'), () => 1),
);
const payload = fc.oneof(
  pollution,
  huge,
  deep,
  wrongTypes,
  huge.map((s) => ({ text: s, name: s, file: s, url: s, session_id: s })),
  fc.dictionary(
    fc.constantFrom('text', 'name', 'input', 'file', 'session_id', 'patch', 'since'),
    fc.oneof(huge, deep, pollution, wrongTypes),
  ),
);

describe('IPC under hostile payloads', () => {
  it.each(CHANNEL_NAMES.map((c) => [c]))('%s answers every payload with a typed result', async (channel) => {
    await fc.assert(
      fc.asyncProperty(payload, async (p) => {
        const r = await core.router.handle(channel, p);
        expect(isToolResult(r)).toBe(true);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 25) },
    );
    await new Promise((r) => setImmediate(r));
    expect(unhandled).toEqual([]);
  });
});

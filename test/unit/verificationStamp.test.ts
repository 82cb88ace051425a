import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../src-main/core/db/connection';
import { TRUST_FULL_CHECK_MS, takeVerification } from '../../src-main/core/db/verification';
import { tempDir } from '../helpers/db';

// The stamp (db/verification.ts) is read at every start: whatever the file holds, only the exact
// stamp a clean close wrote for this file may skip the full check; anything else means "check".

let file: string;
let good: Record<string, unknown>;
let cleanup: () => void;

beforeAll(async () => {
  const dir = tempDir('quire-stamp-unit-');
  cleanup = dir.cleanup;
  file = path.join(dir.dir, 'quire.db');
  expect(closeDatabase(await openDatabase({ path: file }))).toBe(true);
  good = JSON.parse(fs.readFileSync(`${file}.verified`, 'utf8')) as Record<string, unknown>;
});
afterAll(() => cleanup());

/** Writes `text` as the stamp and asks whether it is trusted (which also consumes it). */
function trusted(text: string, now = new Date()): boolean {
  fs.writeFileSync(`${file}.verified`, text);
  const at = takeVerification(file, now);
  expect(fs.existsSync(`${file}.verified`)).toBe(false);
  return at !== null;
}

describe('the verification stamp', () => {
  it('is trusted exactly as written, once', () => {
    expect(trusted(JSON.stringify(good))).toBe(true);
    expect(takeVerification(file)).toBeNull();
  });

  it('is not trusted with any one field changed, removed, or one added', () => {
    const keys = Object.keys(good);
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.oneof(fc.jsonValue(), fc.string(), fc.integer(), fc.constant(undefined)),
        (key, value) => {
          fc.pre(JSON.stringify(value) !== JSON.stringify(good[key]));
          expect(trusted(JSON.stringify({ ...good, [key]: value }))).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
    expect(trusted(JSON.stringify({ ...good, extra: 1 }))).toBe(false);
  });

  it('is not trusted when it is not a stamp at all', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (text) => {
          expect(trusted(text)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is trusted for a week after the full check, and not from the future', () => {
    const checked = new Date(String(good.verified_at)).getTime();
    expect(trusted(JSON.stringify(good), new Date(checked + TRUST_FULL_CHECK_MS))).toBe(true);
    expect(trusted(JSON.stringify(good), new Date(checked + TRUST_FULL_CHECK_MS + 1))).toBe(false);
    expect(trusted(JSON.stringify(good), new Date(checked - 60_000))).toBe(false);
  });
});

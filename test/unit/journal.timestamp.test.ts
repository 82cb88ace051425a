import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoOf } from '../../src-main/core/tools/toolCall';

// The journal's created_at is formatted from tables instead of toISOString (fewer instructions per
// call); the purges bisect the journal by this text, so it must be toISOString's, character for character.
describe("the journal's timestamp", () => {
  it('is exactly toISOString for any date, including years written with a sign or six digits', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (d) => {
        expect(isoOf(d)).toBe(d.toISOString());
      }),
      { numRuns: 5000 },
    );
  });

  it('pads every field and falls back to toISOString outside four-digit years', () => {
    expect(isoOf(new Date(Date.UTC(2026, 10, 26, 9, 5, 7, 42)))).toBe('2026-11-26T09:05:07.042Z');
    expect(isoOf(new Date(Date.UTC(999, 0, 1)))).toBe(new Date(Date.UTC(999, 0, 1)).toISOString());
    expect(isoOf(new Date(Date.UTC(10000, 0, 1)))).toBe('+010000-01-01T00:00:00.000Z');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDue, normalizeDue } from '../../src-main/core/tools/dueDates';
import { formatLongDay } from '../../src-shared/text/dueWords';

describe('normalizeDue', () => {
  it.each([
    ['2026-11-27', '2026-11-27'],
    ['2028-02-29', '2028-02-29'],
    ['2026-11-27T17:00+01:00', '2026-11-27T16:00:00.000Z'],
    ['2026-11-27T17:00:30Z', '2026-11-27T17:00:30.000Z'],
    ['2026-11-27T23:30:00-05:00', '2026-11-28T04:30:00.000Z'],
    ['2026-11-27T17:00:00.123456789+00:00', '2026-11-27T17:00:00.123Z'],
    ['1900-01-01', '1900-01-01'],
    ['2999-12-31T23:59:59Z', '2999-12-31T23:59:59.000Z'],
  ])('accepts %s as %s', (input, stored) => expect(normalizeDue(input)).toBe(stored));

  it.each([
    'tomorrow',
    '',
    '2026-11-31',
    '2026-02-29',
    '2026-00-10',
    '2026-11-27T17:00:00',
    '2026-11-27 17:00Z',
    '2026-11-27T17:00+0100',
    '2026-11-27T17Z',
    '2026-11-27T24:00Z',
    '2026-11-27T17:60Z',
    '2026-11-27T17:00+15:00',
    '2026-11-27t17:00z',
    '1899-12-31',
    '3000-01-01',
    '27/11/2026',
    ' 2026-11-27',
  ])('rejects %j', (input) => expect(normalizeDue(input)).toBeNull());
});

describe('formatDue', () => {
  const now = new Date('2026-11-21T09:00:00Z');
  it('shows a date the way a person says it, with the year only when it differs', () => {
    expect(formatDue('2026-11-27', now)).toBe('Fri 27 Nov');
    expect(formatDue('2027-01-01', now)).toBe('Fri 1 Jan 2027');
  });
  it('adds the local time for an instant', () => {
    expect(formatDue('2026-11-27T12:00:00.000Z', now)).toMatch(/^Fri 27 Nov \d\d:\d\d$/);
  });
  // ICU is the oracle: the formatter is written out from tables (no Intl at start-up) and must
  // read exactly as en-GB's own formatting does (CLDR's "Sept" included), for calendar days and
  // for local instants.
  it('reads exactly as Intl en-GB does, for any day or instant from 1970 to 2200', () => {
    const icuWords = (d: Date, withYear: boolean, timeZone?: string) =>
      new Intl.DateTimeFormat('en-GB', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        ...(withYear ? { year: 'numeric' } : {}),
        ...(timeZone ? { timeZone } : {}),
      })
        .formatToParts(d)
        .filter((p) => p.type !== 'literal')
        .map((p) => p.value)
        .join(' ');
    const icuTime = (d: Date) =>
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7_258_118_400_000 }), (ms) => {
        const instant = new Date(ms);
        const day = instant.toISOString().slice(0, 10);
        const dayAt = new Date(`${day}T00:00:00Z`);
        expect(formatDue(day, now)).toBe(icuWords(dayAt, dayAt.getUTCFullYear() !== now.getFullYear(), 'UTC'));
        expect(formatDue(instant.toISOString(), now)).toBe(
          `${icuWords(instant, instant.getFullYear() !== now.getFullYear())} ${icuTime(instant)}`,
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('formatLongDay', () => {
  it('reads as Intl en-GB does in full (without its comma), for any day from 1970 to 2200', () => {
    const icu = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 84_000 }), (days) => {
        const day = new Date(days * 86_400_000).toISOString().slice(0, 10);
        const words = icu
          .formatToParts(new Date(`${day}T00:00:00Z`))
          .filter((p) => p.type !== 'literal')
          .map((p) => p.value)
          .join(' ');
        expect(formatLongDay(day)).toBe(words);
      }),
      { numRuns: 500 },
    );
    expect(formatLongDay('2026-11-24')).toBe('Tuesday 24 November 2026');
  });
});

import fc from 'fast-check';
import { RRule } from 'rrule';
import { describe, expect, it } from 'vitest';
import { findRepetition, nextOccurrence } from '../../../src-shared/text/repetition';

// The `rrule` package is the oracle: our next occurrence must be the one it computes.
const oracleAfter = (rule: string, dtstart: Date, after: Date) =>
  new RRule({ ...RRule.parseString(rule), dtstart }).after(after, false);

describe('repeating tasks: next occurrence against rrule', () => {
  const rules = fc.constantFrom(
    'FREQ=DAILY',
    'FREQ=WEEKLY;BYDAY=MO',
    'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
    'FREQ=WEEKLY;INTERVAL=2',
    'FREQ=MONTHLY',
    'FREQ=MONTHLY;BYMONTHDAY=31',
    'FREQ=MONTHLY;BYMONTHDAY=1',
    'FREQ=YEARLY',
  );
  const day = fc
    .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it('for a date-only task due today or later, is the rule’s next day after the due date', () => {
    fc.assert(
      fc.property(rules, day, (rule, due) => {
        const now = new Date(`${due}T08:00:00`); // completed on its due day
        const expected = oracleAfter(rule, new Date(`${due}T00:00:00Z`), new Date(`${due}T00:00:00Z`));
        expect(nextOccurrence(rule, due, now)).toBe(expected ? expected.toISOString().slice(0, 10) : null);
      }),
    );
  });

  it('across month ends: the 31st skips months without one; "monthly" from 31 Jan goes to 31 Mar', () => {
    const now = new Date('2026-01-31T12:00:00');
    expect(nextOccurrence('FREQ=MONTHLY;BYMONTHDAY=31', '2026-01-31', now)).toBe('2026-03-31');
    expect(nextOccurrence('FREQ=MONTHLY', '2026-01-31', now)).toBe('2026-03-31');
    expect(nextOccurrence('FREQ=MONTHLY;BYMONTHDAY=1', '2026-01-31', now)).toBe('2026-02-01');
    expect(nextOccurrence('FREQ=YEARLY', '2028-02-29', new Date('2028-02-29T12:00:00'))).toBe('2032-02-29');
  });

  it('never schedules the next occurrence in the past when completed late', () => {
    const now = new Date('2026-11-23T12:00:00'); // a Monday, three weeks late: today's occurrence is next
    expect(nextOccurrence('FREQ=WEEKLY;BYDAY=MO', '2026-11-02', now)).toBe('2026-11-23');
    expect(nextOccurrence('FREQ=WEEKLY;BYDAY=MO', '2026-11-02', new Date('2026-11-24T12:00:00'))).toBe('2026-11-30');
    expect(nextOccurrence('FREQ=DAILY', '2026-11-02', now)).toBe('2026-11-23');
  });

  it('keeps the wall-clock time of a timed task across a DST change (Europe/London, 25 Oct 2026)', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/London';
    try {
      // Monday 19 Oct 2026 09:00 BST is 08:00Z; the next Monday is after the clocks go back.
      const due = new Date('2026-10-19T08:00:00.000Z').toISOString();
      const next = nextOccurrence('FREQ=WEEKLY;BYDAY=MO', due, new Date('2026-10-19T10:00:00.000Z'));
      expect(next).toBe('2026-10-26T09:00:00.000Z');
      expect(new Date(next!).getHours()).toBe(9);
    } finally {
      process.env.TZ = zone;
    }
  });

  it('reads everyday repetition into the RRULE rrule runs', () => {
    const cases: [string, string][] = [
      ['every monday', 'FREQ=WEEKLY;BYDAY=MO'],
      ['every mon and thu', 'FREQ=WEEKLY;BYDAY=MO,TH'],
      ['every mon wed and fri', 'FREQ=WEEKLY;BYDAY=MO,WE,FR'],
      ['mondays and wednesdays', 'FREQ=WEEKLY;BYDAY=MO,WE'],
      ['tues/thurs', 'FREQ=WEEKLY;BYDAY=TU,TH'],
      ['every 2 weeks', 'FREQ=WEEKLY;INTERVAL=2'],
      ['every other day', 'FREQ=DAILY;INTERVAL=2'],
      ['weekdays', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
      ['on the 1st of every month', 'FREQ=MONTHLY;BYMONTHDAY=1'],
      ['every month on the 15th', 'FREQ=MONTHLY;BYMONTHDAY=15'],
      ['daily', 'FREQ=DAILY'],
      ['fortnightly', 'FREQ=WEEKLY;INTERVAL=2'],
      ['every fortnight', 'FREQ=WEEKLY;INTERVAL=2'],
      ['every year', 'FREQ=YEARLY'],
      ['weekly on saturdays', 'FREQ=WEEKLY;BYDAY=SA'],
      ['weekly on tue and thu', 'FREQ=WEEKLY;BYDAY=TU,TH'],
    ];
    for (const [text, rule] of cases) {
      expect(findRepetition(`gym ${text}`)?.rule, text).toBe(rule);
      expect(() => RRule.fromString(rule)).not.toThrow();
    }
    expect(findRepetition('read every chapter')).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeDue, formatDay, formatDue, greeting, localDay, plural } from '../../src-renderer/format';

// Saturday 21 Nov 2026, 09:00 on the machine's clock; instants are built in local time too.
const NOW = new Date(2026, 10, 21, 9, 0);
const instant = (d: number, h: number, m = 0) => new Date(2026, 10, d, h, m).toISOString();

describe('describeDue', () => {
  it.each([
    ['2026-11-21', 'Today', 'today', false],
    ['2026-11-22', 'Tomorrow', 'soon', false],
    ['2026-11-27', 'Fri 27 Nov', 'soon', false],
    ['2026-12-25', 'Fri 25 Dec', 'later', false],
    ['2027-01-08', 'Fri 8 Jan 2027', 'later', false],
    ['2026-11-20', 'Overdue 1d', 'overdue', true],
    ['2026-11-19', 'Overdue 2d', 'overdue', true],
  ])('%s reads %s', (due, text, tone, overdue) => {
    expect(describeDue(due, NOW)).toMatchObject({ text, tone, overdue });
  });

  it('shows a time on the user’s clock, and counts an instant earlier today as overdue by the hour', () => {
    expect(describeDue(instant(21, 17), NOW)).toMatchObject({ text: 'Today 17:00', tone: 'today', overdue: false });
    expect(describeDue(instant(22, 8, 30), NOW).text).toBe('Tomorrow 08:30');
    expect(describeDue(instant(21, 6), NOW)).toMatchObject({ text: 'Overdue 3h', overdue: true });
    expect(describeDue(instant(21, 8, 45), NOW).text).toBe('Overdue 15m');
    expect(describeDue(instant(18, 17), NOW).text).toBe('Overdue 3d');
  });

  // Written from tables (no ICU in a first paint): Intl en-GB is the oracle for any instant.
  it('reads its full date exactly as Intl en-GB does, for any instant from 1970 to 2200', () => {
    const long = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const words = (d: Date) =>
      long
        .formatToParts(d)
        .filter((p) => p.type !== 'literal')
        .map((p) => p.value)
        .join(' ');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7_258_118_400_000 }), (ms) => {
        const when = new Date(ms);
        expect(describeDue(when.toISOString(), NOW).full).toBe(`${words(when)}, ${time.format(when)}`);
        expect(describeDue(localDay(when), NOW).full).toBe(words(when));
      }),
      { numRuns: 300 },
    );
  });

  it('gives the full date for tooltips and screen readers', () => {
    expect(describeDue('2026-11-27', NOW).full).toBe('Friday 27 November 2026');
    expect(describeDue(instant(27, 17), NOW).full).toBe('Friday 27 November 2026, 17:00');
  });
});

describe('other formats', () => {
  it('formats days without a comma and with the year only when it differs', () => {
    expect(formatDay('2026-11-27', NOW)).toBe('Fri 27 Nov');
    expect(formatDay('2027-06-04', NOW)).toBe('Fri 4 Jun 2027');
    expect(formatDue(instant(19, 14), NOW)).toBe('Thu 19 Nov 14:00');
    expect(localDay(NOW)).toBe('2026-11-21');
  });

  it('counts and greets', () => {
    expect(plural(1, 'task')).toBe('1 task');
    expect(plural(10000, 'task')).toBe('10,000 tasks');
    expect(plural(2, 'quiz', 'quizzes')).toBe('2 quizzes');
    expect(greeting(new Date(2026, 10, 21, 9))).toBe('Good morning');
    expect(greeting(new Date(2026, 10, 21, 14))).toBe('Good afternoon');
    expect(greeting(new Date(2026, 10, 21, 20))).toBe('Good evening');
  });
});

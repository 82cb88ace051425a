/**
 * A due date as a person reads it — "Fri 27 Nov", "Fri 27 Nov 17:00", the year only when it is
 * not this year — the one formatter behind tool confirmations, the offline agent's replies and
 * the app's task rows. Instants are shown in this machine's time zone, which is the user's.
 *
 * Written out from tables rather than with Intl.DateTimeFormat: the first Intl formatter in a
 * process loads ICU's locale data (~20 ms), which a CLI command paid at start-up only for this
 * module to exist (bench/startup.ts). The words are fixed English (en-GB order) either way.
 */

/** Weekdays by `Date#getDay()` index, in full ("Sunday"); the short forms are their first three letters. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = WEEKDAY_NAMES.map((d) => d.slice(0, 3));
// CLDR's en-GB abbreviates September to four letters.
const MONTHS = MONTH_NAMES.map((m) => (m === 'September' ? 'Sept' : m.slice(0, 3)));
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * @example
 *   formatDue('2026-11-27', now)               // 'Fri 27 Nov'
 *   formatDue('2026-11-27T17:00:00.000Z', now) // 'Fri 27 Nov 17:00' in London
 *   formatDue('2027-06-04', now)               // 'Fri 4 Jun 2027'
 */
/** "Sept", "Nov": a month as en-GB abbreviates it, by `Date#getMonth()` index. */
export const monthShort = (month: number): string => MONTHS[month]!;

/** "17:05": a local time on the 24-hour clock. */
export const formatClock = (d: Date): string => `${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;

export function formatDue(due: string, now: Date): string {
  const dateOnly = due.length === 10;
  const when = new Date(dateOnly ? `${due}T00:00:00Z` : due);
  // A date alone names a calendar day (read in UTC, where it was parsed); an instant is local.
  const [weekday, day, month, year] = dateOnly
    ? [when.getUTCDay(), when.getUTCDate(), when.getUTCMonth(), when.getUTCFullYear()]
    : [when.getDay(), when.getDate(), when.getMonth(), when.getFullYear()];
  const text = `${WEEKDAYS[weekday]} ${day} ${MONTHS[month]}${year !== now.getFullYear() ? ` ${year}` : ''}`;
  return dateOnly ? text : `${text} ${formatClock(when)}`;
}

/**
 * A calendar day in full, as en-GB writes it without its comma: "Tuesday 24 November 2026".
 *
 * @example formatLongDay('2026-11-24') // 'Tuesday 24 November 2026'
 */
export function formatLongDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAY_NAMES[d.getUTCDay()]} ${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

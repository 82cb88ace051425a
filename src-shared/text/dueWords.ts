/**
 * A due date as a person reads it — "Fri 27 Nov", "Fri 27 Nov 17:00", the year only when it is
 * not this year — the one formatter behind tool confirmations, the offline agent's replies and
 * the app's task rows. Instants are shown in this machine's time zone, which is the user's.
 */

// Building an Intl.DateTimeFormat costs ~0.1 ms, which adds up over a list: build each once.
const formats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(withYear: boolean, timeZone?: string): Intl.DateTimeFormat {
  const key = `${withYear}|${timeZone ?? ''}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    formats.set(key, f);
  }
  return f;
}
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * @example
 *   formatDue('2026-11-27', now)               // 'Fri 27 Nov'
 *   formatDue('2026-11-27T17:00:00.000Z', now) // 'Fri 27 Nov 17:00' in London
 *   formatDue('2027-06-04', now)               // 'Fri 4 Jun 2027'
 */
export function formatDue(due: string, now: Date): string {
  const dateOnly = due.length === 10;
  const when = new Date(dateOnly ? `${due}T00:00:00Z` : due);
  const zone = dateOnly ? 'UTC' : undefined;
  const year = dateOnly ? when.getUTCFullYear() : when.getFullYear();
  // Joined from parts: en-GB adds a comma after the weekday once a year is shown ("Fri, 4 Jun 2027").
  const text = dayFormat(year !== now.getFullYear(), zone)
    .formatToParts(when)
    .filter((p) => p.type !== 'literal')
    .map((p) => p.value)
    .join(' ');
  return dateOnly ? text : `${text} ${timeFormat.format(when)}`;
}

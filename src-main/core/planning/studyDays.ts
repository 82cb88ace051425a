import { WEEKDAYS, type Weekday } from '../../../src-shared/settings';
import { addDays } from '../../../src-shared/text/locale';

/** The days a student has said they cannot study (Settings → Reminders and study days). */
export interface Availability {
  unavailable_weekdays: readonly Weekday[];
  unavailable_dates: readonly string[];
}

/** The weekday of a YYYY-MM-DD date, independent of the machine's time zone. */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d);
  return WEEKDAYS[t.getUTCDay()]!;
}

export function isAvailable(date: string, availability: Availability): boolean {
  return !availability.unavailable_weekdays.includes(weekdayOf(date)) && !availability.unavailable_dates.includes(date);
}

/**
 * The days from `first` to `last` (both included, YYYY-MM-DD) the student can study, in order.
 * Empty when `last` is before `first` or every day in between is marked unavailable.
 *
 * @example
 *   studyDays('2026-12-04', '2026-12-07', { unavailable_weekdays: ['saturday'], unavailable_dates: ['2026-12-07'] })
 *   // → ['2026-12-04', '2026-12-06']
 */
export function studyDays(first: string, last: string, availability: Availability): string[] {
  const out: string[] = [];
  // addDays past 9999-12-31 leaves the YYYY-MM-DD form, which ends the walk too.
  for (let day = first; /^\d{4}-\d\d-\d\d$/.test(day) && day <= last; day = addDays(day, 1)) {
    if (isAvailable(day, availability)) out.push(day);
  }
  return out;
}

/**
 * How the user writes dates: which number comes first in "12/3", and which day a week starts on.
 * One setting for every surface (quick add, the editor, the offline agent, the CLI), so "12/3"
 * means the same day wherever it is typed.
 *
 * @example
 *   localeFrom({ date_order: 'day_first', week_start: 'monday' }) // 12/3 = 12 March; weeks start Monday
 */
export interface TextLocale {
  dateOrder: 'day_first' | 'month_first';
  /** 0 = Sunday, 1 = Monday (as Date#getDay numbers them). */
  weekStart: 0 | 1;
}

export const DEFAULT_LOCALE: TextLocale = { dateOrder: 'day_first', weekStart: 1 };

export function localeFrom(settings: { date_order?: string; week_start?: string } | undefined): TextLocale {
  if (!settings) return DEFAULT_LOCALE;
  return {
    dateOrder: settings.date_order === 'month_first' ? 'month_first' : 'day_first',
    weekStart: settings.week_start === 'sunday' ? 0 : 1,
  };
}

/** The calendar date on the user's clock, YYYY-MM-DD (the date a date-only task is due). */
export function localIsoDate(d: Date): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Local midnight `days` days from `now`'s date, as a UTC instant (how timed rows are stored). */
export function localMidnight(now: Date, days: number): string {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days).toISOString();
}

/** `date` (YYYY-MM-DD) plus `days` calendar days, in UTC arithmetic so DST never skips a day. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
  t.setUTCFullYear(y, m - 1, d + days);
  return t.toISOString().slice(0, 10);
}

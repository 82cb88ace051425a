import { z } from 'zod';

// YYYY-MM-DD, optionally followed by a time (seconds and fraction optional) and a required offset.
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2})))?$/;

// Bounded so every stored instant keeps the 24-character `YYYY-MM-DDTHH:MM:SS.sssZ` form once
// moved to UTC; text order then stays date order, which the due-date index relies on.
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The stored form of a due date, or null when `text` is not one: a calendar date stays
 * `YYYY-MM-DD` (an all-day task); a timestamp with offset becomes the UTC instant.
 *
 * @example
 *   normalizeDue('2026-11-27')                 // '2026-11-27'
 *   normalizeDue('2026-11-27T17:00+01:00')     // '2026-11-27T16:00:00.000Z'
 *   normalizeDue('2026-02-30') / ('tomorrow')  // null
 */
export function normalizeDue(text: string): string | null {
  const m = ISO.exec(text);
  if (!m) return null;
  const [, y, mo, d, hh, mm, ss, zone, oh, om] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return null;
  if (hh === undefined) return text;
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss ?? 0) > 59) return null;
  if (zone !== 'Z' && (Number(oh) > 14 || Number(om) > 59)) return null;
  return new Date(text).toISOString();
}

const FORMAT_HELP = 'a date YYYY-MM-DD (e.g. 2026-11-27) or a timestamp with offset (e.g. 2026-11-27T17:00:00+01:00)';

/** A due-date field whose messages tell the model the accepted forms. */
export function dueDateField(field: string) {
  return z.string({ error: `${field} must be ${FORMAT_HELP}` }).refine((s) => normalizeDue(s) !== null, {
    message: `${field} must be ${FORMAT_HELP}, between ${MIN_YEAR} and ${MAX_YEAR}`,
  });
}

export { formatDue } from '../../../src-shared/text/dueWords';

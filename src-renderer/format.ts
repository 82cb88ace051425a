/**
 * How dates, priorities and counts read in the UI. Pure functions of their inputs (and `now`), so
 * every view says "Tomorrow" or "Overdue 2d" the same way, and tests can pin the clock.
 *
 * A due date is a calendar day (`2026-11-27`, due on that day on the user's clock) or a UTC
 * instant (`2026-11-27T16:00:00.000Z`, shown in the user's time zone).
 */

import { formatClock, formatDue as formatDueWords, formatLongDay as longDayWords } from '../src-shared/text/dueWords';
import { addDays, localIsoDate } from '../src-shared/text/locale';

export type DueTone = 'overdue' | 'today' | 'soon' | 'later';

export interface DueLabel {
  /** Short and relative: "Today", "Tomorrow 17:00", "Fri 27 Nov", "Overdue 2d". */
  text: string;
  tone: DueTone;
  overdue: boolean;
  /** The full date, for a tooltip and screen readers: "Friday 27 November 2026, 17:00". */
  full: string;
}

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of `d` on the user's clock. */
export const localDay = localIsoDate;

/** Whole calendar days from day `a` to day `b` (both YYYY-MM-DD); DST cannot skew it. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

export { addDays };

function dayParts(day: string) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

// The words come from src-shared's tables, not Intl: a view of 200 rows formatting each due date
// through ICU's formatToParts cost ~35 ms of Today's first paint (bench/ui.ts).

/** "Fri 27 Nov", with the year only when it is not this year. */
export function formatDay(day: string, now: Date = new Date()): string {
  return formatDueWords(day, now);
}

/** "Saturday 21 November 2026". */
export function formatLongDay(d: Date): string {
  return longDayWords(localDay(d));
}

function ago(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes}m`;
  return `${Math.floor(minutes / 60)}h`;
}

/**
 * A due date as a student scans it.
 *
 * @example
 *   describeDue('2026-11-21', new Date(2026, 10, 21, 9))             // { text: 'Today', tone: 'today', … }
 *   describeDue('2026-11-19', new Date(2026, 10, 21, 9)).text        // 'Overdue 2d'
 *   describeDue('2026-11-27T16:00:00.000Z', now).text                // 'Fri 27 Nov 16:00' in London
 */
export function describeDue(due: string, now: Date = new Date()): DueLabel {
  const dateOnly = due.length === 10;
  const when = dateOnly ? dayParts(due) : new Date(due);
  const day = dateOnly ? due : localDay(when);
  const today = localDay(now);
  const diff = daysBetween(today, day);
  const clock = dateOnly ? '' : ` ${formatClock(when)}`;
  const full = `${longDayWords(day)}${clock ? `,${clock}` : ''}`;
  const overdue = dateOnly ? diff < 0 : when.getTime() < now.getTime();
  if (overdue) {
    const text = diff < 0 ? `Overdue ${-diff}d` : `Overdue ${ago(now.getTime() - when.getTime())}`;
    return { text, tone: 'overdue', overdue, full };
  }
  if (diff === 0) return { text: `Today${clock}`, tone: 'today', overdue, full };
  if (diff === 1) return { text: `Tomorrow${clock}`, tone: 'soon', overdue, full };
  return { text: `${formatDay(day, now)}${clock}`, tone: diff <= 7 ? 'soon' : 'later', overdue, full };
}

/** A due date without relative words, for things already done: "Fri 27 Nov", "Fri 27 Nov 17:00". */
export function formatDue(due: string, now: Date = new Date()): string {
  return formatDueWords(due, now);
}

export type Priority = 1 | 2 | 3 | 4;

export const PRIORITY_NAMES: Record<Priority, string> = { 1: 'Urgent', 2: 'High', 3: 'Medium', 4: 'Normal' };

/** "P1" … "P4", as typed in quick add. */
export const priorityShort = (p: Priority) => `P${p}`;

/** "Priority 1, urgent", for labels read aloud. */
export const priorityLong = (p: Priority) => `Priority ${p}, ${PRIORITY_NAMES[p].toLowerCase()}`;

// One formatter, made on first use: Number#toLocaleString builds a new one on every call, which
// cost ~30 ms over the Progress view's 365 days and tables.
let counts: Intl.NumberFormat | undefined;

/** "12,345": a count with thousands grouped, as en-GB writes it. */
export function formatCount(n: number): string {
  return (counts ??= new Intl.NumberFormat('en-GB')).format(n);
}

/** "1 task", "3 tasks". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** "Good morning" before noon, "Good afternoon" until six, "Good evening" after. */
export function greeting(now: Date = new Date()): string {
  const h = now.getHours();
  if (h < 5) return 'Working late';
  if (h < 12) return 'Good morning';
  if (h < 18) return 'Good afternoon';
  return 'Good evening';
}

/** A score 0–1 as "64%". */
export const percent = (score: number) => `${Math.round(score * 100)}%`;

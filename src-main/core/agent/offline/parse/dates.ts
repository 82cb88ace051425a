import * as chrono from 'chrono-node';
import { localIsoDate } from '../../../tools/studyPlan';

/**
 * A due date found in an utterance. `value` is what a tool takes: a calendar date (`2026-11-27`,
 * when the user named only a day) or a UTC instant (when they named a time too).
 */
export interface FoundDate {
  value: string;
  hasTime: boolean;
  date: Date;
  /** The words that named it, as typed (after the rewrites below). */
  text: string;
}

// Phrasings chrono-node does not read (or reads wrongly), rewritten to ones it does. Spelling
// fixes such as "tommorow" happen earlier, in normalize.ts.
const REWRITES: [RegExp, string][] = [
  [/\b(?:the )?day after tomorrow\b/gi, 'in 2 days'],
  [/\b(?:eod|end of (?:the )?day)\b/gi, 'today'],
  [/\b(?:eow|end of (?:the )?week)\b/gi, 'friday'],
  [/\b(?:eom|end of (?:the )?month)\b/gi, 'end of month'],
  [/\btues\b/gi, 'tuesday'],
  [/\bweds?\b/gi, 'wednesday'],
  // A bare "at 5" almost always means the afternoon for a to-do ("call mum at 5"); chrono
  // would pick 05:00. Hours 1–7 without am/pm or minutes become pm.
  [/\bat ([1-7])(?![\d:.]|\s*(?:am|pm|a\.m|p\.m|o'?clock))/gi, 'at $1pm'],
];

// Words that introduce a due date; a date after one of these is the due date wherever it is.
const DUE_LEAD = /(?:\b(?:due|by|on|at|before|until|till|starting|start|from)\s*|[,—–]\s*)$/i;
const LEAD_WORD = /\s*(?:\b(?:due|by|on|before|until|till|starting|start|from)\b\s*)?[,—–]?\s*$/i;

export interface DateExtraction {
  due: FoundDate | null;
  /** The text without the date phrase (and its "due"/"by"), for reading a title from. */
  rest: string;
}

/**
 * Finds the due date in `text`, read by chrono-node relative to `now` and always forward in time
 * ("friday" on a Saturday is next Friday). Only a date phrase that ends the text, starts it, or
 * follows "due/by/on/…" counts: "march essay" is a title, "essay due march 3" has a date.
 *
 * @example
 *   extractDueDate('essay draft due friday', new Date('2026-11-21T09:00Z'))
 *   // → { due: { value: '2026-11-27', hasTime: false, … }, rest: 'essay draft' }
 */
export function extractDueDate(text: string, now: Date): DateExtraction {
  let prepared = text;
  for (const [re, to] of REWRITES) prepared = prepared.replace(re, to);
  const results = chrono.parse(prepared, now, { forwardDate: true });
  for (let i = results.length - 1; i >= 0; i--) {
    const r = results[i]!;
    const before = prepared.slice(0, r.index);
    const after = prepared.slice(r.index + r.text.length);
    const anchored = /^[\s,.!?]*$/.test(after) || /^\s*$/.test(before) || DUE_LEAD.test(before);
    if (!anchored) continue;
    const date = r.start.date();
    const hasTime = r.start.isCertain('hour');
    const rest = `${before.replace(LEAD_WORD, '')} ${after}`.replace(/\s+/g, ' ').trim();
    return { due: { value: hasTime ? date.toISOString() : localIsoDate(date), hasTime, date, text: r.text }, rest };
  }
  return { due: null, rest: text.trim() };
}

/** `now` moved by whole local days, at noon so a DST change never lands on the wrong date. */
function plusDays(now: Date, days: number): string {
  return localIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 12));
}

/** The day after the last day of a named period, as YYYY-MM-DD, for list_tasks' `due_before`. */
export function dueBeforeFor(period: 'overdue' | 'today' | 'tomorrow' | 'week', now: Date): string {
  switch (period) {
    case 'overdue':
      return plusDays(now, 0);
    case 'today':
      return plusDays(now, 1);
    case 'tomorrow':
      return plusDays(now, 2);
    case 'week':
      return plusDays(now, 7);
  }
}

/** Today on the user's clock, YYYY-MM-DD. */
export function todayIso(now: Date): string {
  return localIsoDate(now);
}

// Only the English parsers: the package root pulls in every locale (~5× the bundle weight).
import * as chrono from 'chrono-node/en';
import { addDays, DEFAULT_LOCALE, localIsoDate, type TextLocale } from './locale';
import { NUMBER_WORD, readNumber } from './numbers';

/**
 * A due date found in text. `value` is what the task tools take: a calendar date (`2026-11-27`,
 * when only a day was named) or a UTC instant (when a time was named too).
 */
export interface FoundDate {
  value: string;
  hasTime: boolean;
  date: Date;
  /** The words that named it, as typed. */
  text: string;
  /** Offsets of those words in the input (end exclusive), for showing what was understood. */
  start: number;
  end: number;
  /** Where the phrase begins once a lead word ("due", "by", "on") is counted in: cut from the title. */
  cutStart: number;
}

const MIN_YEAR = 1900;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MAX_YEAR = 2999;

const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

// Phrasings chrono does not read, added as parsers (not text rewrites) so offsets stay true.
// Each names a day on or after the reference day.
function withShortcuts(base: chrono.Chrono): chrono.Chrono {
  const c = base.clone();
  const onOrAfter = (ref: Date, weekday: number | null) => {
    const d = new Date(ref.getFullYear(), ref.getMonth(), ref.getDate(), 12);
    if (weekday !== null) d.setDate(d.getDate() + ((7 + weekday - d.getDay()) % 7));
    return { day: d.getDate(), month: d.getMonth() + 1, year: d.getFullYear() };
  };
  const day = (pattern: RegExp, weekday: number | null) => ({
    pattern: () => pattern,
    extract: (ctx: { refDate: Date }) => onOrAfter(ctx.refDate, weekday),
  });
  // "the 30th", "on the 1st", "the 5th of next month": the next such day of a month, skipping
  // months too short for it (chrono reads a bare ordinal as nothing). "december the 4th" names
  // its month first: that month's day, the next one on or after today.
  // A weekday said before it ("saturday the 28th", "wednesday the 2nd of december", formal) only
  // confirms the day: the phrase is read whole, so no "wednesday the" stays in a title.
  const ordinal = {
    pattern: () =>
      /\b(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)day,?\s+(?=(?:the\s+)?\d))?(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+the\s+|the\s+)?([1-9]|[12]\d|3[01])(?:st|nd|rd|th)\b(?:\s+of\s+(?:(this|next)\s+month|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b)?/i,
    extract: (ctx: { refDate: Date }, m: RegExpMatchArray) => {
      const want = Number(m[2]);
      const ref = ctx.refDate;
      const monthName = m[1] ?? m[4];
      if (monthName) {
        const named = MONTHS.indexOf(monthName.toLowerCase());
        const year = ref.getFullYear() + (new Date(ref.getFullYear(), named, want, 23) < ref ? 1 : 0);
        return { day: want, month: named + 1, year };
      }
      let month = ref.getMonth() + (m[3]?.toLowerCase() === 'next' ? 1 : 0);
      const fits = (mo: number) => new Date(ref.getFullYear(), mo + 1, 0).getDate() >= want;
      if (!m[3] && want < ref.getDate()) month += 1;
      while (!fits(month)) month += 1;
      const d = new Date(ref.getFullYear(), month, want, 12);
      return { day: d.getDate(), month: d.getMonth() + 1, year: d.getFullYear() };
    },
  };
  // "the day after tomorrow": chrono reads only its "tomorrow".
  const dayAfterTomorrow = {
    pattern: () => /\b(?:the\s+)?day\s+after\s+(?:tomorrow|tmrw|tmr)\b/i,
    extract: (ctx: { refDate: Date }) => {
      const r = ctx.refDate;
      const d = new Date(r.getFullYear(), r.getMonth(), r.getDate() + 2, 12);
      return { day: d.getDate(), month: d.getMonth() + 1, year: d.getFullYear() };
    },
  };
  // "a week from today", "3 days from tomorrow", "two weeks from now", "a week today": chrono reads
  // only the "today" (so "a week" stayed in the title, due today).
  const spanFrom = {
    pattern: () =>
      /\b(a|an|one|two|three|four|five|six|\d{1,2})\s+(days?|weeks?|fortnights?)\s+(?:from\s+(today|now|tomorrow|tmrw|tmr)|(today))\b/i,
    extract: (ctx: { refDate: Date }, m: RegExpMatchArray) => {
      const n = COUNT_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
      const unit = m[2]!.toLowerCase().startsWith('fortnight') ? 14 : m[2]!.toLowerCase().startsWith('week') ? 7 : 1;
      const fromTomorrow = /^(?:tomorrow|tmrw|tmr)$/i.test(m[3] ?? '') ? 1 : 0;
      const r = ctx.refDate;
      const d = new Date(r.getFullYear(), r.getMonth(), r.getDate() + n * unit + fromTomorrow, 12);
      return { day: d.getDate(), month: d.getMonth() + 1, year: d.getFullYear() };
    },
  };
  // "renew railcard in a fortnight": chrono knows weeks, not fortnights.
  const inFortnights = {
    pattern: () => /\bin\s+(a|one|two|three|\d)\s+fortnights?\b/i,
    extract: (ctx: { refDate: Date }, m: RegExpMatchArray) => {
      const n = COUNT_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
      const r = ctx.refDate;
      const d = new Date(r.getFullYear(), r.getMonth(), r.getDate() + 14 * n, 12);
      return { day: d.getDate(), month: d.getMonth() + 1, year: d.getFullYear() };
    },
  };
  c.parsers.push(
    ordinal,
    dayAfterTomorrow,
    spanFrom,
    inFortnights,
    // "by the end of today": today's end is the day's.
    day(/\b(?:eod|end of (?:the )?day|end of today)\b/i, null),
    day(/\b(?:eow|end of (?:the )?week)\b/i, 5),
    day(/\btues\b/i, 2),
    day(/\bweds?\b/i, 3),
    day(/\bthurs?\b/i, 4),
  );
  return c;
}

// "pay rent 12.12", "due 3.1": a day and month with a dot. chrono reads only slashes (and drops a
// bare "12.12" as a number), so the dot is read as a slash — same length, offsets stay true.
// Section, version and time numbers are not dates ("read section 3.2", "chapter 10.12", "v1.5",
// "at 10.30", "ex 12.11 and 12.12"), nor amounts ("1.5 hours", "12.50"): without a date word
// before it, both parts need two digits, and the two must fit a day and a month in the locale's order.
const DOTTED_DATE =
  /(?<!\b(?:section|sec|chapter|ch|chap|exercise|ex|problem|prob|question|q|page|pg|p|pp|part|unit|lesson|lecture|lec|version|ver|v|figure|fig|table|eq|equation|no|number|step|item|week|wk|level|grade|set|task|lab|at|§)\.?\s*)(?<![\d.,£$€])(?<!\d\s*(?:and|or|&|,|-|to)\s*)(?:\b(due|by|on|until|till|before)\s+)?\b(\d{1,2})\.(\d{1,2})(?![\d.,]*\d)(?!\s*(?:%|(?:hours?|hrs?|h|mins?|minutes?|km|kg|g|mi|miles|pages?|points?|pts|x|times|days?|weeks?|percent|am|pm)\b))/gi;

function dotsAsSlashes(text: string, locale: TextLocale): string {
  return text.replace(DOTTED_DATE, (whole, lead: string | undefined, a: string, b: string) => {
    if (!lead && (a.length < 2 || b.length < 2)) return whole;
    const [day, month] = locale.dateOrder === 'day_first' ? [Number(a), Number(b)] : [Number(b), Number(a)];
    if (month < 1 || month > 12 || day < 1 || day > new Date(2028, month, 0).getDate()) return whole;
    return whole.replace(/\.(?=\d+$)/, '/');
  });
}

// "call the dentist at four pm", "lecture at eleven thirty tomorrow" (dictated): chrono reads hours
// only as digits. An hour said as a word, with its minutes, is written as digits padded with spaces
// to the same length ("four thirty" → "4:30       "), so chrono's whole time grammar (pm, o'clock,
// "in the afternoon") reads it and offsets stay true. Only where it is a time beyond doubt: a
// meridiem or o'clock after it, or "at" before it with the end of the message or a day after it
// ("look at one chapter tonight" is not a time).
const HOUR = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';
const MINUTES = String.raw`(?:o|oh)[\s-]+(?:one|two|three|four|five|six|seven|eight|nine)|fifteen|thirty|forty[\s-]+five|forty|fifty|twenty|(?:twenty|thirty|forty|fifty)[\s-]+(?:one|two|three|four|five|six|seven|eight|nine)`;
const MERIDIEM = String.raw`\s*(?:[ap]\.?\s?m\b\.?|o['’\s]?clock\b|in\s+the\s+(?:morning|afternoon|evening)\b|at\s+night\b|tonight\b)`;
const DAY_AFTER = String.raw`\s*(?:$|[,.!]|(?:today|tonight|tomorrow|tmrw?|on|this|next|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)`;
const WORD_TIME = new RegExp(
  String.raw`(?:\b(${HOUR})(?:[\s-]+(${MINUTES}))?(?=${MERIDIEM}))|(?:(?<=\bat\s+)(${HOUR})(?:[\s-]+(${MINUTES}))?(?=${DAY_AFTER}))`,
  'gi',
);

function wordHoursAsDigits(text: string): string {
  if (!/[a-z]/i.test(text)) return text;
  return (
    text
      .replace(WORD_TIME, (whole, h1?: string, m1?: string, h2?: string, m2?: string) => {
        const hour = readNumber((h1 ?? h2)!);
        const minutes = m1 ?? m2;
        const minute = minutes ? readNumber(minutes.replace(/^o(?:h)?[\s-]+/i, '').replace(/[\s-]+/, '-')) : 0;
        if (hour === null || minute === null || minute > 59) return whole;
        const digits = minutes ? `${hour}:${String(minute).padStart(2, '0')}` : String(hour);
        // After "at" the padding goes first: blanks ending a message are cut before chrono reads it.
        return h2 ? digits.padStart(whole.length, ' ') : digits.padEnd(whole.length, ' ');
      })
      // "five o clock" as dictated: chrono knows "o'clock" (same length).
      .replace(/\bo\s+clock\b/gi, "o'clock")
  );
}

const PARSERS = {
  month_first: withShortcuts(chrono.casual),
  day_first: withShortcuts(chrono.GB),
};

// "the physics set is due on friday now", "i'm writing on a different question now": "now" says the
// present, never a due date (chrono read "friday now" as this very minute, a wrong write). "two
// weeks from now" keeps it. Blanked with spaces, so offsets stay true.
// "meditate 10 mins daily", "stare at two diagrams for an hour": how long, not when.
const DURATION = new RegExp(
  String.raw`(?<!\b(?:in|within)\s+)\b(?:${NUMBER_WORD}|half\s+an?)\s*(?:mins?|minutes?|hrs?|hours?)\b`,
  'gi',
);

const withoutNow = (text: string) =>
  text
    .replace(/(?<!\bfrom\s+)\b(?:right\s+)?now\b/gi, (m) => ' '.repeat(m.length))
    // "meditate 10 mins daily": how long, not when ("in 10 mins" is when, and stays).
    .replace(DURATION, (m) => ' '.repeat(m.length))
    // "by 12 december, its urgent" with the priority blanked: chrono reads "december   " (blanks
    // after a month) as the month alone. Blanks at the end are cut; offsets before them stay true.
    .replace(/[\s,]+$/, '');

// chrono's day-first grammar reads "dec 15 at 5pm" as December 2015 and drops "dec 15" before
// "5pm" (leaving 5pm today): a month name then a number is the day in every order of writing
// (monthAndDay mends "dec 15" alone). Those phrases are read by the month-first grammar instead,
// and stand for any day-first result they overlap.
const MONTH_THEN_NUMBER = /^[a-z]{3,9}\.?\s+(\d{1,2})(?![\d:]|st|nd|rd|th)/i;

// Whether the text has such a phrase at all: the second reading is paid only then, not on every
// day-first parse (quick add and every offline turn read dates).
const MONTH_NAME_THEN_NUMBER = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d/i;

function monthNamedFirst(input: string, results: chrono.ParsedResult[], now: Date): chrono.ParsedResult[] {
  if (!MONTH_NAME_THEN_NUMBER.test(input)) return results;
  const named = PARSERS.month_first
    .parse(input, now, { forwardDate: true })
    .filter((r) => MONTH_THEN_NUMBER.test(r.text));
  if (named.length === 0) return results;
  const overlap = (a: chrono.ParsedResult, b: chrono.ParsedResult) =>
    a.index < b.index + b.text.length && b.index < a.index + a.text.length;
  return [...results.filter((r) => !named.some((n) => overlap(n, r))), ...named].sort((a, b) => a.index - b.index);
}

function safeParse(text: string, now: Date, locale: TextLocale): chrono.ParsedResult[] {
  try {
    const input = withoutNow(dotsAsSlashes(wordHoursAsDigits(text), locale));
    const results = PARSERS[locale.dateOrder].parse(input, now, { forwardDate: true });
    return locale.dateOrder === 'day_first' ? monthNamedFirst(input, results, now) : results;
  } catch {
    // A parser bug must never cost the user their typing: no date is the honest answer.
    return [];
  }
}

// Words that introduce a due date ("essay due fri", "call mum at 5"); they leave the title with it.
// A bare "the" opening the text leads too ("the 4th of december", which chrono reads from "4th").
const LEAD = /(?:^|\s)(?:due|by|on|at|before|until|till|for|starting|start|from)\s+(?:the\s+)?$|^\s*the\s+$/i;
const COMMA_LEAD = /[,—–]\s*$/;
const ITSELF = /^\s+itself\b/i;
// A month or a year alone ("march essay", "2027 goals") names no day: it stays in the title.
const MONTH_ONLY = /^(?:in\s+)?[a-z]+\.?(?:\s+\d{4})?$|^\d{4}$/i;
// "plan the week", "review the month": a span named without this/next/end names no day.
const BARE_SPAN = /^(?:the\s+)?(?:day|week|month|year|weekend)$/i;

/**
 * "next week" as a due date is the Monday of next week — its first working day — in every locale
 * (chrono reads it as +7 days). Which week is "next" follows the user's week start: where weeks
 * start on Sunday, the Monday after next Sunday; a Sunday due date for "next week" was a wrong write.
 */
function mondayOfNextWeek(now: Date, locale: TextLocale): Date {
  const toWeekStart = (7 + locale.weekStart - now.getDay()) % 7 || 7;
  const toMonday = toWeekStart + (locale.weekStart === 0 ? 1 : 0);
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + toMonday, 12);
}

/**
 * chrono's day-first grammar reads "dec 12" as December 2012; people mean the 12th of December,
 * the next one on or after today, in either order of writing.
 */
function monthAndDay(text: string, r: chrono.ParsedResult, now: Date): Date | null {
  const m = /^[a-z]{3,9}\.?\s+(\d{1,2})$/i.exec(text);
  if (!m || r.start.isCertain('day') || !r.start.isCertain('year')) return null;
  const month = r.start.get('month')! - 1;
  const day = Number(m[1]);
  let d = new Date(now.getFullYear(), month, day, 12);
  if (d.getMonth() !== month) return null;
  if (d < new Date(now.getFullYear(), now.getMonth(), now.getDate()))
    d = new Date(now.getFullYear() + 1, month, day, 12);
  return d;
}

function interpret(
  input: string,
  now: Date,
  r: chrono.ParsedResult,
  shift: number,
  lead: number,
  locale: TextLocale,
): FoundDate | null {
  const text = r.text.trim();
  if (BARE_SPAN.test(text)) return null;
  const relative = /\b(?:in|next|week|month|weekend|tonight|end|noon|midday|midnight)\b/i.test(text);
  if (
    !relative &&
    !r.start.isCertain('day') &&
    !r.start.isCertain('weekday') &&
    !r.start.isCertain('hour') &&
    !monthAndDay(text, r, now)
  )
    return null;
  if (!relative && MONTH_ONLY.test(text) && !r.start.isCertain('day') && !r.start.isCertain('weekday')) return null;
  const date = /^next week$/i.test(text)
    ? mondayOfNextWeek(now, locale)
    : (monthAndDay(text, r, now) ?? r.start.date());
  if (Number.isNaN(date.getTime()) || date.getFullYear() < MIN_YEAR || date.getFullYear() > MAX_YEAR) return null;
  const hasTime = r.start.isCertain('hour');
  const hour = r.start.get('hour') ?? 0;
  // "call mum at 5": a bare small hour on a to-do means the afternoon; chrono reads 05:00
  // (and, once 05:00 has passed, tomorrow's 05:00).
  if (hasTime && !r.start.isCertain('meridiem') && hour >= 1 && hour <= 7) {
    date.setHours(date.getHours() + 12);
    const dayEarlier = new Date(date.getTime());
    dayEarlier.setDate(dayEarlier.getDate() - 1);
    if (!r.start.isCertain('day') && !r.start.isCertain('weekday') && dayEarlier > now)
      date.setTime(dayEarlier.getTime());
  }
  const start = shift + r.index + (r.text.length - r.text.trimStart().length);
  const end = start + text.length;
  return {
    value: hasTime ? date.toISOString() : localIsoDate(date),
    hasTime,
    date,
    text: input.slice(start, end),
    start,
    end,
    cutStart: lead > 0 ? shift + r.index - lead : start,
  };
}

// "due dec 1, not wednesday", "friday instead of thursday", "rather than monday": the date
// after a negation is the old one, never the new due date.
const NEGATION = /(?:^|[\s,;(])(?:not|instead of|rather than|no longer)\s+(?:on\s+|due\s+|by\s+|the\s+)?$/i;

/**
 * The text with every negated date phrase ("not wednesday") blanked with spaces, negation
 * included, so offsets stay those of the input: neither a due date nor part of a title.
 *
 * @example
 *   withoutNegatedDates('due dec 1, not wednesday', now) // → 'due dec 1,              '
 */
export function withoutNegatedDates(text: string, now: Date, locale: TextLocale = DEFAULT_LOCALE): string {
  let out = text;
  for (const r of safeParse(text, now, locale)) {
    const neg = NEGATION.exec(text.slice(0, r.index));
    if (!neg) continue;
    const from = neg.index + (neg[0].length - neg[0].trimStart().length);
    const to = r.index + r.text.length;
    out = out.slice(0, from) + ' '.repeat(to - from) + out.slice(to);
  }
  return out;
}

/**
 * The date phrase meant as the due date, read by chrono relative to `now` and always forward in
 * time ("friday" on a Saturday is next Friday). Only a phrase that ends the text, starts it, or
 * follows "due/by/on/…" counts: "march essay" is a title, "essay due march 3" has a date.
 * `text` may have other parts blanked with spaces (same length), so offsets stay those of the input.
 *
 * @example
 *   findDueDate('essay draft due friday', new Date('2026-11-21T09:00Z'))
 *   // → { value: '2026-11-27', hasTime: false, text: 'friday', start: 16, end: 22, cutStart: 12 }
 */
export function findDueDate(input: string, now: Date, locale: TextLocale = DEFAULT_LOCALE): FoundDate | null {
  const text = withoutNegatedDates(input, now, locale);
  const results = safeParse(text, now, locale);
  for (let i = results.length - 1; i >= 0; i--) {
    const r = results[i]!;
    const before = text.slice(0, r.index);
    // "pay the fee tomorrow itself" (Indian English): "itself" stresses the day, and goes with it.
    const emphatic = ITSELF.exec(text.slice(r.index + r.text.length))?.[0].length ?? 0;
    const after = text.slice(r.index + r.text.length + emphatic);
    const lead = LEAD.exec(before) ?? COMMA_LEAD.exec(before);
    // "revise chem 28/11 - high priority": a dash or colon left where a priority was cut ends it too.
    if (!(/^[\s,.!?;:–—-]*$/.test(after) || /^\s*$/.test(before) || lead)) continue;
    const found = interpret(text, now, r, 0, lead ? lead[0].trimStart().length : 0, locale);
    if (found && emphatic > 0)
      return { ...found, end: found.end + emphatic, text: text.slice(found.start, found.end + emphatic) };
    if (found) return found;
  }
  // chrono joins a number to the date after it ("act 3 mon" reads as "3 months", "chapter 12 dec 4"
  // as "12 dec"): try the last words on their own, taking them only when they are wholly a date.
  const words = [...text.matchAll(/\S+/g)].map((m) => m.index);
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const shift = words[words.length - k]!;
    const suffix = text.slice(shift);
    const r = safeParse(suffix, now, locale).find((x) => x.index === 0 && x.text.trim() === suffix.trim());
    const found = r && interpret(text, now, r, shift, 0, locale);
    if (found) return found;
  }
  return null;
}

export interface DateExtraction {
  due: FoundDate | null;
  /** The text without the date phrase (and its "due"/"by"), for reading a title from. */
  rest: string;
}

/** findDueDate, plus the text with the phrase cut out. */
export function extractDueDate(text: string, now: Date, locale: TextLocale = DEFAULT_LOCALE): DateExtraction {
  const due = findDueDate(text, now, locale);
  if (!due) return { due: null, rest: text.trim() };
  const kept = withoutNegatedDates(text, now, locale);
  const rest = `${kept.slice(0, due.cutStart)} ${kept.slice(due.end)}`
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*$/, '')
    .trim();
  return { due, rest };
}

export type TaskPeriod = 'overdue' | 'today' | 'tomorrow' | 'week';

/** The day after the last day of a named period, as YYYY-MM-DD, for list_tasks' `due_before`. */
export function dueBeforeFor(period: TaskPeriod, now: Date): string {
  const today = localIsoDate(now);
  switch (period) {
    case 'overdue':
      return today;
    case 'today':
      return addDays(today, 1);
    case 'tomorrow':
      return addDays(today, 2);
    case 'week':
      // The next seven days, as the Today view's "this week" counts them.
      return addDays(today, 7);
  }
}

import { RRule } from 'rrule';
import { addDays, localIsoDate } from './locale';

/**
 * Repetition as people say it ("every monday", "every 2 weeks", "weekdays", "on the 1st of every
 * month") read into an RFC 5545 RRULE such as `FREQ=WEEKLY;BYDAY=MO`, and the rule's next
 * occurrence computed by the `rrule` package.
 */
export interface FoundRepetition {
  /** The RRULE, without the `RRULE:` prefix: `FREQ=WEEKLY;BYDAY=MO`. */
  rule: string;
  start: number;
  end: number;
}

const DAYS: Record<string, string> = {
  mon: 'MO',
  tue: 'TU',
  wed: 'WE',
  thu: 'TH',
  fri: 'FR',
  sat: 'SA',
  sun: 'SU',
};
const DAY = String.raw`(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday|rsday)?s?`;
const NAMES_A_DAY = new RegExp(String.raw`\b${DAY}\b|\bweek(?:end|day)s?\b`, 'i');

/** Whether the text names a day of the week ("saturdays", "thurs", "weekends"), as the repeat rules read them. */
export function namesADay(text: string): boolean {
  return NAMES_A_DAY.test(text);
}
// "mon, wed and fri", "mon wed & fri", "tues/thurs", "monday, and friday": any joiner, or none.
const DAY_JOIN = String.raw`(?:\s*(?:,\s*(?:and|&)?|and|n|&|\+|\/)\s*|\s+)`;
const DAY_LIST = String.raw`${DAY}(?:${DAY_JOIN}${DAY})*`;
// A habit without "every": "mondays and wednesdays", "tues/thurs" (two or more days, or plurals).
const PLURAL_DAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)days`;
const SLASHED_DAYS = String.raw`${DAY}(?:\s*\/\s*${DAY})+`;
const UNIT = String.raw`(day|week|month|year)s?`;
const COUNT = String.raw`(\d{1,3}|two|three|four|five|six|other)`;
// "the 1st", "the 15th", and said as words ("on the first of every month", dictated).
const ORDINAL_DAY = String.raw`(\d{1,2}|first|second|third|fourth|fifth|tenth|fifteenth|twentieth|last)(?:st|nd|rd|th)?`;
const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  tenth: 10,
  fifteenth: 15,
  twentieth: 20,
};
const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, other: 2 };
const FREQ: Record<string, string> = { day: 'DAILY', week: 'WEEKLY', month: 'MONTHLY', year: 'YEARLY' };

function daysOf(list: string): string {
  const codes = [...list.toLowerCase().matchAll(/[a-z]+/g)]
    .map((m) => DAYS[m[0].slice(0, 3)])
    .filter((d): d is string => d !== undefined);
  return [...new Set(codes)].join(',');
}

const rule = (freq: string, parts: { interval?: number; byday?: string; bymonthday?: number } = {}) =>
  [
    `FREQ=${freq}`,
    ...(parts.interval && parts.interval > 1 ? [`INTERVAL=${parts.interval}`] : []),
    ...(parts.byday ? [`BYDAY=${parts.byday}`] : []),
    ...(parts.bymonthday ? [`BYMONTHDAY=${parts.bymonthday}`] : []),
  ].join(';');

const EVERY = String.raw`(?:every|each)`;
// Most specific first; each yields an RRULE from its groups.
const PATTERNS: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [
    new RegExp(String.raw`\b(?:on\s+)?(?:the\s+)?${ORDINAL_DAY}\s+(?:day\s+)?of\s+${EVERY}\s+month\b`, 'i'),
    (m) => monthDay(m[1]!),
  ],
  [new RegExp(String.raw`\b${EVERY}\s+month\s+on\s+the\s+${ORDINAL_DAY}\b`, 'i'), (m) => monthDay(m[1]!)],
  [new RegExp(String.raw`\bmonthly\s+on\s+the\s+${ORDINAL_DAY}\b`, 'i'), (m) => monthDay(m[1]!)],
  [
    /\b(?:every|each|on)\s+(?:week\s*days|work\s*days|weekday|workday)\b|\bweekdays\b/i,
    () => rule('WEEKLY', { byday: 'MO,TU,WE,TH,FR' }),
  ],
  [/\b(?:every|each|on)\s+weekends?\b|\bweekends\b/i, () => rule('WEEKLY', { byday: 'SA,SU' })],
  [
    // "every sunday evening": the part of the day goes with the repeat, not into the title.
    new RegExp(
      String.raw`\b${EVERY}\s+(?:${COUNT}\s+)?(?:week\s+on\s+)?(${DAY_LIST})\b(?:\s+(?:morning|afternoon|evening|night)s?\b)?`,
      'i',
    ),
    (m) => rule('WEEKLY', { interval: count(m[1]), byday: daysOf(m[2]!) }),
  ],
  // "weekly on saturdays", "weekly on mon and thu": the days a weekly repeat falls on (read as
  // a bare "weekly" before, so the days were dropped).
  [new RegExp(String.raw`\bweekly\s+(?:on\s+)?(${DAY_LIST})\b`, 'i'), (m) => rule('WEEKLY', { byday: daysOf(m[1]!) })],
  // "every 2 weeks on wed", "every other week on mon and thu": the count and the days both kept
  // (the bare count read first left the day in the title's date and dropped it from the repeat).
  [
    new RegExp(String.raw`\b${EVERY}\s+${COUNT}\s+weeks?\s+(?:on\s+)?(${DAY_LIST})\b`, 'i'),
    (m) => rule('WEEKLY', { interval: count(m[1]), byday: daysOf(m[2]!) }),
  ],
  [
    new RegExp(String.raw`\b${EVERY}\s+${COUNT}\s+${UNIT}\b`, 'i'),
    (m) => rule(FREQ[m[2]!.toLowerCase()]!, { interval: count(m[1]) }),
  ],
  [new RegExp(String.raw`\b${EVERY}\s+${UNIT}\b`, 'i'), (m) => rule(FREQ[m[1]!.toLowerCase()]!)],
  [/\b(?:daily|every\s*day|each\s*day|every (?:morning|evening|night))\b/i, () => rule('DAILY')],
  [/\bfortnightly\b|\bbi-?weekly\b|\b(?:every|each)\s+fortnight\b/i, () => rule('WEEKLY', { interval: 2 })],
  [/\bweekly\b/i, () => rule('WEEKLY')],
  [/\bmonthly\b/i, () => rule('MONTHLY')],
  [/\b(?:yearly|annually)\b/i, () => rule('YEARLY')],
  // "on mondays", "mondays and thursdays", "tues/thurs": plural weekdays, or days joined by a
  // slash, are a habit.
  [
    new RegExp(String.raw`\b(?:on\s+)?(${PLURAL_DAY}(?:${DAY_JOIN}${PLURAL_DAY})*|${SLASHED_DAYS})\b`, 'i'),
    (m) => rule('WEEKLY', { byday: daysOf(m[1]!) }),
  ],
];

function count(word: string | undefined): number {
  if (!word) return 1;
  return NUMBERS[word.toLowerCase()] ?? Number(word);
}

function monthDay(day: string): string | null {
  // "the last of every month" has no BYMONTHDAY here: the rule is left unread (it asks or stays plain).
  const n = ORDINAL_WORDS[day.toLowerCase()] ?? Number(day);
  return n >= 1 && n <= 31 ? rule('MONTHLY', { bymonthday: n }) : null;
}

/**
 * The repetition in `text`, or null. `text` may have other parts blanked with spaces.
 *
 * @example
 *   findRepetition('gym every monday and thursday') // → { rule: 'FREQ=WEEKLY;BYDAY=MO,TH', start: 4, end: 29 }
 *   findRepetition('pay rent on the 1st of every month') // → { rule: 'FREQ=MONTHLY;BYMONTHDAY=1', … }
 */
export function findRepetition(text: string): FoundRepetition | null {
  for (const [re, build] of PATTERNS) {
    const m = re.exec(text);
    if (!m) continue;
    const r = build(m);
    if (r === null || r.includes('BYDAY=;')) continue;
    const lead = m[0].length - m[0].trimStart().length;
    return { rule: r, start: m.index + lead, end: m.index + m[0].length };
  }
  return null;
}

/** A stored RRULE checked by the `rrule` package; null when it is not one it can run. */
export function parseRecurrence(rule: string): RRule | null {
  const body = rule.replace(/^RRULE:/i, '').trim();
  if (!/^FREQ=/i.test(body) && !/;FREQ=/i.test(body)) return null;
  try {
    const options = RRule.parseString(body);
    if (options.freq === undefined) return null;
    return new RRule(options);
  } catch {
    return null;
  }
}

/** "every week on Monday", "every 2 weeks", "every month on the 1st" — the rule in words. */
export function describeRecurrence(rule: string): string {
  const r = parseRecurrence(rule);
  return r ? r.toText() : rule;
}

// rrule works in "floating" UTC: a wall-clock time written as if it were UTC, so 09:00 stays
// 09:00 on the user's clock across a DST change.
const floating = (d: Date) =>
  new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()));
const unfloat = (d: Date) =>
  new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
const dayStart = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * The due date of the occurrence after `due` (YYYY-MM-DD or a UTC instant, kept in that form), and
 * never before today: completing a weekly task three weeks late schedules next week, not the past.
 * With no due date the series starts from today. Null when the rule has no further occurrence.
 *
 * @example
 *   nextOccurrence('FREQ=WEEKLY;BYDAY=MO', '2026-11-23', now) // → '2026-11-30'
 */
export function nextOccurrence(rule: string, due: string | null, now: Date): string | null {
  const parsed = parseRecurrence(rule);
  if (!parsed) return null;
  const today = localIsoDate(now);
  if (due === null || due.length === 10) {
    const from = due ?? today;
    const series = new RRule({ ...parsed.origOptions, dtstart: dayStart(from) });
    // The first occurrence after the due date that is today or later.
    const floor = from >= today ? dayStart(from) : dayStart(addDays(today, -1));
    const next = series.after(floor, false);
    return next ? next.toISOString().slice(0, 10) : null;
  }
  const start = floating(new Date(due));
  const series = new RRule({ ...parsed.origOptions, dtstart: start });
  const nowFloating = floating(now);
  const next = series.after(start > nowFloating ? start : nowFloating, false);
  return next ? unfloat(next).toISOString() : null;
}

/** The first occurrence on or after today: the due date of a new repeating task given none. */
export function firstOccurrence(rule: string, now: Date): string | null {
  const parsed = parseRecurrence(rule);
  if (!parsed) return null;
  const today = dayStart(localIsoDate(now));
  const next = new RRule({ ...parsed.origOptions, dtstart: today }).after(today, true);
  return next ? next.toISOString().slice(0, 10) : null;
}

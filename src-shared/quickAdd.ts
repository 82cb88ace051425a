// Only the English parser: the package root pulls in every locale (~5× the bundle weight).
import * as chrono from 'chrono-node/en';

/**
 * Quick add, Todoist-style: one line of text becomes a task's title, due date and priority.
 * Pure (no DOM, no Node) so the renderer previews exactly what will be saved, and tests can
 * pin the clock.
 *
 * @example
 *   parseQuickAdd('essay draft fri p1', new Date('2026-11-21T09:00:00'))
 *   // → { title: 'essay draft', due: { value: '2026-11-27', hasTime: false, text: 'fri' }, priority: 1, tokens: [...] }
 */
export interface QuickAddDue {
  /** What add_task takes: `YYYY-MM-DD` (a day) or a UTC instant (a day and a time). */
  value: string;
  hasTime: boolean;
  /** The words that named it, as typed. */
  text: string;
}

export interface QuickAddToken {
  kind: 'date' | 'priority';
  /** Offsets into the input, end exclusive: for highlighting what was understood. */
  start: number;
  end: number;
  text: string;
}

export interface QuickAddParse {
  title: string;
  due: QuickAddDue | null;
  priority: 1 | 2 | 3 | 4 | null;
  tokens: QuickAddToken[];
}

// "p1" or "!1" as a word of its own; "p10" and "mp3" are left alone.
const PRIORITY = /(^|\s)[p!]([1-4])(?=\s|$)/gi;
// Words that introduce a due date ("essay due fri", "call mum at 5"); they leave the title with it.
const LEAD = /(?:^|\s)(due|by|on|at|before|until|till)\s+$/i;
const HAS_WORD = /[\p{L}\p{N}]/u;
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

/** The calendar date on the user's clock, YYYY-MM-DD (the date a date-only task is due). */
export function localIsoDate(d: Date): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}

function findPriority(input: string): { priority: QuickAddParse['priority']; tokens: QuickAddToken[] } {
  const tokens: QuickAddToken[] = [];
  let priority: QuickAddParse['priority'] = null;
  for (const m of input.matchAll(PRIORITY)) {
    const start = m.index + m[1]!.length;
    tokens.push({ kind: 'priority', start, end: start + 2, text: input.slice(start, start + 2) });
    // The last one typed wins, as when someone corrects themselves: "essay p2 p1".
    priority = Number(m[2]) as 1 | 2 | 3 | 4;
  }
  return { priority, tokens };
}

function safeParse(text: string, now: Date): chrono.ParsedResult[] {
  try {
    return chrono.casual.parse(text, now, { forwardDate: true });
  } catch {
    // A parser bug must never cost the user their typing: no date is the honest answer.
    return [];
  }
}

type Found = { due: QuickAddDue; token: QuickAddToken; leadStart: number };

/** One chrono result found at `shift` in `masked`, as a due date — or null when it names no day. */
function interpret(input: string, now: Date, r: chrono.ParsedResult, shift: number, leadLength: number): Found | null {
  // A month alone ("march essay") names no day to be due on; it is part of the title.
  if (!r.start.isCertain('day') && !r.start.isCertain('weekday') && !r.start.isCertain('hour')) return null;
  const date = r.start.date();
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
  // chrono may take in blanked priority marks at either end; the token covers only words.
  const start = shift + r.index + (r.text.length - r.text.trimStart().length);
  const end = shift + r.index + r.text.trimEnd().length;
  const text = input.slice(start, end);
  return {
    due: { value: hasTime ? date.toISOString() : localIsoDate(date), hasTime, text },
    token: { kind: 'date', start, end, text },
    leadStart: leadLength > 0 ? shift + r.index - leadLength : start,
  };
}

/**
 * The date phrase that is meant as the due date: the last one that ends the text, starts it, or
 * follows "due/by/on/…". "march essay" stays a title; "essay due march 3" has a date.
 */
function findDue(input: string, masked: string, now: Date): Found | null {
  const results = safeParse(masked, now);
  for (let i = results.length - 1; i >= 0; i--) {
    const r = results[i]!;
    const before = masked.slice(0, r.index);
    const after = masked.slice(r.index + r.text.length);
    const lead = LEAD.exec(before);
    if (!(/^[\s,.!?]*$/.test(after) || /^\s*$/.test(before) || lead)) continue;
    const found = interpret(input, now, r, 0, lead ? lead[0].trimStart().length : 0);
    if (found) return found;
  }
  // chrono joins a number to the date after it ("act 3 mon" reads as "3 months", "chapter 12 dec 4"
  // as "12 dec"): try the last words on their own, taking them only when they are wholly a date.
  const words = [...masked.matchAll(/\S+/g)].map((m) => m.index);
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const shift = words[words.length - k]!;
    const suffix = masked.slice(shift);
    const r = safeParse(suffix, now).find((x) => x.index === 0 && x.text.trim() === suffix.trim());
    const found = r && interpret(input, now, r, shift, 0);
    if (found) return found;
  }
  return null;
}

const tidy = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
    .trim();

/** Reads one line of quick-add text relative to `now`. Never throws. */
export function parseQuickAdd(input: string, now: Date): QuickAddParse {
  const { priority, tokens } = findPriority(input);
  let masked = input;
  for (const t of tokens) masked = blank(masked, t.start, t.end);
  const found = findDue(input, masked, now);
  let titleSource = masked;
  if (found) titleSource = blank(titleSource, found.leadStart, found.token.end);
  const title = tidy(titleSource);
  if (title === '' && HAS_WORD.test(input)) {
    // Only metadata was typed ("tomorrow p1"): keep the words as the title rather than lose them.
    return { title: tidy(input), due: null, priority: null, tokens: [] };
  }
  const all = found ? [...tokens, found.token] : tokens;
  all.sort((a, b) => a.start - b.start);
  return { title, due: found?.due ?? null, priority, tokens: all };
}

import { findDueDate } from '../../../../../src-shared/text/dates';
import { addDays, localIsoDate } from '../../../../../src-shared/text/locale';
import type { Features } from './features';
import type { TaskFilter, TaskPeriod } from './types';

/**
 * Slots shared by the task intents: which tasks a list or a bulk action covers (a period, a
 * subject, search words, a "before" date) and which status. Dates go through the one parser.
 */

/**
 * The finished tasks asked for as a list: "completed tasks pls", "my finished ones", "anything
 * completed?", "what's done so far" — a read, never "complete a task called tasks".
 */
// "how many things did i complete today", "how many tasks have i ticked off this week": a count
// of what is done, answered from the completed list ("today", "this week" say when it was done,
// which is no due date to filter by).
export const COMPLETED_LIST =
  /^how\s+many\s+(?:(?:things|tasks?|to-?dos?|items|jobs)\s+)?(?:did|have|'ve)\s+i\s+(?:already\s+|actually\s+)?(?:complete[d]?|finish(?:ed)?|do|done|get\s+done|got\s+done|(?:tick(?:ed)?|check(?:ed)?|cross(?:ed)?)\s+off|knock(?:ed)?\s+(?:off|out))(?:\s+(?:so far|yet|today|this week|lately|recently|already))*$|^how\s+many\s+(?:things|tasks?|to-?dos?|items)\s+(?:are|have been|did i get)\s+(?:done|completed|finished|ticked off)(?:\s+(?:so far|yet|today|this week|lately|recently|already))*$|^(?:(?:show|list|see)\s+(?:me\s+)?)?(?:(?:my|the|all(?:\s+my|\s+the)?)\s+)?(?:completed|finished|done)\s+(?:tasks?|todos?|to-dos?|ones|items|stuff|things)(?:\s+(?:so far|today|this week))?$|^(?:anything|what(?:'s| is)?|which(?: ones)?|what have i|what did i)\s+(?:been\s+|got\s+|get\s+)?(?:completed|finished|done)(?:\s+(?:so far|yet|today|this week|lately|recently))?$/i;

export function periodOf(text: string): TaskPeriod | null {
  if (/\b(?:overdue|late|past due|missed|forgotten|forgot)\b/i.test(text)) return 'overdue';
  if (/\btomorrow'?s?\b/i.test(text)) return 'tomorrow';
  if (/\b(?:this|next|the)\s+(?:week|7 days|seven days)\b|\bweek\b/i.test(text)) return 'week';
  if (/\b(?:today|tonight|now)\b/i.test(text)) return 'today';
  return null;
}

export function statusOf(text: string): 'pending' | 'completed' | 'all' {
  // "how many tasks did I complete": a question about the past asks for the completed ones.
  if (
    /\b(?:completed|done|finished|closed|ticked off|checked off)\b|\bdid i\s+(?:complete|finish|do|tick off)\b/i.test(
      text,
    )
  )
    return 'completed';
  if (/\ball\b|\beverything\b/i.test(text) && !/\b(?:pending|open|outstanding|remaining|left|due)\b/i.test(text))
    return 'all';
  return 'pending';
}

/** Search words after "about", "matching", "called"…: "show tasks about essay" → "essay". */
export function queryOf(text: string): string | null {
  const m = /\b(?:about|matching|containing|with|called|named|mentioning|for|on)\s+["“']?(.+?)["”']?$/i.exec(text);
  if (!m) return null;
  // "anything about physics on my list": where to look, not what to look for.
  const q = m[1]!.replace(/\s+(?:on|in)\s+(?:my|the)\s+(?:list|to-?do list|tasks|todos)$/i, '').trim();
  // "for this week", "on my list", "for today" are periods and places, not search words.
  if (periodOf(q) !== null && q.split(/\s+/).length <= 3) return null;
  if (/^(?:my|the)\s+(?:list|plate|agenda|to-?do list|tasks?)\b/i.test(q)) return null;
  if (/^(?:high|low|top|medium)[- ]priority$|^priority$/i.test(q)) return null;
  return q;
}

// Words between "my" and the noun that say which kind of task, not which subject.
const KIND_WORDS = new Set(
  (
    'pending open outstanding remaining current completed done finished all overdue upcoming late ' +
    'unfinished incomplete uncompleted undone unticked unchecked active single ' +
    "today's todays tomorrow's tomorrows this week's weeks high low top medium priority urgent important " +
    'new old other remaining due every whole entire the my of biggest next recent latest ' +
    'what which how many much any some are is do i have got there your our its those these'
  ).split(' '),
);
const NOUN_WORDS = /^(?:tasks?|todos?|to-?dos?|reminders?|flashcards?|cards?|deck|items?|things|stuff|list)$/;

/**
 * A subject named right before the noun: "my physics tasks" → "physics", "all my biology
 * flashcards" → "biology". Null when the words there only say which kind ("my pending tasks").
 */
export function subjectOf(f: Features): string | null {
  const nounAt = f.nouns.find((n) => (n.cls === 'task' || n.cls === 'card') && n.at >= (f.lead?.next ?? 0));
  if (!nounAt) return null;
  const words: string[] = [];
  for (let i = nounAt.at - 1; i >= 0 && words.length < 3; i--) {
    const w = f.words[i]!;
    if (KIND_WORDS.has(w) || NOUN_WORDS.test(w) || (f.lead && i < f.lead.next)) break;
    words.unshift(w);
  }
  if (words.length === 0) return subjectAfter(f, nounAt.at);
  if (words.some((w) => /^(?:my|the|any|some|of|a|an|to|me)$/.test(w))) return null;
  return words.join(' ');
}

// "every card in biology", "all tasks from my physics class", "the cards under #spanish deck".
const IN_SUBJECT =
  /^(?:in|from|under|of)\s+(?:the\s+|my\s+)?#?([\p{L}][\p{L}\d-]*(?:\s+[\p{L}\d-]+){0,2}?)(?:\s+(?:deck|topic|subject|class|course|module|cards|flashcards|tasks))?$/iu;

/** A subject named after the noun, closing the request: "delete every card in biology" → "biology". */
function subjectAfter(f: Features, nounAt: number): string | null {
  const m = IN_SUBJECT.exec(f.words.slice(nounAt + 1).join(' '));
  if (!m) return null;
  const words = m[1]!.split(' ');
  if (words.some((w) => KIND_WORDS.has(w) || NOUN_WORDS.test(w)) || periodOf(m[1]!) !== null) return null;
  return m[1]!;
}

/**
 * "due before friday" → friday (not included); "due by friday" → the day after friday.
 * Read by the one date parser against the clock.
 */
export function beforeOf(f: Features): string | undefined {
  const m = /\b(?:due\s+)?(before|by|until|till)\s+(.+)$/i.exec(f.text);
  if (!m) return undefined;
  const found = findDueDate(m[2]!, f.now, f.locale);
  if (!found || found.start !== 0) return undefined;
  const day = found.hasTime ? localIsoDate(new Date(found.value)) : found.value;
  return /^before$/i.test(m[1]!) ? day : addDays(day, 1);
}

/**
 * "what's due on wednesday", "anything due friday": one day, read by the one date parser. Only
 * looked for when no period word was said, so "what's due today" never wakes chrono.
 */
export function onDayOf(f: Features, text: string): string | undefined {
  // "for the 30th" is a day; "for the essay" is not.
  const m = /\b(?:due\s+(?:on\s+)?|on\s+(?:for\s+)?|for\s+)(?!(?:my|a|an)\b|the\s+(?!\d))(.+)$/i.exec(text);
  if (!m || !DATE_WORD.test(m[1]!)) return undefined;
  const found = findDueDate(m[1]!, f.now, f.locale);
  if (!found || found.start !== 0) return undefined;
  return found.hasTime ? localIsoDate(new Date(found.value)) : found.value;
}
const DATE_WORD =
  /\d|\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\bnext\b/i;

// "including the finished ones", "the finished ones too", "done or not": the done ones as well.
const ALSO_DONE =
  /\b(?:including|incl\.?|plus|as well as|and(?: also)?|with)\s+(?:the\s+|all\s+(?:the\s+)?)?(?:completed|finished|done|ticked off)(?:\s+(?:ones|tasks?|todos?|items))?\b|\b(?:completed|finished|done)\s+(?:ones|tasks?)\s+(?:too|as well|also)\b|\b(?:done|finished) or not\b/i;

// "everything i've done today", "the ones that are finished": the done ones, said as a clause.
const DONE_SAID =
  /\b(?:i'?ve|i have|i'd|i)\s+(?:already\s+)?(?:done|finished|completed|did|ticked off|crossed off)\b|\b(?:that|which)\s*(?:are|is|'s|'re|were|have been)\s+(?:already\s+)?(?:marked\s+)?(?:as\s+)?(?:done|completed|finished|ticked off)\b/i;

/** The whole filter a list or bulk request names. */
export function filterOf(f: Features, text: string = f.text): TaskFilter {
  const before = beforeOf(f);
  const subject = subjectOf(f);
  const period = before ? null : periodOf(text);
  const on = before || period ? undefined : onDayOf(f, text);
  return {
    period,
    query: on ? null : queryOf(text),
    ...(on ? { on } : {}),
    ...(subject ? { subject } : {}),
    ...(before ? { before } : {}),
    ...(ALSO_DONE.test(text)
      ? { alsoDone: true as const }
      : /\b(?:completed|finished|done|ticked off)\s+(?:tasks?|todos?|ones|items)\b/i.test(text) || DONE_SAID.test(text)
        ? { done: true as const }
        : {}),
  };
}

import { extractDueDate, type FoundDate } from './dates';
import { addDays, DEFAULT_LOCALE, localIsoDate, type TextLocale } from './locale';
import { extractPriority, type Priority } from './priority';
import { findRepetition } from './repetition';
import { parseTaskText, taskFields } from './task';
import { capitalise, tidyTitle } from './titles';
import { topicName } from './topics';

export type NewTaskText = ReturnType<typeof taskFields>;

/**
 * A new task from what followed "add"/"remind me to": parseTaskText, with the lead words of a
 * request ("to", "that") and a dangling "due" taken off the title.
 *
 * @example
 *   readNewTask('"essay draft" due friday p1', now) // → { title: 'Essay draft', due_at: '2026-11-27', priority: 1 }
 *   readNewTask('call mum tomorrow at 5pm', now)    // → { title: 'Call mum', due_at: '2026-11-22T17:00:00.000Z' }
 */
export function readNewTask(body: string, now: Date, locale: TextLocale = DEFAULT_LOCALE): NewTaskText {
  const parsed = parseTaskText(body, now, locale);
  const title = tidyTitle(parsed.title.replace(/^(?:to|that|about)\s+/i, '').replace(/\s+(?:due|by|on)$/i, ''));
  return taskFields({ ...parsed, title });
}

export interface TaskChange {
  title?: string;
  description?: string;
  due_at?: string | null;
  priority?: Priority;
  recurrence?: string | null;
  /** "topic: physics": the task filed under that topic (update_task makes it if it is new). */
  topic_name?: string;
}

const ALSO_CHANGE =
  /^(.+?)(?:\s*,\s*|\s+)(?:and\s+)?(?:also\s+)?((?:make|set|mark|move|change|put|push|bump)\s+(?:it|that|this)\b.+)$/i;

// A weekday by its name alone ("monday", "fri"), as the date parser found it.
const WEEKDAY_NAME = /^(?:(?:on|to|for|until|till|due)\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*$/i;

/**
 * The day a task is moved to. A weekday named alone is never today: "move the essay to monday"
 * said on a Monday means next Monday (a move onto the day it may already have is no move). Only for
 * moves: "add X monday" on a Monday keeps its meaning (the shared date parser reads it as today).
 */
export function movedToDay(due: FoundDate, now: Date): string {
  const today = localIsoDate(now);
  return !due.hasTime && due.value === today && WEEKDAY_NAME.test(due.text.trim()) ? addDays(today, 7) : due.value;
}

/**
 * What to change, from "to friday", "p2", "due monday at 9", "no due date", "title: X".
 * With `renameOk`, leftover words that are neither become the new title.
 */
export function readTaskChange(
  change: string,
  now: Date,
  renameOk = false,
  locale: TextLocale = DEFAULT_LOCALE,
): TaskChange {
  const text = change
    .trim()
    .replace(/^(?:make|set|change|move|put|push|switch|bump)\s+(?:it|that|this|them)\s*/i, '')
    // "due in a week now", "friday instead": the trailing word says it changed, not when.
    .replace(/(\S)\s+(?:instead|now|then|please)$/i, '$1')
    .trim();
  // "physics pset 3 and make it p2": two changes, each read on its own (the second never renames).
  const also = ALSO_CHANGE.exec(text);
  if (also) {
    const first = readTaskChange(also[1]!, now, renameOk, locale);
    if (Object.keys(first).length > 0) return { ...first, ...readTaskChange(also[2]!, now, false, locale) };
  }
  const titled = /^(?:title|name)\s*[:=]\s*(.+)$/i.exec(text);
  if (titled) return { title: capitalise(tidyTitle(titled[1]!.replace(/^["“']|["”']$/g, ''))) };
  const topic = /^(?:to\s+)?(?:topic|subject|tag)\s*[:=]\s*#?([^\s#].*)$/i.exec(text);
  if (topic) return { topic_name: topicName(topic[1]!.trim()) };
  const noted = /^(?:note|notes|description|details?)\s*[:=]\s*(.+)$/is.exec(text);
  if (noted) return { description: noted[1]!.trim().replace(/^["“']|["”']$/g, '') };
  if (
    /^(?:no|without(?: a)?|clear(?: the)?|remove(?: the)?)\s+(?:due\s+)?(?:date|deadline)$|^(?:someday|no date|whenever)$/i.test(
      text,
    )
  ) {
    return { due_at: null };
  }
  if (
    /^(?:stop repeating|(?:don'?t|do not) repeat|no (?:more )?repeat(?:s|ing)?|(?:not|no longer) repeating|once|just once|one-?off)$/i.test(
      text,
    )
  )
    return { recurrence: null };
  const p = extractPriority(text);
  const r = findRepetition(p.rest);
  const afterRepeat = r ? `${p.rest.slice(0, r.start)} ${p.rest.slice(r.end)}`.trim() : p.rest;
  const d = extractDueDate(afterRepeat.replace(/^(?:to|for|on|as|due|until|till)\s+/i, ''), now, locale);
  const left = d.rest.replace(/^(?:to|for|on|as|due|and|,)\s*|\s*(?:and|,)$/gi, '').trim();
  const out: TaskChange = {};
  if (p.priority !== null) out.priority = p.priority;
  // "move it to monday" on a Monday is next Monday; "due monday" on a Monday is today, as said.
  if (d.due) out.due_at = /\bdue\b/i.test(afterRepeat) ? d.due.value : movedToDay(d.due, now);
  if (r) out.recurrence = r.rule;
  if (renameOk && left !== '' && p.priority === null && !d.due && !r)
    out.title = capitalise(tidyTitle(left.replace(/^["“']|["”']$/g, '')));
  return out;
}

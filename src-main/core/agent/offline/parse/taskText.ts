import { extractDueDate } from './dates';
import { extractPriority, type Priority } from './priority';
import { capitalise, extractQuoted, tidyTitle } from './titles';

export interface NewTaskText {
  title: string;
  due_at?: string;
  priority?: Priority;
}

/**
 * A new task from what followed "add"/"remind me to": a quoted title wins; otherwise the title is
 * what is left once the priority and due date are cut out.
 *
 * @example
 *   readNewTask('"essay draft" due friday p1', now) // → { title: 'Essay draft', due_at: '2026-11-27', priority: 1 }
 *   readNewTask('call mum tomorrow at 5pm', now)    // → { title: 'Call mum', due_at: '2026-11-22T17:00:00.000Z' }
 */
export function readNewTask(body: string, now: Date): NewTaskText {
  const { quoted, rest } = extractQuoted(body);
  const p = extractPriority(quoted === null ? body : rest);
  const d = extractDueDate(p.rest, now);
  const raw = quoted ?? d.rest;
  const title = capitalise(tidyTitle(raw.replace(/^(?:to|that|about)\s+/i, '').replace(/\s+(?:due|by|on)$/i, '')));
  return {
    title,
    ...(d.due ? { due_at: d.due.value } : {}),
    ...(p.priority !== null ? { priority: p.priority } : {}),
  };
}

export interface TaskChange {
  title?: string;
  due_at?: string | null;
  priority?: Priority;
}

/**
 * What to change, from "to friday", "p2", "due monday at 9", "no due date", "title: X".
 * With `renameOk`, leftover words that are neither become the new title.
 */
export function readTaskChange(change: string, now: Date, renameOk = false): TaskChange {
  const text = change
    .trim()
    .replace(/^(?:make|set|change|move|put|push|switch|bump)\s+(?:it|that|this|them)\s*/i, '')
    .replace(/\s+instead$/i, '')
    .trim();
  const titled = /^(?:title|name)\s*[:=]\s*(.+)$/i.exec(text);
  if (titled) return { title: capitalise(tidyTitle(titled[1]!.replace(/^["“']|["”']$/g, ''))) };
  if (
    /^(?:no|without(?: a)?|clear(?: the)?|remove(?: the)?)\s+(?:due\s+)?(?:date|deadline)$|^(?:someday|no date|whenever)$/i.test(
      text,
    )
  ) {
    return { due_at: null };
  }
  const p = extractPriority(text);
  const d = extractDueDate(p.rest.replace(/^(?:to|for|on|as|due|until|till)\s+/i, ''), now);
  const left = d.rest.replace(/^(?:to|for|on|as|due|and|,)\s*|\s*(?:and|,)$/gi, '').trim();
  const out: TaskChange = {};
  if (p.priority !== null) out.priority = p.priority;
  if (d.due) out.due_at = d.due.value;
  if (renameOk && left !== '' && p.priority === null && !d.due)
    out.title = capitalise(tidyTitle(left.replace(/^["“']|["”']$/g, '')));
  return out;
}

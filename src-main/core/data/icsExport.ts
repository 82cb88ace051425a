import ICAL from 'ical.js';
import type { Db } from '../db/connection';
import { log } from '../log';

interface TaskRow {
  id: number;
  title: string;
  description: string;
  status: 'pending' | 'completed';
  due_at: string;
  priority: number;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  recurrence?: string | null;
}

interface PlanItemRow {
  id: number;
  plan_title: string;
  title: string;
  status: 'todo' | 'in_progress' | 'done' | 'skipped';
  due_date: string;
  notes: string | null;
  created_at: string;
  updated_at: string;
}

// Quire's p1 is the most urgent; iCalendar says 1 = highest, 5 = medium, 9 = lowest, 0 = none.
const PRIORITY: Record<number, number> = { 1: 1, 2: 5, 3: 9 };
const ITEM_STATUS = {
  todo: 'NEEDS-ACTION',
  in_progress: 'IN-PROCESS',
  done: 'COMPLETED',
  skipped: 'CANCELLED',
} as const;

/** A date (`2026-12-01`, all day) or a UTC instant, as the matching iCalendar value. */
function icalTime(value: string): ICAL.Time {
  return value.length === 10 ? ICAL.Time.fromDateString(value) : ICAL.Time.fromJSDate(new Date(value), true);
}

function hasColumn(db: Db, table: string, column: string): boolean {
  return db.prepare('SELECT 1 FROM pragma_table_info(?) WHERE name = ?').get(table, column) !== undefined;
}

function todo(
  uid: string,
  fields: { summary: string; description?: string | null; due: string; created: string; modified: string },
) {
  const c = new ICAL.Component('vtodo');
  c.addPropertyWithValue('uid', uid);
  c.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(fields.modified), true));
  c.addPropertyWithValue('created', ICAL.Time.fromJSDate(new Date(fields.created), true));
  c.addPropertyWithValue('last-modified', ICAL.Time.fromJSDate(new Date(fields.modified), true));
  c.addPropertyWithValue('summary', fields.summary);
  if (fields.description) c.addPropertyWithValue('description', fields.description);
  c.addPropertyWithValue('due', icalTime(fields.due));
  return c;
}

/**
 * Dated tasks and plan steps as RFC 5545 VTODOs, which Thunderbird, Apple Reminders and other
 * calendars read as to-dos. A repeating task (the `recurrence` column, an RRULE) gets its RRULE.
 */
export function exportIcs(db: Db): { text: string; counts: { tasks: number; plan_steps: number } } {
  const cal = new ICAL.Component(['vcalendar', [], []]);
  cal.addPropertyWithValue('prodid', '-//Quire//Quire study planner//EN');
  cal.addPropertyWithValue('version', '2.0');
  cal.addPropertyWithValue('calscale', 'GREGORIAN');
  const recurrence = hasColumn(db, 'tasks', 'recurrence') ? ', recurrence' : '';
  const tasks = db
    .prepare(
      `SELECT id, title, description, status, due_at, priority, created_at, updated_at, completed_at${recurrence}
       FROM tasks WHERE deleted_at IS NULL AND due_at IS NOT NULL ORDER BY due_at, id`,
    )
    .all() as TaskRow[];
  for (const t of tasks) {
    const c = todo(`task-${t.id}@quire`, {
      summary: t.title,
      description: t.description,
      due: t.due_at,
      created: t.created_at,
      modified: t.updated_at,
    });
    if (PRIORITY[t.priority]) c.addPropertyWithValue('priority', PRIORITY[t.priority]!);
    c.addPropertyWithValue('status', t.status === 'completed' ? 'COMPLETED' : 'NEEDS-ACTION');
    if (t.completed_at) c.addPropertyWithValue('completed', ICAL.Time.fromJSDate(new Date(t.completed_at), true));
    if (t.recurrence) {
      try {
        c.addPropertyWithValue('rrule', ICAL.Recur.fromString(t.recurrence.replace(/^RRULE:/i, '')));
      } catch (e) {
        // A rule calendars cannot read is left out rather than failing the whole export.
        log.warn('Task repetition is not a valid RRULE; exported without it', { task_id: t.id, error: String(e) });
      }
    }
    cal.addSubcomponent(c);
  }
  const items = db
    .prepare(
      `SELECT i.id, p.title AS plan_title, i.title, i.status, i.due_date, i.notes, i.created_at, i.updated_at
       FROM plan_items i JOIN plans p ON p.id = i.plan_id
       WHERE p.deleted_at IS NULL AND i.due_date IS NOT NULL ORDER BY i.due_date, i.id`,
    )
    .all() as PlanItemRow[];
  for (const i of items) {
    const c = todo(`plan-item-${i.id}@quire`, {
      summary: i.title,
      description: i.notes,
      due: i.due_date,
      created: i.created_at,
      modified: i.updated_at,
    });
    c.addPropertyWithValue('categories', i.plan_title);
    c.addPropertyWithValue('status', ITEM_STATUS[i.status]);
    cal.addSubcomponent(c);
  }
  return { text: cal.toString(), counts: { tasks: tasks.length, plan_steps: items.length } };
}

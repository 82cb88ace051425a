import type { Settings } from '../../../src-shared/settings';
import type { Db } from '../db/connection';
import { statement } from '../db/queries/statements';
import { log } from '../log';

/** A reminder as it reaches the notifier: the task, when it is due, and the line to show. */
export interface Reminder {
  task_id: number;
  title: string;
  due_at: string;
  /** "Due at 16:00: Essay draft" on the user's clock. */
  message: string;
}

/** The timer functions the scheduler uses; tests pass a fake clock's. */
export interface ReminderTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ReminderDeps {
  db: Db;
  settings: () => Settings;
  now: () => Date;
  timers: ReminderTimers;
  /** Shows it: an Electron notification in the app, an in-window toast where there is none. */
  notify: (reminder: Reminder) => void;
}

/** Sleep, clock changes and long timers drift: look again at least this often. */
const RECHECK_MS = 60 * 60_000;
/**
 * A reminder still shows this long after its task fell due (a laptop waking from sleep), never
 * later: an overdue task is Today's business, not a notification's.
 */
const PAST_MS = 15 * 60_000;
/** Enough for any real day; a student with more timed tasks than this sees the first ones. */
const LOOKAHEAD = 200;

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/**
 * Task reminders while the app runs: a pending task with a due time is announced `reminder_lead_minutes`
 * before it (Settings), once per due time. Only tasks still ahead when the app opened are
 * announced — nothing can notify while Quire is closed, and a pile of old ones at start-up would
 * help nobody. Call `refresh()` when tasks or settings change; `stop()` on close.
 *
 * @example
 *   const r = startReminders({ db, settings, now: () => new Date(), timers: globalThis, notify: show });
 *   onTasksChanged(() => r.refresh());
 */
export function startReminders(deps: ReminderDeps): { refresh(): void; stop(): void } {
  const openedAt = deps.now().toISOString();
  const announced = new Set<string>();
  let timer: unknown = null;
  let stopped = false;
  // Tasks due while the app was closed are never announced, nor those overdue for a while.
  const since = () => {
    const recent = new Date(deps.now().getTime() - PAST_MS).toISOString();
    return recent > openedAt ? recent : openedAt;
  };
  const upcoming = () =>
    statement(
      deps.db,
      `SELECT id, title, due_at FROM tasks
        WHERE status = 'pending' AND deleted_at IS NULL AND length(due_at) > 10 AND due_at > ?
        ORDER BY due_at LIMIT ${LOOKAHEAD}`,
    ).all(since()) as { id: number; title: string; due_at: string }[];

  function check(): void {
    if (timer !== null) deps.timers.clearTimeout(timer);
    timer = null;
    if (stopped || !deps.db.open) return;
    const settings = deps.settings();
    if (!settings.reminders_enabled) return;
    const lead = settings.reminder_lead_minutes * 60_000;
    const now = deps.now().getTime();
    let next = now + RECHECK_MS;
    try {
      for (const task of upcoming()) {
        const key = `${task.id}@${task.due_at}`;
        const at = new Date(task.due_at).getTime() - lead;
        if (at <= now) {
          if (announced.has(key)) continue;
          announced.add(key);
          deps.notify({
            task_id: task.id,
            title: task.title,
            due_at: task.due_at,
            message: `Due at ${timeOf(task.due_at)}: ${task.title}`,
          });
        } else {
          next = Math.min(next, at);
          break;
        }
      }
    } catch (e) {
      log.warn('Checking task reminders failed', { error: e instanceof Error ? e.message : String(e) });
    }
    timer = deps.timers.setTimeout(check, Math.max(0, next - now));
  }

  check();
  return {
    refresh: check,
    stop: () => {
      stopped = true;
      if (timer !== null) deps.timers.clearTimeout(timer);
      timer = null;
    },
  };
}

import type { Db } from '../db/connection';
import { forgetChangesBefore } from '../db/queries/journal';
import { firstIdAtOrAfter } from '../db/queries/timeOrdered';
import { PURGEABLE_TABLES, purgeRowsDeletedBefore, type PurgeableTable } from '../db/queries/trash';

export const PURGE_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment (ISO) before which deleted rows, changes and audit inputs are past keeping. */
export function purgeCutoff(now: Date, days: number = PURGE_AFTER_DAYS): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/**
 * Hard-deletes everything soft-deleted more than `days` ago: tasks, plans (their items go by
 * CASCADE), flashcards (with their review log), quiz attempts and chat sessions (with their
 * messages); and the revisions of changes made that long ago (the journal keeps their rows as the
 * audit log). Until then `undo` and `restore_deleted` can bring a row back. One transaction, so a
 * failure purges nothing.
 *
 * @example
 *   purgeDeleted(db, new Date())   // { tasks: 2, …, chat_sessions: 0, changes: 14 }
 */
export function purgeDeleted(
  db: Db,
  now: Date,
  days: number = PURGE_AFTER_DAYS,
): Record<PurgeableTable | 'changes', number> {
  if (!Number.isFinite(days) || days < 0)
    throw new RangeError(`purgeDeleted: days must be a non-negative number, got ${days}`);
  const cutoff = purgeCutoff(now, days);
  return db.transaction(() => {
    const purged = {} as Record<PurgeableTable | 'changes', number>;
    for (const table of PURGEABLE_TABLES) purged[table] = purgeRowsDeletedBefore(db, table, cutoff);
    purged.changes = forgetChangesBefore(db, cutoff);
    return purged;
  })();
}

/**
 * The audit log's inputs (task titles, card text, search words) follow the same retention as
 * deleted rows: past `days` only what ran, how it ended and how long it took remain, so text the
 * student deleted does not live on in the log. Returns how many rows lost their input.
 *
 * @example
 *   purgeAuditDetails(db, new Date()) // 412
 */
export function purgeAuditDetails(db: Db, now: Date, days: number = PURGE_AFTER_DAYS): number {
  const young = firstIdAtOrAfter(db, 'journal', purgeCutoff(now, days)) ?? Number.MAX_SAFE_INTEGER;
  return db.prepare("UPDATE journal SET input = 'null' WHERE id < ? AND input <> 'null'").run(young).changes;
}

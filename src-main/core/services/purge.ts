import type { Db } from '../db/connection';
import { purgeChangesBefore } from '../db/queries/changeSets';
import { firstIdAtOrAfter } from '../db/queries/timeOrdered';
import { PURGEABLE_TABLES, purgeRowsDeletedBefore, type PurgeableTable } from '../db/queries/trash';

export const PURGE_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Hard-deletes everything soft-deleted more than `days` ago: tasks, plans (their items go by
 * CASCADE), flashcards (with their review log), quiz attempts and chat sessions (with their
 * messages); and the revision history of changes made that long ago (`change_sets`, with their
 * revisions). Until then `undo` and `restore_deleted` can bring a row back. One transaction, so a
 * failure purges nothing.
 *
 * @example
 *   purgeDeleted(db, new Date())   // { tasks: 2, …, chat_sessions: 0, change_sets: 14 }
 */
export function purgeDeleted(
  db: Db,
  now: Date,
  days: number = PURGE_AFTER_DAYS,
): Record<PurgeableTable | 'change_sets', number> {
  if (!Number.isFinite(days) || days < 0)
    throw new RangeError(`purgeDeleted: days must be a non-negative number, got ${days}`);
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  return db.transaction(() => {
    const purged = {} as Record<PurgeableTable | 'change_sets', number>;
    for (const table of PURGEABLE_TABLES) purged[table] = purgeRowsDeletedBefore(db, table, cutoff);
    purged.change_sets = purgeChangesBefore(db, cutoff);
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
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const young = firstIdAtOrAfter(db, 'audit_log', cutoff) ?? Number.MAX_SAFE_INTEGER;
  return db.prepare("UPDATE audit_log SET input = 'null' WHERE id < ? AND input <> 'null'").run(young).changes;
}

import type { Db } from '../db/connection';
import { deleteSessionsInactiveSince } from '../db/queries/conversations';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * DESIGN §10: conversations older than the retention setting are purged — whole sessions whose
 * last message is more than `days` old, with their messages and tool calls (ON DELETE CASCADE).
 * Run at start-up; one transaction, so a failure purges nothing.
 *
 * @example
 *   purgeOldConversations(db, settings.conversation_retention_days, new Date())   // 3
 */
export function purgeOldConversations(db: Db, days: number, now: Date): number {
  if (!Number.isInteger(days) || days < 1)
    throw new RangeError(`purgeOldConversations: days must be a positive integer, got ${days}`);
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  return db.transaction(() => deleteSessionsInactiveSince(db, cutoff))();
}

import type { Db } from '../connection';
import { RESTORABLE_ENTITIES, type RestorableEntity } from '../../../../src-shared/tools/inputs/restore';
import { statement } from './statements';

/**
 * The soft-deletable entities a user can undo, and their tables. Names are fixed across the
 * team; a plan's items and a card's review log have no `deleted_at` of their own — they hide with
 * their parent and go with it at purge (ON DELETE CASCADE).
 */
export const RESTORABLE_TABLES = {
  task: 'tasks',
  plan: 'plans',
  flashcard: 'flashcards',
  attempt: 'quiz_attempts',
} as const satisfies Record<RestorableEntity, string>;
export { RESTORABLE_ENTITIES, type RestorableEntity };

/** Every table purge empties of old soft-deleted rows: the restorable ones and chat sessions. */
export const PURGEABLE_TABLES = [...Object.values(RESTORABLE_TABLES), 'chat_sessions'] as const;
export type PurgeableTable = (typeof PURGEABLE_TABLES)[number];

/** Where a row of `entity` stands: live, deleted (restorable) or absent (never existed, or purged). */
export function rowState(db: Db, entity: RestorableEntity, id: number): 'live' | 'deleted' | 'absent' {
  const row = statement(db, `SELECT deleted_at FROM ${RESTORABLE_TABLES[entity]} WHERE id = ?`).get(id) as
    { deleted_at: string | null } | undefined;
  if (!row) return 'absent';
  return row.deleted_at === null ? 'live' : 'deleted';
}

/** Clears `deleted_at`; false when the row is not a deleted one. */
export function restoreRow(db: Db, entity: RestorableEntity, id: number): boolean {
  const table = RESTORABLE_TABLES[entity];
  return (
    statement(db, `UPDATE ${table} SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL`).run(id).changes === 1
  );
}

/** Hard-deletes rows of `table` soft-deleted before `cutoff` (an ISO instant); returns how many. */
export function purgeRowsDeletedBefore(db: Db, table: PurgeableTable, cutoff: string): number {
  return statement(db, `DELETE FROM ${table} WHERE deleted_at IS NOT NULL AND deleted_at < ?`).run(cutoff).changes;
}

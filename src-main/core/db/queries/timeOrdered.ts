import type { Db } from '../connection';
import { statement } from './statements';

/** Append-only tables whose ids follow their `created_at` (rows are written as things happen). */
export type TimeOrderedTable = 'journal';

/**
 * The id of the first row written at or after `cutoff` (ISO), or null when every row is older:
 * a bisection over ids, ~log2(rows) primary-key lookups, so the purges and undo's walk need no
 * index on `created_at` (each index is a page every write pays for; migration 24). A clock set back
 * while writing leaves a few rows out of order; the bisection then lands between them, which
 * only moves a purge by those rows.
 *
 * @example
 *   const young = firstIdAtOrAfter(db, 'journal', '2026-10-22T09:00:00.000Z'); // rows with id < young are older
 */
export function firstIdAtOrAfter(db: Db, table: TimeOrderedTable, cutoff: string): number | null {
  // Two subqueries: SQLite reads min() or max() of the rowid from the b-tree's edge only when the
  // query has that one aggregate; both in one SELECT scan the whole table (11 ms at 150,000 rows).
  const { lo, hi } = statement(
    db,
    `SELECT (SELECT min(id) FROM ${table}) AS lo, (SELECT max(id) FROM ${table}) AS hi`,
  ).get() as {
    lo: number | null;
    hi: number | null;
  };
  if (lo === null || hi === null) return null;
  // Ids may have gaps: each probe reads the first row at or after the id it tries.
  const at = statement(db, `SELECT id, created_at FROM ${table} WHERE id >= ? ORDER BY id LIMIT 1`);
  let low = lo;
  let high = hi + 1; // the answer lies in [low, high]; high = hi + 1 means no row is young enough
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    const row = at.get(mid) as { id: number; created_at: string };
    if (row.created_at >= cutoff) high = mid;
    else low = row.id + 1;
  }
  if (low > hi) return null;
  return (at.get(low) as { id: number }).id;
}

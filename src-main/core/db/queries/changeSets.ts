import type { ToolOrigin } from '../../tools/define';
import type { Db } from '../connection';
import { statement } from './statements';
import { firstIdAtOrAfter } from './timeOrdered';

/** One recorded change: a write-tool call that changed at least one row (migration 0010). */
export interface ChangeSet {
  id: number;
  tool: string;
  origin: ToolOrigin;
  session_id: number | null;
  created_at: string;
  undoes: number | null;
  undone_by: number | null;
}

export interface RevisionRow {
  id: number;
  table_name: string;
  row_id: number;
  before: string | null;
  after: string | null;
}

const COLUMNS = 'id, tool, origin, session_id, created_at, undoes, undone_by';

export function getChangeSet(db: Db, id: number): ChangeSet | undefined {
  return statement(db, `SELECT ${COLUMNS} FROM change_sets WHERE id = ?`).get(id) as ChangeSet | undefined;
}

/**
 * The newest change of this origin (and chat session) that is neither undone nor itself an undo,
 * leaving out `excluding` (the undo call being recorded right now).
 */
export function latestUndoableChange(
  db: Db,
  origin: ToolOrigin,
  session_id: number | null,
  excluding: number | null,
): ChangeSet | undefined {
  return statement(
    db,
    `SELECT ${COLUMNS} FROM change_sets
      WHERE origin = ? AND session_id IS ? AND undone_by IS NULL AND undoes IS NULL AND id IS NOT ?
      ORDER BY id DESC LIMIT 1`,
  ).get(origin, session_id, excluding) as ChangeSet | undefined;
}

export function revisionsOf(db: Db, changeId: number): RevisionRow[] {
  return statement(
    db,
    'SELECT id, table_name, row_id, before, after FROM revisions WHERE change_id = ? ORDER BY id',
  ).all(changeId) as RevisionRow[];
}

/** The latest change after `afterChange` that touched this row: who changed it since. */
export function laterChangeOf(
  db: Db,
  table: string,
  rowId: number,
  afterChange: number,
): Pick<ChangeSet, 'tool' | 'origin' | 'created_at'> | undefined {
  return statement(
    db,
    `SELECT c.tool, c.origin, c.created_at FROM revisions r JOIN change_sets c ON c.id = r.change_id
      WHERE r.table_name = ? AND r.row_id = ? AND r.change_id > ? ORDER BY r.id DESC LIMIT 1`,
  ).get(table, rowId, afterChange) as Pick<ChangeSet, 'tool' | 'origin' | 'created_at'> | undefined;
}

/**
 * Links an undo to the change it reverted. Undoing an undo (a redo) makes the original change
 * current again, so the next plain "undo" finds it.
 */
export function linkUndo(db: Db, undoId: number, target: ChangeSet): void {
  statement(db, 'UPDATE change_sets SET undoes = ? WHERE id = ?').run(target.id, undoId);
  statement(db, 'UPDATE change_sets SET undone_by = ? WHERE id = ?').run(undoId, target.id);
  if (target.undoes !== null) statement(db, 'UPDATE change_sets SET undone_by = NULL WHERE id = ?').run(target.undoes);
}

/** Forgets changes recorded before `cutoff` (ISO), with their revisions; returns how many. */
export function purgeChangesBefore(db: Db, cutoff: string): number {
  // The file text kept for undoing an edit goes with the history that could undo it.
  statement(db, 'DELETE FROM material_edits WHERE created_at < ?').run(cutoff);
  const young = firstIdAtOrAfter(db, 'change_sets', cutoff);
  if (young === null) return statement(db, 'DELETE FROM change_sets').run().changes;
  return statement(db, 'DELETE FROM change_sets WHERE id < ?').run(young).changes;
}

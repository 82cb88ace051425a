import type { ToolOrigin } from '../../tools/define';
import type { Db } from '../connection';
import { statement } from './statements';
import { firstIdAtOrAfter } from './timeOrdered';

/**
 * The journal (migration 26): one row per registry call, at once its audit row and — when it
 * changed rows — its change for `undo`, with the revisions folded in as one JSON value.
 */

/** What every journal row says about its call (the audit part). */
export interface JournalEntry {
  tool: string;
  origin: ToolOrigin;
  session_id: number | null;
  request_id: string;
  created_at: string;
  ok: boolean;
  code: string | null;
  duration_ms: number;
  /** The input as JSON text, redacted and bounded (tools/audit.ts). */
  input: string;
}

/** The columns an entry fills, in the order `entryValues` gives them. */
export const ENTRY_COLUMNS = 'origin, session_id, tool, created_at, ok, code, duration_ms, request_id, input';

/** Writes an entry's values, in ENTRY_COLUMNS order, into `out` from `at` (a chunk's parameters). */
export function putEntry(out: unknown[], at: number, e: JournalEntry): void {
  out[at] = e.origin;
  out[at + 1] = e.session_id;
  out[at + 2] = e.tool;
  out[at + 3] = e.created_at;
  out[at + 4] = e.ok ? 1 : 0;
  out[at + 5] = e.code;
  out[at + 6] = e.duration_ms;
  out[at + 7] = e.request_id;
  out[at + 8] = e.input;
}

/** The number of ENTRY_COLUMNS. */
export const ENTRY_WIDTH = 9;

export const entryValues = (e: JournalEntry): unknown[] => {
  const out = new Array<unknown>(ENTRY_WIDTH);
  putEntry(out, 0, e);
  return out;
};

/** One recorded change: a call that changed at least one row. */
export interface Change {
  id: number;
  tool: string;
  origin: ToolOrigin;
  session_id: number | null;
  created_at: string;
  undoes: number | null;
  undone_by: number | null;
}

type Values = Record<string, unknown>;

/**
 * One row a change wrote: its values before (null: inserted) and after (null: deleted) — every
 * column for an insert or a delete, only the columns it changed for an update (older journal rows
 * hold an update's whole row before it).
 */
export interface Revision {
  table: string;
  row_id: number;
  before: Values | null;
  after: Values | null;
}

/** A change's revisions as stored: `[[table, row_id, before, after], …]` in the order written. */
export function parseRevisions(json: string | null): Revision[] {
  if (json === null) return [];
  return (JSON.parse(json) as [string, number, Values | null, Values | null][]).map(
    ([table, row_id, before, after]) => ({
      table,
      row_id,
      before,
      after,
    }),
  );
}

const COLUMNS = 'id, tool, origin, session_id, created_at, undoes, undone_by';

export function getChange(db: Db, id: number): Change | undefined {
  return statement(db, `SELECT ${COLUMNS} FROM journal WHERE id = ? AND part_of IS NULL AND revisions IS NOT NULL`).get(
    id,
  ) as Change | undefined;
}

/**
 * The newest change of this origin (and chat session) that is neither undone nor itself an undo:
 * a walk backwards by id over the journal (no index: every write would pay for one), stopping at
 * `notBefore` (ISO) — changes older than that are past keeping (services/purge.ts).
 */
export function latestUndoableChange(
  db: Db,
  origin: ToolOrigin,
  session_id: number | null,
  notBefore: string,
): Change | undefined {
  const floor = firstIdAtOrAfter(db, 'journal', notBefore);
  if (floor === null) return undefined;
  return statement(
    db,
    `SELECT ${COLUMNS} FROM journal
      WHERE id >= ? AND origin = ? AND session_id IS ? AND part_of IS NULL AND undone_by IS NULL AND undoes IS NULL
        AND revisions IS NOT NULL
      ORDER BY id DESC LIMIT 1`,
  ).get(floor, origin, session_id) as Change | undefined;
}

/** The newest change made anywhere (any origin or session), on the terms of latestUndoableChange. */
export function latestUndoableChangeAnywhere(db: Db, notBefore: string): Change | undefined {
  const floor = firstIdAtOrAfter(db, 'journal', notBefore);
  if (floor === null) return undefined;
  return statement(
    db,
    `SELECT ${COLUMNS} FROM journal
      WHERE id >= ? AND part_of IS NULL AND undone_by IS NULL AND undoes IS NULL AND revisions IS NOT NULL
      ORDER BY id DESC LIMIT 1`,
  ).get(floor) as Change | undefined;
}

/** Whether this origin (and chat session) changed anything since `notBefore`, undone or not. */
export function changedAnythingSince(
  db: Db,
  origin: ToolOrigin,
  session_id: number | null,
  notBefore: string,
): boolean {
  const floor = firstIdAtOrAfter(db, 'journal', notBefore);
  if (floor === null) return false;
  return (
    statement(
      db,
      `SELECT 1 FROM journal WHERE id >= ? AND origin = ? AND session_id IS ? AND revisions IS NOT NULL LIMIT 1`,
    ).get(floor, origin, session_id) !== undefined
  );
}

/** Every row change `id` wrote, in order: its own row's revisions, then those of its later parts. */
export function revisionsOf(db: Db, id: number): Revision[] {
  const rows = statement(
    db,
    // The parts of a change always follow it; they are few and rare (tools that commit in steps).
    'SELECT revisions FROM journal WHERE id >= @id AND (id = @id OR part_of = @id) ORDER BY id',
  ).all({ id }) as { revisions: string | null }[];
  return rows.flatMap((r) => parseRevisions(r.revisions));
}

/** The latest change after `afterChange` that touched this row: who changed it since. */
export function laterChangeOf(
  db: Db,
  table: string,
  rowId: number,
  afterChange: number,
): Pick<Change, 'tool' | 'origin' | 'created_at'> | undefined {
  return statement(
    db,
    `SELECT tool, origin, created_at FROM journal j
      WHERE id > ? AND revisions IS NOT NULL
        AND EXISTS (SELECT 1 FROM json_each(j.revisions) r WHERE r.value ->> 0 = ? AND r.value ->> 1 = ?)
      ORDER BY id DESC LIMIT 1`,
  ).get(afterChange, table, rowId) as Pick<Change, 'tool' | 'origin' | 'created_at'> | undefined;
}

/**
 * Links an undo to the change it reverted. Undoing an undo (a redo) makes the original change
 * current again, so the next plain "undo" finds it.
 */
export function linkUndo(db: Db, undoId: number, target: Change): void {
  statement(db, 'UPDATE journal SET undoes = ? WHERE id = ?').run(target.id, undoId);
  statement(db, 'UPDATE journal SET undone_by = ? WHERE id = ?').run(undoId, target.id);
  if (target.undoes !== null) statement(db, 'UPDATE journal SET undone_by = NULL WHERE id = ?').run(target.undoes);
}

/**
 * Forgets the revisions of changes recorded before `cutoff` (ISO); returns how many. The rows
 * stay as the audit log (their inputs are blanked by purgeAuditDetails): the newest row is never
 * removed, so no id is ever given out twice.
 */
export function forgetChangesBefore(db: Db, cutoff: string): number {
  // The file text kept for undoing an edit goes with the history that could undo it.
  statement(db, 'DELETE FROM material_edits WHERE created_at < ?').run(cutoff);
  const young = firstIdAtOrAfter(db, 'journal', cutoff) ?? Number.MAX_SAFE_INTEGER;
  return statement(db, 'UPDATE journal SET revisions = NULL WHERE id < ? AND revisions IS NOT NULL').run(young).changes;
}

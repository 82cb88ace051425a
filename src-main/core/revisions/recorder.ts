import type { Db } from '../db/connection';
import { statement } from '../db/queries/statements';
import type { ToolOrigin } from '../tools/define';
import { installRevisionTriggers, revisionCapture } from './triggers';

export interface ChangeMeta {
  tool: string;
  origin: ToolOrigin;
  session_id: number | null;
  request_id: string;
  created_at: string;
}

/** What one call overwrote, for the bulk-overwrite question (policy.ts). */
export interface OverwriteSummary {
  /** Table → how many rows that existed before the call it changed or deleted. */
  overwritten: Record<string, number>;
  /** A review log entry was deleted: part of a card's history is gone. */
  erased_reviews: number;
}

export interface ChangeTally {
  recorded: boolean;
  /** Recorded rows that existed before the change (an upper bound on what it overwrote). */
  existing_rows: number;
  erased_reviews: number;
}

/**
 * Opens and closes the recording of one change around a tool call. The triggers do the copying;
 * this only says which change the rows belong to (the connection's capture), and drops the change
 * again when the call wrote nothing, so "undo" never lands on a call that changed nothing.
 * Every method but `ready` must run inside the caller's transaction.
 */
export function createRevisionRecorder(db: Db) {
  // The TEMP triggers are made on the first write, not at start-up: a read-only command (`quire
  // tool list_tasks`, an MCP host listing tools) never writes, and making them cost ~12 ms of its start.
  let installed = false;
  const capture = revisionCapture(db);
  /** Installs the triggers; call it outside any transaction (a rollback would take them away too). */
  function ready(): void {
    if (installed) return;
    if (db.inTransaction) throw new Error('The revision triggers must be installed outside a transaction');
    installRevisionTriggers(db);
    installed = true;
  }

  function begin(meta: ChangeMeta): number {
    if (!installed) throw new Error('Call ready() before recording a change');
    const id = Number(
      statement(
        db,
        'INSERT INTO change_sets (tool, origin, session_id, request_id, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(meta.tool, meta.origin, meta.session_id, meta.request_id, meta.created_at).lastInsertRowid,
    );
    resume(id);
    return id;
  }

  /** Points the triggers at an existing change (a later transaction of the same long call). */
  function resume(id: number): void {
    capture.change_id = id;
  }

  /** Stops recording; safe to call outside a transaction (the registry calls it when a write throws). */
  function pause(): void {
    capture.change_id = null;
  }

  /**
   * Stops recording and tallies the change in one read: whether it recorded any row (if not, the
   * change is forgotten), how many recorded rows existed before, and how many review log entries
   * it deleted. The tally bounds what `overwrites` could find, so the registry runs that exact
   * (and much dearer) count only when more than one existing row was touched.
   */
  function finish(id: number): ChangeTally {
    pause();
    const t = statement(
      db,
      `SELECT count(*) AS rows, count(before) AS existing,
              count(CASE WHEN table_name = 'review_log' AND before IS NOT NULL AND after IS NULL THEN 1 END) AS erased
         FROM revisions WHERE change_id = ?`,
    ).get(id) as { rows: number; existing: number; erased: number };
    if (t.rows === 0) statement(db, 'DELETE FROM change_sets WHERE id = ?').run(id);
    return { recorded: t.rows > 0, existing_rows: t.existing, erased_reviews: t.erased };
  }

  /** Stops recording; returns false (and forgets the change) when it recorded no row. */
  function end(id: number): boolean {
    return finish(id).recorded;
  }

  /**
   * Rows that existed before the change and were changed by it — an update that only moved
   * `updated_at` (a parent touched by its child's edit) or `position` (siblings renumbered when
   * one step moves) does not count.
   */
  function overwrites(id: number): OverwriteSummary {
    const rows = statement(
      db,
      `SELECT table_name, count(DISTINCT row_id) AS n FROM revisions r
        WHERE change_id = @id AND before IS NOT NULL
          AND (after IS NULL OR json_remove(before, '$.updated_at', '$.position') IS NOT json_remove(after, '$.updated_at', '$.position'))
          AND NOT EXISTS (SELECT 1 FROM revisions i WHERE i.change_id = @id AND i.table_name = r.table_name
                          AND i.row_id = r.row_id AND i.before IS NULL)
        GROUP BY table_name`,
    ).all({ id }) as { table_name: string; n: number }[];
    const erased = statement(
      db,
      "SELECT count(*) AS n FROM revisions WHERE change_id = ? AND table_name = 'review_log' AND before IS NOT NULL AND after IS NULL",
    ).get(id) as { n: number };
    return { overwritten: Object.fromEntries(rows.map((r) => [r.table_name, r.n])), erased_reviews: erased.n };
  }

  return { ready, begin, resume, pause, end, finish, overwrites };
}

export type RevisionRecorder = ReturnType<typeof createRevisionRecorder>;

import type { Db } from '../db/connection';
import { ENTRY_COLUMNS, entryValues, parseRevisions, type JournalEntry, type Revision } from '../db/queries/journal';
import { statement } from '../db/queries/statements';
import { installRevisionTriggers, revisionCapture } from './triggers';

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

const BUFFER = 'temp.revision_buffer';
// The buffered items as the journal's one JSON array, in the order they were written; NULL when empty.
// In id order from a subquery that reads the table in that order: an ORDER BY inside group_concat
// sorts, a sixth of a small write's instructions (callgrind).
const FOLDED = `(SELECT '[' || group_concat(item, ',') || ']' FROM (SELECT item FROM ${BUFFER} ORDER BY id))`;
const INSERT = `INSERT INTO journal (${ENTRY_COLUMNS}, revisions) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`;
const INSERT_FOLDED = `INSERT INTO journal (${ENTRY_COLUMNS}, revisions) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ${FOLDED})`;
// Its `changes` say how many rows the buffer held: whether the call recorded anything, exactly.
const CLEAR = `DELETE FROM ${BUFFER}`;

/**
 * Records write calls into the journal. The TEMP triggers (triggers.ts) copy each row a call
 * writes into an in-memory buffer while `start`ed; at the end of the call, inside its transaction,
 * `append` writes the call's one journal row with the buffer folded in and clears the buffer — so
 * the write and its undo record commit together, in one append to the journal's last page.
 * Every method but `ready` and `pause` must run inside the caller's transaction.
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

  function start(): void {
    if (!installed) throw new Error('Call ready() before recording a change');
    capture.rows = capture.existing = capture.erased = 0;
    capture.recording = true;
  }

  /** Stops recording; safe to call outside a transaction (the registry calls it when a write throws). */
  function pause(): void {
    capture.recording = false;
  }

  const clear = () => statement(db, CLEAR).run();

  /**
   * Stops recording and writes the call's journal row with the buffer folded in, emptying the
   * buffer; returns the row's id and a tally of what it recorded: whether the call wrote any row,
   * how many of them existed before, and how many review log entries it deleted. The tally's counts
   * come from the triggers as they fired (revisionCapture): an upper bound, since a statement or
   * savepoint the tool rolled back keeps its count, so the registry runs the exact (and dearer)
   * `overwritesOf` only when they say more than one existing row was touched. Whether anything was
   * recorded is exact: what the buffer held when it was emptied. A call whose every recorded row was
   * rolled back folds nothing (its row's revisions stay NULL) and so has no change to undo.
   */
  function record(entry: JournalEntry): { id: number; tally: ChangeTally } {
    pause();
    const counted = capture.rows > 0;
    // The statement texts are module constants: the cache's key is hashed once, not at every call.
    const id = Number(statement(db, counted ? INSERT_FOLDED : INSERT).run(...entryValues(entry)).lastInsertRowid);
    const recorded = counted && clear().changes > 0;
    return { id, tally: { recorded, existing_rows: capture.existing, erased_reviews: capture.erased } };
  }

  /** Writes a journal row without revisions (a managed call's row, opened before it writes); its id. */
  function append(entry: JournalEntry): number {
    return Number(statement(db, INSERT).run(...entryValues(entry)).lastInsertRowid);
  }

  /**
   * For a tool that commits in several transactions: folds what this transaction buffered into the
   * call's row `callId` — the first time — or else into a row of its own that is `part_of` it (an
   * append, never a rewrite of a growing row). Returns whether anything was buffered.
   */
  function fold(callId: number, entry: JournalEntry): boolean {
    pause();
    const has = statement(db, `SELECT EXISTS (SELECT 1 FROM ${BUFFER}) AS has`).get() as { has: number };
    if (!has.has) return false;
    const filled = statement(db, `UPDATE journal SET revisions = ${FOLDED} WHERE id = ? AND revisions IS NULL`).run(
      callId,
    ).changes;
    if (filled === 0) {
      statement(
        db,
        `INSERT INTO journal (${ENTRY_COLUMNS}, part_of, revisions) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${FOLDED})`,
      ).run(...entryValues(entry), callId);
    }
    clear();
    return true;
  }

  /** A fold's call row gets its final outcome when the call ends (it was written as unfinished). */
  function close(callId: number, outcome: Pick<JournalEntry, 'ok' | 'code' | 'duration_ms'>): void {
    statement(db, 'UPDATE journal SET ok = ?, code = ?, duration_ms = ? WHERE id = ?').run(
      outcome.ok ? 1 : 0,
      outcome.code,
      outcome.duration_ms,
      callId,
    );
  }

  return { ready, start, pause, record, append, fold, close };
}

export type RevisionRecorder = ReturnType<typeof createRevisionRecorder>;

const withoutBookkeeping = (values: Record<string, unknown>) =>
  JSON.stringify(values, (key, value: unknown) => (key === 'updated_at' || key === 'position' ? undefined : value));

/**
 * What a change overwrote: rows that existed before it and were changed by it — an update that only
 * moved `updated_at` (a parent touched by its child's edit) or `position` (siblings renumbered when
 * one step moves) does not count, nor does a row the change itself inserted — and the review log
 * entries it deleted.
 */
export function overwritesOf(revisions: readonly Revision[]): OverwriteSummary {
  const inserted = new Set(revisions.filter((r) => r.before === null).map((r) => `${r.table}:${r.row_id}`));
  const changed = new Map<string, Set<number>>();
  let erased = 0;
  for (const r of revisions) {
    if (r.table === 'review_log' && r.before !== null && r.after === null) erased++;
    if (r.before === null || inserted.has(`${r.table}:${r.row_id}`)) continue;
    if (r.after !== null && withoutBookkeeping(r.before) === withoutBookkeeping(r.after)) continue;
    const rows = changed.get(r.table) ?? new Set<number>();
    rows.add(r.row_id);
    changed.set(r.table, rows);
  }
  return { overwritten: Object.fromEntries([...changed].map(([t, rows]) => [t, rows.size])), erased_reviews: erased };
}

/**
 * What the write transaction under way has recorded so far, not yet folded into the journal (undo
 * checks its own revert against it). Empty before the connection's first recorded write.
 */
export function pendingRevisions(db: Db): Revision[] {
  if (!db.prepare("SELECT 1 FROM temp.sqlite_master WHERE name = 'revision_buffer'").get()) return [];
  const items = statement(db, `SELECT item FROM ${BUFFER} ORDER BY id`).pluck().all() as string[];
  return items.length === 0 ? [] : parseRevisions(`[${items.join(',')}]`);
}

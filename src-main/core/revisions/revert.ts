import { err, ok, type ToolResult } from '../../../src-shared/result';
import type { Db } from '../db/connection';
import { laterChangeOf, revisionsOf, type Change, type Revision } from '../db/queries/journal';
import { statement } from '../db/queries/statements';
import { describeRow } from './entities';
import { rowJson, type RecordedTable } from './triggers';

type Values = Record<string, unknown>;
const quote = (id: string) => `"${id.replace(/"/g, '""')}"`;

export interface RevertedRow {
  table: string;
  row_id: number;
  /** Its values to name it by: as restored, or as it was when the change added it. */
  values: Values | null;
}

/**
 * A row's state before and after one change, from its revisions in order. An update's revision
 * holds only the columns it changed (triggers.ts), so a column's state before is the first value
 * the revisions give it, and its state after the last; an insert or a delete gives every column.
 * `before` null: the change inserted the row; `after` null: the change left it deleted.
 */
interface RowSpan {
  table: string;
  row_id: number;
  before: Values | null;
  after: Values | null;
}

const key = (table: string, rowId: number) => `${table}\u0000${rowId}`;

function spans(revisions: Revision[]): RowSpan[] {
  const byRow = new Map<string, RowSpan>();
  for (const r of revisions) {
    const k = key(r.table, r.row_id);
    const seen = byRow.get(k);
    if (!seen) {
      byRow.set(k, { table: r.table, row_id: r.row_id, before: r.before && { ...r.before }, after: r.after });
      continue;
    }
    // Columns a later revision names for the first time had, before the change, their value then.
    if (seen.before !== null && r.before !== null)
      for (const [c, v] of Object.entries(r.before)) if (!(c in seen.before)) seen.before[c] = v;
    seen.after = r.after === null || seen.after === null ? r.after : { ...seen.after, ...r.after };
  }
  return [...byRow.values()];
}

/** A row's values now (in the caller's transaction); null when it does not exist. */
export function currentRow(db: Db, table: RecordedTable, rowId: number): Values | null {
  const row = statement(
    db,
    `SELECT ${rowJson(table, 't')} AS v FROM main.${quote(table.name)} AS t WHERE rowid = ?`,
  ).get(rowId) as { v: string } | undefined;
  return row ? (JSON.parse(row.v) as Values) : null;
}

/** Equal on every column the recorded state has (columns added by a later migration are not compared). */
function sameState(recorded: Values | null, current: Values | null): boolean {
  if (recorded === null || current === null) return recorded === current;
  return Object.keys(recorded).every((c) => c === TOUCHED || same(recorded[c], current[c]));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b ?? null);

// When a row was last touched is bookkeeping: a later edit of another column moves it, and that
// neither makes the undo a conflict nor is put back (the later edit's time stays).
const TOUCHED = 'updated_at';

/** A JSON value back to what SQLite stores: hex-encoded BLOBs become bytes again. */
function sqlValue(v: unknown): unknown {
  if (Array.isArray(v) && v.length === 2 && v[0] === 'blob' && typeof v[1] === 'string')
    return Buffer.from(v[1], 'hex');
  if (typeof v === 'boolean') return v ? 1 : 0;
  return v;
}

function writeRow(db: Db, table: RecordedTable, rowId: number, values: Values | null, exists: boolean): void {
  const t = `main.${quote(table.name)}`;
  if (values === null) {
    statement(db, `DELETE FROM ${t} WHERE rowid = ?`).run(rowId);
    return;
  }
  const cols = table.columns.map((c) => c.name).filter((c) => c in values);
  const params = cols.map((c) => sqlValue(values[c]));
  if (exists) {
    if (cols.length === 0) return; // an update that changed no column
    const set = cols.map((c) => `${quote(c)} = ?`).join(', ');
    statement(db, `UPDATE ${t} SET ${set} WHERE rowid = ?`).run(...params, rowId);
    return;
  }
  const withRowid = table.rowidAlias === null;
  const names = [...(withRowid ? ['rowid'] : []), ...cols.map(quote)].join(', ');
  const marks = [...(withRowid ? ['?'] : []), ...cols.map(() => '?')].join(', ');
  statement(db, `INSERT INTO ${t} (${names}) VALUES (${marks})`).run(...(withRowid ? [rowId] : []), ...params);
}

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * Puts every row `change` touched back as it was before it, newest revision first (so a plan's
 * steps go before the plan, and a restored plan comes back before its steps). Refuses with
 * `conflict` — changing nothing, since the caller's transaction rolls back — when any of those
 * rows has been changed again since: undo never overwrites newer work. Must run inside the
 * registry's write transaction.
 */
export function revertChange(
  db: Db,
  table: (name: string) => RecordedTable | undefined,
  change: Change,
): ToolResult<RevertedRow[]> {
  const revisions = revisionsOf(db, change.id);
  const rows = spans(revisions);
  const touchedSince = new Set<string>();
  for (const span of rows) {
    const t = table(span.table);
    if (!t) {
      return err('conflict', `This change touched ${span.table}, which Quire no longer records; it cannot be undone.`, {
        reason: 'invalid_transition',
      });
    }
    const now = currentRow(db, t, span.row_id);
    if (span.after && now && TOUCHED in span.after && !same(span.after[TOUCHED], now[TOUCHED]))
      touchedSince.add(key(span.table, span.row_id));
    if (sameState(span.after, now)) continue;
    const what = describeRow(span.table, span.row_id, now ?? span.after ?? span.before);
    const later = laterChangeOf(db, span.table, span.row_id, change.id);
    const by = later ? ` by ${later.tool} (${later.origin}, ${when(later.created_at)} UTC)` : '';
    return err(
      'conflict',
      `Can't undo ${change.tool}: ${what} was changed again since${by}, and undoing would overwrite that. ` +
        'Nothing was changed; undo the later change first, or edit it by hand.',
      { reason: 'stale', candidates: [{ id: span.row_id, title: what }] },
    );
  }
  // Newest first, each revision's `before` written back: an update's puts back only its columns.
  for (const r of [...revisions].reverse()) {
    const t = table(r.table)!;
    let target = r.before;
    if (target && TOUCHED in target && touchedSince.has(key(r.table, r.row_id))) {
      const { [TOUCHED]: _kept, ...rest } = target;
      target = rest;
    }
    const exists = currentRow(db, t, r.row_id) !== null;
    if (target === null && !exists) continue;
    writeRow(db, t, r.row_id, target, exists);
  }
  // Named by the whole row as restored (an update's revisions hold only what it changed).
  return ok(
    rows.map((s) => ({
      table: s.table,
      row_id: s.row_id,
      values: currentRow(db, table(s.table)!, s.row_id) ?? s.after ?? s.before,
    })),
  );
}

import { z } from 'zod';
import type { Db } from '../db/connection';

/**
 * Tables that are not the student's own data: machine state (app_state), the migration record,
 * and anything derived that is rebuilt from other rows (FTS indexes are virtual or shadow tables
 * and never listed here). Every other table is exported, so a table another part of the app adds
 * later is carried along without touching this file.
 *
 * Exported on purpose, though one could argue otherwise (test/integration/data.exportScope.test.ts):
 * - the undo history (the journal's changes): an export moved to a new machine or imported with
 *   --replace keeps working like a backup does — Ctrl+Z still takes back the last change. Changes
 *   are forgotten after 30 days, so an export holds at most that month of old values. The rest of
 *   the journal is the audit log of every call (reads included), a log of this machine: left out.
 * - material chunks: derivable from the files, but the files may not travel with the export, and
 *   flashcards made from a material point at their chunk (source_chunk_id, a foreign key): without
 *   the chunks, search would find nothing and every card would lose its "open the source" link.
 */
// review_slots counts review_log by quarter hour; importing the reviews rebuilds it by trigger.
// audit_log is the audit log of schemas before 26 (the journal's since), staged from an older export.
const NOT_EXPORTED = new Set(['audit_log', 'app_state', 'schema_migrations', 'review_slots']);

/** Tables exported in part: the rows this condition selects (SQL over the table's own columns). */
const EXPORTED_ROWS: Record<string, string> = { journal: 'revisions IS NOT NULL' };

/** The exported rows of `table`, as a WHERE clause ('1' for all). */
export const exportedRows = (table: string): string => EXPORTED_ROWS[table] ?? '1';

/**
 * History rather than data: a database whose only rows are these (the calls a fresh app made
 * before an import) is empty for `import`, and an import replaces them with the file's.
 */
export const HISTORY_TABLES: ReadonlySet<string> = new Set(['journal']);

/** Settings whose name says they hold a secret never leave the database. */
export const SECRET_SETTING = /(^|_)(api_key|key|secret|password|token)$/i;

export interface ColumnInfo {
  name: string;
  type: string;
  notnull: boolean;
  pk: boolean;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
}

/**
 * The exported tables in an order that satisfies their foreign keys (parents first), so rows can
 * be inserted one table after another with the checks on.
 */
export function exportedTables(db: Db): TableInfo[] {
  const names = (
    db
      .prepare(
        "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string }[]
  )
    .map((r) => r.name)
    .filter((n) => !NOT_EXPORTED.has(n));
  const parents = new Map(
    names.map((n) => [
      n,
      (db.prepare('SELECT DISTINCT "table" AS t FROM pragma_foreign_key_list(?)').all(n) as { t: string }[])
        .map((r) => r.t)
        .filter((t) => t !== n && names.includes(t)),
    ]),
  );
  const ordered: string[] = [];
  const visit = (n: string, seen: Set<string>) => {
    if (ordered.includes(n) || seen.has(n)) return;
    seen.add(n);
    for (const p of parents.get(n) ?? []) visit(p, seen);
    ordered.push(n);
  };
  for (const n of names) visit(n, new Set());
  return ordered.map((name) => ({ name, columns: columnsOf(db, name) }));
}

function columnsOf(db: Db, table: string): ColumnInfo[] {
  return (
    db.prepare('SELECT name, type, "notnull", pk FROM pragma_table_info(?)').all(table) as {
      name: string;
      type: string;
      notnull: number;
      pk: number;
    }[]
  ).map((c) => ({ name: c.name, type: c.type.toUpperCase(), notnull: c.notnull === 1, pk: c.pk > 0 }));
}

function columnSchema(c: ColumnInfo): z.ZodType {
  const base =
    c.type === 'INTEGER'
      ? z.int()
      : c.type === 'REAL'
        ? z.number()
        : c.type === 'TEXT'
          ? z.string()
          : // BLOB columns travel as base64 text (JSON has no bytes); ANY stays as given.
            c.type === 'BLOB'
            ? z.string().base64()
            : z.union([z.string(), z.number(), z.null()]);
  // An INTEGER PRIMARY KEY is the rowid: the export always writes it, so the import keeps ids.
  return c.notnull || c.pk ? base : base.nullable();
}

/**
 * A row schema built from the live table: exactly these columns, each of its declared type,
 * required unless nullable. The table's CHECK constraints then judge the values themselves.
 */
export function rowSchema(table: TableInfo): z.ZodType<Record<string, unknown>> {
  return z.strictObject(Object.fromEntries(table.columns.map((c) => [c.name, columnSchema(c)]))) as never;
}

export function isBlobColumn(c: ColumnInfo): boolean {
  return c.type === 'BLOB';
}

import type { Db } from '../db/connection';

/**
 * Tables whose rows are never recorded: bookkeeping (the journal of calls and changes itself,
 * app state such as window bounds) and data derived from files on disk, which a rescan rebuilds
 * and which would bloat the history (material chunks and their vectors). A new table is recorded
 * unless it is listed here.
 */
export const UNRECORDED_TABLES: ReadonlySet<string> = new Set([
  'schema_migrations',
  'journal',
  'app_state',
  'material_chunks',
  'material_chunk_vectors',
  'material_import_errors',
  // Counted by triggers from review_log (migration 23): undoing the review moves the count back.
  'review_slots',
]);

export interface RecordedTable {
  name: string;
  columns: { name: string; blob: boolean }[];
  /** The INTEGER PRIMARY KEY column that is the rowid, if any; else rowid is written explicitly. */
  rowidAlias: string | null;
}

const quote = (id: string) => `"${id.replace(/"/g, '""')}"`;
const text = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The ordinary rowid tables of the live schema that revisions record (virtual, shadow and WITHOUT ROWID ones are not). */
export function recordedTables(db: Db): RecordedTable[] {
  const tables = db
    .prepare(
      "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND wr = 0 AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all() as { name: string }[];
  return tables
    .filter((t) => !UNRECORDED_TABLES.has(t.name))
    .map((t) => {
      const info = db.prepare('SELECT name, type, pk FROM pragma_table_info(?) ORDER BY cid').all(t.name) as {
        name: string;
        type: string;
        pk: number;
      }[];
      const pks = info.filter((c) => c.pk > 0);
      const alias = pks.length === 1 && pks[0]!.type.toUpperCase() === 'INTEGER' ? pks[0]!.name : null;
      return {
        name: t.name,
        // JSON cannot hold a BLOB; those columns (and untyped ones that might hold one) are hex-encoded.
        columns: info.map((c) => ({ name: c.name, blob: /^(BLOB|ANY|)$/i.test(c.type.trim()) })),
        rowidAlias: alias,
      };
    });
}

const installed = new WeakMap<Db, Map<string, RecordedTable>>();

/** A table as this connection's triggers record it; undefined for unrecorded tables. */
export function recordedTable(db: Db, name: string): RecordedTable | undefined {
  return installed.get(db)?.get(name);
}

/** A JSON object of one row's values as SQL, e.g. json_object('id', new."id", 'title', new."title"). */
export function rowJson(table: RecordedTable, alias: string): string {
  const parts = table.columns.map((c) => {
    const value = `${alias}.${quote(c.name)}`;
    const encoded = c.blob
      ? `CASE WHEN typeof(${value}) = 'blob' THEN json_array('blob', hex(${value})) ELSE ${value} END`
      : value;
    return `${text(c.name)}, ${encoded}`;
  });
  return `json_object(${parts.join(', ')})`;
}

/** One column's value as JSON text: BLOBs (and what an untyped column holds as one) as ["blob", hex]. */
function jsonValue(c: RecordedTable['columns'][number], value: string): string {
  return c.blob
    ? `CASE WHEN typeof(${value}) = 'blob' THEN json_array('blob', hex(${value})) ELSE json_quote(${value}) END`
    : `json_quote(${value})`;
}

/**
 * The columns an UPDATE changed, with their values on one side of it (`old` or `new`), as JSON
 * text — `{"status":"completed",…}`, `{}` when it changed none. An update's revision keeps only the
 * columns it changed, before and after: undo then puts back only what the change wrote, so a later
 * edit of another column (a rename after a completion) survives undoing the earlier change, and the
 * journal row is a fraction of the size (fewer WAL pages per write, bench/toolsFrames.ts). A row's
 * state before a change is the first value each column had in the change's revisions (revert.ts).
 */
function changedJson(table: RecordedTable, side: 'old' | 'new'): string {
  const parts = table.columns.map((c) => {
    const [before, after] = [`old.${quote(c.name)}`, `new.${quote(c.name)}`];
    return `CASE WHEN ${before} IS NOT ${after} THEN ${text(`,${JSON.stringify(c.name)}:`)} || ${jsonValue(c, `${side}.${quote(c.name)}`)} ELSE '' END`;
  });
  return `'{' || substr(${parts.join(' || ')}, 2) || '}'`;
}

/**
 * Whether this connection is recording a write call's rows now (see revisionCapture), and what the
 * triggers have been asked to record since the call started: an upper bound on what the buffer
 * holds, since a statement or savepoint that fails takes its buffered rows back but not its count.
 */
export interface RevisionCapture {
  recording: boolean;
  /** Rows a trigger recorded. */
  rows: number;
  /** Of them, rows that existed before the call (updated or deleted). */
  existing: number;
  /** Of them, review log entries deleted. */
  erased: number;
}

const captures = new WeakMap<Db, RevisionCapture>();

/**
 * What a trigger tells `quire_recording(kind)` it is about to record: the tally the bulk-overwrite
 * check needs, counted as the rows go by instead of by a query over the buffer at every write.
 */
export const REVISION_KIND = { insert: 0, existing: 1, erasedReview: 2 } as const;

/**
 * The connection's capture: the triggers ask the SQL function `quire_recording(kind)` (1, or NULL
 * when not recording) whether to record a row, and it counts what they record. It is one per
 * connection, shared by every recorder on it, and lives outside any transaction, so the registry
 * stops it whenever a write call ends, thrown or not: no later write on the connection (a settings
 * save, an import) is recorded into a call that is over.
 */
export function revisionCapture(db: Db): RevisionCapture {
  let capture = captures.get(db);
  if (!capture) {
    const state: RevisionCapture = { recording: false, rows: 0, existing: 0, erased: 0 };
    db.function('quire_recording', { deterministic: false }, (kind: unknown) => {
      if (!state.recording) return null;
      state.rows++;
      if (kind !== REVISION_KIND.insert) state.existing++;
      if (kind === REVISION_KIND.erasedReview) state.erased++;
      return 1;
    });
    captures.set(db, state);
    capture = state;
  }
  return capture;
}

/**
 * Installs this connection's recording: a TEMP table `revision_buffer` (in memory: temp_store,
 * db/connection.ts) and, on every recorded table, AFTER INSERT/UPDATE/DELETE triggers that append
 * the row's values before and after to it while a call is recording (revisionCapture) — each as
 * the journal item `[table, row_id, before, after]` (an update's: only the columns it changed). At the end of the call, inside its
 * transaction, the registry folds the buffer into the call's journal row (recorder.ts): the
 * buffer costs no WAL page, and a rollback empties it with everything else.
 *
 * TEMP, so nothing persists in the file: another process (the sqlite3 shell, an older build)
 * writes the tables untouched, and the triggers always match the schema this connection was opened with.
 */
export function installRevisionTriggers(db: Db): RecordedTable[] {
  const tables = recordedTables(db);
  installed.set(db, new Map(tables.map((t) => [t.name, t])));
  revisionCapture(db);
  const sql: string[] = [
    `CREATE TEMP TABLE IF NOT EXISTS revision_buffer (
       id INTEGER PRIMARY KEY, item TEXT NOT NULL)`,
  ];
  for (const t of tables) {
    const events = [
      ['insert', 'INSERT', "'null'", rowJson(t, 'new'), 'new.rowid'],
      ['update', 'UPDATE', changedJson(t, 'old'), changedJson(t, 'new'), 'old.rowid'],
      ['delete', 'DELETE', rowJson(t, 'old'), "'null'", 'old.rowid'],
    ] as const;
    for (const [suffix, event, before, after, rowid] of events) {
      const name = quote(`revise_${t.name}_${suffix}`);
      const kind =
        suffix === 'insert'
          ? REVISION_KIND.insert
          : suffix === 'delete' && t.name === 'review_log'
            ? REVISION_KIND.erasedReview
            : REVISION_KIND.existing;
      // The journal item `[table, row_id, before, after]` written out as text: each part is JSON already.
      const item = `${text(`[${JSON.stringify(t.name)},`)} || ${rowid} || ',' || ${before} || ',' || ${after} || ']'`;
      sql.push(`DROP TRIGGER IF EXISTS temp.${name}`);
      sql.push(
        `CREATE TEMP TRIGGER ${name} AFTER ${event} ON main.${quote(t.name)} WHEN quire_recording(${kind}) BEGIN ` +
          `INSERT INTO temp.revision_buffer (item) VALUES (${item}); END`,
      );
    }
  }
  db.exec(sql.join(';\n'));
  return tables;
}

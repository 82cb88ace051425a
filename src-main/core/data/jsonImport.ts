import Database from 'better-sqlite3';
import { fieldIssues } from '../../../src-shared/validation';
import { openDatabase, type Db } from '../db/connection';
import { migrate } from '../db/migrate';
import { LATEST_SCHEMA_VERSION } from '../db/migrations';
import { rebuildMaterialIndex } from '../db/queries/materialIndex';
import { DOCUMENT_VERSION, DocumentSchema, upgradeDocument, type ExportDocument } from './jsonDocument';
import { badFile, refused } from './failure';
import { progressCounter, type ProgressSink } from './progress';
import { exportedTables, HISTORY_TABLES, isBlobColumn, rowSchema, type TableInfo } from './tables';

export interface JsonImportOptions {
  /** Shown in error messages ("export.json: …"). */
  fileName: string;
  /** Replace a database that already holds data (after `backup`); without it a non-empty one is refused. */
  replace?: boolean;
  /** Makes a backup of the target and returns its path; called only when replacing. */
  backup?: () => Promise<string>;
  onProgress?: ProgressSink;
}

export interface JsonImportSummary {
  format: 'json';
  rows: number;
  tables: Record<string, number>;
  replaced: boolean;
  backup: string | null;
}

function parseDocument(text: string, file: string): ExportDocument {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw badFile(file, `not valid JSON (${e instanceof Error ? e.message : String(e)}).`);
  }
  const upgraded = upgradeDocument(raw) as { version?: unknown; schema_version?: unknown };
  if (typeof upgraded?.version === 'number' && upgraded.version > DOCUMENT_VERSION)
    throw badFile(
      file,
      `made by a newer Quire (export format ${upgraded.version}; this one reads up to ${DOCUMENT_VERSION}).`,
    );
  const parsed = DocumentSchema.safeParse(upgraded);
  if (!parsed.success) throw badFile(file, 'not a Quire export.', fieldIssues(parsed.error));
  if (parsed.data.schema_version > LATEST_SCHEMA_VERSION)
    throw badFile(
      file,
      `made by a newer Quire (schema ${parsed.data.schema_version}; this one knows up to ${LATEST_SCHEMA_VERSION}). Update Quire to import it.`,
    );
  return parsed.data;
}

function insertAll(db: Db, table: TableInfo, rows: Record<string, unknown>[]): void {
  if (rows.length === 0) return;
  const cols = table.columns.map((c) => `"${c.name}"`).join(', ');
  const params = table.columns.map((c) => `@${c.name}`).join(', ');
  const insert = db.prepare(`INSERT INTO "${table.name}" (${cols}) VALUES (${params})`);
  for (const row of rows) insert.run(row);
}

/**
 * Loads the document's rows into a private in-memory database at the document's own schema
 * version — every row parsed by a schema derived from that table, every CHECK and foreign key
 * judged by SQLite — then migrates it to the current schema. An older export becomes a current
 * one through the same migrations as the student's own database.
 */
async function stage(doc: ExportDocument, file: string, tick: (phase: string, n: number) => void): Promise<Db> {
  const { db } = await openDatabase({ path: ':memory:', targetVersion: doc.schema_version });
  try {
    const tables = exportedTables(db);
    const known = new Set(tables.map((t) => t.name));
    const unknown = Object.keys(doc.tables).filter((n) => !known.has(n));
    if (unknown.length)
      throw badFile(
        file,
        `has tables schema ${doc.schema_version} does not have: ${unknown.join(', ')}.`,
        unknown.map((n) => ({ field: `tables.${n}`, message: 'Unknown table.' })),
      );
    db.pragma('foreign_keys = OFF');
    db.transaction(() => {
      for (const t of tables) {
        const schema = rowSchema(t);
        const blobs = t.columns.filter(isBlobColumn).map((c) => c.name);
        const rows = (doc.tables[t.name] ?? []).map((raw, i) => {
          const parsed = schema.safeParse(raw);
          if (!parsed.success)
            throw badFile(
              file,
              `row ${i + 1} of ${t.name} is not valid.`,
              fieldIssues(parsed.error).map((f) => ({ ...f, field: `tables.${t.name}.${i}.${f.field}` })),
            );
          const row = parsed.data;
          for (const b of blobs) if (typeof row[b] === 'string') row[b] = Buffer.from(row[b] as string, 'base64');
          return row;
        });
        try {
          insertAll(db, t, rows);
        } catch (e) {
          if (!(e instanceof Database.SqliteError)) throw e;
          throw badFile(file, `a row of ${t.name} breaks a rule of the table (${e.message}).`, [
            { field: `tables.${t.name}`, message: e.message },
          ]);
        }
        tick(`checking ${t.name.replace(/_/g, ' ')}`, rows.length);
      }
    })();
    const orphans = db.pragma('foreign_key_check') as { table: string; rowid: number; parent: string }[];
    if (orphans.length)
      throw badFile(
        file,
        `${orphans.length} row(s) point at rows that are not in the file (first: ${orphans[0]!.table} ${orphans[0]!.rowid} → ${orphans[0]!.parent}).`,
        orphans
          .slice(0, 20)
          .map((o) => ({ field: `tables.${o.table}`, message: `row ${o.rowid} refers to a missing ${o.parent}` })),
      );
    db.pragma('foreign_keys = ON');
    migrate(db);
    return db;
  } catch (e) {
    db.close();
    throw e;
  }
}

function rowCount(db: Db, table: string): number {
  return (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
}

/**
 * `quire import FILE.json`: into an empty database it reproduces every exported table exactly
 * (same ids, same values); a database holding data is refused unless `replace`, which backs up
 * first. All-or-nothing: the target is written in one transaction after the whole file checked.
 */
export async function importJson(target: Db, text: string, opts: JsonImportOptions): Promise<JsonImportSummary> {
  const doc = parseDocument(text, opts.fileName);
  const total = Object.values(doc.tables).reduce((n, rows) => n + rows.length, 0);
  const progress = progressCounter(opts.onProgress, 'import', total * 2);
  const staging = await stage(doc, opts.fileName, (phase, n) => progress.step(phase, n));
  try {
    const tables = exportedTables(target);
    const holding = tables
      .filter((t) => !HISTORY_TABLES.has(t.name) && rowCount(target, t.name) > 0)
      .map((t) => t.name);
    if (holding.length && !opts.replace)
      throw refused(
        `This database already holds data (${holding.slice(0, 4).join(', ')}${holding.length > 4 ? ', …' : ''}); nothing was imported. ` +
          'Import with --replace to replace it (a backup is made first), or import into a new database with --db.',
      );
    const backup = holding.length && opts.backup ? await opts.backup() : null;
    const counts: Record<string, number> = {};
    target.transaction(() => {
      target.pragma('defer_foreign_keys = ON');
      for (const t of [...tables].reverse()) target.prepare(`DELETE FROM "${t.name}"`).run();
      for (const t of tables) {
        const rows = staging.prepare(`SELECT * FROM "${t.name}" ORDER BY rowid`).all() as Record<string, unknown>[];
        insertAll(target, t, rows);
        counts[t.name] = rows.length;
        progress.step(`writing ${t.name.replace(/_/g, ' ')}`, rows.length);
      }
      // The materials search index is derived, so not exported: built again from the chunks.
      rebuildMaterialIndex(target);
    })();
    progress.finish('done');
    return {
      format: 'json',
      rows: Object.values(counts).reduce((a, b) => a + b, 0),
      tables: counts,
      replaced: holding.length > 0,
      backup,
    };
  } finally {
    staging.close();
  }
}

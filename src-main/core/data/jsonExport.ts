import type { Db } from '../db/connection';
import { schemaVersion } from '../db/migrate';
import { DOCUMENT_FORMAT, DOCUMENT_VERSION, type ExportDocument } from './jsonDocument';
import { progressCounter, type ProgressSink } from './progress';
import { exportedRows, exportedTables, isBlobColumn, SECRET_SETTING, type TableInfo } from './tables';

function readRows(db: Db, table: TableInfo): Record<string, unknown>[] {
  const blobs = table.columns.filter(isBlobColumn).map((c) => c.name);
  // The stored columns only: a generated column (review_log.state_before_kind) is derived on
  // import and may not be written, and `SELECT *` would include it.
  const cols = table.columns.map((c) => `"${c.name.replace(/"/g, '""')}"`).join(', ');
  const rows = db
    .prepare(`SELECT ${cols} FROM "${table.name}" WHERE ${exportedRows(table.name)} ORDER BY rowid`)
    .all() as Record<string, unknown>[];
  const kept = table.name === 'settings' ? rows.filter((r) => !SECRET_SETTING.test(String(r.key))) : rows;
  if (blobs.length === 0) return kept;
  return kept.map((r) => {
    const out = { ...r };
    for (const b of blobs) if (Buffer.isBuffer(out[b])) out[b] = (out[b] as Buffer).toString('base64');
    return out;
  });
}

/**
 * Everything the student made, as one versioned JSON document (see jsonDocument.ts): every table
 * except logs, machine state and secret settings, read in one transaction so it is consistent.
 */
export function exportJson(
  db: Db,
  opts: { appVersion: string; now?: Date; onProgress?: ProgressSink },
): ExportDocument {
  return db.transaction(() => {
    const tables = exportedTables(db);
    const counts = tables.map(
      (t) =>
        (db.prepare(`SELECT count(*) AS n FROM "${t.name}" WHERE ${exportedRows(t.name)}`).get() as { n: number }).n,
    );
    const progress = progressCounter(
      opts.onProgress,
      'export',
      counts.reduce((a, b) => a + b, 0),
    );
    const out: ExportDocument['tables'] = {};
    tables.forEach((t, i) => {
      out[t.name] = readRows(db, t);
      progress.step(`reading ${t.name.replace(/_/g, ' ')}`, counts[i]);
    });
    return {
      format: DOCUMENT_FORMAT,
      version: DOCUMENT_VERSION,
      schema_version: schemaVersion(db),
      app_version: opts.appVersion,
      exported_at: (opts.now ?? new Date()).toISOString(),
      tables: out,
    } satisfies ExportDocument;
  })();
}

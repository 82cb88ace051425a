import Database from 'better-sqlite3';
import { newestVerifiedBackup, type BackupEntry } from './backup';
import { schemaVersion } from './migrate';

/**
 * The database file is damaged (or not a database). It was not opened for writing and nothing
 * was backed up; `newestBackup` is what the student can restore.
 */
export class DatabaseCorruptError extends Error {
  constructor(
    readonly file: string,
    readonly detail: string,
    readonly newestBackup: BackupEntry | null,
  ) {
    super(
      `The database ${file} is corrupt (${detail}). Nothing was changed. ` +
        (newestBackup
          ? `The newest verified backup is ${newestBackup.name}; restore it with: quire restore "${newestBackup.file}"`
          : 'There is no verified backup to restore; the file was left as it is.'),
    );
    this.name = 'DatabaseCorruptError';
  }
}

/** SQLite's result for a damaged file: quick_check's complaints, or the error that stopped it. */
function quickCheck(probe: Database.Database): string {
  const rows = probe.pragma('quick_check') as { quick_check: string }[];
  return rows.map((r) => r.quick_check).join('; ') || 'no result';
}

/**
 * Looks at an existing database through a read-only connection before anything writes to it:
 * its schema version, and `PRAGMA quick_check`. Throws DatabaseCorruptError when the file is
 * truncated, garbled or not a database.
 */
export function inspectBeforeOpen(file: string, backupsDir: string): { version: number } {
  let probe: Database.Database | null = null;
  try {
    probe = new Database(file, { readonly: true, fileMustExist: true });
    const version = schemaVersion(probe);
    const check = quickCheck(probe);
    if (check !== 'ok') throw new DatabaseCorruptError(file, check, newestVerifiedBackup(backupsDir));
    return { version };
  } catch (e) {
    if (e instanceof Database.SqliteError && /^SQLITE_(CORRUPT|NOTADB)/.test(e.code))
      throw new DatabaseCorruptError(file, e.message, newestVerifiedBackup(backupsDir));
    throw e;
  } finally {
    probe?.close();
  }
}

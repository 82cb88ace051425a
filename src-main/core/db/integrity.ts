import Database from 'better-sqlite3';
import { log } from '../log';
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
  // The trace tests count: a check skipped or repeated shows here, not as a time.
  log.debug('quick_check before opening for writing', { file: probe.name });
  const rows = probe.pragma('quick_check') as { quick_check: string }[];
  return rows.map((r) => r.quick_check).join('; ') || 'no result';
}

// A write was cut off (the app killed or the power lost mid-transaction): a hot rollback journal,
// or a WAL whose index must be rebuilt. Only a read-write connection may put the file back.
const NEEDS_A_WRITER = /^SQLITE_READONLY_(ROLLBACK|RECOVERY|CANTINIT)$/;

/**
 * Lets SQLite finish what an interrupted write left: opening read-write and reading the schema
 * rolls a hot journal back (or recovers the WAL), returning the file to its last committed state —
 * what any SQLite reader does, and the same file the next read-write open would see. Seen: the
 * first start killed while switching a new file to WAL left a hot journal, and every later start
 * failed with "attempt to write a readonly database".
 */
function finishInterruptedWrite(file: string): void {
  const writer = new Database(file, { fileMustExist: true });
  try {
    writer.pragma('schema_version');
  } finally {
    writer.close();
  }
}

/**
 * Looks at an existing database through a read-only connection before anything writes to it:
 * its schema version, and `PRAGMA quick_check` unless `fullCheck` is false (the file is exactly as
 * a verified, cleanly closed Quire left it: verification.ts). Throws DatabaseCorruptError when
 * the file is truncated, garbled or not a database.
 */
export function inspectBeforeOpen(
  file: string,
  backupsDir: string,
  { fullCheck = true }: { fullCheck?: boolean } = {},
): { version: number } {
  let probe: Database.Database | null = null;
  try {
    try {
      probe = new Database(file, { readonly: true, fileMustExist: true });
      schemaVersion(probe);
    } catch (e) {
      if (!(e instanceof Database.SqliteError && NEEDS_A_WRITER.test(e.code))) throw e;
      probe?.close();
      finishInterruptedWrite(file);
      probe = new Database(file, { readonly: true, fileMustExist: true });
    }
    const version = schemaVersion(probe);
    const check = fullCheck ? quickCheck(probe) : 'ok';
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

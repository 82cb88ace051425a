import Database from 'better-sqlite3';
import { err, type DbFault, type Err } from '../../src-shared/result';
import { noteDamage } from './db/verification';
import { log } from './log';

/**
 * What the student reads for each way SQLite can refuse a write. Each says whether anything was
 * saved and what to do; none mentions SQL.
 */
export const DB_FAULT_MESSAGES: Record<DbFault, string> = {
  busy: 'The database is locked by another program (another Quire window or the CLI) — nothing was saved; try again in a moment.',
  disk_full: 'The disk is full — nothing was saved; free space and try again.',
  read_only:
    'The database file or its folder is read-only — nothing was saved; make it writable (or move Quire’s data folder) and try again.',
  corrupt:
    'The database file is damaged — nothing was saved. Restore the newest verified backup in Settings → Data (or with "quire restore").',
  io: 'The disk reported an error while saving — nothing was saved; check the drive and try again.',
  other: 'The database could not complete that request — nothing was saved.',
};

/** SQLite's extended code → the fault the student is told about. */
export function dbFaultOf(code: string): DbFault {
  if (/^SQLITE_(BUSY|LOCKED)/.test(code)) return 'busy';
  if (code === 'SQLITE_FULL' || code === 'SQLITE_IOERR_WRITE_FULL') return 'disk_full';
  if (/^SQLITE_(READONLY|CANTOPEN|PERM|AUTH)/.test(code)) return 'read_only';
  if (/^SQLITE_(CORRUPT|NOTADB)/.test(code)) return 'corrupt';
  if (/^SQLITE_IOERR/.test(code)) return 'io';
  return 'other';
}

/**
 * The one place an unexpected exception becomes a result: SQLite errors become db_error with
 * the fault's own message (retryable when busy/locked), anything else internal_error. The stack
 * goes to the log only.
 */
export function exceptionToResult(e: unknown, request_id: string, where: string): Err {
  if (e instanceof Database.SqliteError) {
    const reason = dbFaultOf(e.code);
    // The open file may be the damaged one: this process stamps it as verified no more.
    if (reason === 'corrupt') noteDamage();
    log.error(`${where}: SQLite error`, { request_id, code: e.code, message: e.message });
    return err('db_error', DB_FAULT_MESSAGES[reason], { retryable: reason === 'busy', reason });
  }
  log.error(`${where} threw`, { request_id, stack: e instanceof Error ? e.stack : String(e) });
  return err('internal_error', `Something went wrong (request ${request_id}). Details are in the log.`, {
    request_id,
  });
}

import Database from 'better-sqlite3';
import { err, type Err } from '../../src-shared/result';
import { log } from './log';

const RETRYABLE_SQLITE = /^SQLITE_(BUSY|LOCKED)/;

/**
 * The one place an unexpected exception becomes a result: SQLite errors become db_error
 * (retryable when busy/locked), anything else internal_error. The stack goes to the log only.
 */
export function exceptionToResult(e: unknown, request_id: string, where: string): Err {
  if (e instanceof Database.SqliteError) {
    const retryable = RETRYABLE_SQLITE.test(e.code);
    log.error(`${where}: SQLite error`, { request_id, code: e.code, message: e.message });
    return err(
      'db_error',
      retryable
        ? 'The database is busy (another Quire window or the CLI is writing). Try again in a moment.'
        : 'The database could not complete that request.',
      { retryable },
    );
  }
  log.error(`${where} threw`, { request_id, stack: e instanceof Error ? e.stack : String(e) });
  return err('internal_error', `Something went wrong (request ${request_id}). Details are in the log.`, {
    request_id,
  });
}

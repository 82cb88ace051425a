import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { log } from '../log';
import { backupDatabase, integrityOf, removeAbandonedCopies } from './backup';
import { inspectBeforeOpen } from './integrity';
import { DatabaseTooNewError, migrate, schemaVersion } from './migrate';
import { ensureTitleVocabulary } from './queries/taskWords';
import { LATEST_SCHEMA_VERSION } from './migrations';
import type { Db } from './db';
import {
  changedInSession,
  noteDamage,
  stampVerified,
  stateBeforeCheck,
  somethingBeside,
  stateOf,
  takeVerification,
  verificationOf,
  type Verification,
} from './verification';

export type { Db } from './db';

export interface OpenDatabaseOptions {
  /** A file path, or ':memory:' for tests. */
  path: string;
  /** Where pre-migration backups go; default `<db folder>/backups`. */
  backupsDir?: string;
  keepBackups?: number;
  /** Migrate only this far (tests of upgrades from every earlier version). */
  targetVersion?: number;
}

export interface OpenedDatabase {
  db: Db;
  path: string;
  migrated: { from: number; to: number };
  /** The backup taken before migrating an existing database, if one was needed. */
  backupPath: string | null;
  /**
   * How the file was found sound — 'quick_check', or 'stamp' when it was exactly as a verified
   * Quire closed it (verification.ts) — and what its close may stamp; null in memory.
   */
  verification: (Verification & { by: 'quick_check' | 'stamp' | 'new' }) | null;
}

/**
 * Retries `f` while SQLite reports the file busy. Switching a new file to WAL takes an exclusive
 * lock without consulting the busy handler, so when the app and the CLI open a fresh database at
 * the same instant one of them must wait here instead of failing.
 */
function retryWhileBusy<T>(f: () => T, ms = 5000): T {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return f();
    } catch (e) {
      if (!(e instanceof Database.SqliteError) || !e.code.startsWith('SQLITE_BUSY') || Date.now() > deadline) throw e;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}

/**
 * The durability choice, for every connection the app, CLI and MCP open (README "Your data").
 * Decided on `npm run bench -- durability`; see the README for the figures and what it means
 * when the power goes out.
 */
export const SYNCHRONOUS = 'FULL' as 'FULL' | 'NORMAL';

export function configureConnection(db: Db): void {
  // Long enough that the app and the CLI writing the same file wait for each other.
  db.pragma('busy_timeout = 5000');
  retryWhileBusy(() => db.pragma('journal_mode = WAL'));
  db.pragma('foreign_keys = ON');
  db.pragma(`synchronous = ${SYNCHRONOUS}`);
  // TEMP tables (undo's revision buffer, the title vocabulary) in memory: no file, no page I/O.
  db.pragma('temp_store = MEMORY');
}

/**
 * Opens (creating if needed) the Quire database: WAL, foreign keys, busy timeout, then migrations.
 * An existing database is first checked read-only (schema version, and quick_check unless its
 * verification stamp says nothing has touched it since a verified clean close); one that needs
 * migrating is then backed up (verified) before the first migration runs.
 * Throws DatabaseTooNewError or DatabaseCorruptError, leaving the file unchanged.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const inMemory = opts.path === ':memory:';
  const existing = !inMemory && fs.existsSync(opts.path) && fs.statSync(opts.path).size > 0;
  const backupsDir = opts.backupsDir ?? path.join(path.dirname(opts.path), 'backups');
  // A backup or restore killed half-way left a copy (and SQLite's journal for it) in .partial.
  if (!inMemory && fs.existsSync(backupsDir)) removeAbandonedCopies(backupsDir);
  // Read before the read-only look below, which leaves an empty WAL beside the file. The check is
  // not put off until a command's first write: every command writes at once (each tool call's
  // audit row, createCore's purges), and a damaged page can answer a read wrongly without an error.
  const stamped = existing ? takeVerification(opts.path) : null;
  // What the full check below reads, or what the stamp vouched for: a close finding the file
  // otherwise checks it again before stamping (a write during the session, by anyone).
  const untouched = stamped ? stamped.state : existing ? stateBeforeCheck(opts.path) : null;
  if (existing) {
    // Read-only, before anything can write a byte: a too-new or damaged file is refused untouched.
    const found = inspectBeforeOpen(opts.path, backupsDir, { fullCheck: stamped === null }).version;
    if (found > LATEST_SCHEMA_VERSION) throw new DatabaseTooNewError(found, LATEST_SCHEMA_VERSION);
  }
  if (!inMemory) fs.mkdirSync(path.dirname(opts.path), { recursive: true });

  const db = new Database(opts.path);
  try {
    configureConnection(db);
    const target = opts.targetVersion ?? LATEST_SCHEMA_VERSION;
    let backupPath: string | null = null;
    const current = schemaVersion(db);
    if (existing && current > 0 && current < target) {
      backupPath = backupDatabase(db, backupsDir, { reason: `pre-v${target}`, keep: opts.keepBackups ?? 10 }).file;
    }
    const migrated = migrate(db, target);
    // The title index's words, for finding a misspelt title (queries/taskWords.ts): a temp table,
    // made here outside any transaction so that no rollback drops it.
    if (db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'tasks_title_words'").get()) ensureTitleVocabulary(db);
    const verification = inMemory
      ? null
      : {
          ...verificationOf(opts.path, stamped?.verifiedAt ?? new Date(), untouched),
          by: stamped ? ('stamp' as const) : existing ? ('quick_check' as const) : ('new' as const),
        };
    return { db, path: inMemory ? ':memory:' : path.resolve(opts.path), migrated, backupPath, verification };
  } catch (e) {
    db.close();
    throw e;
  }
}

/**
 * Closes the connection; when it was the last one, SQLite checkpoints the WAL into the file and
 * removes it, and the file is stamped as verified (verification.ts) so the next open can skip the
 * full check. A main file written during the session (by this connection's automatic checkpoints
 * or by anything else) is given the full check first, after the close, so the stamp vouches only
 * for bytes a check read. Returns whether it stamped.
 */
export function closeDatabase(opened: Pick<OpenedDatabase, 'db' | 'path' | 'verification'>): boolean {
  if (!opened.db.open) return false;
  const session = opened.verification;
  // Before the close's own checkpoint, which is the one write expected here.
  const changed = session !== null && changedInSession(opened.path, session);
  opened.db.close();
  if (!session) return false;
  if (!changed) return stampVerified(opened.path, session);
  // Another connection still open: nothing will be stamped, so nothing to check.
  if (somethingBeside(opened.path)) return false;
  const checked = stateOf(opened.path);
  // The trace tests count, as integrity.ts's check at open.
  log.debug('quick_check after a session that changed the file', { file: opened.path });
  if (integrityOf(opened.path, 'quick_check') !== 'ok') {
    noteDamage(opened.path);
    return false;
  }
  session.verifiedAt = new Date();
  return checked !== null && stampVerified(opened.path, session, checked);
}

import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { backupDatabase, integrityOf, removeAbandonedCopies, syncPath, verifiedCopy } from './backup';
import { inspectBeforeOpen, DatabaseCorruptError } from './integrity';
import { schemaVersion } from './migrate';
import { LATEST_SCHEMA_VERSION } from './migrations';
import { dropStamp } from './verification';

/** A restore that was refused before anything changed; the message says why and what to do. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export interface RestoreOptions {
  /** The live database file to replace. */
  dbPath: string;
  /** The backup (or any Quire database file) to restore from. */
  source: string;
  backupsDir: string;
  keep: number;
  /** Called once the replacement is ready, just before the swap: close every connection to dbPath here. */
  beforeSwap?: () => void;
  now?: Date;
}

export interface RestoreOutcome {
  restored_from: string;
  /** The database as it was just before, so the restore can itself be undone; null if there was none. */
  safety_backup: string | null;
}

/** Refuses a file that is not a sound Quire database this version understands. */
function checkSource(source: string): void {
  if (!fs.existsSync(source) || !fs.statSync(source).isFile())
    throw new RestoreRefusedError(`There is no backup file at ${source}.`);
  const check = integrityOf(source);
  if (check !== 'ok')
    throw new RestoreRefusedError(
      `${path.basename(source)} failed its integrity check (${check}); it was not restored and nothing changed.`,
    );
  const probe = new Database(source, { readonly: true });
  try {
    const version = schemaVersion(probe);
    const quire = probe.prepare("SELECT 1 FROM sqlite_master WHERE name = 'schema_migrations'").get();
    if (!quire || version === 0)
      throw new RestoreRefusedError(`${path.basename(source)} is not a Quire database; nothing changed.`);
    if (version > LATEST_SCHEMA_VERSION)
      throw new RestoreRefusedError(
        `${path.basename(source)} was written by a newer Quire (schema ${version}; this version knows up to ${LATEST_SCHEMA_VERSION}). Update Quire to restore it; nothing changed.`,
      );
  } finally {
    probe.close();
  }
}

/**
 * Keeps the current database before it is replaced: a verified backup when it is sound, or the
 * damaged file moved aside as it is (never named like a backup, so it is never restored by mistake).
 * Afterwards its WAL is checkpointed into the file, so no stale -wal outlives it.
 */
function keepCurrent(opts: RestoreOptions): string | null {
  if (!fs.existsSync(opts.dbPath) || fs.statSync(opts.dbPath).size === 0) return null;
  try {
    inspectBeforeOpen(opts.dbPath, opts.backupsDir);
  } catch (e) {
    if (!(e instanceof DatabaseCorruptError)) throw e;
    const aside = path.join(
      opts.backupsDir,
      `damaged-${(opts.now ?? new Date()).getTime()}-${path.basename(opts.dbPath)}`,
    );
    fs.mkdirSync(opts.backupsDir, { recursive: true });
    fs.copyFileSync(opts.dbPath, aside);
    return aside;
  }
  const current = new Database(opts.dbPath, { fileMustExist: true });
  try {
    current.pragma('busy_timeout = 5000');
    const safety = backupDatabase(current, opts.backupsDir, {
      reason: 'pre-restore',
      keep: opts.keep,
      ...(opts.now ? { now: opts.now } : {}),
    });
    return safety.file;
  } finally {
    current.close();
  }
}

/**
 * Replaces the live database with a backup. Order matters for a crash at any point: the source is
 * checked (integrity, schema not newer), a verified copy of it is written beside the target, the
 * current file is backed up, the caller closes its connections, the target's -wal and
 * -shm are removed (a stale WAL applied to another file corrupts it), and only then is the copy
 * renamed into place. Throws RestoreRefusedError with nothing changed when the source is unfit.
 */
export function restoreDatabase(opts: RestoreOptions): RestoreOutcome {
  const source = path.resolve(opts.source);
  checkSource(source);
  fs.mkdirSync(opts.backupsDir, { recursive: true });
  removeAbandonedCopies(opts.backupsDir);
  // VACUUM INTO from the source also folds in a -wal beside it, so the copy is complete on its own.
  const reader = new Database(source, { readonly: true });
  let copy: string;
  try {
    copy = verifiedCopy(reader, opts.backupsDir);
  } finally {
    reader.close();
  }
  const staged = `${opts.dbPath}.restoring`;
  try {
    fs.renameSync(copy, staged);
  } catch {
    // Another device: copy instead (slower, same result).
    fs.copyFileSync(copy, staged);
    fs.rmSync(copy, { force: true });
  }
  syncPath(staged);
  // Only now: backing up the current file prunes old backups, and the source may be one of them.
  const safety_backup = keepCurrent(opts);

  opts.beforeSwap?.();
  // A process still holding the old file keeps its -wal open; checkpoint what it wrote first.
  if (fs.existsSync(`${opts.dbPath}-wal`)) checkpointQuietly(opts.dbPath);
  for (const side of ['-wal', '-shm', '-journal']) fs.rmSync(`${opts.dbPath}${side}`, { force: true });
  // The closes above may have stamped the old file; the next open checks the restored one.
  dropStamp(opts.dbPath);
  fs.renameSync(staged, opts.dbPath);
  syncPath(path.dirname(opts.dbPath));
  return { restored_from: source, safety_backup };
}

function checkpointQuietly(dbPath: string): void {
  try {
    const db = new Database(dbPath, { fileMustExist: true });
    try {
      db.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      db.close();
    }
  } catch {
    // A damaged file's WAL is not worth keeping: its content is in the damaged copy kept aside.
  }
}

/** A `.restoring` file left by a restore that was killed before its rename: never half-applied, so remove it. */
export function removeAbandonedRestore(dbPath: string): void {
  fs.rmSync(`${dbPath}.restoring`, { force: true });
}

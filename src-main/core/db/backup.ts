import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { pidAlive } from '../processes';
import { noteDamage } from './verification';

/** One file in the backups folder, as Settings → Data and `quire backup --list` show it. */
export interface BackupEntry {
  file: string;
  name: string;
  /** Monotonic: a backup made later has a larger number, whatever the clock said. 0 for old-style files. */
  seq: number;
  created_at: string | null;
  reason: string;
  bytes: number;
  /** Passed integrity_check before it got this name; only these count and can be restored from the list. */
  verified: boolean;
}

/** The copy of the database failed its integrity check: the live file has errors. */
export class BackupVerificationError extends Error {
  constructor(readonly detail: string) {
    super(
      `The database has errors (${detail}), so no backup was made and the existing backups were kept. ` +
        'Restore the newest verified backup from Settings → Data or with "quire restore".',
    );
    this.name = 'BackupVerificationError';
  }
}

// quire-000042-2026-11-21T20-15-03-123Z-manual.db: the sequence orders, the stamp is for people.
const VERIFIED = /^quire-(\d{6,})-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-([a-z0-9-]+)\.db$/;
// quire-2026-11-21T20-15-03-123Z-manual.db, written by earlier versions with the online backup API.
const LEGACY = /^quire-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-([a-z0-9-]+)\.db$/;
/** Copies in progress live here, under names no listing matches; see removeAbandonedCopies. */
const PARTIAL_DIR = '.partial';

const stampToIso = (s: string) => s.replace(/T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, 'T$1:$2:$3.$4Z');

function entryOf(dir: string, name: string): BackupEntry | null {
  const v = VERIFIED.exec(name);
  const l = v ? null : LEGACY.exec(name);
  if (!v && !l) return null;
  const file = path.join(dir, name);
  let bytes: number;
  try {
    bytes = fs.statSync(file).size;
  } catch {
    return null;
  }
  return v
    ? { file, name, seq: Number(v[1]), created_at: stampToIso(v[2]!), reason: v[3]!, bytes, verified: true }
    : { file, name, seq: 0, created_at: stampToIso(l![1]!), reason: l![2]!, bytes, verified: false };
}

/** Every backup in the folder, oldest first (by sequence, never by clock). */
export function listBackups(backupsDir: string): BackupEntry[] {
  if (!fs.existsSync(backupsDir)) return [];
  return fs
    .readdirSync(backupsDir)
    .map((n) => entryOf(backupsDir, n))
    .filter((e): e is BackupEntry => e !== null)
    .sort((a, b) => a.seq - b.seq || a.name.localeCompare(b.name));
}

export function newestVerifiedBackup(backupsDir: string): BackupEntry | null {
  return (
    listBackups(backupsDir)
      .filter((b) => b.verified)
      .at(-1) ?? null
  );
}

const inFlight = new Set<string>();

/**
 * Deletes copies (and any journal beside them) left by a backup or restore that was killed: their
 * names carry the pid of the process writing them, so a copy another live process is still
 * writing is left alone.
 */
export function removeAbandonedCopies(backupsDir: string): void {
  const dir = path.join(backupsDir, PARTIAL_DIR);
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    const pid = Number(/^(\d+)-/.exec(name)?.[1]);
    const mine = pid === process.pid && [...inFlight].some((f) => name.startsWith(path.basename(f)));
    if (mine || (pid !== process.pid && pidAlive(pid))) continue;
    fs.rmSync(file, { force: true });
  }
}

/** fsync a file or folder, so a rename after it survives a power cut. Folders cannot be opened on Windows. */
export function syncPath(p: string): void {
  let fd: number | null = null;
  try {
    fd = fs.openSync(p, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Best effort: not every platform lets a folder be fsynced.
  } finally {
    if (fd !== null) fs.closeSync(fd);
  }
}

export type IntegrityCheck = 'integrity_check' | 'quick_check';

/**
 * Runs integrity_check (or the quicker quick_check, which skips comparing indexes with their
 * tables) on its own read-only connection; 'ok' or SQLite's complaints.
 */
export function integrityOf(file: string, check: IntegrityCheck = 'integrity_check'): string {
  let probe: Database.Database | null = null;
  try {
    probe = new Database(file, { readonly: true, fileMustExist: true });
    const rows = probe.pragma(check) as Record<IntegrityCheck, string>[];
    return rows.map((r) => r[check]).join('; ') || 'no result';
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  } finally {
    probe?.close();
  }
}

/**
 * Writes a verified copy of `db` to a new temporary file in the backups folder and returns its
 * path: `VACUUM INTO` reads one snapshot (so other connections keep writing and it still ends),
 * then integrity_check, then fsync. The caller names it (see backupDatabase) or moves it.
 */
export function verifiedCopy(db: Database.Database, backupsDir: string): string {
  const dir = path.join(backupsDir, PARTIAL_DIR);
  fs.mkdirSync(dir, { recursive: true });
  removeAbandonedCopies(backupsDir);
  const tmp = path.join(dir, `${process.pid}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.db`);
  inFlight.add(tmp);
  try {
    try {
      db.prepare('VACUUM INTO ?').run(tmp);
    } catch (e) {
      if (e instanceof Database.SqliteError && /CORRUPT|NOTADB/.test(e.code)) {
        noteDamage(db.name);
        throw new BackupVerificationError(e.message);
      }
      throw e;
    }
    const check = integrityOf(tmp);
    if (check !== 'ok') {
      noteDamage(db.name);
      throw new BackupVerificationError(check);
    }
    syncPath(tmp);
    return tmp;
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    fs.rmSync(`${tmp}-journal`, { force: true });
    throw e;
  } finally {
    inFlight.delete(tmp);
  }
}

function nextSeq(backupsDir: string): number {
  return Math.max(0, ...listBackups(backupsDir).map((b) => b.seq)) + 1;
}

/**
 * Gives a verified copy its final name. link() refuses to overwrite, so two processes backing up
 * at once both keep their file (the second takes the next number).
 */
function publish(tmp: string, backupsDir: string, now: Date, reason: string): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const safeReason = reason.toLowerCase().replace(/[^a-z0-9-]/g, '') || 'backup';
  for (;;) {
    const name = `quire-${String(nextSeq(backupsDir)).padStart(6, '0')}-${stamp}-${safeReason}.db`;
    const target = path.join(backupsDir, name);
    try {
      fs.linkSync(tmp, target);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw e;
    }
    fs.rmSync(tmp, { force: true });
    syncPath(backupsDir);
    return target;
  }
}

/**
 * Keeps the newest `keep` verified backups (never fewer than one, so the newest verified backup
 * always survives). Old-style and unverified files neither count nor get deleted.
 */
export function pruneBackups(backupsDir: string, keep: number): void {
  const verified = listBackups(backupsDir).filter((b) => b.verified);
  for (const old of verified.slice(0, Math.max(0, verified.length - Math.max(1, keep))))
    fs.rmSync(old.file, { force: true });
}

/**
 * Makes a verified backup of the live database and prunes to `keep`. Throws
 * BackupVerificationError, writing and deleting nothing, when the database has errors.
 *
 * @example
 *   backupDatabase(db, '/data/backups', { reason: 'manual', keep: 10 }) // → { name: 'quire-000007-2026-…-manual.db', verified: true, … }
 */
export function backupDatabase(
  db: Database.Database,
  backupsDir: string,
  opts: { reason: string; keep: number; now?: Date },
): BackupEntry {
  const tmp = verifiedCopy(db, backupsDir);
  const file = publish(tmp, backupsDir, opts.now ?? new Date(), opts.reason);
  pruneBackups(backupsDir, opts.keep);
  return entryOf(backupsDir, path.basename(file))!;
}

import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { pidAlive } from '../processes';

/**
 * The verification stamp: a sidecar `<db>.verified` saying "this exact file was last seen by a
 * Quire that had verified it, closing cleanly". While the file still matches it to the
 * nanosecond — same device and inode, size, mtime and ctime, SQLite header counters, no WAL or
 * rollback journal beside it — nothing can have written to it since, so the next open may skip
 * the full quick_check (O(file size): ~130 ms at 100,000 reviews). Anything else — a kill that left
 * a WAL, a copy, a restore, another program's write, a truncation, a missing or garbled stamp —
 * means "check" (DESIGN §10).
 *
 * The stamp vouches only for bytes a full check read, or that nothing but this Quire's own close
 * wrote since: a file whose state changed while it was open (this process's checkpoints, another
 * process, a copy written over it in place) is checked again after the close before it is
 * stamped. Not seen: a write landing inside the close's own checkpoint (microseconds), or one
 * into the WAL by something other than SQLite.
 */

const STAMP_VERSION = 1;

/**
 * How long one full check is trusted through clean closes. A stamp sees every write through the
 * file system, but not a disk that silently loses bits; the app's background integrity_check
 * and every verified backup read the whole file too, so this bound only matters to someone
 * who uses the CLI or an MCP host alone.
 */
export const TRUST_FULL_CHECK_MS = 7 * 86_400_000;

/** Longest a close waits for the file system's clock to tick past the file's last change. */
const CLOCK_WAIT_MS = 50;

const digits = z.string().regex(/^\d+$/);

const StampSchema = z.strictObject({
  version: z.literal(STAMP_VERSION),
  dev: digits,
  ino: digits,
  size: digits,
  mtime_ns: digits,
  ctime_ns: digits,
  change_counter: z.number().int(),
  schema_cookie: z.number().int(),
  wal: z.literal('absent'),
  /** When a full check (quick_check at open, or the app's integrity_check) last passed. */
  verified_at: z.iso.datetime(),
});
type Stamp = z.infer<typeof StampSchema>;
export type FileState = Omit<Stamp, 'version' | 'wal' | 'verified_at'>;

/** What one open of the database knows, carried to its close. */
export interface Verification {
  /** When the last full check of this file passed (carried through clean closes). */
  verifiedAt: Date;
  /** The file this connection opened: a close stamps nothing if another file has taken its name. */
  dev: bigint;
  ino: bigint;
  /**
   * The file as its full check began (or as stamped). Differing at close means something wrote
   * the main file during the session, and the close checks it again before stamping. null when
   * unknown: a new file, or one last changed within the file system clock's resolution.
   */
  untouched: FileState | null;
}

const stampPath = (file: string) => `${file}.verified`;

// Set once this process has seen the database report damage: from then on it stamps nothing, so
// the next start runs the full check whatever happens to the file in between.
let damageSeen = false;

/** The file's identity, size, times and header counters; null if it is not a SQLite file. */
export function stateOf(file: string): FileState | null {
  let fd: number | null = null;
  try {
    fd = fs.openSync(file, 'r');
    const st = fs.fstatSync(fd, { bigint: true });
    const header = Buffer.alloc(100);
    if (fs.readSync(fd, header, 0, 100, 0) < 100 || header.toString('latin1', 0, 16) !== 'SQLite format 3\0')
      return null;
    return {
      dev: String(st.dev),
      ino: String(st.ino),
      size: String(st.size),
      mtime_ns: String(st.mtimeNs),
      ctime_ns: String(st.ctimeNs),
      // The file change counter and the schema cookie (SQLite's file format, offsets 24 and 40).
      change_counter: header.readUInt32BE(24),
      schema_cookie: header.readUInt32BE(40),
    };
  } catch {
    return null;
  } finally {
    if (fd !== null) fs.closeSync(fd);
  }
}

// ctime is never behind mtime, unless mtime was set by hand (a copy that kept it) ahead of the clock.
const lastChangeOf = (s: FileState) => [BigInt(s.mtime_ns), BigInt(s.ctime_ns)].reduce((a, b) => (a > b ? a : b));

/**
 * The file's state just before its full check reads it; null when a later write might not show
 * in it (the file system's clock has not moved past the file's last change, as for a file a
 * Quire killed a moment ago was writing), so the close checks again.
 */
export function stateBeforeCheck(file: string): FileState | null {
  const state = stateOf(file);
  if (!state) return null;
  const probe = tempOf(file);
  try {
    const fd = fs.openSync(probe, 'w');
    try {
      return writeUntilClockPasses(fd, 'clock', lastChangeOf(state)) ? state : null;
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return null;
  } finally {
    removeQuietly(probe);
  }
}

/** This process's temp file beside the database (the stamp's, or the clock probe's). */
const tempOf = (file: string) => `${stampPath(file)}.${process.pid}.tmp`;

/**
 * Writes `text` to the open temp file until its mtime — the file system's clock — is past
 * `lastChange`, for at most CLOCK_WAIT_MS. Returns whether it got there.
 */
function writeUntilClockPasses(fd: number, text: string, lastChange: bigint): boolean {
  const deadline = Date.now() + CLOCK_WAIT_MS;
  for (;;) {
    fs.writeSync(fd, text, 0);
    if (fs.fstatSync(fd, { bigint: true }).mtimeNs > lastChange) return true;
    if (Date.now() > deadline) return false;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
  }
}

const sameState = (a: FileState, b: FileState) => (Object.keys(a) as (keyof FileState)[]).every((k) => a[k] === b[k]);

/** Committed data waiting in a WAL, or a rollback journal: the main file alone is not the database. */
export function somethingBeside(file: string): boolean {
  const sizeOf = (p: string) => {
    try {
      return fs.statSync(p).size;
    } catch {
      return 0;
    }
  };
  return sizeOf(`${file}-wal`) > 0 || fs.existsSync(`${file}-journal`);
}

/**
 * Reads and removes the stamp (it describes a closed file; once opened, only the next clean close
 * may say anything about it). Returns when the file was last fully checked, and the state it was
 * stamped in, if the file is exactly as stamped and that check is recent; otherwise null, and the
 * caller runs the full check.
 */
export function takeVerification(file: string, now = new Date()): { verifiedAt: Date; state: FileState } | null {
  let text: string;
  try {
    text = fs.readFileSync(stampPath(file), 'utf8');
  } catch {
    return null;
  }
  // One that cannot be removed (a read-only folder) is not trusted: nothing could retract it.
  if (!removeQuietly(stampPath(file))) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const stamp = StampSchema.safeParse(json);
  if (!stamp.success || somethingBeside(file)) return null;
  const state = stateOf(file);
  if (!state || !sameState(state, stamp.data)) return null;
  const verifiedAt = new Date(stamp.data.verified_at);
  const age = now.getTime() - verifiedAt.getTime();
  return age >= 0 && age <= TRUST_FULL_CHECK_MS ? { verifiedAt, state } : null;
}

/** The open connection's file: what its close may stamp. */
export function verificationOf(file: string, verifiedAt: Date, untouched: FileState | null): Verification {
  const st = fs.statSync(file, { bigint: true });
  return { verifiedAt, dev: st.dev, ino: st.ino, untouched };
}

/** Whether the main file may have been written since its check (called before the close's checkpoint). */
export function changedInSession(file: string, session: Verification): boolean {
  const now = stateOf(file);
  return !session.untouched || !now || !sameState(now, session.untouched);
}

/** Removes the stamp (a restore replaces the file): the next open runs the full check. */
export function dropStamp(file: string): void {
  removeQuietly(stampPath(file));
}

/**
 * Damage was found (health's check, the background integrity_check, a backup's verification, or
 * SQLite reporting a corrupt page): the stamp goes, and this process writes no more, so the next
 * open runs the full check and refuses the file.
 */
export function noteDamage(file?: string): void {
  damageSeen = true;
  if (file && file !== ':memory:') dropStamp(file);
}

/** Best effort: a file that cannot be removed (a read-only folder) is left. Returns whether it is gone. */
function removeQuietly(p: string): boolean {
  try {
    fs.rmSync(p, { force: true });
    return true;
  } catch {
    return false;
  }
}

/** Removes stamp temp files of processes killed while writing one (named by their pid). */
function removeAbandonedStampTemps(file: string): void {
  const prefix = `${path.basename(file)}.verified.`;
  for (const name of fs.readdirSync(path.dirname(file))) {
    const pid = Number(name.startsWith(prefix) && /^(\d+)\.tmp$/.exec(name.slice(prefix.length))?.[1]);
    if (pid && pid !== process.pid && !pidAlive(pid)) removeQuietly(path.join(path.dirname(file), name));
  }
}

/**
 * Called once the connection is closed: stamps the file when this process verified it, saw no
 * damage, the same file still has the name, and the close left nothing in a WAL (it was the last
 * connection, so SQLite checkpointed everything into the main file). Returns whether it stamped.
 *
 * File times can come from a coarse clock (one kernel tick, 1–10 ms, on Linux before 6.13; about
 * 16 ms on Windows; a second or two on HFS+ and FAT): a write in the same tick as the file's last
 * change would leave mtime and ctime as they are. So the stamp is published only once the file
 * system's clock, read from the temp file's own mtime, has moved past the file's last change, and
 * the file did not change meanwhile — any later write then shows as a new ctime. A file system
 * whose clock does not move within CLOCK_WAIT_MS gets no stamp, and keeps the full check.
 * `checked`: the state a check after the close read; the file must still be in it.
 */
export function stampVerified(file: string, session: Verification, checked?: FileState): boolean {
  if (damageSeen || somethingBeside(file)) return false;
  const state = stateOf(file);
  if (!state || state.dev !== String(session.dev) || state.ino !== String(session.ino)) return false;
  if (checked && !sameState(state, checked)) return false;
  const stamp: Stamp = {
    version: STAMP_VERSION,
    ...state,
    wal: 'absent',
    verified_at: session.verifiedAt.toISOString(),
  };
  const text = JSON.stringify(stamp);
  const tmp = tempOf(file);
  try {
    removeAbandonedStampTemps(file);
    const fd = fs.openSync(tmp, 'w');
    let ticked = false;
    try {
      ticked = writeUntilClockPasses(fd, text, lastChangeOf(state));
    } finally {
      fs.closeSync(fd);
    }
    const after = stateOf(file);
    // A file system whose clock did not tick in time (coarse timestamps), or a write meanwhile.
    if (!ticked || !after || !sameState(after, state) || somethingBeside(file)) {
      removeQuietly(tmp);
      return false;
    }
    fs.renameSync(tmp, stampPath(file));
    return true;
  } catch {
    // A read-only folder, say: no stamp only costs the next open its full check.
    removeQuietly(tmp);
    return false;
  }
}

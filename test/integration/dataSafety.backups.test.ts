import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { backupDatabase, integrityOf, listBackups, pruneBackups } from '../../src-main/core/db/backup';
import { openDatabase, type Db } from '../../src-main/core/db/connection';
import { backupIfDue } from '../../src-main/core/services/scheduledBackup';
import { backupNow } from '../../src-main/core/services/manualBackup';
import { purgeDeleted } from '../../src-main/core/services/purge';
import { DEFAULT_SETTINGS } from '../../src-shared/settings';
import { tempDir } from '../helpers/db';

const ROOT = path.resolve(__dirname, '../..');
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function child(script: string, args: string[]): ChildProcess {
  const p = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, script), ...args], { cwd: ROOT });
  cleanups.push(() => p.kill('SIGKILL'));
  return p;
}

async function freshDb(prefix: string): Promise<{ dir: string; file: string; db: Db }> {
  const { dir, cleanup } = tempDir(prefix);
  const file = path.join(dir, 'quire.db');
  const { db } = await openDatabase({ path: file });
  cleanups.push(cleanup, () => db.open && db.close());
  return { dir, file, db };
}

/** Grows the database to about `mb` megabytes of incompressible rows. */
function fill(db: Db, mb: number): void {
  db.exec('CREATE TABLE IF NOT EXISTS filler (b BLOB)');
  const insert = db.prepare('INSERT INTO filler VALUES (randomblob(16000))');
  db.transaction(() => {
    for (let i = 0; i < mb * 64; i++) insert.run();
  })();
}

const allFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

describe('verified backups', () => {
  it('a backup killed half-way leaves nothing that looks like a backup and no journal', async () => {
    const { dir, file, db } = await freshDb('quire-kill-');
    fill(db, 40);
    const backups = path.join(dir, 'backups');
    const before = backupNow(db, dir, 3);
    db.close();
    const looper = child('backupLoop.ts', [file, dir]);
    const partial = path.join(backups, '.partial');
    // Kill while a copy is being written (its file exists and is growing).
    await new Promise<void>((resolve, reject) => {
      looper.on('exit', () => reject(new Error('the backup loop exited on its own')));
      const poll = setInterval(() => {
        const inProgress = fs.existsSync(partial) && fs.readdirSync(partial).some((f) => f.endsWith('.db'));
        if (inProgress) {
          clearInterval(poll);
          looper.removeAllListeners('exit');
          looper.kill('SIGKILL');
          looper.on('exit', () => resolve());
        }
      }, 2);
    });
    const listed = listBackups(backups);
    expect(listed.length).toBeGreaterThanOrEqual(1);
    expect(listed.map((b) => b.seq)).toContain(before.seq);
    for (const b of listed) {
      expect(b.verified).toBe(true);
      expect(integrityOf(b.file)).toBe('ok');
    }
    // SQLite journals the copy as it writes it; a kill leaves copy and journal only in .partial,
    // under names no listing counts, and the next start removes both.
    const beside = fs.readdirSync(backups).filter((f) => /-journal$|-wal$/.test(f));
    expect(beside).toEqual([]);
    const again = await openDatabase({ path: file });
    cleanups.push(() => again.db.close());
    expect(fs.readdirSync(partial)).toEqual([]);
    expect(allFiles(backups).filter((f) => /-journal$|-wal$/.test(f))).toEqual([]);
    backupNow(again.db, dir, 3);
    expect(fs.readdirSync(partial)).toEqual([]);
  });

  it('finishes on a 150 MB database while another process writes continuously', async () => {
    const { dir, file, db } = await freshDb('quire-busy-');
    fill(db, 150);
    const writer = child('continuousWriter.ts', [file]);
    const progress: string[] = [];
    await new Promise<void>((resolve, reject) => {
      writer.stdout!.on('data', (d: Buffer) => {
        progress.push(...d.toString().trim().split('\n'));
        if (progress.includes('100')) resolve();
      });
      writer.on('exit', (code) => reject(new Error(`writer exited ${code}`)));
    });
    const made = backupNow(db, dir, 3);
    const seenAfter = progress.length;
    writer.removeAllListeners('exit');
    writer.kill('SIGKILL');
    expect(made.verified).toBe(true);
    expect(made.bytes).toBeGreaterThan(150 * 1024 * 1024);
    expect(integrityOf(made.file)).toBe('ok');
    // The writer was not stopped by the backup: it kept acknowledging writes.
    expect(seenAfter).toBeGreaterThan(1);
    const copy = new Database(made.file, { readonly: true });
    expect((copy.prepare('SELECT count(*) AS n FROM tasks').get() as { n: number }).n).toBeGreaterThanOrEqual(100);
    copy.close();
  }, 300_000);

  it('orders by sequence, so a clock set back a year keeps the newest backups and keeps backing up', async () => {
    const { dir, db } = await freshDb('quire-clock-');
    const backups = path.join(dir, 'backups');
    const at = (iso: string) => new Date(iso);
    const settings = { ...DEFAULT_SETTINGS, backup_interval_hours: 24, backup_keep: 3 };
    expect(backupIfDue(db, dir, settings, at('2026-11-20T09:00:00Z'))).not.toBeNull();
    expect(backupIfDue(db, dir, settings, at('2026-11-21T09:00:00Z'))).not.toBeNull();
    const lastBeforeJump = listBackups(backups).at(-1)!;
    // The clock jumps back a year: the next check is due at once, not in a year.
    expect(backupIfDue(db, dir, settings, at('2025-11-21T09:05:00Z'))).not.toBeNull();
    expect(backupIfDue(db, dir, settings, at('2025-11-22T09:06:00Z'))).not.toBeNull();
    const kept = listBackups(backups);
    expect(kept).toHaveLength(3);
    // The two made "in 2025" are the newest and survive; so does the last one before the jump.
    expect(kept.map((b) => b.created_at!.slice(0, 4))).toEqual(['2026', '2025', '2025']);
    expect(kept[0]!.seq).toBe(lastBeforeJump.seq);
    // The 30-day purge does not mistake the jump for time passing: a task deleted yesterday stays.
    db.prepare(
      "INSERT INTO tasks (title, status, priority, created_at, updated_at, deleted_at) VALUES ('Essay', 'pending', 4, 'x', 'x', '2026-11-20T09:00:00Z')",
    ).run();
    purgeDeleted(db, at('2025-11-22T09:06:00Z'));
    expect(db.prepare("SELECT count(*) AS n FROM tasks WHERE title = 'Essay'").pluck().get()).toBe(1);
  });

  it('only verified backups count toward the kept number, and the newest verified one is never deleted', async () => {
    const { dir, db } = await freshDb('quire-count-');
    const backups = path.join(dir, 'backups');
    fs.mkdirSync(backups, { recursive: true });
    // An old-style backup (unverified) and a leftover copy: neither counts, neither is deleted here.
    const legacy = path.join(backups, 'quire-2026-11-01T10-00-00-000Z-manual.db');
    fs.writeFileSync(legacy, 'old');
    for (let i = 0; i < 4; i++) backupDatabase(db, backups, { reason: 'manual', keep: 2 });
    const listed = listBackups(backups);
    expect(listed.filter((b) => b.verified)).toHaveLength(2);
    expect(listed.find((b) => b.file === legacy)?.verified).toBe(false);
    pruneBackups(backups, 0);
    const left = listBackups(backups).filter((b) => b.verified);
    expect(left).toHaveLength(1);
    expect(left[0]!.seq).toBe(4);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';

/** `quire-2026-11-21T20-15-03-123Z-pre-v3.db`: sortable by name, safe on every file system. */
function backupFileName(now: Date, reason: string): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `quire-${stamp}-${reason.replace(/[^a-z0-9-]/gi, '')}.db`;
}

/**
 * Copies the live database with SQLite's online backup API (consistent even while in use),
 * then keeps only the newest `keep` backups.
 */
export async function backupDatabase(
  db: Database.Database,
  backupsDir: string,
  opts: { reason: string; keep: number; now?: Date },
): Promise<string> {
  fs.mkdirSync(backupsDir, { recursive: true });
  const target = path.join(backupsDir, backupFileName(opts.now ?? new Date(), opts.reason));
  await db.backup(target);
  pruneBackups(backupsDir, opts.keep);
  return target;
}

export function listBackups(backupsDir: string): string[] {
  if (!fs.existsSync(backupsDir)) return [];
  return fs
    .readdirSync(backupsDir)
    .filter((f) => /^quire-.*\.db$/.test(f))
    .sort()
    .map((f) => path.join(backupsDir, f));
}

function pruneBackups(backupsDir: string, keep: number): void {
  const all = listBackups(backupsDir);
  for (const old of all.slice(0, Math.max(0, all.length - keep))) fs.rmSync(old, { force: true });
}

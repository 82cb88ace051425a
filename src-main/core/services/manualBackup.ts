import fs from 'node:fs';
import path from 'node:path';
import type { BackupResult } from '../../../src-shared/ipc/backup';
import type { Db } from '../db/connection';
import { backupDatabase, listBackups } from '../db/backup';

/** Where every backup of the app goes: `<data folder>/backups`, beside the database. */
export const backupsDirOf = (dataDir: string) => path.join(dataDir, 'backups');

/**
 * "Back up now" from Settings: a consistent copy through SQLite's online backup API (safe while
 * the app writes), then only the newest `keep` backups are kept (settings.backup_keep).
 *
 * @example
 *   await backupNow(db, '/home/me/.config/Quire', 10) // → { path: '…/backups/quire-2026-…-manual.db', kept: 3, … }
 */
export async function backupNow(db: Db, dataDir: string, keep: number, now: Date = new Date()): Promise<BackupResult> {
  const folder = backupsDirOf(dataDir);
  const file = await backupDatabase(db, folder, { reason: 'manual', keep, now });
  return {
    path: file,
    folder,
    size_bytes: fs.statSync(file).size,
    kept: listBackups(folder).length,
    created_at: now.toISOString(),
  };
}

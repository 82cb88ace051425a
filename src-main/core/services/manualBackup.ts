import path from 'node:path';
import type { BackupList, BackupResult } from '../../../src-shared/ipc/backup';
import type { Db } from '../db/connection';
import { backupDatabase, listBackups } from '../db/backup';

/** Where every backup of the app goes: `<data folder>/backups`, beside the database. */
export const backupsDirOf = (dataDir: string) => path.join(dataDir, 'backups');

/**
 * "Back up now" from Settings and `quire backup`: a verified copy (VACUUM INTO, integrity_check,
 * rename), then only the newest `keep` verified backups are kept (settings.backup_keep).
 *
 * @example
 *   backupNow(db, '/home/me/.config/Quire', 10) // → { file: '…/backups/quire-000004-2026-…-manual.db', verified: true, kept: 4, … }
 */
export function backupNow(db: Db, dataDir: string, keep: number, now: Date = new Date()): BackupResult {
  const folder = backupsDirOf(dataDir);
  const entry = backupDatabase(db, folder, { reason: 'manual', keep, now });
  return { ...entry, folder, kept: listBackups(folder).filter((b) => b.verified).length };
}

/** Settings → Data's list and `quire backup --list`: newest first. */
export function backupList(dataDir: string): BackupList {
  const folder = backupsDirOf(dataDir);
  return { folder, backups: listBackups(folder).reverse() };
}

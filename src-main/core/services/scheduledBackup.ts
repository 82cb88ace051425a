import { z } from 'zod';
import type { Settings } from '../../../src-shared/settings';
import type { Db } from '../db/connection';
import { backupDatabase } from '../db/backup';
import { log } from '../log';
import { readAppState, writeAppState } from './appState';
import { backupsDirOf } from './manualBackup';

const LAST_BACKUP = 'last_scheduled_backup_at';

/**
 * Takes a backup when the last scheduled one is older than `backup_interval_hours` (or there is
 * none), keeping the newest `backup_keep` verified ones. Returns the new file, or null when none
 * was due. A last backup "in the future" means the clock was set back: that is due too, or a
 * clock jumped back a year would stop backups for a year.
 */
export function backupIfDue(db: Db, dataDir: string, settings: Settings, now: Date = new Date()): string | null {
  const last = readAppState(db, LAST_BACKUP, z.iso.datetime());
  const lastAt = last ? new Date(last).getTime() : null;
  const dueAt = lastAt === null ? 0 : lastAt + settings.backup_interval_hours * 3_600_000;
  if (lastAt !== null && lastAt <= now.getTime() && now.getTime() < dueAt) return null;
  const entry = backupDatabase(db, backupsDirOf(dataDir), {
    reason: 'scheduled',
    keep: settings.backup_keep,
    now,
  });
  writeAppState(db, LAST_BACKUP, now.toISOString(), now);
  return entry.file;
}

/**
 * The app's backup schedule: checks at start-up and then hourly, so a laptop that sleeps through
 * the due time backs up soon after waking. Returns a stop function. Failures are logged and
 * retried at the next check; they never reach the user's work.
 */
export function startBackupSchedule(db: Db, dataDir: string, settings: () => Settings): () => void {
  let running = false;
  const check = () => {
    if (running || !db.open) return;
    running = true;
    try {
      backupIfDue(db, dataDir, settings());
    } catch (e) {
      log.warn('Scheduled backup failed', { error: e instanceof Error ? e.message : String(e) });
    } finally {
      running = false;
    }
  };
  const first = setTimeout(check, 5_000);
  const hourly = setInterval(check, 3_600_000);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}

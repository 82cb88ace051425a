import { integrityOf, newestVerifiedBackup } from '../db/backup';
import { log } from '../log';

/**
 * The full integrity_check the app runs a little after start-up, on its own read-only connection
 * (quick_check at open skips comparing index contents with their tables). When it finds damage,
 * `onCorrupt` gets a message for the student naming the newest verified backup. Returns a stop
 * function.
 */
export function startBackgroundIntegrityCheck(
  dbPath: string,
  backupsDir: string,
  onCorrupt: (message: string) => void,
  delayMs = 10_000,
): () => void {
  if (dbPath === ':memory:') return () => {};
  const timer = setTimeout(() => {
    const result = integrityOf(dbPath);
    if (result === 'ok') return;
    const newest = newestVerifiedBackup(backupsDir);
    log.error('Integrity check found damage', { result: result.slice(0, 500) });
    onCorrupt(
      `Quire's database has errors (${result.slice(0, 200)}). Backups are paused so good ones are not replaced. ` +
        (newest
          ? `Restore the newest verified backup (${newest.name}) in Settings → Data.`
          : 'There is no verified backup yet; export what you can.'),
    );
  }, delayMs);
  timer.unref();
  return () => clearTimeout(timer);
}

import { newestVerifiedBackup } from '../db/backup';
import { checkOffThread } from '../db/checkOffThread';
import { noteDamage } from '../db/verification';
import { log } from '../log';

/**
 * The full integrity_check the app runs a little after start-up, on its own read-only connection
 * in a worker (quick_check at open skips comparing index contents with their tables; on main's
 * thread it held up the window for as long as it read). When it finds damage,
 * `onCorrupt` gets a message for the student naming the newest verified backup, and the file's
 * verification stamp is withdrawn (the next start runs the full check); when it passes,
 * `onSound` is told. Returns a stop function.
 */
export function startBackgroundIntegrityCheck(
  dbPath: string,
  backupsDir: string,
  onCorrupt: (message: string) => void,
  { delayMs = 10_000, onSound = () => {} }: { delayMs?: number; onSound?: () => void } = {},
): () => void {
  if (dbPath === ':memory:') return () => {};
  let stopped = false;
  const timer = setTimeout(async () => {
    const result = await checkOffThread(dbPath, 'integrity_check');
    if (result === 'ok') {
      if (!stopped) onSound();
      return;
    }
    // Damage is damage even after a stop: the next start must check and refuse the file.
    noteDamage(dbPath);
    if (stopped) return;
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
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

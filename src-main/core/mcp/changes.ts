import type { Db } from '../db/connection';

/**
 * Calls `onChange` when another connection (the app, the CLI) commits to the database.
 * `PRAGMA data_version` changes exactly then, and reading it is a few microseconds, so a poll
 * every second costs nothing and needs no file watcher. The timer never keeps the process alive.
 */
export function watchDataChanges(db: Db, onChange: () => void, everyMs = 1000): { stop(): void } {
  const version = db.prepare<[], { data_version: number }>('PRAGMA data_version');
  const read = () => {
    try {
      return version.get()?.data_version ?? 0;
    } catch {
      // Closed or busy: report nothing; the next tick tries again (or stop() ends it).
      return null;
    }
  };
  let last = read();
  const timer = setInterval(() => {
    const now = read();
    if (now !== null && last !== null && now !== last) onChange();
    if (now !== null) last = now;
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

import fs from 'node:fs';
import { createCore, type Core, type CoreOptions } from './app';
import type { IpcRouter } from './ipc/router';
import { log } from './log';

/** The app's core, swapped for a fresh one when the database file is replaced by a restore. */
export interface CoreHost {
  /** The core of the moment; do not keep it across a restore. */
  readonly core: Core;
  /** Always routes to the current core, so IPC wiring survives a restore. */
  router: IpcRouter;
  close(): void;
  /** Stops running chat turns, waits (at most `ms`) for them to save what ran, then closes. */
  shutdown(ms?: number): Promise<void>;
}

function inodeOf(file: string): number | null {
  try {
    return fs.statSync(file).ino;
  } catch {
    return null;
  }
}

/**
 * Opens the core and keeps it current: after Settings → Data restores a backup it reopens the
 * core on the restored file, and when `quire restore` replaces the file from outside (a new
 * inode), it notices within `watchMs`, reopens, and tells the window. Either way the student
 * sees the restored data without restarting.
 */
export async function createCoreHost(opts: CoreOptions, watchMs = 3_000): Promise<CoreHost> {
  let core: Core;
  let inode: number | null = null;
  const open = async () => {
    core = await createCore({ ...opts, onRestored: reopen });
    inode = inodeOf(core.dbPath);
  };
  let checking = false;
  async function reopen(): Promise<void> {
    checking = true;
    try {
      core.close();
      await open();
    } finally {
      checking = false;
    }
  }
  await open();

  const watch = setInterval(() => {
    if (checking || core.dbPath === ':memory:') return;
    const now = inodeOf(core.dbPath);
    if (now === null || now === inode) return;
    reopen()
      .then(() =>
        opts.emit?.('app:notice', {
          kind: 'restored',
          message: 'The database was restored from outside the app (quire restore); Quire reopened it.',
        }),
      )
      .catch((e: unknown) => {
        log.error('Reopening the restored database failed', { error: e instanceof Error ? e.message : String(e) });
        opts.emit?.('app:notice', {
          kind: 'restart_required',
          message: 'The database was replaced from outside the app and could not be reopened. Restart Quire.',
        });
      });
  }, watchMs);
  watch.unref();

  return {
    get core() {
      return core;
    },
    router: { handle: (channel, payload) => core.router.handle(channel, payload) },
    close: () => {
      clearInterval(watch);
      core.close();
    },
    shutdown: async (ms) => {
      clearInterval(watch);
      await core.shutdown(ms);
    },
  };
}

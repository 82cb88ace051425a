import path from 'node:path';
import { log } from '../log';
import { startWorkerEntry } from '../workers';
import { integrityOf, type IntegrityCheck } from './backup';

/**
 * `integrityOf(file, check)` run in a worker thread: a quick_check reads every page (50–100 ms at
 * 10,000 tasks, seconds at 100,000 reviews) and integrity_check more, and on main's thread every
 * IPC call waited for it. Resolves with 'ok' or SQLite's complaints; if the worker cannot run, the
 * check runs here instead (slower for the window, never skipped).
 *
 * @example if ((await checkOffThread(dbPath, 'quick_check')) !== 'ok') …
 */
export function checkOffThread(file: string, check: IntegrityCheck): Promise<string> {
  return new Promise((resolve) => {
    const inline = (why: unknown) => {
      log.warn('The integrity check could not run in a worker; running it on the main thread', {
        error: why instanceof Error ? why.message : String(why),
      });
      resolve(integrityOf(file, check));
    };
    let settled = false;
    try {
      const worker = startWorkerEntry(path.join(__dirname, 'checkWorker.ts'), { workerData: { file, check } });
      worker.once('message', (result: string) => {
        settled = true;
        resolve(result);
      });
      worker.once('error', (e) => {
        if (!settled) {
          settled = true;
          inline(e);
        }
      });
      worker.once('exit', (code) => {
        if (!settled) {
          settled = true;
          inline(`the worker exited with code ${code}`);
        }
      });
    } catch (e) {
      inline(e);
    }
  });
}

import fs from 'node:fs';
import path from 'node:path';
import type { Worker, WorkerOptions } from 'node:worker_threads';

/**
 * Starts one of main's worker entries. From source (tsx, vitest) `source` — the entry's .ts —
 * runs through tsx; in the electron-vite build it is `<name>.js` in out/main (an input of
 * electron.vite.config.ts), while this code sits in out/main or a chunk one folder below.
 *
 * @example startWorkerEntry(path.join(__dirname, 'checkWorker.ts'), { workerData: { file } })
 */
export function startWorkerEntry(source: string, options: WorkerOptions = {}): Worker {
  // Loaded with the first worker, not with this module: worker_threads and the streams it brings
  // cost every start ~18M instructions.
  const { Worker } = process.getBuiltinModule('node:worker_threads');
  if (fs.existsSync(source)) return new Worker(source, { ...options, execArgv: ['--import', 'tsx'] });
  const name = `${path.basename(source, '.ts')}.js`;
  const built = [path.join(__dirname, name), path.join(__dirname, '..', name)].find((p) => fs.existsSync(p));
  if (!built) throw new Error(`the worker ${name} is missing from ${__dirname}`);
  return new Worker(built, options);
}

import fs from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { ImportJob, ImportJobResult } from './job';

/**
 * Starts the import worker. From source (tsx, vitest) it runs `importWorker.ts` through tsx; in
 * the electron-vite build it is the `importWorker.js` entry in out/main, while this code sits in
 * a shared chunk one folder below.
 */
function startWorker(): Worker {
  // worker_threads (and the streams it brings) is loaded here, by the first import, not with this
  // module: every quire command loads the import tools, and it cost each start ~18M instructions.
  const { Worker } = process.getBuiltinModule('node:worker_threads');
  const source = path.join(__dirname, 'importWorker.ts');
  if (fs.existsSync(source)) return new Worker(source, { execArgv: ['--import', 'tsx'] });
  const built = [path.join(__dirname, 'importWorker.js'), path.join(__dirname, '..', 'importWorker.js')].find((p) =>
    fs.existsSync(p),
  );
  if (!built) throw new Error(`the import worker is missing from ${__dirname}`);
  return new Worker(built);
}

/** A worker that answers jobs by promise; `close` ends it (in-flight jobs reject). */
export interface ImportRunner {
  run(job: ImportJob): Promise<ImportJobResult>;
  close(): Promise<void>;
}

export function importRunner(): ImportRunner {
  const worker = startWorker();
  const waiting = new Map<number, { resolve: (r: ImportJobResult) => void; reject: (e: Error) => void }>();
  const failAll = (e: Error) => {
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
  };
  worker.on('message', (r: ImportJobResult) => {
    waiting.get(r.id)?.resolve(r);
    waiting.delete(r.id);
  });
  worker.on('error', (e) => failAll(e));
  worker.on('exit', () => failAll(new Error('the import worker stopped')));
  return {
    run: (job) =>
      new Promise((resolve, reject) => {
        waiting.set(job.id, { resolve, reject });
        worker.postMessage(job);
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}

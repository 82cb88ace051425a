import path from 'node:path';
import { startWorkerEntry } from '../workers';
import type { ImportJob, ImportJobResult } from './job';

const startWorker = () => startWorkerEntry(path.join(__dirname, 'importWorker.ts'));

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

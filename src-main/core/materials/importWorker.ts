import { parentPort } from 'node:worker_threads';
import { runImportJob, type ImportJob } from './job';

// The import worker: reading, parsing (PDF especially) and chunking stay off the main thread, so
// the window keeps responding during a large import. Jobs are answered in the order they finish.
parentPort?.on('message', (job: ImportJob) => {
  void runImportJob(job).then((result) => parentPort?.postMessage(result));
});

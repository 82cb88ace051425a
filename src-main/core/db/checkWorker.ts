import { parentPort, workerData } from 'node:worker_threads';
import { integrityOf, type IntegrityCheck } from './backup';

// The integrity check's worker (checkOffThread.ts): SQLite reads every page of the file here, on
// a read-only connection of its own, while main's thread keeps answering the window.
const { file, check } = workerData as { file: string; check: IntegrityCheck };
parentPort?.postMessage(integrityOf(file, check));

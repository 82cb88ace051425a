import fs from 'node:fs';
import { sha256 } from './hash';
import { prepareMaterial, UnreadableMaterialError } from './prepare';
import type { MaterialFormat, PreparedMaterial } from './types';

/** One file for the worker: read, hash, and (unless the hash is the indexed one) parse and chunk. */
export interface ImportJob {
  id: number;
  abs: string;
  format: MaterialFormat;
  knownHash: string | null;
  maxBytes: number;
}

export type ImportJobResult =
  | { id: number; kind: 'unchanged'; hash: string; byteLen: number; modifiedMs: number }
  | { id: number; kind: 'prepared'; material: PreparedMaterial }
  | { id: number; kind: 'error'; reason: string };

export function tooLargeReason(size: number, maxBytes: number): string {
  const mb = (n: number) => `${(n / 1_000_000).toFixed(1)} MB`;
  return `it is ${mb(size)}, over the ${mb(maxBytes)} size limit (Settings → Materials)`;
}

export async function runImportJob(job: ImportJob): Promise<ImportJobResult> {
  try {
    const st = fs.statSync(job.abs);
    if (st.size > job.maxBytes) return { id: job.id, kind: 'error', reason: tooLargeReason(st.size, job.maxBytes) };
    const bytes = fs.readFileSync(job.abs);
    const modifiedMs = Math.trunc(st.mtimeMs);
    const hash = sha256(bytes);
    if (hash === job.knownHash) return { id: job.id, kind: 'unchanged', hash, byteLen: bytes.byteLength, modifiedMs };
    const material = await prepareMaterial(job.abs, job.format, bytes, modifiedMs);
    return { id: job.id, kind: 'prepared', material };
  } catch (e) {
    if (e instanceof UnreadableMaterialError) return { id: job.id, kind: 'error', reason: e.message };
    const code = (e as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? 'the file no longer exists'
        : code === 'EACCES' || code === 'EPERM'
          ? 'permission to read the file was denied'
          : `it could not be read (${code ?? (e instanceof Error ? e.message : String(e))})`;
    return { id: job.id, kind: 'error', reason };
  }
}

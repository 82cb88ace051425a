// The write side of an import or rescan: files go through the worker and come back prepared; main
// writes them in batched transactions with a savepoint per file and keeps the summary.
import type { Db } from '../db/connection';
import { clearImportError, recordImportError, writeMaterial, type IndexedFile } from '../db/queries/materials';
import { statement } from '../db/queries/statements';
import { afterMaterialWritten } from './hooks';
import { tooLargeReason, type ImportJob, type ImportJobResult } from './job';
import type { MaterialFormat } from './types';
import type { FileProblem } from './walk';
import { importRunner } from './workerPool';

export interface ImportProgress {
  files_done: number;
  files_total: number;
  bytes_done: number;
  bytes_total: number;
  /** The file just finished, absolute. */
  path: string | null;
}

export interface ImportOptions {
  maxFileBytes: number;
  now: () => Date;
  signal?: AbortSignal;
  onProgress?: (p: ImportProgress) => void;
}

/** What an import or rescan did, counts first and the paths in `details` (absolute). */
export interface MaterialChangeSummary {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  errors: number;
  cancelled: boolean;
  details: {
    added: string[];
    updated: string[];
    unchanged: string[];
    removed: string[];
    errors: FileProblem[];
  };
  /** The materials added or updated, for the renderer's change events. */
  material_ids: number[];
}

/** A file found on disk, with where it goes and what the index holds for it. */
export interface PlannedFile {
  abs: string;
  libraryId: number;
  rel: string;
  format: MaterialFormat;
  size: number;
  mtimeMs: number;
  existing: IndexedFile | undefined;
}

export function emptySummary(): MaterialChangeSummary {
  return {
    added: 0,
    updated: 0,
    unchanged: 0,
    removed: 0,
    errors: 0,
    cancelled: false,
    details: { added: [], updated: [], unchanged: [], removed: [], errors: [] },
    material_ids: [],
  };
}

export function addProblem(db: Db, summary: MaterialChangeSummary, problem: FileProblem, now: string): void {
  summary.errors++;
  summary.details.errors.push(problem);
  recordImportError(db, problem.path, problem.reason, now);
}

// A batch of files is written in one transaction: FTS5 flushes its pending index once per commit,
// so a commit per file spent more time merging index segments than inserting (bench/materials.ts).
// Bounded so a cancel or the progress bar is never more than a moment behind.
const BATCH_BYTES = 4_000_000;
const BATCH_FILES = 64;
// Jobs queued at the worker, enough for it to parse the next batch while main writes this one
// (with 8 the worker sat idle during each write and main then waited for it).
const IN_FLIGHT = 32;

/**
 * Runs the planned files through the worker and writes them in batches, each file inside its own
 * savepoint, so a cancel or a crash leaves every file either fully indexed or untouched (and one
 * file that fails to write is reported without losing its batch). Unchanged size and mtime skip
 * the read entirely (the fast path of a rescan); otherwise the content hash decides.
 */
export async function processFiles(
  db: Db,
  planned: PlannedFile[],
  opts: ImportOptions,
  summary: MaterialChangeSummary,
) {
  const now = () => opts.now().toISOString();
  const progress: ImportProgress = {
    files_done: 0,
    files_total: planned.length,
    bytes_done: 0,
    bytes_total: planned.reduce((n, f) => n + f.size, 0),
    path: null,
  };
  const count = (f: PlannedFile) => {
    progress.files_done++;
    progress.bytes_done += f.size;
    progress.path = f.abs;
  };
  const done = (f: PlannedFile) => {
    count(f);
    opts.onProgress?.({ ...progress });
  };
  // Files that need no reading are settled first, in one transaction and one progress report
  // (a line per unchanged file would flood the CLI's stderr on every rescan).
  const toRead: PlannedFile[] = [];
  db.transaction(() => {
    for (const f of planned) {
      if (f.size > opts.maxFileBytes) {
        addProblem(db, summary, { path: f.abs, reason: tooLargeReason(f.size, opts.maxFileBytes) }, now());
        count(f);
      } else if (f.existing && f.existing.byte_len === f.size && f.existing.modified_ms === f.mtimeMs) {
        summary.unchanged++;
        summary.details.unchanged.push(f.abs);
        count(f);
      } else toRead.push(f);
    }
  })();
  if (progress.files_done > 0) opts.onProgress?.({ ...progress });
  if (toRead.length === 0) return;
  const apply = (f: PlannedFile, r: ImportJobResult) => {
    if (r.kind === 'error') addProblem(db, summary, { path: f.abs, reason: r.reason }, now());
    else if (r.kind === 'unchanged') {
      statement(db, 'UPDATE materials SET modified_ms = ?, byte_len = ? WHERE id = ?').run(
        r.modifiedMs,
        r.byteLen,
        f.existing!.id,
      );
      summary.unchanged++;
      summary.details.unchanged.push(f.abs);
    } else {
      let written;
      try {
        written = db.transaction(() => {
          const w = writeMaterial(db, f.libraryId, f.rel, r.material, now());
          clearImportError(db, f.abs);
          afterMaterialWritten(db, w.id, r.material, opts.now());
          return w;
        })();
      } catch (e) {
        const reason = `it could not be saved to the index (${e instanceof Error ? e.message : String(e)})`;
        addProblem(db, summary, { path: f.abs, reason }, now());
        return;
      }
      const kind = written.created ? 'added' : 'updated';
      summary[kind]++;
      summary.details[kind].push(f.abs);
      summary.material_ids.push(written.id);
    }
  };
  let pending: { f: PlannedFile; r: ImportJobResult }[] = [];
  let pendingBytes = 0;
  // Cancelling stops between files: what is already written in the batch commits, the rest is dropped.
  const flush = () => {
    const batch = pending;
    pending = [];
    pendingBytes = 0;
    db.transaction(() => {
      for (const { f, r } of batch) {
        if (opts.signal?.aborted) return;
        apply(f, r);
        done(f);
      }
    })();
  };
  const runner = importRunner();
  try {
    let next = 0;
    const lane = async (): Promise<void> => {
      while (next < toRead.length && !opts.signal?.aborted) {
        const f = toRead[next]!;
        const job: ImportJob = {
          id: next++,
          abs: f.abs,
          format: f.format,
          knownHash: f.existing?.content_hash ?? null,
          maxBytes: opts.maxFileBytes,
        };
        const r = await runner.run(job);
        pending.push({ f, r });
        pendingBytes += r.kind === 'prepared' ? r.material.byteLen : 0;
        if (pendingBytes >= BATCH_BYTES || pending.length >= BATCH_FILES) flush();
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    if (!opts.signal?.aborted) flush();
  } finally {
    await runner.close();
  }
  if (opts.signal?.aborted) summary.cancelled = true;
}

import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/connection';
import {
  clearImportError,
  deleteMaterial,
  findMaterialByPath,
  materialsOfLibrary,
  recordImportError,
  writeMaterial,
  type DbMaterial,
} from '../db/queries/materials';
import { statement } from '../db/queries/statements';
import { formatOf } from './formats';
import { tooLargeReason, type ImportJob, type ImportJobResult } from './job';
import { absPathOf, canonicalPath, ensureLibrary, libraryContaining, relPathOf } from './libraries';
import { afterMaterialWritten, beforeMaterialRemoved } from './hooks';
import type { MaterialFormat } from './types';
import { walkFolder, type FileProblem } from './walk';
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
  /**
   * Runs one synchronous batch of writes in a transaction. The tools pass `ctx.write`, so every
   * transaction of an import or rescan is recorded under the call's one change and `undo` takes
   * the whole import back (materials, libraries, note cards; chunks follow their material).
   * Default: a plain transaction, unrecorded.
   */
  write?: <T>(fn: () => T) => T;
}

const writerOf = (db: Db, opts: ImportOptions) => opts.write ?? (<T>(fn: () => T): T => db.transaction(fn)());

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

interface PlannedFile {
  abs: string;
  libraryId: number;
  rel: string;
  format: MaterialFormat;
  size: number;
  mtimeMs: number;
  existing: DbMaterial | undefined;
}

function emptySummary(): MaterialChangeSummary {
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

function addProblem(db: Db, summary: MaterialChangeSummary, problem: FileProblem, now: string): void {
  summary.errors++;
  summary.details.errors.push(problem);
  recordImportError(db, problem.path, problem.reason, now);
}

/** Files under a library with their stored material (if any). */
function planLibraryFiles(db: Db, libraryId: number, root: string, files: ReturnType<typeof walkFolder>['files']) {
  return files.map((f): PlannedFile => ({
    ...f,
    libraryId,
    rel: relPathOf(root, f.abs),
    existing: findMaterialByPath(db, libraryId, relPathOf(root, f.abs)),
  }));
}

/**
 * Runs the planned files through the worker and writes each in its own transaction, so a cancel
 * or a crash leaves every file either fully indexed or untouched. Unchanged size and mtime skip
 * the read entirely (the fast path of a rescan); otherwise the content hash decides.
 */
async function processFiles(db: Db, planned: PlannedFile[], opts: ImportOptions, summary: MaterialChangeSummary) {
  const now = () => opts.now().toISOString();
  const write = writerOf(db, opts);
  const progress: ImportProgress = {
    files_done: 0,
    files_total: planned.length,
    bytes_done: 0,
    bytes_total: planned.reduce((n, f) => n + f.size, 0),
    path: null,
  };
  const done = (f: PlannedFile) => {
    progress.files_done++;
    progress.bytes_done += f.size;
    progress.path = f.abs;
    opts.onProgress?.({ ...progress });
  };
  const toRead: PlannedFile[] = [];
  for (const f of planned) {
    if (f.size > opts.maxFileBytes) {
      addProblem(db, summary, { path: f.abs, reason: tooLargeReason(f.size, opts.maxFileBytes) }, now());
      done(f);
    } else if (f.existing && f.existing.byte_len === f.size && f.existing.modified_ms === f.mtimeMs) {
      summary.unchanged++;
      summary.details.unchanged.push(f.abs);
      done(f);
    } else toRead.push(f);
  }
  if (toRead.length === 0) return;
  const runner = importRunner();
  const apply = (f: PlannedFile, r: ImportJobResult) => {
    if (opts.signal?.aborted) return;
    if (r.kind === 'error') addProblem(db, summary, { path: f.abs, reason: r.reason }, now());
    else if (r.kind === 'unchanged') {
      write(() =>
        statement(db, 'UPDATE materials SET modified_ms = ?, byte_len = ? WHERE id = ?').run(
          r.modifiedMs,
          r.byteLen,
          f.existing!.id,
        ),
      );
      summary.unchanged++;
      summary.details.unchanged.push(f.abs);
    } else {
      const written = write(() => {
        const w = writeMaterial(db, f.libraryId, f.rel, r.material, now());
        clearImportError(db, f.abs);
        afterMaterialWritten(db, w.id, r.material, opts.now());
        return w;
      });
      const kind = written.created ? 'added' : 'updated';
      summary[kind]++;
      summary.details[kind].push(f.abs);
      summary.material_ids.push(written.id);
    }
    done(f);
  };
  try {
    // A few jobs in flight keep the worker busy while main writes the previous file.
    const IN_FLIGHT = 4;
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
        apply(f, await runner.run(job));
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  } finally {
    await runner.close();
  }
  if (opts.signal?.aborted) summary.cancelled = true;
}

/**
 * Imports files and folders as materials. A folder becomes a library (or joins the library that
 * contains it); a file joins the library containing it, else its folder becomes one. Unsupported
 * or unreadable files are reported by path and reason while the rest go on.
 *
 * @example
 *   await importMaterials(db, ['/home/ana/notes'], { maxFileBytes: 50e6, now: () => new Date() })
 *   // → { added: 12, updated: 0, unchanged: 0, removed: 0, errors: 1, details: { errors: [{ path, reason }] … } }
 */
export async function importMaterials(
  db: Db,
  paths: readonly string[],
  opts: ImportOptions,
): Promise<MaterialChangeSummary> {
  const summary = emptySummary();
  const nowIso = opts.now().toISOString();
  const write = writerOf(db, opts);
  const planned: PlannedFile[] = [];
  const seen = new Set<string>();
  for (const given of paths) {
    const abs = path.resolve(given);
    let st: fs.Stats;
    try {
      st = fs.statSync(abs);
    } catch {
      addProblem(db, summary, { path: abs, reason: 'no file or folder exists at this path' }, nowIso);
      continue;
    }
    const real = canonicalPath(abs);
    if (st.isDirectory()) {
      const lib = write(() => ensureLibrary(db, real, nowIso));
      const walked = walkFolder(real);
      for (const p of walked.problems) addProblem(db, summary, p, nowIso);
      planned.push(...planLibraryFiles(db, lib.id, lib.root, walked.files));
    } else if (st.isFile()) {
      const format = formatOf(real);
      if (!format) {
        addProblem(
          db,
          summary,
          { path: abs, reason: 'it is not a supported type (Markdown, text, reStructuredText, HTML or PDF)' },
          nowIso,
        );
        continue;
      }
      const lib = libraryContaining(db, real) ?? write(() => ensureLibrary(db, path.dirname(real), nowIso));
      planned.push(
        ...planLibraryFiles(db, lib.id, lib.root, [
          { abs: real, size: st.size, mtimeMs: Math.trunc(st.mtimeMs), format },
        ]),
      );
    } else {
      addProblem(db, summary, { path: abs, reason: 'it is neither a regular file nor a folder' }, nowIso);
    }
  }
  const unique = planned.filter((f) => !seen.has(f.abs) && seen.add(f.abs));
  await processFiles(db, unique, opts, summary);
  return summary;
}

/**
 * Re-reads every library: new files are added, files whose content hash changed are re-indexed,
 * files gone from disk are dropped with their chunks. A library whose folder is missing is
 * reported and left alone (it may have moved: re-root it), never emptied.
 */
export async function rescanMaterials(db: Db, opts: ImportOptions): Promise<MaterialChangeSummary> {
  const summary = emptySummary();
  const write = writerOf(db, opts);
  const nowIso = opts.now().toISOString();
  const planned: PlannedFile[] = [];
  const libraries = statement(db, 'SELECT id, root FROM material_libraries ORDER BY id').all() as {
    id: number;
    root: string;
  }[];
  for (const lib of libraries) {
    if (!fs.existsSync(lib.root)) {
      addProblem(
        db,
        summary,
        {
          path: lib.root,
          reason: 'the library folder is missing; if it moved, re-root it (quire import --reroot OLD NEW)',
        },
        nowIso,
      );
      continue;
    }
    const walked = walkFolder(lib.root);
    for (const p of walked.problems) addProblem(db, summary, p, nowIso);
    const present = new Set(walked.files.map((f) => relPathOf(lib.root, f.abs)));
    for (const m of materialsOfLibrary(db, lib.id)) {
      if (present.has(m.rel_path)) continue;
      write(() => {
        beforeMaterialRemoved(db, m.id, opts.now());
        deleteMaterial(db, m.id);
        clearImportError(db, absPathOf(m));
      });
      summary.removed++;
      summary.details.removed.push(absPathOf(m));
    }
    planned.push(...planLibraryFiles(db, lib.id, lib.root, walked.files));
  }
  await processFiles(db, planned, opts, summary);
  return summary;
}

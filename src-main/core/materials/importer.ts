import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/connection';
import { clearImportError, deleteMaterial, indexedFilesOfLibrary, type IndexedFile } from '../db/queries/materials';
import { statement } from '../db/queries/statements';
import { formatOf } from './formats';
import { absPathOf, canonicalPath, ensureLibrary, libraryContaining, relPathOf } from './libraries';
import { beforeMaterialRemoved } from './hooks';
import { walkFolder, type FoundFile } from './walk';
import { addProblem, emptySummary, processFiles, type PlannedFile } from './writeFiles';
import type { ImportOptions, MaterialChangeSummary } from './writeFiles';

export type { ImportOptions, ImportProgress, MaterialChangeSummary } from './writeFiles';

/**
 * Files under a library with their stored material (if any). The library's materials are read
 * once per import (`known` caches them by library): a lookup per file made an unchanged rescan of
 * 10,000 files spend most of its time in SQLite.
 */
function planLibraryFiles(
  db: Db,
  known: Map<number, Map<string, IndexedFile>>,
  libraryId: number,
  root: string,
  files: readonly FoundFile[],
) {
  let indexed = known.get(libraryId);
  if (!indexed) {
    indexed = new Map(indexedFilesOfLibrary(db, libraryId).map((m) => [m.rel_path, m]));
    known.set(libraryId, indexed);
  }
  return files.map((f): PlannedFile => {
    const rel = relPathOf(root, f.abs);
    return { ...f, libraryId, rel, existing: indexed.get(rel) };
  });
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
  const planned: PlannedFile[] = [];
  const known = new Map<number, Map<string, IndexedFile>>();
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
      const lib = ensureLibrary(db, real, nowIso);
      const walked = walkFolder(real);
      for (const p of walked.problems) addProblem(db, summary, p, nowIso);
      planned.push(...planLibraryFiles(db, known, lib.id, lib.root, walked.files));
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
      const lib = libraryContaining(db, real) ?? ensureLibrary(db, path.dirname(real), nowIso);
      planned.push(
        ...planLibraryFiles(db, known, lib.id, lib.root, [
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
  const nowIso = opts.now().toISOString();
  const planned: PlannedFile[] = [];
  const known = new Map<number, Map<string, IndexedFile>>();
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
    const files = planLibraryFiles(db, known, lib.id, lib.root, walked.files);
    const present = new Set(files.map((f) => f.rel));
    const gone = [...known.get(lib.id)!.values()].filter((m) => !present.has(m.rel_path));
    // Each removal is whole; together they are one transaction (one commit, not one per file).
    db.transaction(() => {
      for (const m of gone) {
        const abs = absPathOf({ root: lib.root, rel_path: m.rel_path });
        beforeMaterialRemoved(db, m.id, opts.now());
        deleteMaterial(db, m.id);
        clearImportError(db, abs);
        summary.removed++;
        summary.details.removed.push(abs);
      }
    })();
    planned.push(...files);
  }
  await processFiles(db, planned, opts, summary);
  return summary;
}

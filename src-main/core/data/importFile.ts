import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/connection';
import { badFile } from './failure';
import { importJson, type JsonImportSummary } from './jsonImport';
import type { ProgressSink } from './progress';

/** What the student chose for a card whose front already exists in its topic. */
export type DuplicateChoice = 'skip' | 'update';

export interface ImportOptions {
  replace?: boolean;
  /** Plain two-column CSV/TSV files are cards only when asked (`--cards`). */
  cards?: boolean;
  duplicates?: DuplicateChoice;
  /** Cards of a text file without a #deck: header go to this topic. */
  topic?: string;
  backup?: () => Promise<string>;
  onProgress?: ProgressSink;
  now?: Date;
}

export type ImportSummary = JsonImportSummary;

/** Which importer a file goes to, from its name and (for .txt) its first lines. */
export type ImportKind = 'json';

export function importKindOf(file: string): ImportKind | 'material' {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.json') return 'json';
  return 'material';
}

/**
 * `quire import PATH`: one entry for every kind of file. Quire's own formats go to the importers
 * in this folder; folders and other files are study materials.
 */
export async function importPath(db: Db, file: string, opts: ImportOptions = {}): Promise<ImportSummary> {
  const name = path.basename(file);
  if (!fs.existsSync(file)) throw badFile(name, `no such file or folder (${file}).`);
  const kind = fs.statSync(file).isDirectory() ? 'material' : importKindOf(file);
  switch (kind) {
    case 'json':
      return importJson(db, fs.readFileSync(file, 'utf8'), {
        fileName: name,
        ...(opts.replace ? { replace: true } : {}),
        ...(opts.backup ? { backup: opts.backup } : {}),
        ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
      });
    case 'material':
      throw badFile(
        name,
        'materials import is not available in this version of Quire yet; it can import .json, .apkg, .colpkg, .csv, .tsv and Anki-style .txt files.',
      );
  }
}

import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/connection';
import { readSettings } from '../services/settings';
import { writeCards, type CardImportSummary, type DuplicateChoice } from './cardImport';
import { badFile } from './failure';
import { importAnki, type AnkiImportSummary } from './ankiImport';
import { importJson, type JsonImportSummary } from './jsonImport';
import type { ProgressSink } from './progress';
import { readTextHeaders, textCards } from './textCards';

export type { DuplicateChoice } from './cardImport';

export interface ImportOptions {
  replace?: boolean;
  /** Plain CSV/TSV/TXT files without Anki headers are cards only when asked (`--cards`). */
  cards?: boolean;
  duplicates?: DuplicateChoice;
  /** Cards of a file that names no deck go to this topic. */
  topic?: string;
  backup?: () => Promise<string>;
  /** Where media from Anki packages are kept (`<data folder>/media`); without it they are only listed. */
  mediaDir?: string;
  onProgress?: ProgressSink;
  now?: Date;
}

export type CardFileSummary = CardImportSummary & { format: 'text' };
export type ImportSummary = JsonImportSummary | CardFileSummary | AnkiImportSummary;

/** Which importer a file goes to, from its name and (for text files) its first lines. */
export type ImportKind = 'json' | 'anki' | 'text' | 'material';

export function importKindOf(file: string, opts: { cards?: boolean } = {}): ImportKind {
  if (fs.statSync(file).isDirectory()) return 'material';
  const ext = path.extname(file).toLowerCase();
  if (ext === '.json') return 'json';
  if (ext === '.apkg' || ext === '.colpkg') return 'anki';
  if (ext === '.csv' || ext === '.tsv' || ext === '.txt') {
    if (opts.cards) return 'text';
    // Anki's headers say "these are cards"; a .txt without them is someone's notes.
    const head = fs.readFileSync(file, 'utf8').slice(0, 4096);
    try {
      return readTextHeaders(head, path.basename(file)).found ? 'text' : 'material';
    } catch {
      return 'text'; // headers that are there but wrong: the card importer names the bad line
    }
  }
  return 'material';
}

/**
 * `quire import PATH`: one entry for every kind of file. Quire's own formats go to the importers
 * in this folder; folders and other files are study materials. Each file is imported in one
 * transaction: a bad row anywhere leaves the database as it was.
 */
export async function importPath(db: Db, file: string, opts: ImportOptions = {}): Promise<ImportSummary> {
  const name = path.basename(file);
  if (!fs.existsSync(file)) throw badFile(name, `no such file or folder (${file}).`);
  const kind = importKindOf(file, opts);
  const now = opts.now ?? new Date();
  const progress = opts.onProgress ? { onProgress: opts.onProgress } : {};
  switch (kind) {
    case 'json':
      return importJson(db, fs.readFileSync(file, 'utf8'), {
        fileName: name,
        ...(opts.replace ? { replace: true } : {}),
        ...(opts.backup ? { backup: opts.backup } : {}),
        ...progress,
      });
    case 'anki':
      return importAnki(db, fs.readFileSync(file), {
        fileName: name,
        duplicates: opts.duplicates ?? 'skip',
        desiredRetention: readSettings(db).desired_retention,
        now,
        ...(opts.mediaDir ? { mediaDir: opts.mediaDir } : {}),
        ...progress,
      });
    case 'text': {
      const cards = textCards(
        fs.readFileSync(file, 'utf8'),
        name,
        path.extname(file).toLowerCase(),
        opts.topic ?? null,
      );
      const settings = readSettings(db);
      const summary = db.transaction(() =>
        writeCards(db, cards, {
          fileName: name,
          duplicates: opts.duplicates ?? 'skip',
          desiredRetention: settings.desired_retention,
          now,
          ...progress,
        }),
      )();
      return { format: 'text', ...summary };
    }
    case 'material':
      throw badFile(
        name,
        'is not a Quire export, an Anki package or a card file. Import notes, books and PDFs from Materials ' +
          '(or `quire import`); add --cards for a plain two-column CSV/TSV of cards.',
      );
  }
}

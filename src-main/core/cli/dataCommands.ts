import fs from 'node:fs';
import path from 'node:path';
import { readSettings } from '../services/settings';
import { backupsDirOf } from '../services/manualBackup';
import { backupDatabase } from '../db/backup';
import { DataFailure } from '../data/failure';
import type { DuplicateChoice } from '../data/importFile';
import { materialImportCommand } from './materialCommands';
import type { DataProgress } from '../data/progress';
import type { CliCommand, CliContext } from './command';
import { EXIT, UsageError } from './io';

// The format libraries (zip, zstd, protobuf, CSV, iCalendar, HTML-to-text) load only when a
// command uses them: every other command's start-up stays free of them.
const exporter = () => import('../data/exportFile');
const importer = () => import('../data/importFile');

/** A folder, note, book or PDF; a file whose kind cannot even be told stays with importPath, which says why. */
function isMaterial(p: string, cards: boolean, importKindOf: (f: string, o: { cards: boolean }) => string): boolean {
  try {
    return fs.existsSync(p) && importKindOf(p, { cards }) === 'material';
  } catch {
    return false;
  }
}

/** Progress goes to stderr, so stdout stays one JSON result a script can parse. */
function progressTo(ctx: CliContext, quiet: boolean) {
  return quiet ? undefined : (p: DataProgress) => ctx.io.stderr(`${p.operation}: ${p.phase} ${p.done}/${p.total}\n`);
}

function printFailure(ctx: CliContext, e: unknown): number {
  if (!(e instanceof DataFailure)) throw e;
  ctx.io.stdout(`${JSON.stringify(e.result, null, 2)}\n`);
  ctx.io.stderr(`quire: ${e.result.error.message}\n`);
  return EXIT.error;
}

/** `quire export --format json|apkg|csv|ics [--topic NAME] --out FILE`. */
export const exportCommand: CliCommand = {
  name: 'export',
  usage: 'quire export --format json|apkg|csv|ics [--topic NAME] --out FILE',
  summary: 'Export everything (json), cards (apkg, csv) or dated tasks and plan steps (ics).',
  options: {
    format: { type: 'string' },
    topic: { type: 'string' },
    out: { type: 'string' },
    quiet: { type: 'boolean' },
  },
  async run({ values, positionals }, ctx) {
    if (positionals.length) throw new UsageError(`export takes no arguments. Usage: ${this.usage}`);
    const { ExportFormat, buildExport, writeExport } = await exporter();
    const format = ExportFormat.safeParse(values.format ?? 'json');
    if (!format.success) throw new UsageError(`--format must be json, apkg, csv or ics. Usage: ${this.usage}`);
    const out = values.out;
    if (typeof out !== 'string' || !out)
      throw new UsageError(`Give the file to write with --out FILE. Usage: ${this.usage}`);
    const onProgress = progressTo(ctx, values.quiet === true);
    const core = await ctx.openCore();
    try {
      const made = await buildExport(core.db, {
        format: format.data,
        appVersion: ctx.version,
        ...(typeof values.topic === 'string' ? { topic: values.topic } : {}),
        ...(onProgress ? { onProgress } : {}),
      });
      writeExport(out, made.bytes);
      const result = {
        ok: true,
        data: { format: made.format, file: path.resolve(out), bytes: made.bytes.length, counts: made.counts },
      };
      ctx.io.stdout(`${JSON.stringify(result, null, 2)}\n`);
      return EXIT.ok;
    } catch (e) {
      return printFailure(ctx, e);
    } finally {
      core.close();
    }
  },
};

/** `quire import PATH [--replace] [--cards] [--duplicates skip|update] [--topic NAME]`. */
export const importCommand: CliCommand = {
  name: 'import',
  usage:
    'quire import PATH… [--replace] [--cards] [--duplicates skip|update] [--topic NAME] | quire import --reroot OLD NEW',
  summary: 'Import a Quire .json export, an Anki .apkg/.colpkg, cards from .csv/.tsv/.txt, or study materials.',
  options: {
    replace: { type: 'boolean' },
    cards: { type: 'boolean' },
    duplicates: { type: 'string' },
    topic: { type: 'string' },
    quiet: { type: 'boolean' },
    reroot: { type: 'string' },
  },
  async run({ values, positionals }, ctx) {
    // Folders, notes and PDFs are study materials: that importer takes several paths at once.
    const { importKindOf, importPath } = await importer();
    const materials =
      typeof values.reroot === 'string' ||
      (positionals.length > 0 && positionals.every((p) => isMaterial(p, values.cards === true, importKindOf)));
    if (materials) return materialImportCommand.run({ values, positionals }, ctx);
    const [file, ...extra] = positionals;
    if (!file) throw new UsageError(`Name the file to import. Usage: ${this.usage}`);
    if (extra.length) throw new UsageError(`Import one file at a time; unexpected "${extra[0]}".`);
    const dup = values.duplicates ?? 'skip';
    if (dup !== 'skip' && dup !== 'update') throw new UsageError('--duplicates must be skip or update.');
    const onProgress = progressTo(ctx, values.quiet === true);
    const core = await ctx.openCore();
    try {
      const summary = await importPath(core.db, file, {
        replace: values.replace === true,
        cards: values.cards === true,
        duplicates: dup as DuplicateChoice,
        ...(typeof values.topic === 'string' ? { topic: values.topic } : {}),
        ...(onProgress ? { onProgress } : {}),
        mediaDir: path.join(path.dirname(core.dbPath), 'media'),
        // A verified backup named for why it was made, so the student can find it in the list.
        backup: async () =>
          backupDatabase(core.db, backupsDirOf(path.dirname(core.dbPath)), {
            reason: 'pre-import',
            keep: readSettings(core.db).backup_keep,
          }).file,
      });
      ctx.io.stdout(`${JSON.stringify({ ok: true, data: summary }, null, 2)}\n`);
      return EXIT.ok;
    } catch (e) {
      return printFailure(ctx, e);
    } finally {
      core.close();
    }
  },
};

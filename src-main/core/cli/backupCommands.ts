import path from 'node:path';
import { backupList, backupNow } from '../services/manualBackup';
import { readSettings } from '../services/settings';
import { restoreDatabase } from '../db/restore';
import { backupsDirOf } from '../services/manualBackup';
import type { CliCommand } from './command';
import { EXIT, UsageError } from './io';

/**
 * `quire backup` makes a verified backup now and prints `{ file, bytes, verified }`;
 * `quire backup --list` prints `{ backups: [...] }` (newest first) without opening the database.
 */
export const backupCommand: CliCommand = {
  name: 'backup',
  usage: 'quire backup [--list]',
  summary: 'Make a verified backup now (prints { file, bytes, verified }), or list the backups.',
  options: { list: { type: 'boolean', short: 'l' } },
  async run({ values, positionals }, ctx) {
    if (positionals.length > 0) throw new UsageError(`backup takes no arguments. Usage: ${this.usage}`);
    const dataDir = path.dirname(path.resolve(ctx.dbPath));
    if (values.list) {
      const { folder, backups } = backupList(dataDir);
      ctx.io.stdout(`${JSON.stringify({ folder, backups }, null, 2)}\n`);
      return EXIT.ok;
    }
    const core = await ctx.openCore();
    try {
      const made = backupNow(core.db, dataDir, readSettings(core.db).backup_keep);
      ctx.io.stdout(
        `${JSON.stringify({ file: made.file, bytes: made.bytes, verified: made.verified, kept: made.kept }, null, 2)}\n`,
      );
      return EXIT.ok;
    } finally {
      core.close();
    }
  },
};

/**
 * `quire restore FILE`: replaces the database with FILE after checking it (integrity, not a newer
 * schema) and backing up the current one; prints `{ restored_from, safety_backup }`. It never
 * opens the current database for writing, so it also recovers a corrupt one.
 */
export const restoreCommand: CliCommand = {
  name: 'restore',
  usage: 'quire restore FILE',
  summary: 'Replace the database with a backup (the current one is backed up first).',
  options: {},
  async run({ positionals }, ctx) {
    const [file, ...extra] = positionals;
    if (!file || extra.length > 0) throw new UsageError(`Name one backup file. Usage: ${this.usage}`);
    const dbPath = path.resolve(ctx.dbPath);
    const outcome = restoreDatabase({
      dbPath,
      source: file,
      backupsDir: backupsDirOf(path.dirname(dbPath)),
      keep: 10,
    });
    ctx.io.stdout(`${JSON.stringify(outcome, null, 2)}\n`);
    ctx.io.stderr('A running Quire app notices the restore within a few seconds and reopens the database.\n');
    return EXIT.ok;
  },
};

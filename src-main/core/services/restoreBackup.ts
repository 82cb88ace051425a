import path from 'node:path';
import { err, ok, type ToolResult } from '../../../src-shared/result';
import { listBackups } from '../db/backup';
import { restoreDatabase, RestoreRefusedError, type RestoreOutcome } from '../db/restore';

export interface RestoreFromListOptions {
  /** As the renderer sent it: must name a verified backup in the backups folder. */
  file: string;
  dbPath: string;
  backupsDir: string;
  keep: number;
  beforeSwap: () => void;
}

/**
 * Settings → Data's restore. The window may only name a file from the list it was shown: a
 * verified backup inside the backups folder, never an arbitrary path. Refusals are results.
 */
export function restoreFromList(opts: RestoreFromListOptions): ToolResult<RestoreOutcome> {
  const wanted = path.resolve(opts.file);
  const entry = listBackups(opts.backupsDir).find((b) => path.resolve(b.file) === wanted);
  if (!entry)
    return err('not_found', `There is no backup named ${path.basename(opts.file)} in ${opts.backupsDir}.`, {
      entity_type: 'backup',
      query: { file: opts.file },
    });
  if (!entry.verified)
    return err(
      'conflict',
      `${entry.name} was never verified (an older kind of backup), so it cannot be restored from here. Use "quire restore" to check and restore it.`,
      { reason: 'invalid_transition' },
    );
  try {
    return ok(
      restoreDatabase({
        dbPath: opts.dbPath,
        source: entry.file,
        backupsDir: opts.backupsDir,
        keep: opts.keep,
        beforeSwap: opts.beforeSwap,
      }),
    );
  } catch (e) {
    if (e instanceof RestoreRefusedError) return err('conflict', e.message, { reason: 'invalid_transition' });
    throw e;
  }
}

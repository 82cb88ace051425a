import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ok } from '../../../src-shared/result';
import type { EventPayload } from '../../../src-shared/ipc/events';
import type { EventName } from '../../../src-shared/ipc/names';
import { backupDatabase } from '../db/backup';
import type { Db } from '../db/connection';
import type { IpcHandlers } from '../ipc/router';
import { backupsDirOf } from '../services/manualBackup';
import { readSettings } from '../services/settings';
import { DataFailure } from './failure';

const MIME = {
  json: 'application/json',
  apkg: 'application/octet-stream',
  csv: 'text/plain',
  ics: 'text/calendar',
} as const;

// What an import can change; the views listening for these reload.
const CHANGED_BY_IMPORT = {
  json: ['task', 'plan', 'item', 'topic', 'flashcard', 'attempt', 'quiz', 'session', 'material'],
  text: ['flashcard', 'topic'],
  anki: ['flashcard', 'topic'],
} as const;

/**
 * Settings → Data's export and import. The file travels as base64; an import is written to a
 * private temporary file so it goes through the same `importPath` (dispatch, checks, one
 * transaction) as `quire import`, and progress reaches the window as `data:progress` events.
 */
export function dataIpcHandlers(deps: {
  db: Db;
  dataDir: string;
  appVersion: string;
  emit?: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
}): Pick<IpcHandlers, 'data:export' | 'data:import'> {
  const onProgress = (p: EventPayload<'data:progress'>) => deps.emit?.('data:progress', p);
  return {
    'data:export': async ({ format, topic }) => {
      try {
        // Loaded on use: the format libraries are not part of the window's start-up.
        const { buildExport } = await import('./exportFile');
        const made = await buildExport(deps.db, {
          format,
          appVersion: deps.appVersion,
          onProgress,
          ...(topic ? { topic } : {}),
        });
        return ok({
          file_name: made.file_name,
          mime: MIME[format],
          content_base64: Buffer.from(made.bytes).toString('base64'),
          counts: made.counts,
        });
      } catch (e) {
        if (e instanceof DataFailure) return e.result;
        throw e;
      }
    },
    'data:import': async (input) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-import-'));
      try {
        // The name is only kept for its extension and error messages; never a path.
        const file = path.join(dir, path.basename(input.file_name));
        fs.writeFileSync(file, Buffer.from(input.content_base64, 'base64'));
        const { importPath } = await import('./importFile');
        const summary = await importPath(deps.db, file, {
          replace: input.replace === true,
          cards: input.cards === true,
          duplicates: input.duplicates ?? 'skip',
          onProgress,
          mediaDir: path.join(deps.dataDir, 'media'),
          backup: async () =>
            backupDatabase(deps.db, backupsDirOf(deps.dataDir), {
              reason: 'pre-import',
              keep: readSettings(deps.db).backup_keep,
            }).file,
          ...(input.topic ? { topic: input.topic } : {}),
        });
        for (const entity_type of CHANGED_BY_IMPORT[summary.format])
          deps.emit?.('data:changed', { entity_type, ids: [] });
        return ok({ ...summary });
      } catch (e) {
        if (e instanceof DataFailure) return e.result;
        throw e;
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

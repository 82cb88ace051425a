import type { ImportSummary } from '../../../../src-shared/ipc/materials';
import type { EventPayload } from '../../../../src-shared/ipc/events';
import { err, ok, type ToolResult } from '../../../../src-shared/result';
import type { Db } from '../../db/connection';
import type { IpcHandlers } from '../../ipc/router';
import { importBytesOf } from '../../tools/materialWrites';
import type { Registry } from '../../tools/registry';
import { readMaterial } from './reader';
import { listLibraries } from './libraryList';
import { TOOL } from '../../../../src-shared/tools/names';

type MaterialChannels =
  'materials:pick' | 'materials:import' | 'materials:import_cancel' | 'materials:read' | 'materials:libraries';

export interface MaterialIpcDeps {
  db: Db;
  registry: Registry;
  emitProgress?: (p: EventPayload<'materials:import_progress'>) => void;
  /** The OS dialog (the app); absent in the CLI and tests, where paths are given directly. */
  pickPaths?: (kind: 'files' | 'folder') => Promise<string[]>;
}

/**
 * Main's handlers for the Materials view. The import runs the `import_materials` tool through
 * the registry (origin ui, audited, one at a time) with its progress forwarded as events and an
 * abort signal the cancel channel fires; the tool leaves no half-indexed file behind.
 */
export function materialIpcHandlers(deps: MaterialIpcDeps): Pick<IpcHandlers, MaterialChannels> {
  let running: AbortController | null = null;
  return {
    'materials:libraries': () => ok({ libraries: listLibraries(deps.db) }),
    'materials:pick': async ({ kind }) => {
      if (!deps.pickPaths) {
        return err('permission_denied', 'There is no file dialog here; give the paths to import directly.', {
          reason: 'policy',
        });
      }
      return ok({ paths: await deps.pickPaths(kind) });
    },
    'materials:import': async ({ paths }): Promise<ToolResult<ImportSummary>> => {
      if (running) {
        return err('conflict', 'An import is already running. Wait for it to finish, or cancel it first.', {
          reason: 'invalid_transition',
        });
      }
      const controller = new AbortController();
      running = controller;
      try {
        const outcome = await deps.registry.call(
          TOOL.import_materials,
          { paths },
          {
            origin: 'ui',
            signal: controller.signal,
            progress: (p) =>
              deps.emitProgress?.({ files_done: p.done, files_total: p.total, ...importBytesOf(p.message) }),
          },
        );
        return outcome.result as ToolResult<ImportSummary>;
      } finally {
        running = null;
      }
    },
    'materials:import_cancel': () => {
      const was = running;
      was?.abort();
      return ok({ cancelled: was !== null });
    },
    'materials:read': ({ material_id }) => readMaterial(deps.db, material_id),
  };
}

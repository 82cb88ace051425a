import { err, ok } from '../../src-shared/result';
import { BackupVerificationError } from './db/backup';
import type { Db } from './db/connection';
import { createIpcRouter, type IpcHandlers, type IpcRouter } from './ipc/router';
import { backupList, backupNow, backupsDirOf } from './services/manualBackup';
import { restoreFromList } from './services/restoreBackup';
import { healthReport } from './services/health';
import { readSettings, writeSettings } from './services/settings';
import { toolStats } from './tools/stats';
import type { ChatService } from './agent/chatService';
import { agentIpcHandlers } from './agent/ipc';
import { materialIpcHandlers } from './materials/view/ipc';
import { findResourcesDir, sampleData } from './services/sampleData';
import { dataIpcHandlers } from './data/ipc';
import type { ApiKeyStore } from './services/apiKey';
import { vectorRuntime } from './materials/vectors/runtime';
import type { Registry } from './tools/registry';
import type { CoreOptions } from './coreOptions';

/** What the window's channels reach of an open core (app.ts builds it; nothing here owns it). */
export interface CoreIpcDeps {
  db: Db;
  dbPath: string;
  dataDir: string;
  opts: CoreOptions;
  registry: Registry;
  chat: ChatService;
  keys: { api: ApiKeyStore; local: ApiKeyStore; embedding: ApiKeyStore };
  /** Running only in the app: told when settings change. */
  reminders: { refresh(): void } | null;
  embedder: { kick(): void } | null;
  /** Closes the core (a restore replaces the file under it). */
  close: () => void;
}

/**
 * The IPC channel map's handlers over an open core, and the router that parses every payload
 * against the channel's schema. Its own module because the channel schemas and the handlers'
 * services are the window's: `quire tool`, `quire mcp` and `quire ask` never load them
 * (app.ts builds this on the router's first call).
 */
export function coreIpcRouter(deps: CoreIpcDeps): IpcRouter {
  const { db, dataDir, opts, registry, chat, keys } = deps;
  const sample = sampleData({
    db,
    registry,
    dataDir,
    resourcesDir: opts.resourcesDir === undefined ? findResourcesDir() : opts.resourcesDir,
  });
  const probeDeps = () => ({
    settings: readSettings(db),
    apiKey: keys.api.get(),
    localApiKey: keys.local.get(),
    ...(opts.cloudBaseUrl ? { cloudBaseUrl: opts.cloudBaseUrl } : {}),
  });
  const handlers: IpcHandlers = {
    'app:info': () =>
      ok({
        name: 'Quire',
        version: opts.appVersion,
        platform: process.platform,
        versions: {
          node: process.versions.node,
          electron: opts.versions?.electron ?? null,
          chrome: opts.versions?.chrome ?? null,
        },
        data_dir: dataDir,
        db_path: deps.dbPath,
      }),
    'health:get': async () => ok(await healthReport(db, deps.dbPath, probeDeps())),
    'settings:get': () => ok(readSettings(db)),
    'settings:set': (patch) => {
      const saved = writeSettings(db, patch);
      // A new endpoint or model is worth trying now, not after the last endpoint's back-off.
      if (Object.keys(patch).some((k) => k.startsWith('embedding_'))) {
        vectorRuntime(db).failure = null;
        deps.embedder?.kick();
      }
      deps.reminders?.refresh();
      return ok(saved);
    },
    'backup:now': () => {
      try {
        return ok(backupNow(db, dataDir, readSettings(db).backup_keep));
      } catch (e) {
        if (e instanceof BackupVerificationError)
          return err('db_error', e.message, { retryable: false, reason: 'corrupt' });
        throw e;
      }
    },
    'backup:list': () => ok(backupList(dataDir)),
    'backup:restore': async ({ file }) => {
      const restored = restoreFromList({
        file,
        dbPath: deps.dbPath,
        backupsDir: backupsDirOf(dataDir),
        keep: readSettings(db).backup_keep,
        // Nothing of this core may touch the old file after the swap.
        beforeSwap: () => deps.close(),
      });
      if (!restored.ok) return restored;
      if (opts.onRestored) await opts.onRestored();
      return ok({ ...restored.data, reopened: opts.onRestored !== undefined });
    },
    'tools:list': () => ok(registry.list()),
    // The tool's own result is the IPC result, so ok:false from the tool is ok:false here.
    // A write that changed something also says which change, so the toast's Undo reverts exactly it.
    'tools:call': async ({ name, input, confirmed }) => {
      const outcome = await registry.call(name, input, { origin: 'ui', confirmed: confirmed === true });
      return outcome.change_id === null ? outcome.result : { ...outcome.result, change_id: outcome.change_id };
    },
    'shell:open_external': ({ url }) => {
      if (!opts.openExternal) return ok({ opened: false });
      opts.openExternal(url);
      return ok({ opened: true });
    },
    'tools:confirmation': ({ name, input }) => registry.confirmationFor(name, input, 'ui'),
    'tools:stats': (input) => {
      // This process buffers audit rows of read-only calls; write them so the figures are current.
      registry.flushAudit();
      return ok(toolStats(db, { since: input?.since ?? null }));
    },
    ...agentIpcHandlers({
      db,
      chat,
      apiKeys: keys.api,
      localKeys: keys.local,
      embeddingKeys: keys.embedding,
      now: () => new Date(),
    }),
    ...materialIpcHandlers({
      db,
      registry,
      ...(opts.emit ? { emitProgress: (p) => opts.emit!('materials:import_progress', p) } : {}),
      ...(opts.pickMaterialPaths ? { pickPaths: opts.pickMaterialPaths } : {}),
    }),
    ...dataIpcHandlers({ db, dataDir, appVersion: opts.appVersion, ...(opts.emit ? { emit: opts.emit } : {}) }),
    'sample:status': () => ok(sample.status()),
    'sample:add': async () => ok(await sample.add(new Date())),
    'sample:remove': async () => {
      const removed = await sample.remove();
      opts.emit?.('data:changed', { entity_type: 'material', ids: [] });
      return ok(removed);
    },
    'tour:done': () => ok(sample.tourDone()),
  };
  return createIpcRouter(handlers);
}

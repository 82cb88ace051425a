import path from 'node:path';
import { closeDatabase, openDatabase, type Db } from './db/connection';
import type { IpcRouter } from './ipc/router';
import { lazyIpcRouter } from './ipc/lazyRouter';
import { readSettings } from './services/settings';
import { purgeAuditDetails, purgeDeleted } from './services/purge';
import { log } from './log';
import { createChatService, type ChatService } from './agent/chatService';
import type { OfflineAgent } from './agent/offlineSeam';
import { getterApiKeyStore, type ApiKeyStore } from './services/apiKey';
import { attachVectorRuntime } from './materials/vectors/runtime';
import { registerSecret } from './redact';
import { purgeOldConversations } from './services/conversationRetention';
import { ALL_TOOLS } from './tools';
import { createRegistry, type Registry } from './tools/registry';
import { toolOutputSchemaCache, toolSchemaCache } from './tools/schemaCache';
import { TOOL } from '../../src-shared/tools/names';
import type { CoreOptions } from './coreOptions';

export type { CoreOptions } from './coreOptions';

/**
 * The built-in offline agent, loaded on its first turn: its parsers (and chrono's grammars) cost
 * start-up time that `quire tool …`, `quire mcp` and the window's first paint never need.
 */
const lazyOfflineAgent: OfflineAgent = async (input, deps) =>
  (await import('./agent/offline')).runOfflineTurn(input, deps);

/** A key store whose every key read or written is registered for redaction. */
function redactedKeyStore(store: ApiKeyStore): ApiKeyStore {
  return {
    get: () => {
      const key = store.get();
      registerSecret(key);
      return key;
    },
    set: (key) => {
      registerSecret(key);
      store.set(key);
    },
    clear: () => store.clear(),
    backend: () => store.backend(),
  };
}

/** The app's core, identical in Electron, the CLI and the E2E harness. */
export interface Core {
  db: Db;
  dbPath: string;
  dataDir: string;
  registry: Registry;
  router: IpcRouter;
  chat: ChatService;
  close(): void;
  /** Stops running turns, waits (briefly) for them to save what ran, then closes. */
  shutdown(waitMs?: number): Promise<void>;
}

export async function createCore(opts: CoreOptions): Promise<Core> {
  const opened = await openDatabase({ path: opts.dbPath });
  const { db } = opened;
  const dataDir = opts.dataDir ?? path.dirname(opened.path);
  // Each key main reads is registered, so its exact text is redacted from logs, errors and messages.
  const apiKeys = redactedKeyStore(opts.apiKeyStore ?? getterApiKeyStore(opts.getApiKey ?? (() => null)));
  const localKeys = redactedKeyStore(opts.localKeyStore ?? getterApiKeyStore(() => null));
  const embeddingKeys = redactedKeyStore(opts.embeddingKeyStore ?? getterApiKeyStore(() => null));
  attachVectorRuntime(db, { apiKey: () => embeddingKeys.get() });
  const registry = createRegistry({
    db,
    tools: ALL_TOOLS,
    schemaCache: toolSchemaCache(dataDir),
    outputSchemaCache: toolOutputSchemaCache(dataDir),
    settings: () => readSettings(db),
    onChange: (changes) => {
      changes.forEach((c) => opts.emit?.('data:changed', c));
      if (changes.some((c) => c.entity_type === 'task')) reminders?.refresh();
    },
  });
  // Reminders, scheduled backups, the background integrity check and the embedder run in the app
  // only; each is loaded when asked for, so a CLI command never loads their code.
  const notifyReminder = opts.notifyReminder;
  const reminders = notifyReminder
    ? (await import('./services/reminders')).startReminders({
        db,
        settings: () => readSettings(db),
        now: () => new Date(),
        timers: {
          setTimeout: (fn, ms) => setTimeout(fn, ms).unref(),
          clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
        },
        notify: notifyReminder,
      })
    : null;

  // Rows soft-deleted more than 30 days ago can no longer be restored; remove them for good. A
  // failure here is logged and retried on the next start: it must not stop the app opening.
  try {
    purgeDeleted(db, new Date());
    purgeAuditDetails(db, new Date());
  } catch (e) {
    log.warn('Purging old deleted rows failed', { error: e instanceof Error ? e.message : String(e) });
  }

  // Conversations past the retention setting go at start-up; like the purge above, a failure
  // is logged and retried next time.
  try {
    purgeOldConversations(db, readSettings(db).conversation_retention_days, new Date());
  } catch (e) {
    log.warn('Purging old conversations failed', { error: e instanceof Error ? e.message : String(e) });
  }
  const chat = createChatService({
    db,
    registry,
    settings: () => readSettings(db),
    apiKey: () => apiKeys.get(),
    localApiKey: () => localKeys.get(),
    ...(opts.cloudBaseUrl ? { cloudBaseUrl: opts.cloudBaseUrl } : {}),
    ...(opts.emit ? { emit: opts.emit } : {}),
    confirmVia: opts.confirmVia ?? 'next_turn',
    offlineAgent: opts.offlineAgent ?? lazyOfflineAgent,
    ...(opts.agentIdleTimeoutMs ? { idleTimeoutMs: opts.agentIdleTimeoutMs } : {}),
    ...(opts.agentRetryDelayMs !== undefined ? { retryDelayMs: opts.agentRetryDelayMs } : {}),
    ...(opts.chatNow ? { now: opts.chatNow } : {}),
  });

  if (opts.importSampleMaterial) {
    const { findResourcesDir, sampleData } = await import('./services/sampleData');
    await sampleData({
      db,
      registry,
      dataDir,
      resourcesDir: opts.resourcesDir === undefined ? findResourcesDir() : opts.resourcesDir,
    })
      .importMaterialOnFirstStart()
      .catch((e: unknown) =>
        log.warn('The sample material could not be imported', { error: e instanceof Error ? e.message : String(e) }),
      );
  }

  // Files edited while Quire was closed are re-indexed; it runs through the registry (origin ui)
  // so the renderer hears about the changes, and a failure is only logged.
  if (opts.rescanMaterialsAtStart) {
    void registry.call(TOOL.rescan_materials, {}, { origin: 'ui' }).then(({ result }) => {
      if (!result.ok) log.warn('Rescanning materials at start-up failed', { error: result.error.message });
    });
  }

  let stopBackups = () => {};
  if (opts.scheduleBackups) {
    const { startBackupSchedule } = await import('./services/scheduledBackup');
    stopBackups = startBackupSchedule(db, dataDir, () => readSettings(db));
  }
  let stopCheck = () => {};
  if (opts.backgroundIntegrityCheck) {
    const [{ startBackgroundIntegrityCheck }, { backupsDirOf }] = await Promise.all([
      import('./services/integrityWatch'),
      import('./services/manualBackup'),
    ]);
    stopCheck = startBackgroundIntegrityCheck(
      opened.path,
      backupsDirOf(dataDir),
      (message) => {
        // Never back up a damaged file: a good backup would rotate out for every bad one made.
        stopBackups();
        opts.emit?.('app:notice', { kind: 'corrupt', message });
      },
      {
        // A full read that passed: the stamp this session's close writes carries it forward.
        onSound: () => {
          if (opened.verification) opened.verification.verifiedAt = new Date();
        },
      },
    );
  }

  // Chunks without a vector from the configured model are embedded off the request path.
  const embedder = opts.embedMaterials
    ? (await import('./materials/vectors/embedder')).startEmbedder({ db, settings: () => readSettings(db) })
    : null;

  function close(): void {
    if (!db.open) return;
    embedder?.stop();
    stopCheck();
    stopBackups();
    reminders?.stop();
    chat.cancel({});
    registry.flushAudit();
    closeDatabase(opened);
  }

  return {
    db,
    dbPath: opened.path,
    dataDir,
    registry,
    // The window's channels: built on the first call (coreIpc.ts), so the CLI never loads them.
    router: lazyIpcRouter(async () =>
      (await import('./coreIpc')).coreIpcRouter({
        db,
        dbPath: opened.path,
        dataDir,
        opts,
        registry,
        chat,
        keys: { api: apiKeys, local: localKeys, embedding: embeddingKeys },
        reminders,
        embedder,
        close,
      }),
    ),
    chat,
    close,
    async shutdown(waitMs = 3_000) {
      await chat.drain(waitMs);
      close();
    },
  };
}

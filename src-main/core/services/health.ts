import fs from 'node:fs';
import path from 'node:path';
import type { HealthReport } from '../../../src-shared/ipc/channels';
import type { Db } from '../db/connection';
import { schemaVersion } from '../db/migrate';
import { LATEST_SCHEMA_VERSION } from '../db/migrations';
import { retrievalStatus } from '../materials/vectors/status';
import { activeProvider, probeProviders, type ProviderProbeDeps } from './providerHealth';

/**
 * Whether changes can be saved: the connection is not read-only (SQLite falls back to read-only
 * when the file is write-protected) and both the file and its folder (WAL needs -wal/-shm) are
 * writable.
 */
export function databaseWritable(db: Db, dbPath: string): boolean {
  if (db.readonly) return false;
  if (dbPath === ':memory:') return true;
  try {
    fs.accessSync(dbPath, fs.constants.W_OK);
    fs.accessSync(path.dirname(dbPath), fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

export function databaseHealth(db: Db, dbPath: string): HealthReport['database'] {
  try {
    const quick = db.pragma('quick_check', { simple: true }) as string;
    const size = dbPath === ':memory:' || !fs.existsSync(dbPath) ? 0 : fs.statSync(dbPath).size;
    return {
      path: dbPath,
      schema_version: schemaVersion(db),
      latest_schema_version: LATEST_SCHEMA_VERSION,
      size_bytes: size,
      journal_mode: String(db.pragma('journal_mode', { simple: true })),
      foreign_keys: db.pragma('foreign_keys', { simple: true }) === 1,
      ok: quick === 'ok',
      writable: databaseWritable(db, dbPath),
      error: quick === 'ok' ? null : quick,
    };
  } catch (e) {
    return {
      path: dbPath,
      schema_version: -1,
      latest_schema_version: LATEST_SCHEMA_VERSION,
      size_bytes: 0,
      journal_mode: 'unknown',
      foreign_keys: false,
      ok: false,
      writable: false,
      error: e instanceof Error ? e.message : String(e),
    };
  }
}

export async function healthReport(db: Db, dbPath: string, deps: ProviderProbeDeps): Promise<HealthReport> {
  const database = databaseHealth(db, dbPath);
  const providers = await probeProviders(deps);
  const active = activeProvider(deps.settings, providers);
  const activeHealthy = providers.find((p) => p.name === active)?.status === 'healthy';
  return {
    // Read-only data is usable but every change fails: degraded, never healthy.
    status: !database.ok ? 'unavailable' : activeHealthy && database.writable ? 'healthy' : 'degraded',
    database,
    providers,
    active_provider: active,
    retrieval: retrievalHealth(db, deps),
    checked_at: new Date().toISOString(),
  };
}

/** The retrieval mode; a failure to tell (a damaged database) reads as BM25 with the reason. */
function retrievalHealth(db: Db, deps: ProviderProbeDeps): HealthReport['retrieval'] {
  try {
    return retrievalStatus(db, deps.settings).status;
  } catch (e) {
    return { mode: 'bm25_fallback', embedded: 0, total: 0, reason: e instanceof Error ? e.message : String(e) };
  }
}

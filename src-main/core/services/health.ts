import fs from 'node:fs';
import path from 'node:path';
import type { HealthReport } from '../../../src-shared/ipc/channels';
import type { Db } from '../db/connection';
import { checkOffThread } from '../db/checkOffThread';
import { schemaVersion } from '../db/migrate';
import { noteDamage } from '../db/verification';
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

/**
 * The database's state. Its quick_check runs in a worker on a read-only connection of its own
 * (checkOffThread): it reads every page, and on main's thread it held up every other IPC call for
 * as long (0.4–2 s at 100,000 reviews). An in-memory database, which no other connection can
 * open, is checked on its own connection.
 */
export async function databaseHealth(db: Db, dbPath: string): Promise<HealthReport['database']> {
  try {
    const quick =
      dbPath === ':memory:'
        ? (db.pragma('quick_check', { simple: true }) as string)
        : await checkOffThread(dbPath, 'quick_check');
    if (quick !== 'ok') noteDamage(dbPath);
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
  const database = await databaseHealth(db, dbPath);
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

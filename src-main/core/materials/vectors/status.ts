import type { Settings } from '../../../../src-shared/settings';
import type { Db } from '../../db/connection';
import { endpointOf, modelKey, type EmbeddingEndpoint } from './embeddingClient';
import { vectorRuntime } from './runtime';
import { loadVectorExtension, vectorCounts } from './vectorStore';

/**
 * Which retrieval answers, as health reports it: `bm25` (no embedding endpoint set), `hybrid`
 * (every chunk has a vector), `hybrid_partial` (the background indexer is still embedding; what
 * has a vector is fused), `bm25_fallback` (an endpoint is set but cannot be used, and why).
 */
export type RetrievalStatus =
  | { mode: 'bm25'; embedded: 0; total: number; reason: null }
  | { mode: 'hybrid' | 'hybrid_partial'; embedded: number; total: number; reason: null }
  | { mode: 'bm25_fallback'; embedded: number; total: number; reason: string };

export type RetrievalMode = RetrievalStatus['mode'];

/**
 * The embedding endpoint the settings give, or the mode when they rule vectors out (none set up,
 * or half of one), found without counting anything: search asks this on every query.
 */
export function settingsEndpoint(
  db: Db,
  settings: Settings,
):
  | { endpoint: EmbeddingEndpoint; mode: null }
  | { endpoint: null; mode: 'bm25'; reason: null }
  | { endpoint: null; mode: 'bm25_fallback'; reason: string } {
  const endpoint = endpointOf(settings, vectorRuntime(db).apiKey());
  if (endpoint) return { endpoint, mode: null };
  return settings.embedding_provider === 'none'
    ? { endpoint, mode: 'bm25', reason: null }
    : {
        endpoint,
        mode: 'bm25_fallback',
        reason: 'The embedding endpoint needs both an address and a model name in Settings.',
      };
}

/** The status plus, when vectors can be used, the endpoint and model key to use them with. */
export function retrievalStatus(
  db: Db,
  settings: Settings,
  nowMs = Date.now(),
): { status: RetrievalStatus; endpoint: EmbeddingEndpoint | null; model: string | null } {
  const rt = vectorRuntime(db);
  const totalChunks = () => Number(db.prepare('SELECT count(*) FROM material_chunks').pluck().get());
  const setup = settingsEndpoint(db, settings);
  if (!setup.endpoint) {
    const total = totalChunks();
    const status: RetrievalStatus =
      setup.mode === 'bm25'
        ? { mode: 'bm25', embedded: 0, total, reason: null }
        : { mode: 'bm25_fallback', embedded: 0, total, reason: setup.reason };
    return { status, endpoint: null, model: null };
  }
  const { endpoint } = setup;
  const ext = loadVectorExtension(db);
  if (!ext.ok) {
    return {
      status: { mode: 'bm25_fallback', embedded: 0, total: totalChunks(), reason: ext.reason },
      endpoint: null,
      model: null,
    };
  }
  const model = modelKey(endpoint);
  const counts = vectorCounts(db, model);
  if (rt.failure && rt.failure.retryAtMs > nowMs) {
    return {
      status: { mode: 'bm25_fallback', ...counts, reason: rt.failure.message },
      endpoint: null,
      model: null,
    };
  }
  const mode = counts.total > 0 && counts.embedded >= counts.total ? 'hybrid' : 'hybrid_partial';
  return { status: { mode, ...counts, reason: null }, endpoint, model };
}

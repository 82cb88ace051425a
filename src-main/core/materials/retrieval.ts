import type { ToolContext } from '../tools/define';
import { queryTerms } from './query';
import { hitOf, onePerSection, searchChunks, type SearchFilters, type SearchHit } from './search';
import { embedTexts, EmbeddingError } from './vectors/embeddingClient';
import { rrf } from './vectors/fusion';
import { vectorRuntime } from './vectors/runtime';
import { retrievalStatus, settingsEndpoint, type RetrievalMode } from './vectors/status';
import { nearestChunks, type NearRow } from './vectors/vectorStore';

export type { SearchHit } from './search';
export type { RetrievalMode } from './vectors/status';

/**
 * The one entry point for finding passages (search_materials, request_context, grounded answers
 * and `quire search` all come here). BM25 always; when an embedding endpoint is set up and the
 * query can be embedded, fused with the nearest chunk vectors by reciprocal rank fusion. Any
 * vector-side failure answers with BM25 alone (`bm25_fallback`), never an error.
 */
export async function retrieve(
  ctx: Pick<ToolContext, 'db' | 'settings'>,
  query: string,
  limit: number,
  filters: SearchFilters,
): Promise<{ results: SearchHit[]; total_results: number; mode: RetrievalMode }> {
  // Without an endpoint, nothing to look up: counting chunks for the status cost a scan per search.
  const setup = settingsEndpoint(ctx.db, ctx.settings);
  if (!setup.endpoint) return { ...searchChunks(ctx.db, query, limit, filters), mode: setup.mode };
  const { status, endpoint, model } = retrievalStatus(ctx.db, ctx.settings);
  if (!endpoint || !model || status.embedded === 0) {
    return { ...searchChunks(ctx.db, query, limit, filters), mode: status.mode };
  }
  const rt = vectorRuntime(ctx.db);
  let vector: Float32Array;
  try {
    [vector] = (await embedTexts(endpoint, [query], {
      timeoutMs: rt.queryTimeoutMs,
      ...(rt.fetchImpl ? { fetchImpl: rt.fetchImpl } : {}),
    })) as [Float32Array];
    rt.failure = null;
  } catch (e) {
    const message = e instanceof EmbeddingError ? e.message : 'The embedding endpoint failed.';
    rt.failure = { message, retryAtMs: Date.now() + rt.queryRetryMs };
    return { ...searchChunks(ctx.db, query, limit, filters), mode: 'bm25_fallback' };
  }
  const pool = Math.max(limit * 4, 40);
  const bm25 = searchChunks(ctx.db, query, pool, filters);
  const near = onePerSection(nearestChunks(ctx.db, vector, model, pool * 3, filters), filters).slice(0, pool);
  return { ...fuse(query, bm25.results, near, limit, filters), mode: status.mode };
}

/**
 * Both rankings fused by RRF. Scores stay 0–1 and in fused order: the best passage carries the
 * strongest evidence either side has (BM25's confidence or cosine similarity), the others that
 * evidence scaled by their fused score relative to the best — so a question nothing answers
 * still scores low, however the ranks fall.
 */
function fuse(query: string, bm25: SearchHit[], near: NearRow[], limit: number, filters: SearchFilters) {
  const byId = new Map<number, SearchHit>(bm25.map((h) => [h.chunk_id, h]));
  const terms = queryTerms(query);
  for (const r of near) {
    if (!byId.has(r.chunk_id)) byId.set(r.chunk_id, hitOf(r, 0, terms));
  }
  const fused = rrf([bm25.map((h) => h.chunk_id), near.map((r) => r.chunk_id)]);
  const evidence = Math.min(1, Math.max(0, bm25[0]?.score ?? 0, near[0]?.similarity ?? 0));
  const top = fused[0]?.fused ?? 1;
  const hits = onePerSection(
    fused.map(({ id, fused: f }) => ({ ...byId.get(id)!, score: Math.round((f / top) * evidence * 1000) / 1000 })),
    filters,
  );
  return { results: hits.slice(0, limit), total_results: Math.max(hits.length, bm25.length) };
}

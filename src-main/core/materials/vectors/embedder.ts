import type { Settings } from '../../../../src-shared/settings';
import type { Db } from '../../db/connection';
import { log } from '../../log';
import { embedTexts, EmbeddingError, endpointOf, modelKey } from './embeddingClient';
import { vectorRuntime } from './runtime';
import { chunksToEmbed, loadVectorExtension, saveVectors } from './vectorStore';

export interface EmbedderOptions {
  db: Db;
  settings: () => Settings;
  /** Chunks per request (default 32). */
  batchSize?: number;
  /** How often an idle embedder looks for new chunks or a changed setting (default 10 s). */
  idleMs?: number;
  /** First and longest pause after the endpoint fails; doubled per failure (default 2 s … 5 min). */
  backoffMs?: { first: number; max: number };
}

export interface Embedder {
  /** Look for work now (after an import, or a changed embedding setting) instead of at the next idle tick. */
  kick(): void;
  /** Stops: the request in flight is aborted and nothing is written after this returns. */
  stop(): void;
  /** Resolves once the loop has ended (after stop). */
  done: Promise<void>;
}

/**
 * The background indexer: embeds chunks that have no vector from the current model (new chunks,
 * or all of them after the model changed), a batch per request, off the request path. What is
 * done lives in the database, so after a restart it resumes where it stopped. When the endpoint
 * fails it backs off (doubling up to the maximum) and records why, so health reports
 * `bm25_fallback` with the reason until a request succeeds again.
 */
export function startEmbedder(opts: EmbedderOptions): Embedder {
  const { db } = opts;
  const batchSize = opts.batchSize ?? 32;
  const idleMs = opts.idleMs ?? 10_000;
  const backoff = opts.backoffMs ?? { first: 2_000, max: 300_000 };
  const stopper = new AbortController();
  let wake: (() => void) | null = null;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  const running = () => !stopper.signal.aborted && db.open;

  async function loop(): Promise<void> {
    let afterId = 0;
    let lastModel: string | null = null;
    let delay = backoff.first;
    while (running()) {
      const rt = vectorRuntime(db);
      const endpoint = endpointOf(opts.settings(), rt.apiKey());
      if (!endpoint || !loadVectorExtension(db).ok) {
        await pause(idleMs);
        continue;
      }
      const model = modelKey(endpoint);
      if (model !== lastModel) [afterId, lastModel, delay] = [0, model, backoff.first];
      const waitMs = (rt.failure?.retryAtMs ?? 0) - Date.now();
      if (waitMs > 0) {
        await pause(waitMs);
        continue;
      }
      const batch = chunksToEmbed(db, model, afterId, batchSize);
      if (batch.length === 0) {
        // Caught up: chunks added or re-chunked meanwhile may sit below the cursor, so start over.
        if (afterId === 0) await pause(idleMs);
        afterId = 0;
        continue;
      }
      try {
        const vectors = await embedTexts(
          endpoint,
          batch.map((c) => c.text.slice(0, 8_000)),
          { signal: stopper.signal, ...(rt.fetchImpl ? { fetchImpl: rt.fetchImpl } : {}) },
        );
        if (!running()) break;
        saveVectors(
          db,
          model,
          batch.map((chunk, i) => ({ chunk, vector: vectors[i]! })),
        );
        afterId = batch[batch.length - 1]!.id;
        rt.failure = null;
        delay = backoff.first;
      } catch (e) {
        if (!running()) break;
        const cause = e instanceof EmbeddingError ? e.message : 'The embedding endpoint failed.';
        rt.failure = {
          message: `${cause} Chunks are embedded again in ${Math.round(delay / 1000)} s; searches use BM25 until then.`,
          retryAtMs: Date.now() + delay,
        };
        if (!(e instanceof EmbeddingError)) log.warn('Embedding a batch failed', { error: String(e) });
        delay = Math.min(delay * 2, backoff.max);
      }
    }
  }

  const done = loop().catch((e: unknown) => {
    // A database closed under the loop ends it; anything else is logged, never thrown at the app.
    if (running()) log.error('The background embedder stopped', { error: e instanceof Error ? e.message : String(e) });
  });
  return {
    kick: () => wake?.(),
    stop() {
      stopper.abort();
      wake?.();
    },
    done,
  };
}

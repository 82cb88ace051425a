import { z } from 'zod';
import { onFirstUse } from '../../../../src-shared/lazySchema';
import type { Settings } from '../../../../src-shared/settings';

/** Where embeddings come from: the endpoint in Settings plus its optional key (kept in main). */
export interface EmbeddingEndpoint {
  provider: 'ollama' | 'openai';
  baseUrl: string;
  model: string;
  apiKey: string | null;
}

/** The endpoint Settings describe, or null when embeddings are off or not filled in. */
export function endpointOf(settings: Settings, apiKey: string | null): EmbeddingEndpoint | null {
  if (settings.embedding_provider === 'none') return null;
  if (!settings.embedding_base_url || !settings.embedding_model.trim()) return null;
  return {
    provider: settings.embedding_provider,
    baseUrl: settings.embedding_base_url.replace(/\/+$/, ''),
    model: settings.embedding_model.trim(),
    apiKey,
  };
}

/** Vectors are stored under this name: a different model (or API) means every chunk is embedded again. */
export const modelKey = (e: EmbeddingEndpoint) => `${e.provider}:${e.model}`;

/** Why an embedding request failed, in words a student can act on. */
export class EmbeddingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddingError';
  }
}

// Built on the first reply: a start that embeds nothing never builds them.
const vector = () => z.array(z.number().refine(Number.isFinite, 'not a finite number')).min(1).max(16_384);
// Ollama /api/embed: { embeddings: number[][] }. OpenAI /v1/embeddings: { data: [{ index, embedding }] }.
const OllamaReply = onFirstUse(() => z.object({ embeddings: z.array(vector()) }));
const OpenAiReply = onFirstUse(() =>
  z.object({ data: z.array(z.object({ index: z.int().min(0), embedding: vector() })) }),
);

/**
 * The vectors of `texts`, in order, from the endpoint. Every failure (refused, timeout, HTTP
 * error, a reply of the wrong shape or count, vectors of mixed length) is an EmbeddingError whose
 * message names the endpoint and the cause; the key never appears in it.
 */
export async function embedTexts(
  endpoint: EmbeddingEndpoint,
  texts: readonly string[],
  opts: { timeoutMs?: number; signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<Float32Array[]> {
  if (texts.length === 0) return [];
  const ollama = endpoint.provider === 'ollama';
  // An OpenAI-style base URL is often given with /v1 already; both forms work.
  const url = ollama ? `${endpoint.baseUrl}/api/embed` : `${endpoint.baseUrl.replace(/\/v1$/i, '')}/v1/embeddings`;
  const signals = [AbortSignal.timeout(opts.timeoutMs ?? 30_000), ...(opts.signal ? [opts.signal] : [])];
  let response: Response;
  try {
    response = await (opts.fetchImpl ?? fetch)(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: endpoint.model, input: texts }),
      signal: AbortSignal.any(signals),
    });
  } catch (e) {
    if (opts.signal?.aborted) throw new EmbeddingError('Embedding was stopped.');
    const timedOut = e instanceof Error && e.name === 'TimeoutError';
    throw new EmbeddingError(
      timedOut
        ? `The embedding endpoint ${url} did not answer in time.`
        : `The embedding endpoint ${url} cannot be reached.`,
    );
  }
  if (!response.ok) {
    const hint =
      response.status === 401 || response.status === 403
        ? ' (check the embedding key)'
        : response.status === 404
          ? ` (is "${endpoint.model}" the model's name, and is this the ${ollama ? 'Ollama' : 'OpenAI-compatible'} API?)`
          : '';
    throw new EmbeddingError(`The embedding endpoint ${url} answered HTTP ${response.status}${hint}.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new EmbeddingError(`The embedding endpoint ${url} did not answer with JSON.`);
  }
  const vectors = parseReply(body, ollama);
  if (!vectors) throw new EmbeddingError(`The embedding endpoint ${url} answered in an unexpected shape.`);
  if (vectors.length !== texts.length) {
    throw new EmbeddingError(`The embedding endpoint returned ${vectors.length} vectors for ${texts.length} texts.`);
  }
  if (vectors.some((v) => v.length !== vectors[0]!.length)) {
    throw new EmbeddingError('The embedding endpoint returned vectors of different lengths.');
  }
  return vectors.map((v) => Float32Array.from(v));
}

function parseReply(body: unknown, ollama: boolean): number[][] | null {
  if (ollama) {
    const r = OllamaReply.safeParse(body);
    return r.success ? r.data.embeddings : null;
  }
  const r = OpenAiReply.safeParse(body);
  return r.success ? [...r.data.data].sort((a, b) => a.index - b.index).map((d) => d.embedding) : null;
}

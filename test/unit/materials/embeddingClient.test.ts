import { describe, expect, it } from 'vitest';
import {
  embedTexts,
  EmbeddingError,
  type EmbeddingEndpoint,
} from '../../../src-main/core/materials/vectors/embeddingClient';

const ollama: EmbeddingEndpoint = { provider: 'ollama', baseUrl: 'http://embed.test', model: 'm', apiKey: 'sk-secret' };
// A stand-in for the network (the real server is exercised in hybrid.test.ts): answers one reply.
const answering = (status: number, body: unknown) => async () =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('the embedding client refuses replies it cannot trust, with a message that names the cause', () => {
  it.each([
    ['HTTP 401 (check the embedding key)', answering(401, { error: 'no' })],
    ['HTTP 404 (is "m" the model', answering(404, {})],
    ['did not answer with JSON', answering(200, '<html>')],
    ['unexpected shape', answering(200, { data: [] })],
    ['returned 1 vectors for 2 texts', answering(200, { embeddings: [[1, 2]] })],
    ['vectors of different lengths', answering(200, { embeddings: [[1, 2], [1]] })],
    ['cannot be reached', async () => Promise.reject(new TypeError('fetch failed'))],
  ])('%s', async (message, fetchImpl) => {
    const failure = embedTexts(ollama, ['a', 'b'], { fetchImpl: fetchImpl as typeof fetch });
    await expect(failure).rejects.toBeInstanceOf(EmbeddingError);
    await expect(failure).rejects.toThrow(message);
    await expect(failure).rejects.not.toThrow('sk-secret');
  });

  it('accepts the OpenAI shape in any order and sends the key as a bearer token', async () => {
    let auth: string | null = null;
    const vectors = await embedTexts({ ...ollama, provider: 'openai', baseUrl: 'http://embed.test/v1' }, ['a', 'b'], {
      fetchImpl: (async (url: string, init: RequestInit) => {
        expect(url).toBe('http://embed.test/v1/embeddings');
        auth = new Headers(init.headers).get('authorization');
        return new Response(
          JSON.stringify({
            data: [
              { index: 1, embedding: [0, 1] },
              { index: 0, embedding: [1, 0] },
            ],
          }),
        );
      }) as unknown as typeof fetch,
    });
    expect(vectors.map((v) => [...v])).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect(auth).toBe('Bearer sk-secret');
  });
});

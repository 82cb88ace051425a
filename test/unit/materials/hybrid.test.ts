import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../../src-shared/settings';
import { startEmbedder, type Embedder } from '../../../src-main/core/materials/vectors/embedder';
import { attachVectorRuntime } from '../../../src-main/core/materials/vectors/runtime';
import { retrieve } from '../../../src-main/core/materials/retrieval';
import type { Db } from '../../../src-main/core/db/connection';
import { retrievalStatus } from '../../../src-main/core/materials/vectors/status';
import { vectorCounts } from '../../../src-main/core/materials/vectors/vectorStore';
import { healthReport } from '../../../src-main/core/services/health';
import { startFakeEmbeddings } from '../../fixtures/fakeEmbeddings';
import { dataOf, materialFolder } from '../../helpers/materials';
import { testRegistry } from '../../helpers/registry';

// The fake model's idea of meaning: a student's words and the book's words for the same thing.
const THESAURUS: Record<string, string> = {
  car: 'automobile',
  lubricant: 'oil',
  swap: 'replace',
  engine: 'motor',
  often: 'every',
};

const CORPUS = {
  'transport/vehicles.md':
    '# Vehicles\n\n## Automobile upkeep\n\nAn automobile needs its motor oil replaced every ten thousand kilometres.\n\n' +
    '## Tyres\n\nWorn tyres lose grip in the rain and lengthen braking distances.\n',
  'transport/bikes.md':
    '# Bikes\n\n## Car-free commuting\n\nRiding a bike instead of a car keeps you fit; change gear before a hill.\n\n' +
    '## Chains\n\nA dry chain squeaks; clean it often and keep it lubricated with a drop of chain lubricant.\n',
  'physics/heat.md':
    '# Heat\n\n## Heat engines\n\nA heat engine turns a temperature difference into work, as a steam engine does.\n\n' +
    '## Entropy\n\nEntropy of an isolated system never decreases.\n',
  'biology/cells.md':
    '# Cells\n\n## Mitochondria\n\nMitochondria make ATP by respiration; they are the engine of the cell, biologists often say.\n',
};
const QUESTION = 'how often should I swap the lubricant in my car engine';

interface Hit {
  chunk_id: number;
  material_id: number;
  source: string;
  section: string;
  score: number;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** The corpus imported, a fake endpoint and an embedder running against it. */
async function setUp(provider: 'ollama' | 'openai' = 'ollama', batchSize = 4, backoffMs = { first: 20, max: 40 }) {
  const server = await startFakeEmbeddings(THESAURUS);
  cleanups.push(() => server.close());
  const folder = materialFolder(CORPUS);
  cleanups.push(folder.cleanup);
  let settings: Settings = {
    ...DEFAULT_SETTINGS,
    embedding_provider: provider,
    embedding_base_url: provider === 'openai' ? `${server.url}/v1` : server.url,
    embedding_model: 'fake-a',
  };
  const t = await testRegistry({ settings });
  attachVectorRuntime(t.db, { queryRetryMs: 50 });
  dataOf(await t.call('import_materials', { paths: [folder.dir] }));
  const embedder = (): Embedder => {
    const e = startEmbedder({
      db: t.db,
      settings: () => settings,
      batchSize,
      idleMs: 20,
      backoffMs,
    });
    cleanups.push(async () => {
      e.stop();
      await e.done;
    });
    return e;
  };
  const setSettings = (patch: Partial<Settings>) => {
    settings = { ...settings, ...patch };
    t.setSettings(patch);
  };
  const search = async (query: string, extra: Record<string, unknown> = {}) =>
    dataOf<{ results: Hit[]; message: string }>(await t.call('search_materials', { query, limit: 5, ...extra }));
  const status = () => retrievalStatus(t.db, settings).status;
  return { t, server, folder, embedder, setSettings, search, status, settings: () => settings };
}

/** Waits (generously, on a busy machine) for a state, never for a fixed time. */
const until = (check: () => boolean) => vi.waitUntil(check, { timeout: 20_000, interval: 10 });

const rankOf = (hits: Hit[], section: string) => {
  const i = hits.findIndex((h) => h.section.endsWith(section));
  return i < 0 ? Infinity : i + 1;
};

describe('hybrid retrieval with a real (fake) embedding server', () => {
  it.each(['ollama', 'openai'] as const)(
    'ranks a paraphrased question’s answer above BM25 alone (%s API)',
    async (api) => {
      const s = await setUp(api);
      // Before any vector: BM25 alone, and health says the indexer has work left.
      const bm25 = await s.search(QUESTION);
      expect(s.status()).toMatchObject({ mode: 'hybrid_partial', embedded: 0 });
      s.embedder();
      await until(() => s.status().mode === 'hybrid');
      const hybrid = await s.search(QUESTION);
      expect(hybrid.message).toContain('(hybrid)');
      // BM25 cannot see the answer (no word in common); the vector side brings it into the top five.
      expect(rankOf(bm25.results, 'Automobile upkeep')).toBe(Infinity);
      expect(rankOf(hybrid.results, 'Automobile upkeep')).toBeLessThanOrEqual(5);
      expect(rankOf(hybrid.results, 'Automobile upkeep')).toBeLessThan(rankOf(bm25.results, 'Automobile upkeep'));
      expect(s.server.requests.every((r) => r.api === api && r.model === 'fake-a')).toBe(true);
      // A question nothing in the corpus is about still scores low with vectors on.
      const unrelated = await s.search('quantum chromodynamics gluon');
      expect(unrelated.results.every((h) => h.score < 0.5)).toBe(true);
    },
  );

  it('falls back to BM25 when the endpoint fails, says so in health, and recovers', async () => {
    const s = await setUp();
    s.embedder();
    await until(() => s.status().mode === 'hybrid');
    s.server.setFailing(true);
    const down = await s.search(QUESTION);
    expect(down.message).toContain('(bm25_fallback)');
    expect(down.results.length).toBeGreaterThan(0);
    const health = await healthReport(s.t.db, ':memory:', { settings: s.settings(), apiKey: null, timeoutMs: 200 });
    expect(health.retrieval).toMatchObject({ mode: 'bm25_fallback', reason: expect.stringContaining('HTTP 503') });
    s.server.setFailing(false);
    await until(() => s.status().mode === 'hybrid');
  });

  it('backs off from an endpoint that cannot be reached, never crashing, and reports it', async () => {
    // A long back-off: health says bm25_fallback only until the retry, so a short one could be
    // missed by every poll on a busy machine.
    const s = await setUp('ollama', 4, { first: 60_000, max: 60_000 });
    await s.server.close();
    s.embedder();
    await until(() => s.status().mode === 'bm25_fallback');
    expect(s.status().reason).toMatch(/cannot be reached/);
    expect((await s.search('oil')).results.length).toBeGreaterThan(0);
  });

  it('stays on BM25 when the vector extension cannot load, and health says why', async () => {
    const s = await setUp();
    // The same database, except that loading an extension fails (as on a platform sqlite-vec lacks).
    const noExtensions = new Proxy(s.t.db, {
      get(target, key) {
        if (key === 'loadExtension') {
          return () => {
            throw new Error('not authorized');
          };
        }
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    }) as Db;
    const status = retrievalStatus(noExtensions, s.settings()).status;
    expect(status).toMatchObject({ mode: 'bm25_fallback', reason: expect.stringContaining('sqlite-vec') });
    expect(status.reason).toContain('not authorized');
    const found = await retrieve({ db: noExtensions, settings: s.settings() }, 'motor oil', 5, {});
    expect(found.mode).toBe('bm25_fallback');
    expect(found.results[0]?.section).toMatch(/Automobile upkeep/);
    expect(s.server.requests).toHaveLength(0);
  });

  it('embeds every chunk again after the model changes, and resumes after a stop', async () => {
    const s = await setUp('ollama', 1);
    s.server.holdAfter(2); // the third request hangs, so the stop lands mid-run however slow the machine
    const first = s.embedder();
    await until(() => vectorCounts(s.t.db, 'ollama:fake-a').embedded >= 2 && s.server.requests.length >= 3);
    first.stop();
    await first.done;
    const partial = vectorCounts(s.t.db, 'ollama:fake-a');
    expect(partial.embedded).toBeLessThan(partial.total);
    expect(s.status()).toMatchObject({ mode: 'hybrid_partial', embedded: partial.embedded, total: partial.total });
    s.server.holdAfter(null);
    s.embedder();
    await until(() => s.status().mode === 'hybrid');
    // Resumed, not restarted: only the chunks left (plus at most the batch cut off by the stop) were sent.
    const texts = s.server.requests.reduce((n, r) => n + r.count, 0);
    expect(texts).toBeLessThanOrEqual(partial.total + 1);

    s.setSettings({ embedding_model: 'fake-b' });
    expect(s.status()).toMatchObject({ mode: 'hybrid_partial', embedded: 0 });
    await until(() => s.status().mode === 'hybrid');
    expect(s.server.requests.at(-1)!.model).toBe('fake-b');
    expect(vectorCounts(s.t.db, 'ollama:fake-b').embedded).toBe(partial.total);
  });

  it('keeps fused scores within 0–1 and never lets a filtered-out chunk in (property)', async () => {
    const s = await setUp();
    s.embedder();
    await until(() => s.status().mode === 'hybrid');
    const materials = dataOf<{ materials: { material_id: number; source: string }[] }>(
      await s.t.call('list_materials', {}),
    ).materials;
    const words = ['car', 'oil', 'engine', 'heat', 'chain', 'cells', 'often', 'tyres', 'entropy', 'bike', 'work'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 5 }),
        fc.record(
          {
            source_prefix: fc.constantFrom('transport/', 'physics', 'biology/cells.md', 'nowhere/'),
            section: fc.constantFrom('Heat', 'upkeep', 'Chains', 'cells'),
            material_id: fc.constantFrom(...materials.map((m) => m.material_id), 9999),
          },
          { requiredKeys: [] },
        ),
        async (query, filters) => {
          const { results } = await s.search(query.join(' '), { filters, limit: 20 });
          for (const h of results) {
            expect(h.score).toBeGreaterThanOrEqual(0);
            expect(h.score).toBeLessThanOrEqual(1);
            if (filters.material_id !== undefined) expect(h.material_id).toBe(filters.material_id);
            if (filters.section !== undefined) expect(h.section.toLowerCase()).toContain(filters.section.toLowerCase());
            if (filters.source_prefix !== undefined) expect(h.source.startsWith(filters.source_prefix)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

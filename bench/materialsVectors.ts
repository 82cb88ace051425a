// Vector search latency at a realistic size: 100,000 chunks with 768-dimension vectors (the size
// of nomic-embed-text), k-NN through nearestChunks (sqlite-vec, exact scan) and the whole hybrid
// retrieve() with a local embedding endpoint, p50/p95. Not run by CI.
import { record } from './report';
import { openDatabase } from '../src-main/core/db/connection';
import { retrieve } from '../src-main/core/materials/retrieval';
import { loadVectorExtension, nearestChunks } from '../src-main/core/materials/vectors/vectorStore';
import { DEFAULT_SETTINGS, type Settings } from '../src-shared/settings';
import { FAKE_DIMENSIONS, startFakeEmbeddings } from '../test/fixtures/fakeEmbeddings';

const WORDS = 'list slice stack queue dict key value loop index error exception class module import file json'.split(
  ' ',
);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

async function timed(runs: number, fn: () => unknown): Promise<{ p50: number; p95: number }> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: Number(percentile(ms, 0.5).toFixed(1)), p95: Number(percentile(ms, 0.95).toFixed(1)) };
}

export async function runMaterialsVectors(args: string[]): Promise<boolean> {
  const chunks = Number(args[args.indexOf('--chunks') + 1] ?? 100_000) || 100_000;
  const { db } = await openDatabase({ path: ':memory:' });
  if (!loadVectorExtension(db).ok) throw new Error('sqlite-vec did not load');
  const model = 'ollama:fake';
  const dims = 768;
  db.exec(`INSERT INTO material_libraries (id, root, created_at) VALUES (1, '/lib', 'now');
    INSERT INTO materials (id, library_id, rel_path, title, format, byte_len, modified_ms, content_hash, indexed_at)
    WITH RECURSIVE n(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM n WHERE value < 1000)
    SELECT value, 1, 'doc' || value || '.md', 'Doc ' || value, 'markdown', 0, 0, 'h', 'now' FROM n;`);
  const insertChunk = db.prepare(
    'INSERT INTO material_chunks (id, material_id, position, section, text, chunk_hash) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertFts = db.prepare('INSERT INTO material_chunks_fts (rowid, title, section, text) VALUES (?, ?, ?, ?)');
  const insertVec = db.prepare('INSERT INTO material_chunk_vectors (chunk_id, model, vector) VALUES (?, ?, ?)');
  const fake = (i: number, n = dims) => Float32Array.from({ length: n }, (_, d) => Math.sin(i * 0.37 + d * 1.3));
  db.transaction(() => {
    for (let i = 1; i <= chunks; i++) {
      const text = Array.from({ length: 40 }, (_, j) => WORDS[(i * 7 + j * 3) % WORDS.length]).join(' ');
      insertChunk.run(i, (i % 1000) + 1, Math.floor(i / 1000), `Part ${i % 50}`, text, `c${i}`);
      insertFts.run(i, `Doc ${(i % 1000) + 1}`, `Part ${i % 50}`, text);
      // The fake server's vectors have FAKE_DIMENSIONS; the stored ones model a real 768-d model
      // for the scan, and the hybrid run below stores the server's size for its own model.
      insertVec.run(i, model, Buffer.from(fake(i).buffer));
    }
  })();
  const query = fake(12_345);
  const knn = await timed(50, () => nearestChunks(db, query, model, 40, {}));
  // Hybrid through the real path: vectors re-stored at the fake server's size so its query vector matches.
  const resize = db.prepare('UPDATE material_chunk_vectors SET vector = ? WHERE chunk_id = ?');
  db.transaction(() => {
    for (let i = 1; i <= chunks; i++) resize.run(Buffer.from(fake(i, FAKE_DIMENSIONS).buffer), i);
  })();
  const server = await startFakeEmbeddings();
  const settings: Settings = {
    ...DEFAULT_SETTINGS,
    embedding_provider: 'ollama',
    embedding_base_url: server.url,
    embedding_model: 'fake',
  };
  try {
    const hybrid = await timed(50, () => retrieve({ db, settings }, 'how do I slice a list', 5, {}));
    const bm25 = await timed(50, () => retrieve({ db, settings: DEFAULT_SETTINGS }, 'how do I slice a list', 5, {}));
    // Why BM25 here is ~20× search_materials' figure in bench/materials.ts: the same searchChunks,
    // but this corpus has a 16-word vocabulary, so FTS5 scores and sorts every chunk.
    const matching = db
      .prepare('SELECT count(*) FROM material_chunks_fts WHERE material_chunks_fts MATCH \'"slice" OR "list"\'')
      .pluck()
      .get();
    process.stdout.write(
      `${chunks} chunks: k-NN over ${dims}-d vectors (sqlite-vec exact scan) p50 ${knn.p50} ms p95 ${knn.p95} ms; ` +
        `retrieve() hybrid (query embedded by a local server, ${FAKE_DIMENSIONS}-d) p50 ${hybrid.p50} ms p95 ${hybrid.p95} ms; ` +
        `BM25 alone p50 ${bm25.p50} ms p95 ${bm25.p95} ms (the query matches ${matching} of ${chunks} chunks)\n`,
    );
    // Informational (no target): into the one report beside every other suite's figures.
    const figure = (what: string, p50: number, p95: number) => {
      record({ suite: 'materials-vectors', figure: `${what} p50 (${chunks} chunks)`, value: p50, unit: 'ms' });
      record({ suite: 'materials-vectors', figure: `${what} p95 (${chunks} chunks)`, value: p95, unit: 'ms' });
    };
    figure(`k-NN, ${dims}-d exact scan`, knn.p50, knn.p95);
    figure('retrieve() hybrid', hybrid.p50, hybrid.p95);
    figure('retrieve() BM25 alone', bm25.p50, bm25.p95);
  } finally {
    await server.close();
    db.close();
  }
  return true;
}

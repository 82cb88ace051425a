// `npm run bench -- materials`: import throughput on a generated ≥50 MB Markdown corpus, search
// p50/p95 at 100,000 chunks through search_materials against the raw FTS5 query (with the
// ratio), the main process's memory while importing and searching, and the rescan of an
// unchanged 10,000-file library. Targets from issue 9: ≥5 MB/s, ratio ≤1.3, p50 <15 ms, <2 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../src-main/core/db/connection';
import { writeMaterial } from '../src-main/core/db/queries/materials';
import { ensureLibrary } from '../src-main/core/materials/libraries';
import { importMaterials, rescanMaterials } from '../src-main/core/materials/importer';
import { ftsMatch } from '../src-main/core/materials/query';
import { sha256 } from '../src-main/core/materials/hash';
import { seededRandom } from '../src-main/core/tools/quizFromCards';
import { ALL_TOOLS } from '../src-main/core/tools';
import { createRegistry } from '../src-main/core/tools/registry';
import { DEFAULT_SETTINGS } from '../src-shared/settings';

const random = seededRandom(9);
const SYLLABLES = 'ka lo mi ne ru sa te vo zi ba de fu gi ho ju ly po qu wa xe'.split(' ');
// A Zipf-like vocabulary: a few common words and a long tail, as in real text.
const VOCAB = Array.from({ length: 20_000 }, (_, i) => {
  let w = '';
  for (let n = i + 1; n > 0; n = Math.floor(n / 20)) w += SYLLABLES[n % 20];
  return w;
});
const word = () => VOCAB[Math.floor(VOCAB.length * random() ** 3)]!;
const sentence = () => {
  const words = Array.from({ length: 8 + Math.floor(random() * 12) }, word);
  return `${words.join(' ')}.`;
};

function markdownFile(bytes: number): string {
  let out = `# ${word()} ${word()}\n\n`;
  while (out.length < bytes) {
    out += `## ${word()} ${word()}\n\n`;
    for (let p = 0; p < 3; p++) out += `${Array.from({ length: 5 }, sentence).join(' ')}\n\n`;
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const mb = (n: number) => n / 1_000_000;

export async function runMaterialsBenchmark(): Promise<boolean> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-bench-materials-'));
  try {
    // 1. Import throughput on ≥50 MB.
    const corpus = path.join(work, 'corpus');
    fs.mkdirSync(corpus);
    let total = 0;
    for (let i = 0; total < 52_000_000; i++) {
      const text = markdownFile(80_000 + Math.floor(random() * 80_000));
      fs.writeFileSync(path.join(corpus, `doc${i}.md`), text);
      total += Buffer.byteLength(text);
    }
    const { db } = await openDatabase({ path: path.join(work, 'bench.db') });
    let peakRss = process.memoryUsage().rss;
    const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
    const t0 = performance.now();
    const summary = await importMaterials(db, [corpus], { maxFileBytes: 50_000_000, now: () => new Date() });
    const importS = (performance.now() - t0) / 1000;
    const importPeak = peakRss;
    const mbps = mb(total) / importS;
    process.stdout.write(
      `import: ${summary.added} files, ${mb(total).toFixed(1)} MB in ${importS.toFixed(1)} s = ${mbps.toFixed(1)} MB/s ` +
        `(target ≥ 5), main-process peak RSS ${(importPeak / 2 ** 20).toFixed(0)} MiB\n`,
    );

    // 2. Search at 100,000 chunks: top up with synthetic materials written directly.
    topUp(db, 100_000);
    const chunks = (db.prepare('SELECT count(*) AS n FROM material_chunks').get() as { n: number }).n;
    const registry = createRegistry({ db, tools: ALL_TOOLS, settings: () => DEFAULT_SETTINGS, now: () => new Date() });
    const queries = Array.from({ length: 300 }, () => `${word()} ${word()} ${word()}`);
    const raw = db.prepare(
      `SELECT c.id, c.text, bm25(material_chunks_fts, 4, 2.5, 1) AS rank FROM material_chunks_fts
       JOIN material_chunks c ON c.id = material_chunks_fts.rowid WHERE material_chunks_fts MATCH ? ORDER BY rank LIMIT 15`,
    );
    const time = async (f: (q: string) => unknown) => {
      for (const q of queries.slice(0, 30)) await f(q);
      const ms: number[] = [];
      for (const q of queries) {
        const s = performance.now();
        await f(q);
        ms.push(performance.now() - s);
      }
      return ms.sort((a, b) => a - b);
    };
    peakRss = process.memoryUsage().rss;
    const rawMs = await time((q) => raw.all(ftsMatch(q)));
    const toolMs = await time((q) => registry.call('search_materials', { query: q, limit: 5 }, { origin: 'cli' }));
    registry.flushAudit();
    const ratio = percentile(toolMs, 50) / percentile(rawMs, 50);
    process.stdout.write(
      `search at ${chunks} chunks: tool p50 ${percentile(toolMs, 50).toFixed(2)} ms p95 ${percentile(toolMs, 95).toFixed(2)} ms; ` +
        `raw FTS5 p50 ${percentile(rawMs, 50).toFixed(2)} ms p95 ${percentile(rawMs, 95).toFixed(2)} ms; ` +
        `ratio ${ratio.toFixed(2)} (target ≤ 1.3, p50 < 15 ms); peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MiB\n`,
    );
    clearInterval(sample);
    db.close();

    // 3. Rescan of an unchanged 10,000-file library.
    const lib = path.join(work, 'lib');
    for (let i = 0; i < 10_000; i++) {
      const dir = path.join(lib, `d${i % 100}`);
      if (i < 100) fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `n${i}.md`), `# Note ${i}\n\n${sentence()}\n`);
    }
    const small = (await openDatabase({ path: path.join(work, 'lib.db') })).db;
    await importMaterials(small, [lib], { maxFileBytes: 1_000_000, now: () => new Date() });
    const r0 = performance.now();
    const rescan = await rescanMaterials(small, { maxFileBytes: 1_000_000, now: () => new Date() });
    const rescanS = (performance.now() - r0) / 1000;
    process.stdout.write(
      `rescan of an unchanged ${rescan.unchanged}-file library: ${rescanS.toFixed(2)} s (target < 2 s)\n`,
    );
    small.close();
    return mbps >= 5 && ratio <= 1.3 && percentile(toolMs, 50) < 15 && rescanS < 2;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Adds synthetic materials (one library, no files) until the index holds `target` chunks. */
function topUp(db: Db, target: number): void {
  const have = (db.prepare('SELECT count(*) AS n FROM material_chunks').get() as { n: number }).n;
  const lib = ensureLibrary(db, path.join(os.tmpdir(), 'quire-bench-synthetic'), new Date().toISOString());
  const now = new Date().toISOString();
  db.transaction(() => {
    for (let n = have, m = 0; n < target; m++) {
      const chunks = Array.from({ length: Math.min(100, target - n) }, (_, i) => {
        const text = Array.from({ length: 7 }, sentence).join(' ');
        return {
          position: i,
          section: `${word()} > ${word()}`,
          text,
          startByte: null,
          endByte: null,
          page: null,
          hash: sha256(text),
        };
      });
      n += chunks.length;
      writeMaterial(
        db,
        lib.id,
        `synthetic${m}.md`,
        {
          absPath: '',
          format: 'markdown',
          title: `${word()} ${word()}`,
          tags: [],
          byteLen: 0,
          modifiedMs: 0,
          contentHash: sha256(String(m)),
          chunks,
          noteText: null,
        },
        now,
      );
    }
  })();
}

// Retrieval quality on real documents Quire did not write (Debian's python3-doc, maint-guide,
// debian-reference, gnu-standards): student-phrased questions with a known answer location,
// recall@5 and MRR per format for search_materials against a plain FTS5 query over whole
// sections. Skips with one line when the documents are not installed. Not run by CI.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { openDatabase, type Db } from '../src-main/core/db/connection';
import { importMaterials } from '../src-main/core/materials/importer';
import { queryTerms } from '../src-main/core/materials/query';
import { searchChunks } from '../src-main/core/materials/search';
import { QUESTIONS, type Question } from './materialsQuestions';

const PY = '/usr/share/doc/python3-doc/html';
const PDFS = {
  'maint-guide.pdf': '/usr/share/doc/maint-guide/maint-guide.en.pdf',
  'debian-reference.pdf': '/usr/share/debian-reference/debian-reference.en.pdf',
  'standards.pdf': '/usr/share/doc/gnu-standards/standards.pdf.gz',
};

/** A folder per format holding the documents (PDFs copied, the .gz one unpacked). */
function corpora(): Record<Question['format'], string[]> | null {
  const needed = [`${PY}/tutorial`, `${PY}/_sources/tutorial`, ...Object.values(PDFS)];
  const missing = needed.filter((p) => !fs.existsSync(p));
  if (missing.length) return null;
  const pdfDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-quality-pdf-'));
  for (const [name, src] of Object.entries(PDFS)) {
    const bytes = fs.readFileSync(src);
    fs.writeFileSync(path.join(pdfDir, name), src.endsWith('.gz') ? zlib.gunzipSync(bytes) : bytes);
  }
  return {
    html: [`${PY}/tutorial`, `${PY}/howto`],
    rst: [`${PY}/_sources/tutorial`, `${PY}/_sources/howto`],
    pdf: [pdfDir],
  };
}

/** Is a hit the answer? Its file is the expected one and its heading path holds the expected words. */
const isAnswer = (q: Question, source: string, section: string) =>
  path.basename(source).startsWith(q.file) && section.toLowerCase().includes(q.section.toLowerCase());

/** The baseline: one FTS5 row per whole section (default tokenizer, no weights), the same terms OR-ed. */
function sectionBaseline(db: Db) {
  const base = new Database(':memory:');
  base.exec('CREATE VIRTUAL TABLE s USING fts5(source UNINDEXED, section UNINDEXED, body)');
  const rows = db
    .prepare(
      `SELECT m.rel_path AS source, c.section, group_concat(c.text, ' ') AS body FROM material_chunks c
       JOIN materials m ON m.id = c.material_id GROUP BY c.material_id, c.section`,
    )
    .all() as { source: string; section: string; body: string }[];
  const insert = base.prepare('INSERT INTO s (source, section, body) VALUES (?, ?, ?)');
  base.transaction(() => rows.forEach((r) => insert.run(r.source, r.section, `${r.section} ${r.body}`)))();
  const search = base.prepare('SELECT source, section FROM s WHERE s MATCH ? ORDER BY rank LIMIT 5');
  return (question: string) => {
    const terms = queryTerms(question);
    return terms.length
      ? (search.all(terms.map((t) => `"${t}"`).join(' OR ')) as { source: string; section: string }[])
      : [];
  };
}

function score(ranks: (number | null)[]) {
  const recall = ranks.filter((r) => r !== null && r <= 5).length / ranks.length;
  const mrr = ranks.reduce((n: number, r) => n + (r !== null && r <= 5 ? 1 / r : 0), 0) / ranks.length;
  return { recall_at_5: Number(recall.toFixed(3)), mrr: Number(mrr.toFixed(3)) };
}

export async function runMaterialsQuality(): Promise<boolean> {
  const dirs = corpora();
  if (!dirs) {
    process.stdout.write(
      'materials quality: skipped — Debian python3-doc, maint-guide, debian-reference-en or gnu-standards are not installed.\n',
    );
    return true;
  }
  for (const format of ['html', 'rst', 'pdf'] as const) {
    const { db } = await openDatabase({ path: ':memory:' });
    const imported = await importMaterials(db, dirs[format], { maxFileBytes: 100_000_000, now: () => new Date() });
    const chunks = (db.prepare('SELECT count(*) AS n FROM material_chunks').get() as { n: number }).n;
    const baseline = sectionBaseline(db);
    const questions = QUESTIONS.filter((q) => q.format === format || (q.format === 'html' && format === 'rst'));
    const ours: (number | null)[] = [];
    const theirs: (number | null)[] = [];
    for (const q of questions) {
      const hits = searchChunks(db, q.ask, 5).results;
      const at = hits.findIndex((h) => isAnswer(q, h.source, h.section));
      ours.push(at < 0 ? null : at + 1);
      const b = baseline(q.ask).findIndex((h) => isAnswer(q, h.source, h.section));
      theirs.push(b < 0 ? null : b + 1);
    }
    process.stdout.write(
      `${format}: ${imported.added} files, ${chunks} chunks, ${questions.length} questions — ` +
        `search_materials ${JSON.stringify(score(ours))}, FTS5 over whole sections ${JSON.stringify(score(theirs))}\n`,
    );
    db.close();
  }
  return true;
}

// Retrieval quality on real documents Quire did not write (Debian's python3-doc, maint-guide,
// debian-reference, gnu-standards): student-phrased questions with a known answer location,
// recall@5 and MRR per format for search_materials against a plain FTS5 query over whole
// sections. Skips with one line when the documents are not installed. Not run by CI.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { openDatabase } from '../src-main/core/db/connection';
import { importMaterials } from '../src-main/core/materials/importer';
import { searchChunks } from '../src-main/core/materials/search';
import { rankScores, sectionBaseline } from './retrievalEval';
import { HELD_OUT, QUESTIONS, type Question } from './materialsQuestions';

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

export async function runMaterialsQuality(args: string[] = []): Promise<boolean> {
  // --verbose: each question's rank (ours / the baseline's) and, when ours missed the top, what came first.
  const verbose = args.includes('--verbose');
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
    for (const [set, all] of [
      ['', QUESTIONS],
      [' held-out', HELD_OUT],
    ] as const) {
      const questions = all.filter((q) => q.format === format || (q.format === 'html' && format === 'rst'));
      const ours: (number | null)[] = [];
      const theirs: (number | null)[] = [];
      for (const q of questions) {
        const hits = searchChunks(db, q.ask, 5).results;
        const at = hits.findIndex((h) => isAnswer(q, h.source, h.section));
        ours.push(at < 0 ? null : at + 1);
        const b = baseline(q.ask).findIndex((h) => isAnswer(q, h.source, h.section));
        theirs.push(b < 0 ? null : b + 1);
        if (verbose) {
          process.stdout.write(`  ${at < 0 ? '-' : at + 1} / ${b < 0 ? '-' : b + 1}  ${q.ask}\n`);
          if (at !== 0) hits.forEach((h) => process.stdout.write(`      ${h.source} § ${h.section.slice(-70)}\n`));
        }
      }
      process.stdout.write(
        `${format}${set}: ${imported.added} files, ${chunks} chunks, ${questions.length} questions — ` +
          `search_materials ${JSON.stringify(rankScores(ours))}, FTS5 over whole sections ${JSON.stringify(rankScores(theirs))}\n`,
      );
    }
    db.close();
  }
  return true;
}

// Generated text for the materials benchmark: a Zipf-like vocabulary of made-up words (a few
// common ones and a long tail, as in real text), Markdown files of it, and synthetic materials
// written straight into the index to reach a chunk count quickly.
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../src-main/core/db/connection';
import { writeMaterial } from '../src-main/core/db/queries/materials';
import { sha256 } from '../src-main/core/materials/hash';
import { ensureLibrary } from '../src-main/core/materials/libraries';
import { seededRandom } from '../src-main/core/tools/quizFromCards';

const random = seededRandom(9);
const SYLLABLES = 'ka lo mi ne ru sa te vo zi ba de fu gi ho ju ly po qu wa xe'.split(' ');
const VOCAB = Array.from({ length: 20_000 }, (_, i) => {
  let w = '';
  for (let n = i + 1; n > 0; n = Math.floor(n / 20)) w += SYLLABLES[n % 20];
  return w;
});

export const word = () => VOCAB[Math.floor(VOCAB.length * random() ** 3)]!;

export const sentence = () => {
  const words = Array.from({ length: 8 + Math.floor(random() * 12) }, word);
  return `${words.join(' ')}.`;
};

/** A Markdown file of about `bytes` characters: a title, then sections of three paragraphs. */
export function markdownFile(bytes: number): string {
  let out = `# ${word()} ${word()}\n\n`;
  while (out.length < bytes) {
    out += `## ${word()} ${word()}\n\n`;
    for (let p = 0; p < 3; p++) out += `${Array.from({ length: 5 }, sentence).join(' ')}\n\n`;
  }
  return out;
}

/** A file size between 80 and 160 kB, the size of a long chapter of notes. */
export const fileSize = () => 80_000 + Math.floor(random() * 80_000);

/** Adds synthetic materials (one library, no files) until the index holds `target` chunks. */
export function topUp(db: Db, target: number): void {
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
          noteCards: null,
        },
        now,
      );
    }
  })();
}

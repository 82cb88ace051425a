import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../../src-main/core/db/migrate';
import { deleteMaterial } from '../../../src-main/core/db/queries/materials';
import { importMaterials } from '../../../src-main/core/materials/importer';
import { searchChunks } from '../../../src-main/core/materials/search';
import { frozenClock, memoryDb } from '../../helpers/db';
import { materialFolder } from '../../helpers/materials';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

/** A paragraph of about 600 characters: one chunk each (chunks are ≈1,000 characters). */
const paragraph = (word: string) => `${`${word} filler text about cells. `.repeat(20).trim()}\n\n`;

/** As long a paragraph, naming its subject once. */
const mention = (words: string) => `${words} ${'and more filler text about cells. '.repeat(18).trim()}\n\n`;

async function indexed(files: Record<string, string>) {
  const folder = materialFolder(files);
  cleanups.push(folder.cleanup);
  const db = await memoryDb();
  await importMaterials(db, [folder.dir], { maxFileBytes: 10_000_000, now: frozenClock().now });
  return db;
}

const indexRows = (db: Database.Database, word: string) =>
  (
    db.prepare('SELECT count(*) AS n FROM material_chunks_fts WHERE material_chunks_fts MATCH ?').get(word) as {
      n: number;
    }
  ).n;

describe('the materials search index ranks sections', () => {
  it('holds a row per section, cutting a long one into rows of ten chunks with no scrap at the end', async () => {
    const db = await indexed({
      'a.md': `# Short\n\n${paragraph('alpha')}# Long\n\n${Array.from({ length: 24 }, () => paragraph('alpha')).join('')}`,
      'b.md': `# Longer\n\n${Array.from({ length: 25 }, () => paragraph('beta')).join('')}`,
    });
    const chunks = (id: string) =>
      (
        db
          .prepare(
            `SELECT count(*) AS n FROM material_chunks c JOIN materials m ON m.id = c.material_id WHERE m.rel_path = ?`,
          )
          .get(id) as { n: number }
      ).n;
    expect([chunks('a.md'), chunks('b.md')]).toEqual([25, 25]);
    // a.md: Short (1), Long 24 = 10 + 14; b.md: 25 = 10 + 10 + 5.
    expect(indexRows(db, 'alpha')).toBe(3);
    expect(indexRows(db, 'beta')).toBe(3);
    const b = db.prepare("SELECT id FROM materials WHERE rel_path = 'b.md'").get() as { id: number };
    deleteMaterial(db, b.id);
    expect(indexRows(db, 'beta')).toBe(0);
    expect(indexRows(db, 'alpha')).toBe(3);
  });

  it('puts the section that holds all the question’s words above a passage that holds two of them', async () => {
    const others = ['Osmosis', 'Ribosomes', 'Vesicles', 'Lysosomes', 'Plastids']
      .map((h) => `# ${h}\n\n${paragraph(h.toLowerCase())}`)
      .join('');
    const db = await indexed({
      'cells.md':
        `# Division\n\n${mention('mitosis')}${mention('spindle')}${mention('chromosomes')}` +
        `# Aside\n\n${mention('mitosis and its spindle')}${others}`,
    });
    // A row per chunk ranked Aside first: its chunk holds two of the words, each of Division's
    // chunks only one.
    const found = searchChunks(db, 'mitosis spindle chromosomes', 5);
    expect(found.results.map((r) => r.section)).toEqual(['Division', 'Aside']);
  });

  it('returns the chunk of a long section that holds the answer, not its first', async () => {
    const body = Array.from({ length: 9 }, (_, i) => paragraph(i === 6 ? 'quokka' : 'plain')).join('');
    const db = await indexed({ 'zoo.md': `# Marsupials\n\n${body}` });
    const [hit] = searchChunks(db, 'quokka', 5).results;
    expect(hit).toMatchObject({ section: 'Marsupials', chunk_position: 6 });
    expect(hit!.chunk_text).toContain('quokka');
  });

  it('is rebuilt a row per section by the migration from a row per chunk', async () => {
    const db = new Database(':memory:');
    migrate(db, 24);
    db.exec(`
      INSERT INTO material_libraries (id, root, created_at) VALUES (1, '/notes', '2026-11-26');
      INSERT INTO materials (id, library_id, rel_path, title, format, byte_len, modified_ms, content_hash, indexed_at)
        VALUES (1, 1, 'a.md', 'A', 'markdown', 1, 0, 'h', '2026-11-26');
      INSERT INTO material_chunks (id, material_id, position, section, text, chunk_hash) VALUES
        (10, 1, 0, 'One', 'gamma first', 'h0'), (11, 1, 1, 'One', 'gamma second', 'h1'), (12, 1, 2, 'Two', 'gamma third', 'h2');
      INSERT INTO material_chunks_fts (rowid, title, section, text) VALUES
        (10, 'A', 'One', 'gamma first'), (11, 'A', 'One', 'gamma second'), (12, 'A', 'Two', 'gamma third');
    `);
    expect(indexRows(db, 'gamma')).toBe(3);
    migrate(db);
    expect(
      db.prepare("SELECT rowid FROM material_chunks_fts WHERE material_chunks_fts MATCH 'gamma'").pluck().all(),
    ).toEqual([10, 12]);
    expect(indexRows(db, 'second')).toBe(1);
    db.close();
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importMaterials } from '../../../src-main/core/materials/importer';
import { frozenClock, memoryDb, tempDir } from '../../helpers/db';
import { dataOf, materialFolder } from '../../helpers/materials';
import { testRegistry } from '../../helpers/registry';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

interface Summary {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  errors: number;
  cancelled: boolean;
  details: { added: string[]; updated: string[]; removed: string[]; errors: { path: string; reason: string }[] };
}

async function setup(files: Record<string, string>) {
  const folder = materialFolder(files);
  cleanups.push(folder.cleanup);
  const t = await testRegistry();
  const first = dataOf<Summary>(await t.call('import_materials', { paths: [folder.dir] }));
  return { t, folder, first, rescan: async () => dataOf<Summary>(await t.call('rescan_materials', {})) };
}

describe('rescan', () => {
  it('reports an unchanged run, an edit, an addition and a deletion with their paths', async () => {
    const { folder, first, rescan } = await setup({ 'a.md': '# A\n\nalpha\n', 'b.md': '# B\n\nbeta\n' });
    expect(first.added).toBe(2);
    expect(await rescan()).toMatchObject({ added: 0, updated: 0, unchanged: 2, removed: 0, errors: 0 });
    folder.write('a.md', '# A\n\nalpha changed\n');
    folder.write('c.md', '# C\n\ngamma\n');
    fs.rmSync(folder.file('b.md'));
    const r = await rescan();
    expect(r).toMatchObject({ added: 1, updated: 1, unchanged: 0, removed: 1, errors: 0 });
    expect(r.details).toMatchObject({
      added: [folder.file('c.md')],
      updated: [folder.file('a.md')],
      removed: [folder.file('b.md')],
    });
  });

  it('touching a file without changing it is unchanged', async () => {
    const { folder, rescan } = await setup({ 'a.md': '# A\n\nalpha\n' });
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(folder.file('a.md'), later, later);
    expect(await rescan()).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it('keeps a moved library (reported missing) until it is re-rooted, then finds every file again', async () => {
    const { t, folder, rescan } = await setup({ 'sub/a.md': '# A\n\nalpha\n', 'b.md': '# B\n\nbeta\n' });
    const moved = tempDir('quire-moved-');
    cleanups.push(moved.cleanup);
    const target = path.join(moved.dir, 'notes');
    fs.renameSync(folder.dir, target);
    const missing = await rescan();
    expect(missing).toMatchObject({ removed: 0, errors: 1 });
    expect(missing.details.errors[0]!.reason).toMatch(/re-root/);
    expect(dataOf<{ materials: unknown[] }>(await t.call('list_materials', {})).materials).toHaveLength(2);
    dataOf(await t.call('reroot_material_library', { old_root: folder.dir, new_root: target }));
    expect(await rescan()).toMatchObject({ added: 0, updated: 0, unchanged: 2, removed: 0, errors: 0 });
    const meta = dataOf<{ path: string; exists: boolean }>(await t.call('get_material_metadata', { path: 'sub/a.md' }));
    expect(meta).toMatchObject({ path: path.join(fs.realpathSync(target), 'sub', 'a.md'), exists: true });
  });
});

describe('import refuses what would hurt', () => {
  it('reports files over the size limit and symlinks leading outside the folder, importing the rest', async () => {
    const outside = materialFolder({ 'secret.md': '# Secret\n\npassword\n' });
    cleanups.push(outside.cleanup);
    const folder = materialFolder({ 'ok.md': '# Ok\n\nfine\n', 'big.txt': 'x'.repeat(2_000_001) });
    cleanups.push(folder.cleanup);
    fs.symlinkSync(outside.file('secret.md'), folder.file('link.md'));
    const t = await testRegistry({ settings: { materials_max_file_mb: 2 } });
    const r = dataOf<Summary>(await t.call('import_materials', { paths: [folder.dir] }));
    expect(r.added).toBe(1);
    const reasons = Object.fromEntries(r.details.errors.map((e) => [path.basename(e.path), e.reason]));
    expect(reasons['big.txt']).toMatch(/over the 2\.0 MB size limit/);
    expect(reasons['link.md']).toMatch(/outside the chosen folder/);
    const found = dataOf<{ results: unknown[] }>(await t.call('search_materials', { query: 'password' }));
    expect(found.results).toEqual([]);
  });
});

describe('cancelling an import', () => {
  it('stops between files and leaves every file either fully indexed or absent', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 40; i++)
      files[`n${String(i).padStart(2, '0')}.md`] = `# Note ${i}\n\n${'word '.repeat(3000)}\n`;
    const folder = materialFolder(files);
    cleanups.push(folder.cleanup);
    const db = await memoryDb();
    const cancel = new AbortController();
    const summary = await importMaterials(db, [folder.dir], {
      maxFileBytes: 10_000_000,
      now: frozenClock().now,
      signal: cancel.signal,
      onProgress: (p) => {
        if (p.files_done === 3) cancel.abort();
      },
    });
    expect(summary.cancelled).toBe(true);
    const rows = db
      .prepare(
        `SELECT m.rel_path, m.content_hash, count(c.id) AS chunks, max(c.position) AS last FROM materials m
         LEFT JOIN material_chunks c ON c.material_id = m.id GROUP BY m.id`,
      )
      .all() as { chunks: number; last: number }[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThan(40);
    // Every file present has all its chunks: the same count a full index of that text gives.
    const full = await memoryDb();
    await importMaterials(full, [folder.file('n00.md')], { maxFileBytes: 10_000_000, now: frozenClock().now });
    const expected = (full.prepare('SELECT count(*) AS n FROM material_chunks').get() as { n: number }).n;
    for (const r of rows) expect(r).toMatchObject({ chunks: expected, last: expected - 1 });
    // …and all its search index rows (one per section, or per ten chunks of a long one).
    const indexRows = (d: typeof db) =>
      (
        d.prepare("SELECT count(*) AS n FROM material_chunks_fts WHERE material_chunks_fts MATCH 'word'").get() as {
          n: number;
        }
      ).n;
    expect(indexRows(db)).toBe(rows.length * indexRows(full));
  });
});

describe('a file the index refuses to store', () => {
  it('is reported by name while the other files of its batch import whole', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 6; i++) files[`n${i}.md`] = `# Note ${i}\n\nPhotosynthesis fact ${i}.\n`;
    const folder = materialFolder(files);
    cleanups.push(folder.cleanup);
    const db = await memoryDb();
    // A real SQLite failure in the middle of a batch: the write of one file aborts.
    db.exec(`CREATE TEMP TRIGGER refuse_n3 BEFORE INSERT ON materials WHEN new.rel_path = 'n3.md'
             BEGIN SELECT RAISE(ABORT, 'the disk said no'); END`);
    const summary = await importMaterials(db, [folder.dir], { maxFileBytes: 1_000_000, now: frozenClock().now });
    expect(summary.added).toBe(5);
    expect(summary.details.errors).toEqual([
      {
        path: folder.file('n3.md'),
        reason: expect.stringMatching(/could not be saved to the index \(the disk said no\)/),
      },
    ]);
    const stored = db.prepare('SELECT rel_path FROM materials ORDER BY rel_path').all() as { rel_path: string }[];
    expect(stored.map((r) => r.rel_path)).toEqual(['n0.md', 'n1.md', 'n2.md', 'n4.md', 'n5.md']);
    const fts = db
      .prepare("SELECT count(*) AS n FROM material_chunks_fts WHERE material_chunks_fts MATCH 'photosynthesis'")
      .get() as { n: number };
    expect(fts.n).toBe(5);
    const orphans = db
      .prepare('SELECT count(*) AS n FROM material_chunks WHERE material_id NOT IN (SELECT id FROM materials)')
      .get() as { n: number };
    expect(orphans.n).toBe(0);
  });
});

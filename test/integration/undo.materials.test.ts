import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/core/app';
import { dataOf, materialFolder } from '../helpers/materials';

// Undo for the material tools that write the index (import, rescan, re-root): the import's
// materials, library and note cards go; a rescan's updated, new and removed files and what they
// did to note cards revert. Chunks are derived and follow their material.
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

async function setup(files: Record<string, string>) {
  const folder = materialFolder(files);
  const core = await createCore({ dbPath: ':memory:', appVersion: 'test' });
  cleanups.push(() => core.close(), folder.cleanup);
  const call = async (name: string, input: unknown) =>
    (await core.registry.call(name, input, { origin: 'ui', confirmed: true })).result;
  return { folder, core, call };
}

const count = (core: Core, sql: string) => (core.db.prepare(sql).pluck().get() as number) ?? 0;
const cards = (core: Core) =>
  core.db.prepare('SELECT front, back, suspended FROM flashcards WHERE deleted_at IS NULL ORDER BY id').all();

describe('undo of material writes', () => {
  it('import_materials: the materials, their library, chunks and note cards are gone again', async () => {
    const { folder, core, call } = await setup({
      'bio.md': '# Cells\n\nMitochondria::the powerhouse\n\nRibosomes make proteins.\n',
      'chem.md': '# Atoms\n\nProtons are positive.\n',
    });
    dataOf(await call('import_materials', { paths: [folder.dir] }));
    expect(count(core, 'SELECT count(*) FROM materials')).toBe(2);
    expect(cards(core)).toHaveLength(1);

    expect(dataOf(await call('undo', {}))).toMatchObject({ undone_tool: 'import_materials' });
    expect(count(core, 'SELECT count(*) FROM materials')).toBe(0);
    expect(count(core, 'SELECT count(*) FROM material_libraries')).toBe(0);
    expect(count(core, 'SELECT count(*) FROM material_chunks')).toBe(0);
    expect(cards(core)).toHaveLength(0);
    const found = await call('search_materials', { query: 'powerhouse' });
    expect(JSON.stringify(found)).not.toContain('Mitochondria');
  });

  it('rescan_materials: an edited note card, a new file and a removed file all revert', async () => {
    const { folder, core, call } = await setup({
      'bio.md': '# Cells\n\nMitochondria::the powerhouse\n',
      'old.md': '# Old\n\nOsmosis::water moves\n',
    });
    dataOf(await call('import_materials', { paths: [folder.dir] }));
    const before = cards(core);
    const materialsBefore = core.db.prepare('SELECT * FROM materials ORDER BY id').all();

    folder.write('bio.md', '# Cells\n\nMitochondria::makes ATP\n');
    folder.write('new.md', '# New\n\nNucleus::holds DNA\n');
    fs.rmSync(folder.file('old.md'));
    const rescan = dataOf(await call('rescan_materials', {}));
    expect(rescan).toMatchObject({ added: 1, updated: 1, removed: 1 });
    expect(cards(core)).not.toEqual(before);

    expect(dataOf(await call('undo', {}))).toMatchObject({ undone_tool: 'rescan_materials' });
    expect(cards(core)).toEqual(before);
    expect(core.db.prepare('SELECT * FROM materials ORDER BY id').all()).toEqual(materialsBefore);
  });

  it('reroot_material_library: the library points at its old folder again', async () => {
    const { folder, core, call } = await setup({ 'bio.md': '# Cells\n\nCells divide.\n' });
    dataOf(await call('import_materials', { paths: [folder.dir] }));
    const root = core.db.prepare('SELECT root FROM material_libraries').pluck().get() as string;
    const moved = `${folder.dir}-moved`;
    fs.cpSync(folder.dir, moved, { recursive: true });
    cleanups.push(() => fs.rmSync(moved, { recursive: true, force: true }));
    dataOf(await call('reroot_material_library', { old_root: root, new_root: moved }));
    expect(core.db.prepare('SELECT root FROM material_libraries').pluck().get()).not.toBe(root);

    expect(dataOf(await call('undo', {}))).toMatchObject({ undone_tool: 'reroot_material_library' });
    expect(core.db.prepare('SELECT root FROM material_libraries').pluck().get()).toBe(root);
  });

  describe('edit_material', () => {
    const BIO = '# Cells\n\nMitochondria::the powerhouse\n\nRibosomes make proteins.\n';
    async function edited() {
      const ctx = await setup({ 'bio.md': BIO });
      dataOf(await ctx.call('import_materials', { paths: [ctx.folder.dir] }));
      const m = ctx.core.db.prepare('SELECT id, content_hash FROM materials').get() as {
        id: number;
        content_hash: string;
      };
      const file = `${ctx.folder.dir}/bio.md`;
      const rowBefore = ctx.core.db.prepare('SELECT content_hash, byte_len, title FROM materials').get();
      const cardsBefore = cards(ctx.core);
      dataOf(
        await ctx.call('edit_material', {
          material_id: m.id,
          expected_hash: m.content_hash,
          section: 'Cells',
          replacement: 'Mitochondria::makes ATP\n\nLysosomes digest waste.',
        }),
      );
      expect(fs.readFileSync(file, 'utf8')).toContain('Lysosomes digest waste.');
      return { ...ctx, m, file, rowBefore, cardsBefore };
    }
    const found = async (call: Awaited<ReturnType<typeof setup>>['call'], query: string) =>
      (dataOf(await call('search_materials', { query })) as { results: unknown[] }).results.length;

    it('undo puts the file’s exact bytes back, and the index, search and note cards follow', async () => {
      const { core, call, file, rowBefore, cardsBefore } = await edited();
      expect(dataOf(await call('undo', {}))).toMatchObject({ undone_tool: 'edit_material' });
      expect(fs.readFileSync(file, 'utf8')).toBe(BIO);
      expect(core.db.prepare('SELECT content_hash, byte_len, title FROM materials').get()).toEqual(rowBefore);
      expect(cards(core)).toEqual(cardsBefore);
      expect(await found(call, 'Lysosomes')).toBe(0);
      expect(await found(call, 'Ribosomes')).toBeGreaterThan(0);
    });

    it('undoing the undo writes the edit again (redo)', async () => {
      const { call, file } = await edited();
      const undone = dataOf(await call('undo', {})) as { change_id: number };
      expect(dataOf(await call('undo', { change_id: undone.change_id }))).toMatchObject({ redo: true });
      expect(fs.readFileSync(file, 'utf8')).toContain('Lysosomes digest waste.');
      expect(await found(call, 'Lysosomes')).toBeGreaterThan(0);
    });

    it('a file changed after the edit is never overwritten: refused, and nothing changes', async () => {
      const { core, call, file } = await edited();
      const later = `${fs.readFileSync(file, 'utf8')}\nWritten in my editor afterwards.\n`;
      fs.writeFileSync(file, later);
      const rows = core.db.prepare('SELECT * FROM materials').all();
      const refused = await call('undo', {});
      expect(refused).toMatchObject({ ok: false, error: { code: 'conflict' } });
      expect(refused.ok ? '' : refused.error.message).toContain('bio.md');
      expect(fs.readFileSync(file, 'utf8')).toBe(later);
      expect(core.db.prepare('SELECT * FROM materials').all()).toEqual(rows);
      expect(count(core, 'SELECT count(*) FROM journal WHERE undone_by IS NOT NULL')).toBe(0);
    });
  });
});

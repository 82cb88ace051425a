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
});

import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../src-main/core/materials/hash';
import { dataOf, materialFolder } from '../../helpers/materials';
import { testRegistry } from '../../helpers/registry';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

async function imported(files: Record<string, string>) {
  const folder = materialFolder(files);
  cleanups.push(folder.cleanup);
  const t = await testRegistry();
  dataOf(await t.call('import_materials', { paths: [folder.dir] }));
  const list = dataOf<{ materials: { material_id: number; source: string }[] }>(await t.call('list_materials', {}));
  const idOf = (source: string) => list.materials.find((m) => m.source === source)!.material_id;
  return { t, folder, idOf };
}

const NOTES = {
  'bio/cells.md':
    '# Cells\n\n## Mitochondria\n\nMitochondria make ATP by respiration.\n\n## Ribosomes\n\nRibosomes build proteins.\n',
  'bio/plants.md': '# Plants\n\nPhotosynthesis happens in chloroplasts.\n',
  'chem/atoms.md': '# Atoms\n\n## Mitochondria\n\nA misfiled note.\n',
};

describe('list_materials and get_material_metadata', () => {
  it('lists with chunk counts and flags a file changed on disk as stale until rescanned', async () => {
    const { t, folder, idOf } = await imported(NOTES);
    const id = idOf('bio/plants.md');
    let meta = dataOf<{ stale: boolean; content_hash: string; indexed_hash: string }>(
      await t.call('get_material_metadata', { material_id: id }),
    );
    expect(meta.stale).toBe(false);
    expect(meta.content_hash).toBe(sha256(fs.readFileSync(folder.file('bio/plants.md'))));
    folder.write('bio/plants.md', '# Plants\n\nRoots take up water.\n');
    meta = dataOf(await t.call('get_material_metadata', { path: 'bio/plants.md' }));
    expect(meta.stale).toBe(true);
    expect(meta.content_hash).not.toBe(meta.indexed_hash);
    const list = dataOf<{ materials: { source: string; stale: boolean; chunk_count: number }[] }>(
      await t.call('list_materials', {}),
    );
    expect(list.materials.find((m) => m.source === 'bio/plants.md')).toMatchObject({ stale: true, chunk_count: 1 });
    dataOf(await t.call('rescan_materials', {}));
    meta = dataOf(await t.call('get_material_metadata', { material_id: id }));
    expect(meta.stale).toBe(false);
  });

  it('resolves paths: outside every library is refused, a tail match works, two matches are ambiguous', async () => {
    const { t, folder } = await imported(NOTES);
    const outside = await t.call('get_material_metadata', {
      path: path.join(path.dirname(folder.dir), 'elsewhere.md'),
    });
    expect(outside).toMatchObject({ ok: false, error: { code: 'permission_denied', details: { reason: 'policy' } } });
    const tail = await t.call('get_material_metadata', { path: 'cells.md' });
    expect(dataOf<{ path: string }>(tail).path).toBe(folder.file('bio/cells.md'));
    expect(await t.call('get_material_metadata', { path: 'nope.md' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'material' } },
    });
    folder.write('chem/cells.md', '# Other cells\n');
    dataOf(await t.call('rescan_materials', {}));
    const twice = await t.call('get_material_metadata', { path: 'cells.md' });
    expect(twice).toMatchObject({ ok: false, error: { code: 'conflict', details: { reason: 'ambiguous' } } });
    if (!twice.ok && twice.error.code === 'conflict') expect(twice.error.details.candidates).toHaveLength(2);
  });
});

describe('search_materials', () => {
  it('filters by source prefix, section and material', async () => {
    const { t, idOf } = await imported(NOTES);
    const sources = async (filters: object) =>
      dataOf<{ results: { source: string }[] }>(
        await t.call('search_materials', { query: 'mitochondria', filters }),
      ).results.map((r) => r.source);
    expect(new Set(await sources({}))).toEqual(new Set(['bio/cells.md', 'chem/atoms.md']));
    expect(await sources({ source_prefix: 'chem/' })).toEqual(['chem/atoms.md']);
    expect(await sources({ material_id: idOf('bio/cells.md') })).toEqual(['bio/cells.md']);
    expect(await sources({ section: 'Atoms > Mito' })).toEqual(['chem/atoms.md']);
  });

  it('counts every matching passage in total_results, filtered or not, beyond the passages it returns', async () => {
    const notes: Record<string, string> = {};
    for (let i = 0; i < 30; i++) notes[`a/n${i}.md`] = `# Note ${i}\n\nThe enzyme ${i} speeds a reaction.\n`;
    for (let i = 0; i < 12; i++) notes[`b/n${i}.md`] = `# Other ${i}\n\nAn enzyme again, number ${i}.\n`;
    notes['c/none.md'] = '# Unrelated\n\nNothing to see.\n';
    const { t } = await imported(notes);
    const search = async (args: object) =>
      dataOf<{ results: { source: string }[]; total_results: number; message: string }>(
        await t.call('search_materials', { query: 'enzymes', limit: 3, ...args }),
      );
    const all = await search({});
    expect(all.results).toHaveLength(3);
    expect(all.total_results).toBe(42);
    expect(all.message).toMatch(/3 of 42 matching passages/);
    const b = await search({ filters: { source_prefix: 'b/' } });
    expect(b.total_results).toBe(12);
    expect(b.results.every((r) => r.source.startsWith('b/'))).toBe(true);
    expect((await search({ query: 'reaction', limit: 20 })).total_results).toBe(30);
  });

  it('counts matches up to 1,000 and says "1000 or more" past that', async () => {
    const sections = Array.from({ length: 1005 }, (_, i) => `# Step ${i}\n\nEnzyme step ${i}.\n`).join('\n');
    const { t } = await imported({ 'steps.md': sections });
    const found = dataOf<{ total_results: number; message: string }>(
      await t.call('search_materials', { query: 'enzyme', limit: 3 }),
    );
    expect(found.total_results).toBe(1000);
    expect(found.message).toMatch(/3 of 1000 or more matching passages/);
  });

  it('says when nothing matches, and snippets stay within 200 characters', async () => {
    const long = `# Long\n\n${'Filler words about nothing. '.repeat(20)}The keyword zygote appears here. ${'More filler. '.repeat(20)}\n`;
    const { t } = await imported({ 'long.md': long });
    const none = dataOf<{ results: unknown[]; message: string }>(await t.call('search_materials', { query: 'quasar' }));
    expect(none.results).toEqual([]);
    expect(none.message).toMatch(/Nothing in the materials matches/);
    const hit = dataOf<{ results: { snippet: string }[] }>(await t.call('search_materials', { query: 'zygote' }));
    expect(hit.results[0]!.snippet.length).toBeLessThanOrEqual(200);
    expect(hit.results[0]!.snippet).toContain('zygote');
  });
});

describe('request_context', () => {
  it('never returns more tokens than the budget', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 12; i++)
      files[`n${i}.md`] = `# Note ${i}\n\n${`Cells divide by mitosis ${i}. `.repeat(10 + i * 9)}\n`;
    const { t } = await imported(files);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 6000 }),
        fc.option(fc.constantFrom('mitosis', 'cells divide', 'note 3'), { nil: undefined }),
        async (budget, hint) => {
          const r = dataOf<{ chunks: { chunk_text: string }[]; used_tokens: number; truncated: boolean }>(
            await t.call('request_context', { token_budget: budget, ...(hint ? { hint } : {}) }),
          );
          expect(r.used_tokens).toBeLessThanOrEqual(budget);
          expect(r.chunks.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('edit_material', () => {
  it('refuses a stale hash with both hashes and leaves the file byte-identical', async () => {
    const { t, folder, idOf } = await imported(NOTES);
    const file = folder.file('bio/cells.md');
    const before = fs.readFileSync(file);
    const stale = 'f'.repeat(64);
    const r = await t.call(
      'edit_material',
      { material_id: idOf('bio/cells.md'), expected_hash: stale, section: 'Ribosomes', replacement: 'x' },
      { confirmed: true },
    );
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'conflict', details: { reason: 'stale', expected_hash: stale, actual_hash: sha256(before) } },
    });
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });

  it('asks first with a diff, then replaces a section atomically and re-indexes it', async () => {
    const { t, folder, idOf } = await imported(NOTES);
    const id = idOf('bio/cells.md');
    const hash = sha256(fs.readFileSync(folder.file('bio/cells.md')));
    const input = {
      material_id: id,
      expected_hash: hash,
      section: 'Cells > Mitochondria',
      replacement: 'They hold their own DNA.',
    };
    const asked = await t.outcome('edit_material', input, { origin: 'agent' });
    expect(asked.result).toMatchObject({ ok: false, error: { code: 'permission_denied' } });
    expect(asked.confirmation?.summary).toContain('- Mitochondria make ATP by respiration.');
    expect(asked.confirmation?.summary).toContain('+ They hold their own DNA.');
    const done = dataOf<{ new_hash: string }>(await t.call('edit_material', input, { confirmed: true }));
    const text = fs.readFileSync(folder.file('bio/cells.md'), 'utf8');
    expect(text).toBe(
      '# Cells\n\n## Mitochondria\n\nThey hold their own DNA.\n\n## Ribosomes\n\nRibosomes build proteins.\n',
    );
    expect(done.new_hash).toBe(sha256(text));
    expect(fs.readdirSync(folder.file('bio'))).toEqual(['cells.md', 'plants.md']);
    const found = dataOf<{ results: { section: string }[] }>(await t.call('search_materials', { query: 'DNA' }));
    expect(found.results[0]!.section).toBe('Cells > Mitochondria');
    const missing = await t.call(
      'edit_material',
      { ...input, expected_hash: done.new_hash, section: 'Golgi' },
      { confirmed: true },
    );
    expect(missing).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});

describe('set_material_topic', () => {
  it('files a material under a topic (created if new), lists by topic, takes it out again, and rescan keeps it', async () => {
    const { t, idOf } = await imported(NOTES);
    const cells = idOf('bio/cells.md');
    expect(dataOf(await t.call('set_material_topic', { material_id: cells, topic_name: 'Biology' }))).toEqual({
      material_id: cells,
      title: 'Cells',
      topic: 'Biology',
    });
    const biology = dataOf<{ materials: { source: string; topic: string | null }[] }>(
      await t.call('list_materials', { topic_name: 'biology' }),
    );
    expect(biology.materials.map((m) => [m.source, m.topic])).toEqual([['bio/cells.md', 'Biology']]);
    dataOf(await t.call('rescan_materials', {}));
    expect(
      dataOf<{ materials: unknown[] }>(await t.call('list_materials', { topic_name: 'Biology' })).materials,
    ).toHaveLength(1);
    expect(await t.call('list_materials', { topic_name: 'Astronomy' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    dataOf(await t.call('set_material_topic', { material_id: cells, topic_name: null }));
    expect(
      dataOf<{ materials: unknown[] }>(await t.call('list_materials', { topic_name: 'Biology' })).materials,
    ).toHaveLength(0);
    expect(await t.call('set_material_topic', { material_id: 999, topic_name: 'Biology' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });

  it('is undone by undo, topic and all', async () => {
    const { t, idOf } = await imported(NOTES);
    const plants = idOf('bio/plants.md');
    dataOf(await t.call('set_material_topic', { material_id: plants, topic_name: 'Botany' }));
    dataOf(await t.call('undo', {}));
    const all = dataOf<{ materials: { source: string; topic: string | null }[] }>(await t.call('list_materials', {}));
    expect(all.materials.find((m) => m.source === 'bio/plants.md')!.topic).toBeNull();
    expect(t.db.prepare("SELECT count(*) AS n FROM topics WHERE name = 'Botany'").get()).toEqual({ n: 0 });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/core/app';
import { findResourcesDir, SAMPLE_MATERIAL_FOLDER } from '../../src-main/core/services/sampleData';

let core: Core | null = null;
let dir = '';
afterEach(() => {
  core?.close();
  core = null;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function open(opts: { importSampleMaterial?: boolean } = {}) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-sample-'));
  core = await createCore({ dbPath: path.join(dir, 'quire.db'), dataDir: dir, appVersion: 'test', ...opts });
  return core;
}
const invoke = async (c: Core, channel: string) => {
  const r = (await c.router.handle(channel as never, {} as never)) as { ok: boolean; data: never };
  expect(r.ok).toBe(true);
  return r.data as Record<string, unknown>;
};
const tool = async (c: Core, name: string, input: unknown) =>
  (await c.registry.call(name, input, { origin: 'ui' })).result as { ok: boolean; data: Record<string, unknown> };

describe('resources/', () => {
  it('is found from the source tree and from the built main bundle', () => {
    const repo = path.resolve(__dirname, '../..');
    expect(findResourcesDir(path.join(repo, 'src-main/core/services'))).toBe(path.join(repo, 'resources'));
    expect(findResourcesDir(path.join(repo, 'out/main'))).toBe(path.join(repo, 'resources'));
    expect(
      fs.readdirSync(path.join(repo, 'resources', SAMPLE_MATERIAL_FOLDER)).filter((f) => f.endsWith('.md')),
    ).not.toEqual([]);
    for (const size of [16, 32, 48, 64, 128, 256, 512, 1024])
      expect(fs.existsSync(path.join(repo, `resources/icons/${size}x${size}.png`))).toBe(true);
  });
});

describe('first start and sample data', () => {
  it('imports the sample material once: searchable, with its note cards, and not again after removal', async () => {
    const c = await open({ importSampleMaterial: true });
    expect(await invoke(c, 'sample:status')).toEqual({
      tour_seen: false,
      sample_data: false,
      sample_material: true,
      // The sample material and its note cards are not the student's own.
      own_data: false,
    });
    const hits = await tool(c, 'search_materials', { query: 'what does the cell membrane do' });
    expect(hits.ok).toBe(true);
    const results = hits.data.results as { title: string; section: string }[];
    expect(results[0]).toMatchObject({ title: 'The cell' });
    const noteCards = c.db
      .prepare('SELECT count(*) AS n FROM flashcards WHERE note_material_id IS NOT NULL AND deleted_at IS NULL')
      .get() as { n: number };
    expect(noteCards.n).toBeGreaterThanOrEqual(5);

    const removed = await invoke(c, 'sample:remove');
    expect(removed).toMatchObject({ materials: 2, status: { sample_material: false } });
    expect((await tool(c, 'list_materials', {})).data.materials).toEqual([]);
    expect(fs.existsSync(path.join(dir, 'Sample material'))).toBe(false);
    c.close();
    // Reopened: removed stays removed.
    core = await createCore({
      dbPath: path.join(dir, 'quire.db'),
      dataDir: dir,
      appVersion: 'test',
      importSampleMaterial: true,
    });
    expect((await tool(core, 'list_materials', {})).data.materials).toEqual([]);
  });

  it('does not import the sample into a database that already has a library', async () => {
    const c = await open();
    const notes = path.join(dir, 'notes');
    fs.mkdirSync(notes);
    fs.writeFileSync(path.join(notes, 'mine.md'), '# Mine\n\nMy own notes.\n');
    expect((await tool(c, 'import_materials', { paths: [notes] })).ok).toBe(true);
    c.close();
    core = await createCore({
      dbPath: path.join(dir, 'quire.db'),
      dataDir: dir,
      appVersion: 'test',
      importSampleMaterial: true,
    });
    expect((await tool(core, 'list_materials', {})).data.materials).toHaveLength(1);
    expect((await invoke(core, 'sample:status')).sample_material).toBe(false);
  });

  it('does not offer or import the sample into a database the CLI already filled with tasks, cards or plans', async () => {
    for (const [name, input] of [
      ['add_task', { title: 'Essay draft' }],
      ['create_flashcard', { front: 'hablar', back: 'to speak' }],
      ['write_plan', { title: 'Exam prep', items: [] }],
    ] as const) {
      const c = await open();
      expect((await invoke(c, 'sample:status')).own_data).toBe(false);
      expect((await tool(c, name, input)).ok).toBe(true);
      c.close();
      // The app's first start on that file: nothing imported, and the status says it is not new.
      core = await createCore({
        dbPath: path.join(dir, 'quire.db'),
        dataDir: dir,
        appVersion: 'test',
        importSampleMaterial: true,
      });
      expect(await invoke(core, 'sample:status')).toMatchObject({ own_data: true, sample_material: false });
      expect((await tool(core, 'list_materials', {})).data.materials).toEqual([]);
      core.close();
      core = null;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('counts the sample as the sample: own data only once the student adds something', async () => {
    const c = await open();
    expect(await invoke(c, 'sample:add')).toMatchObject({ sample_data: true, own_data: false });
    expect((await tool(c, 'add_task', { title: 'My own task' })).ok).toBe(true);
    expect((await invoke(c, 'sample:status')).own_data).toBe(true);
  });

  it('adds a topic with cards, a plan and tasks, and removes exactly those, leaving the student’s own', async () => {
    const c = await open();
    const own = await tool(c, 'add_task', { title: 'My own task' });
    expect(own.ok).toBe(true);
    expect(await invoke(c, 'sample:add')).toMatchObject({ sample_data: true });
    const tasks = (await tool(c, 'list_tasks', {})).data.tasks as { title: string }[];
    expect(tasks).toHaveLength(4);
    const plans = (await tool(c, 'list_plans', {})).data.plans as { item_count: number }[];
    expect(plans).toMatchObject([{ item_count: 4 }]);
    const topics = (await tool(c, 'list_topics', {})).data.topics as { name: string; card_count: number }[];
    expect(topics).toContainEqual(expect.objectContaining({ name: 'Biology (sample)', card_count: 5 }));
    // Adding twice adds nothing more.
    await invoke(c, 'sample:add');
    expect((await tool(c, 'list_tasks', {})).data.tasks).toHaveLength(4);

    const removed = await invoke(c, 'sample:remove');
    expect(removed).toMatchObject({ cards: 5, tasks: 3, plans: 1, status: { sample_data: false } });
    expect(((await tool(c, 'list_tasks', {})).data.tasks as { title: string }[]).map((t) => t.title)).toEqual([
      'My own task',
    ]);
    expect((await tool(c, 'list_plans', {})).data.plans).toEqual([]);
    // Removed through the delete tools: each is in the trash and can be restored.
    const restored = await tool(c, 'undo', {});
    expect(restored.ok).toBe(true);
  });

  it('remembers that the tour was seen', async () => {
    const c = await open();
    expect((await invoke(c, 'tour:done')).tour_seen).toBe(true);
    expect((await invoke(c, 'sample:status')).tour_seen).toBe(true);
  });
});

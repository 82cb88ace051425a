import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { materialFolder } from '../../helpers/materials';
import { testRegistry } from '../../helpers/registry';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function library(files: Record<string, string | Buffer>) {
  const f = materialFolder(files);
  cleanups.push(f.cleanup);
  return f.dir;
}

describe('importing a folder of notes', () => {
  it('indexes Markdown by heading and finds a passage by a stemmed word', async () => {
    const dir = library({
      'python/lists.md': '# Lists\n\nIntro to lists.\n\n## Slicing\n\nA slice copies part of a list: items[1:3].\n',
      'notes.txt': 'Mitochondria are the powerhouse of the cell.\n',
      'broken.pdf': 'not a pdf at all',
      'image.md': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
    });
    const t = await testRegistry();
    const imported = await t.call('import_materials', { paths: [dir] });
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    const data = imported.data as {
      added: number;
      errors: number;
      details: { errors: { path: string; reason: string }[] };
    };
    expect(data.added).toBe(2);
    expect(data.errors).toBe(2);
    expect(data.details.errors.map((e) => path.basename(e.path)).sort()).toEqual(['broken.pdf', 'image.md']);
    const found = await t.call('search_materials', { query: 'slicing lists' });
    expect(found).toMatchObject({ ok: true });
    if (!found.ok) return;
    const results = (found.data as { results: { section: string; source: string; score: number }[] }).results;
    expect(results[0]).toMatchObject({ section: 'Lists > Slicing', source: 'python/lists.md' });
    expect(results[0]!.score).toBeGreaterThan(0);
    expect(results[0]!.score).toBeLessThanOrEqual(1);
  });
});

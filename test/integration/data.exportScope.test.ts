import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/core/app';
import { cli } from '../helpers/cli';
import { tool } from '../helpers/dataSeed';
import { tempDir } from '../helpers/db';
import { materialFolder } from '../helpers/materials';

// The export's scope (src-main/core/data/tables.ts): the undo history and material chunks go
// along, so after `quire import` on another machine Ctrl+Z still works, and search and a card's
// source link still work although the material files did not come along.
let tmp: ReturnType<typeof tempDir>;
beforeEach(() => (tmp = tempDir()));
afterEach(() => tmp.cleanup());

const rows = (file: string, table: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all();
  } finally {
    db.close();
  }
};

describe('what a JSON export carries besides the tables the student sees', () => {
  it('undo history and material chunks round-trip, and both still work after the import', async () => {
    const notes = materialFolder({ 'cells.md': '# Cell cycle\n\nMitosis splits one nucleus into two quokkanuclei.\n' });
    const source = path.join(tmp.dir, 'source.db');
    const core = await createCore({ dbPath: source, dataDir: tmp.dir, appVersion: 'test' });
    try {
      await tool(core, 'import_materials', { paths: [notes.dir] });
      await tool(core, 'add_task', { title: 'Revise the cell cycle' });
      await tool(core, 'list_tasks', {});
    } finally {
      core.close();
    }
    const out = path.join(tmp.dir, 'export.json');
    expect((await cli(['--db', source, 'export', '--format', 'json', '--out', out, '--quiet'])).code).toBe(0);
    notes.cleanup(); // the files stay behind on the old machine

    const target = path.join(tmp.dir, 'target', 'quire.db');
    fs.mkdirSync(path.dirname(target));
    expect((await cli(['--db', target, 'import', out, '--quiet'])).code).toBe(0);
    // The journal's changes go along; its audit rows of every call (the reads too) stay behind.
    const changes = (file: string) =>
      rows(file, 'journal').filter((r) => (r as { revisions: unknown }).revisions !== null);
    expect(changes(source).length).toBeGreaterThan(0);
    expect(rows(target, 'journal')).toEqual(changes(source));
    expect(rows(source, 'journal').length).toBeGreaterThan(changes(source).length);
    expect(rows(target, 'material_chunks').length).toBeGreaterThan(0);
    expect(rows(target, 'material_chunks')).toEqual(rows(source, 'material_chunks'));

    // The passage itself, not the "nothing matches" message (which also names the word).
    const found = await cli(['--db', target, 'tool', 'search_materials', '{"query":"quokkanuclei"}']);
    expect(JSON.parse(found.stdout).data.results.map((r: { chunk_text: string }) => r.chunk_text)).toEqual([
      expect.stringContaining('two quokkanuclei'),
    ]);
    const undone = await cli(['--db', target, 'tool', 'undo', '{}']);
    expect(JSON.parse(undone.stdout)).toMatchObject({ ok: true, data: { undone_tool: 'add_task' } });
    const tasks = await cli(['--db', target, 'tool', 'list_tasks', '{"status":"all"}']);
    expect(tasks.stdout).not.toContain('Revise the cell cycle');
  });
});

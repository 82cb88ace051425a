import Database from 'better-sqlite3';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli';
import { tempDir } from '../helpers/db';
import { materialFolder } from '../helpers/materials';

// `quire import FOLDER` goes through the registry like the app and MCP: audited as a cli call,
// recorded as one change, so `quire tool undo '{}'` takes the whole import back.
describe('quire import FOLDER', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((f) => f()));

  it('imports with progress, is audited, and one undo takes it back', async () => {
    const { dir, cleanup } = tempDir();
    const folder = materialFolder({
      'bio.md': '# Cells\n\nMitochondria::the powerhouse\n\nRibosomes make proteins.\n',
      'chem/atoms.md': '# Atoms\n\nProtons are positive.\n',
    });
    cleanups.push(cleanup, folder.cleanup);
    const db = path.join(dir, 'q.db');
    // A relative path is the shell's: resolved against the working directory.
    const relative = path.relative(process.cwd(), folder.dir);

    const imported = await cli(['--db', db, 'import', relative]);
    expect(imported.code, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ ok: true, data: { added: 2, errors: 0, cancelled: false } });
    expect(imported.stderr).toMatch(/\[2\/2\] [\d.]+\/[\d.]+ MB/);
    expect(imported.stderr).toContain("quire tool undo '{}'");

    const look = (sql: string) => {
      const d = new Database(db, { readonly: true });
      try {
        return d.prepare(sql).pluck().get();
      } finally {
        d.close();
      }
    };
    expect(look('SELECT count(*) FROM materials')).toBe(2);
    expect(look("SELECT origin FROM journal WHERE tool = 'import_materials'")).toBe('cli');

    const undone = await cli(['--db', db, 'tool', 'undo', '{}']);
    expect(undone.code, undone.stdout).toBe(0);
    expect(JSON.parse(undone.stdout)).toMatchObject({ ok: true, data: { undone_tool: 'import_materials' } });
    expect(look('SELECT count(*) FROM materials')).toBe(0);
    expect(look('SELECT count(*) FROM flashcards WHERE deleted_at IS NULL')).toBe(0);
  });

  it('a path that does not exist is reported by name, and nothing is recorded to undo', async () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    const db = path.join(dir, 'q.db');
    const missing = path.join(dir, 'no-such-folder');
    const r = await cli(['--db', db, 'import', missing]);
    expect(r.code).not.toBe(0);
    expect(r.stdout + r.stderr).toContain('no-such-folder');
    const undone = await cli(['--db', db, 'tool', 'undo', '{}']);
    expect(JSON.parse(undone.stdout)).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/core/app';
import { backupNow } from '../../src-main/core/services/manualBackup';
import { tempDir } from '../helpers/db';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

async function core(): Promise<{ core: Core; dir: string }> {
  const { dir, cleanup } = tempDir('quire-backup-');
  const c = await createCore({ dbPath: path.join(dir, 'quire.db'), dataDir: dir, appVersion: 'test' });
  cleanups.push(cleanup, () => c.close());
  return { core: c, dir };
}

describe('backup:now', () => {
  it('copies the live database into <data folder>/backups as a readable SQLite file', async () => {
    const { core: c, dir } = await core();
    await c.registry.call('add_task', { title: 'Essay draft' }, { origin: 'ui' });
    const r = await c.router.handle('backup:now', undefined);
    expect(r).toMatchObject({ ok: true, data: { folder: path.join(dir, 'backups'), kept: 1 } });
    if (!r.ok) return;
    const data = r.data as { file: string; bytes: number; verified: boolean };
    expect(path.dirname(data.file)).toBe(path.join(dir, 'backups'));
    expect(data.bytes).toBe(fs.statSync(data.file).size);
    expect(data.verified).toBe(true);
    const copy = new Database(data.file, { readonly: true });
    cleanups.push(() => copy.close());
    expect(copy.prepare('SELECT title FROM tasks').all()).toEqual([{ title: 'Essay draft' }]);
  });

  it('keeps only the newest settings.backup_keep backups', async () => {
    const { core: c, dir } = await core();
    expect(await c.router.handle('settings:set', { backup_keep: 2 })).toMatchObject({ ok: true });
    const made: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = backupNow(c.db, dir, 2, new Date(Date.UTC(2026, 10, 21, 9, i)));
      made.push(r.file);
    }
    const viaIpc = await c.router.handle('backup:now', {});
    expect(viaIpc).toMatchObject({ ok: true, data: { kept: 2 } });
    const left = fs
      .readdirSync(path.join(dir, 'backups'))
      .filter((f) => f.endsWith('.db'))
      .sort();
    expect(left).toHaveLength(2);
    expect(left).toContain(path.basename(made[3]!));
    expect(left).toContain(path.basename(viaIpc.ok ? (viaIpc.data as { file: string }).file : ''));
    expect(left.some((f) => f === path.basename(made[0]!))).toBe(false);
  });

  it('refuses a payload, so nothing unexpected can ride along', async () => {
    const { core: c, dir } = await core();
    expect(await c.router.handle('backup:now', { folder: '/tmp/elsewhere' })).toMatchObject({
      ok: false,
      error: { code: 'validation_error' },
    });
    expect(fs.existsSync(path.join(dir, 'backups'))).toBe(false);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/core/app';
import { createCoreHost } from '../../src-main/core/coreHost';
import { integrityOf, listBackups } from '../../src-main/core/db/backup';
import { LATEST_SCHEMA_VERSION } from '../../src-main/core/db/migrations';
import { cli } from '../helpers/cli';
import { fileHash } from '../helpers/damage';
import { tempDir } from '../helpers/db';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function folder() {
  const { dir, cleanup } = tempDir('quire-restore-');
  cleanups.push(cleanup);
  return { dir, file: path.join(dir, 'quire.db') };
}

const taskTitles = (file: string): string[] => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT title FROM tasks WHERE deleted_at IS NULL ORDER BY id').pluck().all() as string[];
  } finally {
    db.close();
  }
};

async function addTask(file: string, title: string) {
  const r = await cli(['--db', file, 'tool', 'add_task', JSON.stringify({ title })]);
  expect(r.code).toBe(0);
}

describe('quire backup and quire restore', () => {
  it('backup prints { file, bytes, verified }; --list prints { backups } newest first', async () => {
    const { file } = folder();
    await addTask(file, 'Essay draft');
    const one = JSON.parse((await cli(['--db', file, 'backup'])).stdout) as {
      file: string;
      bytes: number;
      verified: boolean;
    };
    const two = JSON.parse((await cli(['--db', file, 'backup'])).stdout) as { file: string };
    expect(one).toMatchObject({ verified: true, bytes: fs.statSync(one.file).size });
    const list = await cli(['--db', file, 'backup', '--list']);
    expect(list.code).toBe(0);
    const { backups } = JSON.parse(list.stdout) as { backups: { file: string; verified: boolean; bytes: number }[] };
    expect(backups.map((b) => b.file)).toEqual([two.file, one.file]);
    expect(backups.every((b) => b.verified && b.bytes > 0)).toBe(true);
  });

  it('restore backs up the current file first and replaces it, even beside a stale -wal', async () => {
    const { dir, file } = folder();
    await addTask(file, 'Essay draft');
    const backup = JSON.parse((await cli(['--db', file, 'backup'])).stdout) as { file: string };
    await addTask(file, 'Added after the backup');

    // A -wal from another moment of the file lies beside it (a crash, a copy by hand)…
    const live = new Database(file);
    live.pragma('wal_autocheckpoint = 0');
    live
      .prepare(
        "INSERT INTO tasks (title, status, priority, created_at, updated_at) VALUES ('only in the wal', 'pending', 4, 'x', 'x')",
      )
      .run();
    const staleWal = fs.readFileSync(`${file}-wal`);
    live.close();
    fs.writeFileSync(`${file}-wal`, staleWal);

    const r = await cli(['--db', file, 'restore', backup.file]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { restored_from: string; safety_backup: string };
    expect(out.restored_from).toBe(backup.file);
    // …and after the restore the database is sound and holds exactly the backup's data.
    expect(integrityOf(file)).toBe('ok');
    expect(taskTitles(file)).toEqual(['Essay draft']);
    // The safety backup holds what was there just before, so the restore itself can be undone.
    expect(taskTitles(out.safety_backup)).toEqual(expect.arrayContaining(['Essay draft', 'Added after the backup']));
    expect(listBackups(path.join(dir, 'backups')).find((b) => b.file === out.safety_backup)?.verified).toBe(true);
  });

  it('refuses a damaged, foreign or newer-schema file and changes nothing', async () => {
    const { dir, file } = folder();
    await addTask(file, 'Essay draft');
    const before = fileHash(file);
    const garbage = path.join(dir, 'garbage.db');
    fs.writeFileSync(garbage, 'not a database at all'.repeat(300));
    const foreign = path.join(dir, 'foreign.db');
    new Database(foreign).exec('CREATE TABLE t (x); INSERT INTO t VALUES (1);');
    const newer = path.join(dir, 'newer.db');
    fs.copyFileSync(JSON.parse((await cli(['--db', file, 'backup'])).stdout).file, newer);
    const nd = new Database(newer);
    nd.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 1}`);
    nd.close();
    const backupsBefore = listBackups(path.join(dir, 'backups')).length;
    for (const [source, why] of [
      [garbage, /integrity check/],
      [foreign, /not a Quire database/],
      [newer, /newer Quire/],
      [path.join(dir, 'missing.db'), /no backup file/],
    ] as const) {
      const r = await cli(['--db', file, 'restore', source]);
      expect(r.code, source).toBe(1);
      expect(r.stderr).toMatch(why);
      expect(fileHash(file)).toBe(before);
    }
    expect(listBackups(path.join(dir, 'backups'))).toHaveLength(backupsBefore);
  });
});

describe('restore in the running app', () => {
  it('Settings → Data restores a listed backup and the app reopens it without a restart', async () => {
    const { dir, file } = folder();
    const host = await createCoreHost({ dbPath: file, dataDir: dir, appVersion: 'test' });
    cleanups.push(() => host.close());
    await host.core.registry.call('add_task', { title: 'Essay draft' }, { origin: 'ui' });
    const made = await host.router.handle('backup:now', {});
    expect(made).toMatchObject({ ok: true, data: { verified: true } });
    await host.core.registry.call('add_task', { title: 'Later task' }, { origin: 'ui' });

    const list = await host.router.handle('backup:list', {});
    expect(list).toMatchObject({ ok: true, data: { backups: [{ verified: true }] } });
    const chosen = (list as { data: { backups: { file: string }[] } }).data.backups[0]!.file;

    // Only a file from the list: anything else is refused before a byte changes.
    const elsewhere = await host.router.handle('backup:restore', { file: file });
    expect(elsewhere).toMatchObject({ ok: false, error: { code: 'not_found' } });

    const restored = await host.router.handle('backup:restore', { file: chosen });
    expect(restored).toMatchObject({ ok: true, data: { restored_from: chosen, reopened: true } });
    const tasks = await host.router.handle('tools:call', { name: 'list_tasks', input: {} });
    expect(tasks).toMatchObject({ ok: true, data: { tasks: [{ title: 'Essay draft' }] } });
    expect((tasks as { data: { tasks: unknown[] } }).data.tasks).toHaveLength(1);
  });

  it('a restore from the CLI while the app runs is picked up and the window is told', async () => {
    const { dir, file } = folder();
    const notices: { kind: string; message: string }[] = [];
    const host = await createCoreHost(
      {
        dbPath: file,
        dataDir: dir,
        appVersion: 'test',
        emit: (event, payload) => {
          if (event === 'app:notice') notices.push(payload as { kind: string; message: string });
        },
      },
      50,
    );
    cleanups.push(() => host.close());
    await host.core.registry.call('add_task', { title: 'Essay draft' }, { origin: 'ui' });
    const backup = JSON.parse((await cli(['--db', file, 'backup'])).stdout) as { file: string };
    await host.core.registry.call('add_task', { title: 'Later task' }, { origin: 'ui' });
    expect((await cli(['--db', file, 'restore', backup.file])).code).toBe(0);
    await expect.poll(() => notices.map((n) => n.kind), { timeout: 20_000 }).toContain('restored');
    const tasks = await host.router.handle('tools:call', { name: 'list_tasks', input: {} });
    expect((tasks as { data: { tasks: { title: string }[] } }).data.tasks.map((t) => t.title)).toEqual(['Essay draft']);
  });

  it('the plain core (no host) restores and says a restart is needed', async () => {
    const { dir, file } = folder();
    const core = await createCore({ dbPath: file, dataDir: dir, appVersion: 'test' });
    cleanups.push(() => core.close());
    const made = (await core.router.handle('backup:now', {})) as { data: { file: string } };
    const r = await core.router.handle('backup:restore', { file: made.data.file });
    expect(r).toMatchObject({ ok: true, data: { reopened: false } });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/core/app';
import { listBackups } from '../../src-main/core/db/backup';
import { backupNow } from '../../src-main/core/services/manualBackup';
import { startBackgroundIntegrityCheck } from '../../src-main/core/services/integrityWatch';
import { cli } from '../helpers/cli';
import { fileHash, garblePage, staleIndexEntry, truncateHalf } from '../helpers/damage';
import { tempDir } from '../helpers/db';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

/** A database with one task and two verified backups, closed (so everything is in the main file). */
async function studentData() {
  const { dir, cleanup } = tempDir('quire-corrupt-');
  cleanups.push(cleanup);
  const file = path.join(dir, 'quire.db');
  const core = await createCore({ dbPath: file, dataDir: dir, appVersion: 'test' });
  await core.registry.call('add_task', { title: 'Essay draft' }, { origin: 'cli' });
  backupNow(core.db, dir, 10);
  const newest = backupNow(core.db, dir, 10);
  core.close();
  return { dir, file, backups: path.join(dir, 'backups'), newest };
}

describe.each([
  ['a garbled page', (f: string) => garblePage(f)],
  ['a truncated file', truncateHalf],
])('a corrupt database at start (%s)', (_label, damage) => {
  it('health says corrupt with the newest verified backup, exits 1, and the file stays byte-identical', async () => {
    const { file, backups, newest } = await studentData();
    damage(file);
    const before = fileHash(file);
    const listed = listBackups(backups).map((b) => b.name);

    const health = await cli(['--db', file, 'health', '--json']);
    expect(health.code).toBe(1);
    const report = JSON.parse(health.stdout) as { status: string; newest_backup: string };
    expect(report.status).toBe('corrupt');
    expect(report.newest_backup).toBe(newest.file);
    expect(health.stderr).toContain(newest.name);

    // Every other way in refuses too, and none writes a byte or makes a backup of the damage.
    for (const args of [['tool', 'add_task', '{"title":"x"}'], ['backup'], ['mcp'], ['ask', 'what is due']]) {
      const r = await cli(['--db', file, ...args]);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr).toMatch(/corrupt/);
      expect(r.stdout).not.toMatch(/"ok": true/);
    }
    expect(fileHash(file)).toBe(before);
    expect(listBackups(backups).map((b) => b.name)).toEqual(listed);
  });

  it('quire restore brings the newest verified backup back and keeps the damaged file aside', async () => {
    const { file, backups, newest } = await studentData();
    damage(file);
    const r = await cli(['--db', file, 'restore', newest.file]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { restored_from: string; safety_backup: string };
    expect(out.restored_from).toBe(newest.file);
    expect(path.basename(out.safety_backup)).toMatch(/^damaged-/);
    expect(fs.existsSync(out.safety_backup)).toBe(true);
    // The damaged copy is never mistaken for a backup.
    expect(listBackups(backups).some((b) => b.file === out.safety_backup)).toBe(false);
    const health = await cli(['--db', file, 'health', '--json']);
    expect(JSON.parse(health.stdout).database.ok).toBe(true);
    const tasks = await cli(['--db', file, 'tool', 'list_tasks', '{}']);
    expect(tasks.stdout).toContain('Essay draft');
  });
});

describe('damage quick_check cannot see', () => {
  it('is never backed up: ten attempts later every good backup is still there', async () => {
    const { dir, file, backups } = await studentData();
    staleIndexEntry(file);
    const good = listBackups(backups).map((b) => b.name);
    // quick_check passes, so the database opens (reads still work)…
    const core = await createCore({ dbPath: file, dataDir: dir, appVersion: 'test' });
    cleanups.push(() => core.close());
    for (let i = 0; i < 10; i++) expect(() => backupNow(core.db, dir, 2)).toThrow(/has errors.*no backup was made/);
    expect(listBackups(backups).map((b) => b.name)).toEqual(good);
    expect(fs.readdirSync(path.join(backups, '.partial'))).toEqual([]);
    const viaIpc = await core.router.handle('backup:now', {});
    expect(viaIpc).toMatchObject({ ok: false, error: { code: 'db_error', details: { reason: 'corrupt' } } });
    expect(listBackups(backups).map((b) => b.name)).toEqual(good);
  });

  it('the background integrity check finds it and names the newest verified backup', async () => {
    const { file, backups, newest } = await studentData();
    staleIndexEntry(file);
    const message = await new Promise<string>((resolve) =>
      startBackgroundIntegrityCheck(file, backups, resolve, { delayMs: 0 }),
    );
    expect(message).toContain(newest.name);
    expect(message).toMatch(/Backups are paused/);
    // And on a sound file it stays quiet.
    const sound = new Database(newest.file, { readonly: true });
    expect(sound.pragma('integrity_check', { simple: true })).toBe('ok');
    sound.close();
  });
});

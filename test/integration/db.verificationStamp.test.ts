import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/core/app';
import { DatabaseCorruptError } from '../../src-main/core/db/integrity';
import { backupNow } from '../../src-main/core/services/manualBackup';
import { setLogSink } from '../../src-main/core/log';
import { cli } from '../helpers/cli';
import { garblePage, truncateHalf } from '../helpers/damage';
import { tempDir } from '../helpers/db';

// Issue 14: the full quick_check at open (O(file size)) is skipped only when the file is exactly
// as a verified Quire closed it. Each test counts quick_check runs through the trace integrity.ts
// logs where the pragma runs — never a time.

const ROOT = path.resolve(__dirname, '../..');
const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  setLogSink(() => {});
});

let checks = 0;
let closeChecks = 0;
setLogSink(() => {});
function countChecks(): void {
  checks = 0;
  closeChecks = 0;
  setLogSink((_level, message) => {
    if (message.startsWith('quick_check before opening')) checks++;
    if (message.startsWith('quick_check after a session')) closeChecks++;
  });
}

async function studentFile() {
  const { dir, cleanup } = tempDir('quire-stamp-');
  cleanups.push(cleanup);
  const file = path.join(dir, 'quire.db');
  const core = await createCore({ dbPath: file, dataDir: dir, appVersion: 'test' });
  await core.registry.call('add_task', { title: 'Essay draft' }, { origin: 'cli' });
  const backup = backupNow(core.db, dir, 10);
  core.close();
  return { dir, file, backup };
}

/** Opens the file the way every start does, and reports how many full checks that took. */
async function opensWith(file: string): Promise<number> {
  countChecks();
  const core = await createCore({ dbPath: file, dataDir: path.dirname(file), appVersion: 'test' });
  core.close();
  return checks;
}

describe('a clean reopen', () => {
  it('skips the full check, every time, and still answers from the file', async () => {
    const { file } = await studentFile();
    expect(fs.existsSync(`${file}.verified`)).toBe(true);
    for (let i = 0; i < 3; i++) {
      countChecks();
      const r = await cli(['--db', file, 'tool', 'list_tasks', '{}']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('Essay draft');
      expect(checks).toBe(0);
      // Nor at the close: only the command's own writes, in the WAL, changed the database.
      expect(closeChecks).toBe(0);
    }
  });

  it('checks a file it has no stamp for (the trace counts real checks)', async () => {
    const { file } = await studentFile();
    fs.rmSync(`${file}.verified`);
    expect(await opensWith(file)).toBe(1);
    // That check passed and the close stamped the file: the next open is free again.
    expect(await opensWith(file)).toBe(0);
  });

  it('is stamped only by the last connection to close (the others leave a WAL behind)', async () => {
    const { dir, file } = await studentFile();
    const a = await createCore({ dbPath: file, dataDir: dir, appVersion: 'test' });
    const b = await createCore({ dbPath: file, dataDir: dir, appVersion: 'test' });
    await a.registry.call('add_task', { title: 'From A' }, { origin: 'cli' });
    a.close();
    expect(fs.existsSync(`${file}.verified`)).toBe(false);
    b.close();
    expect(fs.existsSync(`${file}.verified`)).toBe(true);
    expect(await opensWith(file)).toBe(0);
  });
});

describe('the full check still runs', () => {
  it('after a SIGKILL left committed rows in the WAL (the main file itself untouched)', async () => {
    const { file } = await studentFile();
    const mainBefore = fs.statSync(file, { bigint: true });
    const child = spawnSync(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(process.argv[1]);
         db.prepare("INSERT INTO topics (name, created_at) VALUES ('Killed mid-session', '2026-11-26')").run();
         process.kill(process.pid, 'SIGKILL');`,
        file,
      ],
      { cwd: ROOT },
    );
    expect(child.signal).toBe('SIGKILL');
    // The premise: only the WAL shows the write.
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(0);
    expect(fs.statSync(file, { bigint: true }).mtimeNs).toBe(mainBefore.mtimeNs);
    expect(await opensWith(file)).toBe(1);
  });

  it('after Quire itself was killed mid-write', async () => {
    const { file } = await studentFile();
    const writer = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'continuousWriter.ts'), file], {
      cwd: ROOT,
    });
    cleanups.push(() => writer.kill('SIGKILL'));
    // Wait for a state, not a time: 100 acknowledged writes.
    await new Promise<void>((resolve, reject) => {
      let out = '';
      writer.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (/^100$/m.test(out)) resolve();
      });
      writer.on('exit', (code) => reject(new Error(`the writer exited (${code})`)));
    });
    const exited = new Promise((resolve) => writer.once('exit', resolve));
    writer.kill('SIGKILL');
    await exited;
    expect(await opensWith(file)).toBe(1);
  });

  it('after another program writes a row right after Quire closed (ten rounds)', async () => {
    const { dir, file } = await studentFile();
    for (let i = 0; i < 10; i++) {
      const core = await createCore({ dbPath: file, dataDir: dir, appVersion: 'test' });
      await core.registry.call('add_task', { title: `Round ${i}` }, { origin: 'cli' });
      core.close();
      const other = new Database(file);
      other.prepare('INSERT INTO topics (name, created_at) VALUES (?, ?)').run(`Other ${i}`, '2026-11-26');
      other.close();
      expect(await opensWith(file), `round ${i}`).toBe(1);
    }
  });

  it('at the close, when another program wrote the main file while Quire had it open', async () => {
    const { dir, file } = await studentFile();
    const core = await createCore({ dbPath: file, dataDir: dir, appVersion: 'test' });
    const other = new Database(file);
    other.prepare('INSERT INTO topics (name, created_at) VALUES (?, ?)').run('Other', '2026-11-26');
    other.pragma('wal_checkpoint(PASSIVE)');
    other.close();
    countChecks();
    core.close();
    expect(closeChecks).toBe(1);
    // That check read the very bytes the stamp now vouches for.
    expect(fs.existsSync(`${file}.verified`)).toBe(true);
    expect(await opensWith(file)).toBe(0);
  });

  it('after a restore', async () => {
    const { file, backup } = await studentFile();
    const r = await cli(['--db', file, 'restore', backup.file]);
    expect(r.code).toBe(0);
    expect(fs.existsSync(`${file}.verified`)).toBe(false);
    expect(await opensWith(file)).toBe(1);
  });

  it('after the file was replaced while Quire had it open (the close stamps nothing for a file it never checked)', async () => {
    const { dir, file } = await studentFile();
    const other = path.join(dir, 'other.db');
    fs.copyFileSync(file, other);
    const core = await createCore({ dbPath: file, dataDir: dir, appVersion: 'test' });
    fs.renameSync(other, file);
    core.close();
    expect(fs.existsSync(`${file}.verified`)).toBe(false);
  });

  it('when the stamp is unreadable, from a newer format, or its check is over a week old', async () => {
    const { file } = await studentFile();
    const good = JSON.parse(fs.readFileSync(`${file}.verified`, 'utf8')) as Record<string, unknown>;
    const old = new Date(Date.now() - 8 * 86_400_000).toISOString();
    for (const text of [
      'not json',
      '',
      JSON.stringify({ ...good, version: 2 }),
      JSON.stringify({ ...good, verified_at: old }),
    ]) {
      fs.writeFileSync(`${file}.verified`, text);
      expect(await opensWith(file), text.slice(0, 40)).toBe(1);
    }
  });
});

describe('a damaged file', () => {
  it.each([
    ['a garbled page', (f: string) => garblePage(f)],
    ['a truncated file', truncateHalf],
    [
      'a garbled page with its times put back to the nanosecond (as cp -p and rsync -t do)',
      (f: string) => {
        const times = `${f}.times`;
        fs.writeFileSync(times, '');
        expect(spawnSync('touch', ['-r', f, times]).status).toBe(0);
        garblePage(f);
        expect(spawnSync('touch', ['-r', times, f]).status).toBe(0);
        expect(fs.statSync(f, { bigint: true }).mtimeNs).toBe(fs.statSync(times, { bigint: true }).mtimeNs);
      },
    ],
  ])('is checked and refused as before: %s', async (_label, damage) => {
    const { file, backup } = await studentFile();
    damage(file);
    // The schema read finds a truncated file; only quick_check reads the garbled page.
    const opening = createCore({ dbPath: file, dataDir: path.dirname(file), appVersion: 'test' });
    await expect(opening).rejects.toBeInstanceOf(DatabaseCorruptError);
    await expect(opening).rejects.toMatchObject({ newestBackup: { file: backup.file } });
  });
});

describe('the close checkpoint', () => {
  it('leaves the whole database in the .db file once quire exits, so copying that file alone keeps every write', async () => {
    const { dir, file } = await studentFile();
    const r = await cli(['--db', file, 'tool', 'add_task', '{"title":"Written just before the copy"}']);
    expect(r.code).toBe(0);
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const copy = path.join(dir, 'copied.db');
    fs.copyFileSync(file, copy);
    const db = new Database(copy, { readonly: true });
    cleanups.push(() => db.close());
    expect(db.prepare('SELECT title FROM tasks ORDER BY id').pluck().all()).toEqual([
      'Essay draft',
      'Written just before the copy',
    ]);
  });
});

describe('the file system clock', () => {
  // Kernels since 6.13 (this machine's) give a change after a stat a fine-grained time, so a write
  // in the same tick as Quire's close cannot be staged here; a file whose last change is ahead of
  // the file system's clock is the same case for the rule: nothing may be stamped until the clock
  // has moved past the file's last change.
  it('stamps nothing while the file’s last change is not behind the clock', async () => {
    const { dir, file } = await studentFile();
    const core = await createCore({ dbPath: file, dataDir: dir, appVersion: 'test' });
    const ahead = new Date(Date.now() + 3_600_000);
    fs.utimesSync(file, ahead, ahead);
    // Nothing was written in this session, so the close leaves the file's times as they are.
    core.close();
    expect(fs.statSync(file).mtimeMs).toBe(ahead.getTime());
    expect(fs.existsSync(`${file}.verified`)).toBe(false);
    expect(fs.readdirSync(dir).filter((n) => n.includes('.verified'))).toEqual([]);
  });

  it('has the close check again a file checked at open while its last change was not behind the clock', async () => {
    const { dir, file } = await studentFile();
    fs.rmSync(`${file}.verified`);
    const ahead = new Date(Date.now() + 3_600_000);
    fs.utimesSync(file, ahead, ahead);
    countChecks();
    const core = await createCore({ dbPath: file, dataDir: dir, appVersion: 'test' });
    // A write from now on might leave the file's times as they are: only a second check can vouch.
    core.close();
    expect([checks, closeChecks]).toEqual([1, 1]);
    expect(fs.readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
});

describe('quire mcp ended by a signal', () => {
  // Some MCP hosts end their servers with SIGTERM rather than closing stdin. Without a close the
  // writes stay in the WAL, nothing is stamped, and the host's next start pays the full check.
  it('closes the database as when stdin closes, then ends by that signal', async () => {
    const { file } = await studentFile();
    const server = spawn(process.execPath, ['--import', 'tsx', 'src-main/cli.ts', '--db', file, 'mcp'], { cwd: ROOT });
    cleanups.push(() => server.kill('SIGKILL'));
    const send = (m: unknown) => server.stdin.write(`${JSON.stringify(m)}\n`);
    const answered = new Promise<void>((resolve) => {
      let out = '';
      server.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('"id":2')) resolve();
      });
    });
    send({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
    });
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'add_task', arguments: { title: 'Via MCP' } },
    });
    await answered;
    const exited = new Promise<[number | null, string | null]>((resolve) =>
      server.once('exit', (code, signal) => resolve([code, signal])),
    );
    server.kill('SIGTERM');
    expect(await exited).toEqual([null, 'SIGTERM']);
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    expect(await opensWith(file)).toBe(0);
    const db = new Database(file, { readonly: true });
    cleanups.push(() => db.close());
    expect(db.prepare("SELECT count(*) FROM tasks WHERE title = 'Via MCP'").pluck().get()).toBe(1);
  });
});

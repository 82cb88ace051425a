import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { HealthReportSchema } from '../../src-shared/ipc/channels';
import { LATEST_SCHEMA_VERSION } from '../../src-main/core/db/migrations';
import { COMMANDS } from '../../src-main/core/cli/commands';
import { cli } from '../helpers/cli';
import { tempDir } from '../helpers/db';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => (tmp = tempDir()));
afterEach(() => tmp.cleanup());

describe('quire CLI', () => {
  it('finds each command under its own name (the list names them before loading them)', async () => {
    for (const entry of COMMANDS) expect((await entry.load()).name).toBe(entry.name);
    const help = await cli(['--help']);
    for (const entry of COMMANDS) expect(help.stdout).toContain(`quire ${entry.name}`);
  });

  it('prints the version', async () => {
    expect(await cli(['--version'])).toEqual({ code: 0, stdout: '0.1.0-test\n', stderr: '' });
  });

  it('health --json prints only JSON with the database path, schema version and providers', async () => {
    const db = path.join(tmp.dir, 'q.db');
    const r = await cli(['health', '--json'], { QUIRE_DB: db });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const report = HealthReportSchema.parse(JSON.parse(r.stdout));
    expect(report.database).toMatchObject({ path: db, schema_version: LATEST_SCHEMA_VERSION, ok: true });
    expect(report.providers.map((p) => p.name)).toEqual(['cloud', 'local', 'offline']);
  });

  it('--db takes precedence over QUIRE_DB', async () => {
    const a = path.join(tmp.dir, 'a.db');
    const b = path.join(tmp.dir, 'b.db');
    const r = await cli(['--db', b, 'health', '--json'], { QUIRE_DB: a });
    expect(JSON.parse(r.stdout).database.path).toBe(b);
  });

  it('bad usage exits 2 with one message on stderr and nothing on stdout', async () => {
    for (const args of [['frobnicate'], ['health', '--jsn'], ['--db'], []]) {
      const r = await cli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.length).toBeGreaterThan(0);
    }
  });

  it('refuses a database from a newer Quire with exit 1 and a clear message', async () => {
    const file = path.join(tmp.dir, 'future.db');
    const raw = new Database(file);
    raw.pragma('user_version = 999');
    raw.close();
    const r = await cli(['health', '--json'], { QUIRE_DB: file });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/newer version of Quire/);
  });

  it('runs as a real process through npm run cli', async () => {
    const db = path.join(tmp.dir, 'proc.db');
    const { stdout } = await run('npx', ['tsx', 'src-main/cli.ts', 'health', '--json'], {
      cwd: ROOT,
      env: { ...process.env, QUIRE_DB: db },
    });
    expect(JSON.parse(stdout).database.path).toBe(db);
  });
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/core/app';
import { runCli } from '../../src-main/core/cli/run';
import { openDatabase } from '../../src-main/core/db/connection';
import { tempDir } from '../helpers/db';

const ROOT = path.resolve(__dirname, '../..');
let dir: ReturnType<typeof tempDir>;
let dbPath: string;
beforeEach(() => {
  dir = tempDir();
  dbPath = path.join(dir.dir, 'quire.db');
});
afterEach(() => dir.cleanup());

async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(
    argv,
    { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: { QUIRE_DB: dbPath } },
    '0.0.0-test',
  );
  return { code, stdout, stderr, json: () => JSON.parse(stdout) as Record<string, unknown> };
}

async function taskCount(where = 'deleted_at IS NULL') {
  const { db } = await openDatabase({ path: dbPath });
  try {
    return (db.prepare(`SELECT count(*) AS n FROM tasks WHERE ${where}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('quire tool', () => {
  it("undo '{}' takes back the command line's last change, each call in its own process state", async () => {
    expect((await cli('tool', 'add_task', '{"title":"Essay"}')).code).toBe(0);
    expect((await cli('tool', 'add_task', '{"title":"Groceries"}')).code).toBe(0);
    const undone = await cli('tool', 'undo', '{}');
    expect(undone.code).toBe(0);
    expect(undone.json()).toMatchObject({ ok: true, data: { undone_tool: 'add_task', what: 'task ‘Groceries’' } });
    expect(await taskCount()).toBe(1);
    await cli('tool', 'undo', '{}');
    const nothing = await cli('tool', 'undo', '{}');
    expect(nothing.code).not.toBe(0);
    expect(nothing.json()).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(nothing.stdout).toMatch(/nothing left to undo from the command line/);
  });

  it('prints the ToolResult as JSON and exits 0 when it is ok', async () => {
    const r = await cli('tool', 'add_task', '{"title":"Essay draft","due_at":"2026-11-27","priority":2}');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.json()).toMatchObject({
      ok: true,
      data: { task: { task_id: 1, title: 'Essay draft', due_at: '2026-11-27', priority: 2 } },
    });
    const listed = await cli('tool', 'list_tasks');
    expect(listed.json()).toMatchObject({ ok: true, data: { tasks: [{ title: 'Essay draft' }] } });
  });

  it('prints a failed result as JSON on stdout and exits 1', async () => {
    const bad = await cli('tool', 'add_task', '{"title":""}');
    expect(bad.code).toBe(1);
    expect(bad.json()).toMatchObject({
      ok: false,
      error: { code: 'validation_error', details: { fields: [{ field: 'title' }] } },
    });
    const unknown = await cli('tool', 'add_tasks', '{}');
    expect(unknown.code).toBe(1);
    expect(unknown.json()).toMatchObject({
      ok: false,
      error: { code: 'unknown_tool', details: { did_you_mean: expect.arrayContaining(['add_task']) } },
    });
  });

  it('refuses a destructive tool without --yes, explaining how to confirm, and runs it with --yes', async () => {
    await cli('tool', 'add_task', '{"title":"Essay draft","due_at":"2026-11-27"}');
    const refused = await cli('tool', 'delete_task', '{"task_id":1}');
    expect(refused.code).toBe(1);
    expect(refused.json()).toMatchObject({
      ok: false,
      error: {
        code: 'permission_denied',
        details: { reason: 'policy' },
        message: expect.stringMatching(/^Delete task 'Essay draft' \(due Fri 27 Nov\)\?.*--yes/),
      },
    });
    expect(await taskCount()).toBe(1);
    const confirmed = await cli('tool', 'delete_task', '{"task_id":1}', '--yes');
    expect(confirmed).toMatchObject({ code: 0 });
    expect(confirmed.json()).toEqual({ ok: true, data: { deleted_task_id: 1 } });
    expect(await taskCount()).toBe(0);
    expect((await cli('tool', 'restore_deleted', '{"entity_type":"task","id":1}')).code).toBe(0);
    expect((await cli('tool', '-y', 'delete_task', '{"task_id":1}')).code).toBe(0);
  });

  it.each([
    [['tool', 'add_task', '{title:"x"}'], /not valid JSON/],
    [['tool', 'add_task', '{"title":'], /not valid JSON/],
    [['tool'], /Name the tool/],
    [['tool', 'add_task', '{}', '{}'], /one JSON argument/],
    [['tool', 'add_task', '{}', '--force'], /Unknown option/],
  ])('treats %j as bad usage: exit 2, one line on stderr, nothing run', async (argv, message) => {
    const r = await cli(...argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    if (argv.length === 3) expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('records its calls with origin cli', async () => {
    await cli('tool', 'add_task', '{"title":"a"}');
    await cli('tool', 'list_tasks', '{}');
    const { db } = await openDatabase({ path: dbPath });
    expect(db.prepare('SELECT tool, origin FROM journal ORDER BY id').all()).toEqual([
      { tool: 'add_task', origin: 'cli' },
      { tool: 'list_tasks', origin: 'cli' },
    ]);
    db.close();
  });
});

describe('quire stats', () => {
  it('shows the same figures as the app, read from the shared database', async () => {
    const app = await createCore({ dbPath, appVersion: 'test' });
    try {
      await app.router.handle('tools:call', { name: 'add_task', input: { title: 'a' } });
      await app.router.handle('tools:call', { name: 'add_task', input: { title: '' } });
      await app.router.handle('tools:call', { name: 'list_tasks', input: {} });
      const inApp = await app.router.handle('tools:stats', {});
      const fromCli = await cli('stats', '--json');
      expect(fromCli.code).toBe(0);
      expect(inApp.ok && inApp.data).toEqual(JSON.parse(fromCli.stdout));
      expect(JSON.parse(fromCli.stdout)).toMatchObject({
        total_calls: 3,
        tools: [{ tool: 'add_task', calls: 2, failures: { validation_error: 1 } }, { tool: 'list_tasks' }],
      });

      const table = await cli('stats');
      expect(table.stdout).toMatch(/^tool\s+calls\s+failed\s+p50 ms\s+p95 ms\s+failures by code\n/);
      expect(table.stdout).toMatch(/\nadd_task\s+2\s+1\s+[\d.]+\s+[\d.]+\s+validation_error 1\n/);
      expect(table.stdout).toMatch(/3 calls in all\n$/);
    } finally {
      app.close();
    }
  });

  it('says so when nothing has been recorded, and rejects arguments', async () => {
    expect((await cli('stats')).stdout).toBe('No tool calls recorded yet.\n');
    expect((await cli('stats', 'add_task')).code).toBe(2);
  });
});

describe('the real command line', () => {
  it('npx tsx src-main/cli.ts tool add_task writes to the database named by QUIRE_DB', async () => {
    const env = {
      ...process.env,
      QUIRE_DB: dbPath,
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
    };
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'src-main/cli.ts', 'tool', 'add_task', '{"title":"From the shell","priority":1}'],
      {
        cwd: ROOT,
        env,
      },
    );
    expect(JSON.parse(stdout)).toMatchObject({
      ok: true,
      data: { task: { task_id: 1, title: 'From the shell', priority: 1 } },
    });
    expect(await taskCount()).toBe(1);
  });
});

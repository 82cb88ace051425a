import { spawn } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/core/app';
import { writeSettings } from '../../src-main/core/services/settings';
import {
  messageRequests,
  startFakeAnthropic,
  textReply,
  toolUseReply,
  type FakeAnthropic,
} from '../fixtures/fakeAnthropic';
import { agentHarness, type AgentHarness } from '../helpers/agent';
import { cli } from '../helpers/cli';
import { tempDir } from '../helpers/db';
import { expectGolden, transcriptWriter } from '../helpers/golden';

// Issue 13 item 4: nothing that ran is lost. Each tool call, its result and the state are saved
// as they happen; a killed or stopped turn leaves them in the database, the next turn sees them,
// and a retry adds nothing twice.
let tmp: ReturnType<typeof tempDir>;
let api: FakeAnthropic;
let env: Record<string, string>;
let h: AgentHarness | undefined;
const root = path.resolve(import.meta.dirname, '..', '..');

beforeEach(async () => {
  tmp = tempDir();
  api = await startFakeAnthropic();
  env = { QUIRE_DB: path.join(tmp.dir, 'q.db'), ANTHROPIC_API_KEY: 'sk-ant-cli-test', ANTHROPIC_BASE_URL: api.url };
  const core = await createCore({ dbPath: env.QUIRE_DB!, appVersion: 't' });
  writeSettings(core.db, { cloud_model: 'claude-sonnet-5-5' });
  core.close();
});
afterEach(async () => {
  await h?.close();
  h = undefined;
  await api.close();
  tmp.cleanup();
});

/** `quire ask …` in a child process, so it can really be killed. */
function spawnAsk(args: string[]) {
  return spawn(process.execPath, [path.join(root, 'scripts/run-ts.mjs'), 'src-main/cli.ts', 'ask', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so Ctrl+C can be sent to the group as a terminal does.
    detached: true,
  });
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const rows = (sql: string) => {
  const db = new Database(env.QUIRE_DB!, { readonly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
};

describe('nothing that ran is lost', () => {
  it('SIGKILL mid-turn, then a retry: the next turn sees what ran and adds nothing twice (golden)', async () => {
    api.script(toolUseReply('add_task', { title: 'Essay draft' }, 'Adding it.'), { kind: 'hang' });
    const child = spawnAsk(['--agent', 'cloud', 'add essay draft']);
    const exited = new Promise((r) => child.on('exit', r));
    // The task is written and the model asked again: the turn is mid-way. Kill it there.
    await until(() => messageRequests(api).length === 2, 'the second request');
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
    expect(rows('SELECT title FROM tasks')).toEqual([{ title: 'Essay draft' }]);
    expect(rows('SELECT name FROM tool_calls')).toEqual([{ name: 'add_task' }]);

    // "Did it work? Add it if not": the model sees the call that ran, so it adds nothing.
    api.script(textReply('It is there: “Essay draft” was added before the interruption.'));
    const retry = await cli(
      ['ask', '--json', '--session', '1', '--agent', 'cloud', 'did that work? add it if not'],
      env,
    );
    expect(retry.code).toBe(0);
    expect(rows('SELECT title FROM tasks')).toEqual([{ title: 'Essay draft' }]);

    const g = transcriptWriter();
    g.line('student: add essay draft');
    g.line('  (the app was killed while the model was answering after add_task ran)');
    g.line('student: did that work? add it if not');
    g.request(messageRequests(api).at(-1)!, 'the model is sent');
    g.line(`quire: ${JSON.parse(retry.stdout).response}`);
    const shown = rows('SELECT role, content FROM messages ORDER BY id') as { role: string; content: string }[];
    for (const m of shown) g.line(`saved ${m.role}: ${m.content}`);
    expectGolden('kill-mid-turn-then-retry', g.text());
    const sent = JSON.stringify(messageRequests(api).at(-1)!.body.messages);
    expect(sent).toMatch(/"name":"add_task"/);
    expect(sent).toMatch(/"type":"tool_result"/);
  }, 60_000);

  it('Ctrl+C mid-turn in the CLI: the turn stops, what ran is saved, and the exit code says interrupted', async () => {
    api.script(toolUseReply('add_task', { title: 'Lab report' }), { kind: 'hang' });
    const child = spawnAsk(['--agent', 'cloud', 'add lab report']);
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    await until(() => messageRequests(api).length === 2, 'the second request');
    // A terminal's Ctrl+C: SIGINT to the whole foreground process group.
    process.kill(-child.pid!, 'SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toMatch(/Stopping… \(saving what already ran/);
    expect(rows('SELECT title FROM tasks')).toEqual([{ title: 'Lab report' }]);
    expect(rows("SELECT content FROM messages WHERE role = 'assistant'")).toEqual([
      { content: expect.stringMatching(/^Stopped\./) },
    ]);
    expect(rows('SELECT name FROM tool_calls')).toEqual([{ name: 'add_task' }]);
  }, 60_000);

  it('quitting the app mid-turn stops the turn and saves before the database closes', async () => {
    h = await agentHarness({ core: { dbPath: path.join(tmp.dir, 'app.db') } });
    h.api.script(toolUseReply('add_task', { title: 'Slides' }), { kind: 'hang' });
    const turn = h.send('add slides');
    await until(() => h!.requests().length === 2, 'the second request');
    await h.core.shutdown(3_000);
    const r = await turn;
    expect(r.status).toBe('error');
    const db = new Database(path.join(tmp.dir, 'app.db'), { readonly: true });
    expect(db.prepare('SELECT title FROM tasks').all()).toEqual([{ title: 'Slides' }]);
    expect(db.prepare('SELECT name FROM tool_calls').all()).toEqual([{ name: 'add_task' }]);
    db.close();
    await h.api.close();
    h = undefined;
  });

  it('after "yes" ran delete_task, the saved state no longer holds the confirmation: a second "yes" deletes nothing', async () => {
    h = await agentHarness();
    await h.core.registry.call('add_task', { title: 'A' }, { origin: 'ui' });
    await h.core.registry.call('add_task', { title: 'B' }, { origin: 'ui' });
    h.api.script(toolUseReply('delete_task', { task_id: 1 }));
    const asked = await h.send('delete A');
    expect(asked.status).toBe('confirmation_required');
    // The model's answer after the delete never comes (the app is killed right there).
    h.api.script({ kind: 'hang' });
    const yes = h.send('yes', { session_id: asked.session_id });
    await until(() => h!.requests().length === 2, 'the request after the delete');
    const state = JSON.parse(
      (h.core.db.prepare('SELECT state FROM chat_sessions WHERE id = ?').get(asked.session_id) as { state: string })
        .state,
    );
    expect(state.pending).toBeNull();
    h.core.chat.cancel({});
    await yes;
    h.api.script(textReply('There is nothing waiting for a yes.'));
    await h.send('yes', { session_id: asked.session_id });
    expect(
      h
        .tasks()
        .filter((t) => t.deleted_at !== null)
        .map((t) => t.title),
    ).toEqual(['A']);
  });
});

import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TurnResponseSchema } from '../../src-shared/agent';
import { createCore } from '../../src-main/core/app';
import { runCli } from '../../src-main/core/cli/run';
import { writeSettings } from '../../src-main/core/services/settings';
import { startFakeAnthropic, textReply, toolUseReply, type FakeAnthropic } from '../fixtures/fakeAnthropic';
import { cli } from '../helpers/cli';
import { tempDir } from '../helpers/db';

// `quire ask` and `quire chat` drive the same core headlessly; the key comes from the environment.
let tmp: ReturnType<typeof tempDir>;
let api: FakeAnthropic;
let env: Record<string, string>;
beforeEach(async () => {
  tmp = tempDir();
  api = await startFakeAnthropic();
  env = { QUIRE_DB: path.join(tmp.dir, 'q.db'), ANTHROPIC_API_KEY: 'sk-ant-cli-test', ANTHROPIC_BASE_URL: api.url };
  // A current model id: the default one is deprecated and the SDK warns about it on stderr.
  const core = await createCore({ dbPath: env.QUIRE_DB!, appVersion: 't' });
  writeSettings(core.db, { cloud_model: 'claude-sonnet-5-5' });
  core.close();
});
afterEach(async () => {
  await api.close();
  tmp.cleanup();
});

describe('quire ask', () => {
  it('--json prints exactly the TurnResponse on stdout', async () => {
    api.script(toolUseReply('add_task', { title: 'Essay draft' }), textReply('Added “Essay draft”.'));
    const r = await cli(['ask', '--json', '--agent', 'cloud', 'add essay draft'], env);
    expect(r.code).toBe(0);
    expect(r.stdout.endsWith('}\n')).toBe(true);
    const turn = TurnResponseSchema.strict().parse(JSON.parse(r.stdout));
    expect(turn).toMatchObject({
      status: 'success',
      agent: 'cloud',
      response: 'Added “Essay draft”.',
      tool_calls: [{ name: 'add_task' }],
    });
    expect(api.requests.find((q) => q.method === 'POST')!.headers.authorization).toBe('Bearer sk-ant-cli-test');
  });

  it('confirmation across invocations: --session N then "yes"', async () => {
    await cli(['tool', 'add_task', '{"title":"Essay draft"}'], env);
    api.script(toolUseReply('delete_task', { task_id: 1 }));
    const first = await cli(['ask', '--json', '--agent', 'cloud', 'delete the essay task'], env);
    const paused = TurnResponseSchema.parse(JSON.parse(first.stdout));
    expect(paused).toMatchObject({
      status: 'confirmation_required',
      confirmation: { tool: 'delete_task', summary: expect.stringContaining('Essay draft') },
    });

    api.script(textReply('Deleted.'));
    const second = await cli(['ask', '--json', '--agent', 'cloud', '--session', String(paused.session_id), 'yes'], env);
    expect(TurnResponseSchema.parse(JSON.parse(second.stdout))).toMatchObject({
      status: 'success',
      tool_calls: [{ name: 'delete_task', result: { ok: true } }],
    });
    const listed = await cli(['tool', 'list_tasks', '{}'], env);
    expect(JSON.parse(listed.stdout).data.tasks).toEqual([]);
  });

  it('an empty message is refused with EMPTY_QUERY and exit code 2, without a model call', async () => {
    const r = await cli(['ask', '--json', '   '], env);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({
      ok: false,
      error: { code: 'validation_error', details: { codes: ['EMPTY_QUERY'] } },
    });
    expect(api.requests).toHaveLength(0);
  });

  it('without --json streams the answer and says which chat to continue', async () => {
    api.script(textReply('Hello there, how can I help?'));
    const r = await cli(['ask', '--agent', 'cloud', 'hi'], env);
    expect(r).toMatchObject({ code: 0, stdout: 'Hello there, how can I help?\n' });
    expect(r.stderr).toMatch(/chat 1, cloud agent/);
  });

  it('rejects a bad --agent or --session as usage errors', async () => {
    expect(await cli(['ask', '--agent', 'gpt', 'hi'], env)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--agent must be/),
    });
    expect(await cli(['ask', '--session', 'x', 'hi'], env)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--session/),
    });
  });
});

describe('quire chat', () => {
  it('holds one conversation and takes yes/no at the prompt', async () => {
    await cli(['tool', 'add_task', '{"title":"Essay draft"}'], env);
    api.script(toolUseReply('delete_task', { task_id: 1 }), textReply('Deleted it.'));
    let stdout = '';
    let stderr = '';
    const code = await runCli(
      ['chat', '--agent', 'cloud'],
      {
        stdout: (t) => (stdout += t),
        stderr: (t) => (stderr += t),
        env,
        stdin: Readable.from(['delete the essay task\n', 'yes\n', '/exit\n']),
      },
      't',
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/Delete task .Essay draft.*yes.*\n\(yes\/no\) you › Deleted it\.\nyou › /s);
    const posts = api.requests.filter((q) => q.method === 'POST');
    expect(posts).toHaveLength(2);
    // Both turns in one chat: the second request replays the first.
    expect(posts[1]!.body.messages[0].content[0].text).toBe('delete the essay task');
  });
});

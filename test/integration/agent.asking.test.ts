import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/core/app';
import { writeSettings } from '../../src-main/core/services/settings';
import { messageRequests, startFakeAnthropic, textReply, toolUseReply, toolUsesReply } from '../fixtures/fakeAnthropic';
import { agentHarness, type AgentHarness } from '../helpers/agent';
import { cli } from '../helpers/cli';
import { tempDir } from '../helpers/db';
import { expectGolden, transcriptWriter } from '../helpers/golden';

// Issue 13 item 5 and issue 10 item 6: every call that needs a yes is asked (never the first one
// alone), a yes runs exactly the ids that were shown, questions expire, and stopping while one
// is open is recorded as stopped — not as the user declining.
let h: AgentHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('confirmations', () => {
  it('CLI: "delete A and B" asks both, and "yes" deletes both (golden)', async () => {
    const tmp = tempDir();
    const api = await startFakeAnthropic();
    const env = { QUIRE_DB: path.join(tmp.dir, 'q.db'), ANTHROPIC_API_KEY: 'sk-ant-cli', ANTHROPIC_BASE_URL: api.url };
    const core = await createCore({ dbPath: env.QUIRE_DB, appVersion: 't' });
    writeSettings(core.db, { cloud_model: 'claude-sonnet-5-5' });
    await core.registry.call('add_task', { title: 'Essay A' }, { origin: 'ui' });
    await core.registry.call('add_task', { title: 'Essay B' }, { origin: 'ui' });
    core.close();
    try {
      const g = transcriptWriter();
      api.script(
        toolUsesReply([
          { name: 'delete_task', input: { task_id: 1 } },
          { name: 'delete_task', input: { task_id: 2 } },
        ]),
      );
      const asked = await cli(['ask', '--agent', 'cloud', 'delete A and B'], env);
      g.line('$ quire ask "delete A and B"');
      g.line(asked.stdout.trimEnd());
      expect(asked.stdout).toMatch(
        /2 actions need your go-ahead:\n1\. Delete task 'Essay A'\?\n2\. Delete task 'Essay B'\?/,
      );
      api.script(textReply('Both deleted.'));
      const yes = await cli(['ask', '--session', '1', '--agent', 'cloud', 'yes'], env);
      g.line('$ quire ask --session 1 yes');
      g.line(yes.stdout.trimEnd());
      g.request(messageRequests(api).at(-1)!, 'the model is sent');
      expectGolden('cli-two-deletes', g.text());
      const check = await createCore({ dbPath: env.QUIRE_DB, appVersion: 't' });
      const live = check.db.prepare('SELECT title FROM tasks WHERE deleted_at IS NULL').all();
      check.close();
      expect(live).toEqual([]);
    } finally {
      await api.close();
      tmp.cleanup();
    }
  });

  it('a "yes" runs the plan that was shown, even when "latest" now means another one', async () => {
    h = await agentHarness();
    await h.core.registry.call('write_plan', { title: 'Biology', items: [] }, { origin: 'ui' });
    h.api.script(toolUseReply('delete_plan', { plan_id: 'latest' }));
    const asked = await h.send('delete my latest plan');
    expect(asked.response).toMatch(/Delete plan 'Biology'/);
    // Meanwhile a newer plan appears: "latest" would now resolve to it.
    await h.core.registry.call('write_plan', { title: 'Chemistry', items: [] }, { origin: 'ui' });
    h.api.script(textReply('Deleted Biology.'));
    await h.send('yes', { session_id: asked.session_id });
    const plans = h.core.db.prepare('SELECT title, deleted_at IS NOT NULL AS deleted FROM plans ORDER BY id').all();
    expect(plans).toEqual([
      { title: 'Biology', deleted: 1 },
      { title: 'Chemistry', deleted: 0 },
    ]);
  });

  it('CLI: a confirmation expires (default 10 minutes): a late "yes" deletes nothing and says so', async () => {
    let now = new Date('2026-11-25T10:00:00Z');
    h = await agentHarness({ core: { chatNow: () => now } });
    await h.core.registry.call('add_task', { title: 'Essay' }, { origin: 'ui' });
    h.api.script(toolUseReply('delete_task', { task_id: 1 }));
    const asked = await h.send('delete essay');
    expect(asked.status).toBe('confirmation_required');
    now = new Date('2026-11-25T10:11:00Z');
    const late = await h.send('yes', { session_id: asked.session_id });
    expect(late.status).toBe('error');
    expect(late.response).toMatch(/expired unanswered after 10 minutes; nothing was changed/);
    expect(h.tasks()[0]!.deleted_at).toBeNull();
    expect(h.requests()).toHaveLength(1);
  });

  it('app: an unanswered dialog expires, the turn ends and the chat is usable again', async () => {
    h = await agentHarness({ confirmVia: 'renderer', settings: { confirmation_expiry_minutes: 1 } });
    await h.core.registry.call('add_task', { title: 'Essay' }, { origin: 'ui' });
    h.api.script(
      toolUseReply('delete_task', { task_id: 1 }),
      textReply('The question timed out; nothing was deleted.'),
    );
    const { vi } = await import('vitest');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const turn = h.send('delete essay');
      for (let i = 0; i < 200 && !h.events.some((e) => e.event === 'chat:confirmation_requested'); i++) {
        await new Promise((r) => setImmediate(r));
        await vi.advanceTimersByTimeAsync(5);
      }
      await vi.advanceTimersByTimeAsync(61_000);
      const r = await turn;
      // The model hears "expired" and says so; the turn ends, nothing ran.
      expect(r.response).toBe('The question timed out; nothing was deleted.');
      expect(r.tool_calls[0]!.result).toMatchObject({ ok: false, error: { details: { reason: 'expired' } } });
      expect(h.tasks()[0]!.deleted_at).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stopping while a dialog is open is recorded as stopped, not as the user declining', async () => {
    h = await agentHarness({
      confirmVia: 'renderer',
      onEvent: (e, core) => {
        if (e.event === 'chat:confirmation_requested') core.chat.cancel({ session_id: e.payload.session_id });
      },
    });
    await h.core.registry.call('add_task', { title: 'Essay' }, { origin: 'ui' });
    h.api.script(toolUseReply('delete_task', { task_id: 1 }));
    const r = await h.send('delete essay');
    expect(r.tool_calls[0]!.result).toMatchObject({ ok: false, error: { details: { reason: 'stopped' } } });
    expect(r.response).toMatch(/^Stopped\./);
    expect(h.tasks()[0]!.deleted_at).toBeNull();
  });

  it('a reloaded window learns of the running turn and its open question, and can stop it', async () => {
    h = await agentHarness({ confirmVia: 'renderer' });
    await h.core.registry.call('add_task', { title: 'Essay' }, { origin: 'ui' });
    h.api.script(toolUseReply('delete_task', { task_id: 1 }));
    const turn = h.send('delete essay');
    while (!h.events.some((e) => e.event === 'chat:confirmation_requested'))
      await new Promise((r) => setTimeout(r, 10));
    const session_id = h.events.find((e) => e.event === 'chat:confirmation_requested')!.payload.session_id;
    // What a freshly loaded renderer asks for:
    const hist = await h.core.router.handle('chat:history', { session_id });
    expect(hist).toMatchObject({
      ok: true,
      data: { active: { confirmation: { tool: 'delete_task', summary: "Delete task 'Essay'?" } } },
    });
    expect(await h.core.router.handle('chat:cancel', { session_id })).toEqual({ ok: true, data: { cancelled: 1 } });
    const r = await turn;
    expect(r.status).toBe('error');
    const after = await h.core.router.handle('chat:history', { session_id });
    expect(after).toMatchObject({ ok: true, data: { active: null } });
    // And the chat takes a new message at once.
    h.api.script(textReply('Hello again.'));
    expect((await h.send('hi', { session_id })).status).toBe('success');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { TurnResponseSchema } from '../../src-shared/agent';
import { toolUseReply } from '../fixtures/fakeAnthropic';
import { agentHarness, type AgentHarness } from '../helpers/agent';

// turn.ts around the built-in offline agent: the same sessions, persistence, events and
// confirmations as a model turn, and a pending question that survives a change of agent.
let h: AgentHarness;
afterEach(async () => h?.close());

async function addEssay(harness: AgentHarness): Promise<number> {
  const r = await harness.core.registry.call('add_task', { title: 'Essay draft' }, { origin: 'ui' });
  return (r.result as { data: { task: { task_id: number } } }).data.task.task_id;
}

describe('offline turns through turn.ts', () => {
  it('are saved like any turn: messages, tool calls, events', async () => {
    h = await agentHarness({ apiKey: null });
    await addEssay(h);
    const r = await h.send('list my tasks', { agent: 'offline' });
    expect(TurnResponseSchema.parse(r)).toMatchObject({
      agent: 'offline',
      status: 'success',
      tool_calls: [{ name: 'list_tasks' }],
    });
    const kinds = h.events.map((e) => e.event).filter((e) => e.startsWith('chat:'));
    expect(kinds).toEqual(['chat:tool_started', 'chat:tool_finished', 'chat:turn_finished']);
    const hist = await h.core.router.handle('chat:history', { session_id: r.session_id });
    expect(hist).toMatchObject({
      ok: true,
      data: { messages: [{ role: 'user' }, { role: 'assistant', tool_calls: [{ name: 'list_tasks' }] }] },
    });
  });

  it('in the app, a destructive offline action asks through the renderer and waits', async () => {
    h = await agentHarness({
      apiKey: null,
      confirmVia: 'renderer',
      onEvent: (e, core) => {
        if (e.event === 'chat:confirmation_requested')
          void core.router.handle('chat:confirm', { confirmation_id: e.payload.confirmation_id, approved: true });
      },
    });
    await addEssay(h);
    const listed = await h.send('list my tasks', { agent: 'offline' });
    const r = await h.send('delete task 1', { agent: 'offline', session_id: listed.session_id });
    expect(h.events.some((e) => e.event === 'chat:confirmation_requested')).toBe(true);
    expect(r.status).not.toBe('confirmation_required');
    expect(h.tasks()[0]!.deleted_at).not.toBeNull();
  });

  it('a confirmation the cloud model asked for can be answered after switching to offline', async () => {
    h = await agentHarness();
    const id = await addEssay(h);
    h.api.script(toolUseReply('delete_task', { task_id: id }));
    const paused = await h.send('delete the essay');
    expect(paused.status).toBe('confirmation_required');
    const answered = await h.send('yes', { session_id: paused.session_id, agent: 'offline' });
    expect(answered).toMatchObject({ agent: 'offline', tool_calls: [{ name: 'delete_task', result: { ok: true } }] });
    expect(h.tasks()[0]!.deleted_at).not.toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { tablesChecksum } from '../helpers/db';
import { textReply, toolUseReply } from '../fixtures/fakeAnthropic';
import { agentHarness, toolResultsIn, type AgentHarness } from '../helpers/agent';

// A destructive call (delete_task) must be approved by the user — in the app through the
// renderer's dialog (chat:confirm), in the CLI by the next thing they type — and by nothing else.
let h: AgentHarness;
afterEach(async () => h?.close());

async function withEssay(harness: AgentHarness): Promise<number> {
  const r = await harness.core.registry.call(
    'add_task',
    { title: 'Essay draft', due_at: '2026-11-27' },
    { origin: 'ui' },
  );
  return (r.result as { data: { task: { task_id: number } } }).data.task.task_id;
}

describe('app mode: the turn waits for the renderer', () => {
  for (const approved of [true, false]) {
    it(`${approved ? 'approved' : 'declined'} in the dialog → ${approved ? 'deleted' : 'nothing changes, the model hears user_declined'}`, async () => {
      h = await agentHarness({
        confirmVia: 'renderer',
        // The renderer's dialog: answers through the real IPC channel, as the UI would.
        onEvent: (e, core) => {
          if (e.event === 'chat:confirmation_requested')
            void core.router.handle('chat:confirm', { confirmation_id: e.payload.confirmation_id, approved });
        },
      });
      const id = await withEssay(h);
      h.api.script(toolUseReply('delete_task', { task_id: id }), textReply(approved ? 'Deleted.' : 'OK, I left it.'));
      const before = tablesChecksum(h.core.db, ['journal', 'messages', 'chat_sessions', 'tool_calls']);
      const r = await h.send('delete the essay task');

      const asked = h.events.find((e) => e.event === 'chat:confirmation_requested')!.payload;
      expect(asked).toMatchObject({
        tool: 'delete_task',
        input: { task_id: id },
        summary: expect.stringContaining('Essay draft'),
      });
      expect(r.status).toBe('success');
      const [result] = toolResultsIn(h.requests()[1]!.body);
      if (approved) {
        expect(h.tasks()[0]!.deleted_at).not.toBeNull();
        expect(result!.is_error).toBeUndefined();
      } else {
        expect(tablesChecksum(h.core.db, ['journal', 'messages', 'chat_sessions', 'tool_calls'])).toBe(before);
        expect(result!.is_error).toBe(true);
        expect(JSON.parse(result!.content).error).toMatchObject({
          code: 'permission_denied',
          details: { reason: 'user_declined' },
        });
      }
    });
  }

  it('cancelling while the dialog is open declines and stops the turn', async () => {
    h = await agentHarness({
      confirmVia: 'renderer',
      onEvent: (e, core) => {
        if (e.event === 'chat:confirmation_requested')
          void core.router.handle('chat:cancel', { session_id: e.payload.session_id });
      },
    });
    const id = await withEssay(h);
    h.api.script(toolUseReply('delete_task', { task_id: id }));
    const r = await h.send('delete the essay task');
    expect(r.status).toBe('error');
    expect(r.response).toMatch(/Stopped/);
    expect(h.tasks()[0]!.deleted_at).toBeNull();
    expect(h.requests()).toHaveLength(1);
  });

  it('a stale or invented confirmation id approves nothing', async () => {
    h = await agentHarness({ confirmVia: 'renderer' });
    const r = await h.core.router.handle('chat:confirm', { confirmation_id: 'made-up', approved: true });
    expect(r).toMatchObject({ ok: false, error: { code: 'conflict' } });
  });
});

describe('CLI mode: confirmation_required, answered by the next turn', () => {
  async function pausedTurn() {
    h = await agentHarness({ confirmVia: 'next_turn' });
    const id = await withEssay(h);
    h.api.script(toolUseReply('delete_task', { task_id: id }, 'I will delete it.'));
    const before = tablesChecksum(h.core.db, ['journal', 'messages', 'chat_sessions', 'tool_calls']);
    const first = await h.send('delete the essay task');
    expect(first).toMatchObject({
      status: 'confirmation_required',
      confirmation: { tool: 'delete_task', input: { task_id: id }, summary: expect.stringContaining('Essay draft') },
    });
    expect(first.response).toMatch(/Essay draft.*yes.*no/s);
    expect(first.tool_calls).toEqual([]);
    expect(tablesChecksum(h.core.db, ['journal', 'messages', 'chat_sessions', 'tool_calls'])).toBe(before);
    return { id, first };
  }

  it('"yes" runs the paused call and the model continues with its result', async () => {
    const { id, first } = await pausedTurn();
    h.api.script(textReply('Deleted “Essay draft”.'));
    const second = await h.send('yes', { session_id: first.session_id });
    expect(second).toMatchObject({ status: 'success', response: 'Deleted “Essay draft”.' });
    expect(second.tool_calls).toEqual([
      expect.objectContaining({
        name: 'delete_task',
        input: { task_id: id },
        result: expect.objectContaining({ ok: true }),
      }),
    ]);
    expect(h.tasks()[0]!.deleted_at).not.toBeNull();
    // The model sees its own tool_use answered, right after the user's "yes".
    const msgs = h.requests()[1]!.body.messages;
    expect(msgs.at(-2).content[0]).toMatchObject({ type: 'tool_use', name: 'delete_task', input: { task_id: id } });
    expect(toolResultsIn({ messages: [msgs.at(-1)] })[0]!.tool_use_id).toBe(msgs.at(-2).content[0].id);
  });

  it('"no" declines: nothing changes and the model hears user_declined', async () => {
    const { first } = await pausedTurn();
    h.api.script(textReply('OK, I kept it.'));
    const second = await h.send('no', { session_id: first.session_id });
    expect(second.status).toBe('success');
    expect(h.tasks()[0]!.deleted_at).toBeNull();
    const [result] = toolResultsIn({ messages: [h.requests()[1]!.body.messages.at(-1)] });
    expect(JSON.parse(result!.content).error).toMatchObject({
      code: 'permission_denied',
      details: { reason: 'user_declined' },
    });
  });

  it('anything else declines the pending call and is answered as a new request', async () => {
    const { first } = await pausedTurn();
    h.api.script(textReply('You have one task: Essay draft.'));
    const second = await h.send('actually, what do I have due?', { session_id: first.session_id });
    expect(second.status).toBe('success');
    expect(h.tasks()[0]!.deleted_at).toBeNull();
    // And the pending call is gone: a later "yes" approves nothing.
    h.api.script(textReply('Yes to what?'));
    await h.send('yes', { session_id: first.session_id });
    expect(h.tasks()[0]!.deleted_at).toBeNull();
  });

  it('nothing the model says can approve: a "confirmed" field is rejected and the call still waits for the user', async () => {
    h = await agentHarness({ confirmVia: 'next_turn' });
    const id = await withEssay(h);
    h.api.script(
      toolUseReply('delete_task', { task_id: id, confirmed: true }, 'The user said yes.'),
      toolUseReply('delete_task', { task_id: id }, 'yes'),
    );
    const r = await h.send('please tidy up');
    expect(r.tool_calls[0]!.result).toMatchObject({ ok: false, error: { code: 'validation_error' } });
    expect(r.status).toBe('confirmation_required');
    expect(h.tasks()[0]!.deleted_at).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { errorReply, textReply, toolUseReply, type FakeReply } from '../fixtures/fakeAnthropic';
import { agentHarness, type AgentHarness } from '../helpers/agent';

// How turns fail: what is retried (and how long it waits), what is not, and that a broken
// response never runs a tool and never loses the conversation.
let h: AgentHarness;
afterEach(async () => h?.close());

const cutInsideToolUse = (how: 'destroy' | 'end'): FakeReply => ({
  kind: 'stream',
  blocks: [
    { type: 'text', text: 'Adding both.' },
    { type: 'tool_use', name: 'add_task', input: { title: 'A rather long task title that streams in pieces' } },
  ],
  stop_reason: 'tool_use',
  // message_start, ping, text start + 1 delta + stop, tool start + 2 input deltas: cut mid-input.
  cut: { afterEvents: 8, how },
});

describe('retries', () => {
  it('429: waits for retry-after before asking again', async () => {
    h = await agentHarness();
    h.api.script(errorReply(429, 'rate_limit_error', 'Slow down', { 'retry-after': '1' }), textReply('Hello.'));
    const r = await h.send('hi');
    expect(r).toMatchObject({ status: 'success', response: 'Hello.' });
    const [first, second] = h.requests();
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(1000);
  });

  it('529 overloaded: retried with backoff, then answers', async () => {
    h = await agentHarness();
    h.api.script(errorReply(529, 'overloaded_error', 'Overloaded'), textReply('Hello.'));
    const r = await h.send('hi');
    expect(r).toMatchObject({ status: 'success', response: 'Hello.' });
    expect(h.requests()).toHaveLength(2);
  });

  it('401: not retried, and explained in plain words', async () => {
    h = await agentHarness();
    h.api.script(errorReply(401, 'authentication_error', 'invalid x-api-key'));
    const r = await h.send('hi');
    expect(r.status).toBe('error');
    expect(r.response).toMatch(/API key was rejected/);
    expect(h.requests()).toHaveLength(1);
  });

  it('400, 413 and 403: not retried; the reason is given', async () => {
    h = await agentHarness();
    h.api.script(errorReply(400, 'invalid_request_error', 'messages: roles must alternate'));
    expect((await h.send('hi')).response).toMatch(/refused \(400\).*roles must alternate/);
    h.api.script(errorReply(413, 'request_too_large', 'too big'));
    expect((await h.send('hi')).response).toMatch(/too large/);
    h.api.script(errorReply(403, 'permission_error', 'model not allowed for this key'));
    expect((await h.send('hi')).response).toMatch(/not allowed to do this \(403\).*model not allowed/);
    expect(h.requests()).toHaveLength(3);
  });
});

describe('broken streams', () => {
  for (const how of ['destroy', 'end'] as const) {
    it(`a stream ${how === 'destroy' ? 'reset' : 'closed early'} inside a tool_use block runs nothing and keeps the conversation`, async () => {
      h = await agentHarness();
      h.api.script(cutInsideToolUse(how));
      const r = await h.send('add a task');
      expect(r.status).toBe('error');
      expect(r.response).toMatch(/^Adding both\.\n\nThe connection to Anthropic was cut/);
      expect(r.tool_calls).toEqual([]);
      expect(h.tasks()).toEqual([]);
      const hist = await h.core.router.handle('chat:history', { session_id: r.session_id });
      expect(hist).toMatchObject({
        ok: true,
        data: {
          messages: [
            { role: 'user', content: 'add a task' },
            { role: 'assistant', content: r.response },
          ],
        },
      });
      expect(h.requests()).toHaveLength(1);
    });
  }

  it('a cut in the second response keeps the first response’s call, done once', async () => {
    h = await agentHarness();
    h.api.script(toolUseReply('add_task', { title: 'Once' }), cutInsideToolUse('destroy'));
    const r = await h.send('add');
    expect(r.status).toBe('error');
    expect(h.tasks().map((t) => t.title)).toEqual(['Once']);
    expect(r.tool_calls.map((c) => c.name)).toEqual(['add_task']);
    // The next turn's history carries that call exactly once.
    h.api.script(textReply('ok'));
    await h.send('thanks', { session_id: r.session_id });
    const replay = JSON.stringify(h.requests().at(-1)!.body.messages);
    expect(replay.match(/"type":"tool_use"/g)).toHaveLength(1);
  });

  it('a server that goes silent mid-answer ends the turn with a timeout, not a hang', async () => {
    h = await agentHarness({ core: { agentIdleTimeoutMs: 300 } });
    h.api.script({
      kind: 'stream',
      blocks: [{ type: 'text', text: 'Thinking about it' }],
      cut: { afterEvents: 4, how: 'hang' },
    });
    const started = Date.now();
    const r = await h.send('hi');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(r.status).toBe('error');
    expect(r.response).toMatch(/stopped responding/);
  });

  it('a refusal stops the turn without running the tool calls it carried', async () => {
    h = await agentHarness();
    h.api.script({
      kind: 'stream',
      blocks: [{ type: 'tool_use', name: 'add_task', input: { title: 'x' } }],
      stop_reason: 'refusal',
    });
    const r = await h.send('do something bad');
    expect(r).toMatchObject({ status: 'error', tool_calls: [] });
    expect(r.response).toMatch(/declined/);
    expect(h.tasks()).toEqual([]);
  });
});

describe('limits', () => {
  it('a model that keeps calling tools is stopped by the iteration cap, after one request to sum up', async () => {
    h = await agentHarness({ settings: { iteration_cap: 3 } });
    for (let i = 0; i < 3; i++) h.api.script(toolUseReply('list_tasks', {}));
    h.api.script(textReply('I listed your tasks three times; nothing is due.'));
    const r = await h.send('loop');
    expect(r.status).toBe('error');
    expect(r.response).toMatch(/^I listed your tasks three times; nothing is due\.\n\nI stopped after 3 steps/);
    expect(h.requests()).toHaveLength(4);
    expect(r.tool_calls).toHaveLength(3);
    // The last request carries the third call's result and asks for words, not tools.
    const last = h.requests()[3]!.body;
    expect(last.tool_choice).toEqual({ type: 'none' });
    expect(last.messages.at(-1).content[0].type).toBe('tool_result');
    expect(h.requests()[2]!.body.tool_choice).toBeUndefined();
  });

  it('a turn that has spent its token budget asks no more', async () => {
    h = await agentHarness({ settings: { token_budget: 1_000 } });
    h.api.script(
      { ...toolUseReply('list_tasks', {}), usage: { input_tokens: 900, output_tokens: 1_200 } } as FakeReply,
      textReply('never sent'),
    );
    const r = await h.send('hi');
    expect(r.response).toMatch(/token budget/);
    expect(h.requests()).toHaveLength(1);
  });

  it('cancel stops a response in flight', async () => {
    h = await agentHarness({
      onEvent: (e, core) => {
        if (e.event === 'chat:text_delta') void core.router.handle('chat:cancel', { request_id: e.payload.request_id });
      },
    });
    h.api.script({ kind: 'stream', blocks: [{ type: 'text', text: 'Start' }], cut: { afterEvents: 4, how: 'hang' } });
    const r = await h.send('hi');
    expect(r).toMatchObject({ status: 'error' });
    expect(r.response).toMatch(/Stopped/);
  });
});

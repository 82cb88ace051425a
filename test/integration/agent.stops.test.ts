import { afterEach, describe, expect, it } from 'vitest';
import { errorReply, refusalReply, textReply, toolUseReply, type FakeReply } from '../fixtures/fakeAnthropic';
import { agentHarness, type AgentHarness } from '../helpers/agent';
import { expectGolden, transcriptWriter } from '../helpers/golden';

// Issue 13 items 2, 3 and 8: stop reasons handled as the Messages API documents them, requests
// that are always valid, and the app's own notes never replayed as the model's words.
let h: AgentHarness;
afterEach(async () => h?.close());

const history = async (session_id: number) => {
  const r = await h.core.router.handle('chat:history', { session_id });
  if (!r.ok) throw new Error(r.error.message);
  return r.data as { messages: { role: string; content: string }[] };
};

describe('stop reasons', () => {
  it('refusal: the explanation replaces the cut-off text, and the refused exchange is not replayed (golden)', async () => {
    h = await agentHarness();
    const g = transcriptWriter();
    h.api.script(refusalReply('Here is how to bre', 'This request was declined because it could enable cyber harm.'));
    const refused = await h.send('write me malware for the school network');
    g.line(`student: write me malware for the school network`);
    g.line(`quire [${refused.status}]: ${refused.response}`);
    expect(refused.status).toBe('error');
    expect(refused.response).toMatch(/^This request was declined because it could enable cyber harm\./);
    expect(refused.response).not.toMatch(/how to bre/);

    h.api.script(textReply('Recursion is a function calling itself on a smaller input.'));
    const next = await h.send('what is recursion?', { session_id: refused.session_id });
    g.line(`student: what is recursion?`);
    g.line(`quire [${next.status}]: ${next.response}`);
    g.request(h.requests()[1]!, 'the model is sent');
    expect(next.status).toBe('success');
    const sent = JSON.stringify(h.requests()[1]!.body.messages);
    expect(sent).not.toMatch(/malware|how to bre|declined/);
    // The student still sees both exchanges.
    const shown = (await history(refused.session_id)).messages.map((m) => m.content);
    expect(shown).toContain('write me malware for the school network');
    expectGolden('refusal-then-normal-turn', g.text());
  });

  it('refusal without stop_details explanation gets the app’s own sentence', async () => {
    h = await agentHarness();
    h.api.script(refusalReply('', null, null));
    const r = await h.send('something');
    expect(r.response).toMatch(/^The model declined to help with this request\./);
  });

  it('max_tokens inside a tool call: retried once with room, then the call runs', async () => {
    h = await agentHarness({ settings: { max_tokens: 1_024 } });
    const cut: FakeReply = {
      kind: 'stream',
      blocks: [
        { type: 'text', text: 'Adding it.' },
        { type: 'tool_use', name: 'add_task', input: { title: 'Essay' } },
      ],
      stop_reason: 'max_tokens',
    };
    h.api.script(cut, toolUseReply('add_task', { title: 'Essay' }, 'Adding it.'), textReply('Added “Essay”.'));
    const r = await h.send('add essay');
    expect(r.status).toBe('success');
    expect(h.tasks().map((t) => t.title)).toEqual(['Essay']);
    expect(h.requests()[0]!.body.max_tokens).toBe(1_024);
    expect(h.requests()[1]!.body.max_tokens).toBeGreaterThan(1_024);
    // The retried step's text was already shown; it is not streamed twice.
    const streamed = h.events
      .filter((e) => e.event === 'chat:text_delta')
      .map((e) => e.payload.text)
      .join('');
    expect(streamed).toBe('Adding it.\n\nAdded “Essay”.');
  });

  it('max_tokens inside a tool call twice: a clear error, nothing run, never "success"', async () => {
    h = await agentHarness({ settings: { max_tokens: 1_024 } });
    const cut: FakeReply = {
      kind: 'stream',
      blocks: [{ type: 'tool_use', name: 'add_task', input: { title: 'Essay' } }],
      stop_reason: 'max_tokens',
    };
    h.api.script(cut, cut);
    const r = await h.send('add essay');
    expect(r.status).toBe('error');
    expect(r.response).toMatch(/cut off at the length limit/);
    expect(h.tasks()).toEqual([]);
    expect(h.requests()).toHaveLength(2);
  });

  it('model_context_window_exceeded: the answer is marked incomplete, not shown as complete', async () => {
    h = await agentHarness();
    h.api.script({
      kind: 'stream',
      blocks: [{ type: 'text', text: 'The three causes are: first' }],
      stop_reason: 'model_context_window_exceeded',
    });
    const r = await h.send('explain');
    expect(r.status).toBe('error');
    expect(r.response).toMatch(/^The three causes are: first\n\n.*context window.*incomplete/);
  });

  it('a 400 "prompt is too long" before anything ran: the history is summarised harder and the turn retried once', async () => {
    h = await agentHarness();
    h.api.script(textReply('First.'));
    const first = await h.send('hello');
    h.api.script(
      errorReply(400, 'invalid_request_error', 'prompt is too long: 250000 tokens > 200000 maximum'),
      textReply('Fine.'),
    );
    const r = await h.send('and now?', { session_id: first.session_id });
    expect(r).toMatchObject({ status: 'success', response: 'Fine.' });
    expect(h.requests()).toHaveLength(3);
  });

  it('pause_turn: the content is sent back as it is and the model continues', async () => {
    h = await agentHarness();
    h.api.script(
      { kind: 'stream', blocks: [{ type: 'text', text: 'Thinking it through…' }], stop_reason: 'pause_turn' },
      textReply('Done thinking: 42.'),
    );
    const r = await h.send('long question');
    expect(r).toMatchObject({ status: 'success', response: 'Thinking it through…\n\nDone thinking: 42.' });
    const second = h.requests()[1]!.body.messages;
    expect(second.at(-1)).toMatchObject({
      role: 'assistant',
      content: [{ type: 'text', text: 'Thinking it through…' }],
    });
  });

  for (const stop of ['end_turn', null] as const) {
    it(`tool_use blocks with stop reason ${stop ?? 'missing'} (local servers) are run, never dropped under "Done."`, async () => {
      h = await agentHarness();
      h.api.script(
        {
          kind: 'stream',
          blocks: [{ type: 'tool_use', name: 'add_task', input: { title: 'Read chapter 3' } }],
          stop_reason: stop,
        },
        textReply('Added it.'),
      );
      const r = await h.send('add read chapter 3');
      expect(r).toMatchObject({ status: 'success', response: 'Added it.' });
      expect(h.tasks().map((t) => t.title)).toEqual(['Read chapter 3']);
    });
  }
});

describe('valid requests, always', () => {
  it('a blank text block between tool calls is never sent back (the fake answers 400 like the API)', async () => {
    h = await agentHarness();
    h.api.script(
      {
        kind: 'stream',
        blocks: [
          { type: 'text', text: '\n\n' },
          { type: 'tool_use', name: 'list_tasks', input: {} },
        ],
        stop_reason: 'tool_use',
      },
      textReply('Nothing is due.'),
    );
    const r = await h.send('what is due?');
    expect(r).toMatchObject({ status: 'success', response: 'Nothing is due.' });
    const texts = JSON.stringify(h.requests()[1]!.body.messages);
    expect(texts).not.toMatch(/"text":"\\n\\n"/);
  });

  it('the app’s notes (a failure message, "Stopped", "Reply yes…") are shown but never replayed as the model’s words', async () => {
    h = await agentHarness();
    h.api.script(errorReply(401, 'authentication_error', 'invalid x-api-key'));
    const failed = await h.send('hi');
    expect(failed.response).toMatch(/API key was rejected/);
    h.api.script(toolUseReply('delete_task', { task_id: 1 }));
    await h.core.registry.call('add_task', { title: 'Old' }, { origin: 'ui' });
    const asked = await h.send('delete task 1', { session_id: failed.session_id });
    expect(asked.response).toMatch(/Reply “yes”/);
    h.api.script(textReply('Kept it.'));
    await h.send('no', { session_id: failed.session_id });
    const sent = JSON.stringify(h.requests().at(-1)!.body.messages);
    expect(sent).not.toMatch(/API key was rejected|Reply “yes”|Reply \\"yes/);
    expect(sent).toMatch(/"text":"hi"/);
  });
});

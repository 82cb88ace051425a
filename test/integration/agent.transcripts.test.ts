import { afterEach, describe, expect, it } from 'vitest';
import { TurnResponseSchema } from '../../src-shared/agent';
import { textReply, toolUseReply, toolUsesReply } from '../fixtures/fakeAnthropic';
import { agentHarness, toolResultsIn, type AgentHarness } from '../helpers/agent';

// Golden transcripts: the real SDK streaming from the fake server, the real registry and tools
// over an in-memory database built by the real migrations.
let h: AgentHarness;
afterEach(async () => h?.close());

describe('agent turns against a streaming Anthropic API', () => {
  it('adds a task through a tool_use and streams the answer', async () => {
    h = await agentHarness();
    h.api.script(
      toolUseReply('add_task', { title: 'Essay draft', due_at: '2026-11-27', priority: 2 }, 'Adding it now.'),
      textReply('Added “Essay draft”, due Friday 27 November.'),
    );
    const r = await h.send('add essay draft due 2026-11-27, p2');

    expect(TurnResponseSchema.parse(r)).toMatchObject({ status: 'success', agent: 'cloud' });
    expect(r.response).toBe('Adding it now.\n\nAdded “Essay draft”, due Friday 27 November.');
    expect(r.tool_calls).toEqual([
      expect.objectContaining({
        name: 'add_task',
        input: { title: 'Essay draft', due_at: '2026-11-27', priority: 2 },
        result: expect.objectContaining({ ok: true }),
      }),
    ]);
    expect(h.tasks()).toEqual([expect.objectContaining({ title: 'Essay draft', status: 'pending' })]);

    // The model got the result back, not marked as an error, tied to its tool_use id.
    const second = h.requests()[1]!.body;
    const [result] = toolResultsIn(second);
    expect(result!.is_error).toBeUndefined();
    expect(JSON.parse(result!.content)).toMatchObject({ ok: true, data: { task: { title: 'Essay draft' } } });

    // What the renderer saw, in order: streamed text, the tool card, more text, the end.
    const kinds = h.events.map((e) => e.event).filter((e) => e !== 'data:changed');
    expect(kinds[0]).toBe('chat:text_delta');
    expect(kinds.indexOf('chat:tool_started')).toBeLessThan(kinds.indexOf('chat:tool_finished'));
    expect(kinds.at(-1)).toBe('chat:turn_finished');
    const streamed = h.events
      .filter((e) => e.event === 'chat:text_delta')
      .map((e) => e.payload.text)
      .join('');
    // Successive responses are separated while streaming exactly as in the saved reply.
    expect(streamed).toBe(r.response);
    expect(h.events.some((e) => e.event === 'data:changed' && e.payload.entity_type === 'task')).toBe(true);
  });

  it('lists tasks, then completes "task 2" in the next turn by its position in that list', async () => {
    h = await agentHarness();
    for (const title of ['Read chapter 3', 'Buy milk', 'Call tutor'])
      await h.core.registry.call('add_task', { title }, { origin: 'ui' });
    h.api.script(toolUseReply('list_tasks', {}), textReply('1. Read chapter 3\n2. Buy milk\n3. Call tutor'));
    const first = await h.send('what are my tasks?');
    expect(first.status).toBe('success');

    const buyMilk = h.tasks().find((t) => t.title === 'Buy milk')!;
    h.api.script(toolUseReply('complete_task', { task_id: buyMilk.id }), textReply('Marked “Buy milk” done.'));
    const second = await h.send('complete task 2', { session_id: first.session_id });

    expect(second).toMatchObject({ status: 'success', session_id: first.session_id });
    expect(h.tasks().find((t) => t.id === buyMilk.id)!.status).toBe('completed');
    const req = h.requests()[2]!.body;
    // The model was told what "task 2" means, and saw the earlier list as a real tool exchange.
    expect(JSON.stringify(req.messages.at(-1))).toContain(`\\"task 2\\" means task_id ${buyMilk.id} (\\"Buy milk\\")`);
    expect(req.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
    ]);
    expect(req.messages[1].content[0]).toMatchObject({ type: 'tool_use', name: 'list_tasks' });
  });

  it('answers a reference to a task deleted since the list with not_found and a hint to list again', async () => {
    h = await agentHarness();
    for (const title of ['Read chapter 3', 'Buy milk'])
      await h.core.registry.call('add_task', { title }, { origin: 'ui' });
    h.api.script(toolUseReply('list_tasks', {}), textReply('1. Read chapter 3\n2. Buy milk'));
    const first = await h.send('list my tasks');
    const milk = h.tasks().find((t) => t.title === 'Buy milk')!;
    await h.core.registry.call('delete_task', { task_id: milk.id }, { origin: 'ui', confirmed: true });

    h.api.script(
      toolUseReply('complete_task', { task_id: milk.id }),
      textReply('That task no longer exists — list your tasks again?'),
    );
    const second = await h.send('complete task 2', { session_id: first.session_id });

    expect(JSON.stringify(h.requests()[2]!.body.messages.at(-1))).toMatch(/no longer exists.*List your tasks again/);
    expect(second.status).toBe('clarification_needed');
    expect(second.tool_calls[0]!.result).toMatchObject({
      ok: false,
      error: { code: 'not_found', message: expect.stringMatching(/list_tasks/) },
    });
  });

  it('asks for the fields a validation_error names', async () => {
    h = await agentHarness();
    h.api.script(toolUseReply('add_task', { title: '' }), textReply('What should the task be called?'));
    const r = await h.send('add a task');
    expect(r).toMatchObject({ status: 'clarification_needed', response: 'What should the task be called?' });
    const [result] = toolResultsIn(h.requests()[1]!.body);
    expect(result!.is_error).toBe(true);
    expect(JSON.parse(result!.content).error.details.fields).toEqual([expect.objectContaining({ field: 'title' })]);
    expect(h.tasks()).toEqual([]);
  });

  it('when the model says nothing after a validation_error, the reply still names the field', async () => {
    h = await agentHarness();
    h.api.script(toolUseReply('add_task', { priority: 9 }), textReply(''));
    const r = await h.send('add a task');
    expect(r.status).toBe('clarification_needed');
    expect(r.response).toMatch(/title/);
    expect(r.response).toMatch(/priority/);
  });

  it('gives an unknown tool name an unknown_tool result with suggestions, and carries on', async () => {
    h = await agentHarness();
    h.api.script(
      toolUseReply('add_tasks', { title: 'x' }),
      toolUseReply('add_task', { title: 'x' }),
      textReply('Added.'),
    );
    const r = await h.send('add x');
    expect(r.status).toBe('success');
    const [unknown] = toolResultsIn(h.requests()[1]!.body);
    expect(unknown!.is_error).toBe(true);
    expect(JSON.parse(unknown!.content).error).toMatchObject({
      code: 'unknown_tool',
      details: { did_you_mean: expect.arrayContaining(['add_task']) },
    });
    expect(h.tasks()).toHaveLength(1);
  });

  it('runs reads of one response in parallel and writes in the order the model gave', async () => {
    h = await agentHarness();
    h.api.script(
      toolUsesReply([
        { name: 'add_task', input: { title: 'First' } },
        { name: 'list_tasks', input: {} },
        { name: 'list_tasks', input: { status: 'all' } },
        { name: 'add_task', input: { title: 'Second' } },
      ]),
      textReply('Done.'),
    );
    const r = await h.send('add two');
    expect(r.tool_calls.map((c) => c.name)).toEqual(['add_task', 'list_tasks', 'list_tasks', 'add_task']);
    expect(h.tasks().map((t) => t.title)).toEqual(['First', 'Second']);
    // The reads ran after the first write: both see it.
    const listed = r.tool_calls[1]!.result as { data: { tasks: { title: string }[] } };
    expect(listed.data.tasks.map((t) => t.title)).toEqual(['First']);
    expect(toolResultsIn(h.requests()[1]!.body)).toHaveLength(4);
  });

  it('keeps the conversation: history lists both messages with the tool calls', async () => {
    h = await agentHarness();
    h.api.script(toolUseReply('add_task', { title: 'Essay' }), textReply('Added.'));
    const r = await h.send('add essay');
    const hist = await h.core.router.handle('chat:history', { session_id: r.session_id });
    expect(hist).toMatchObject({
      ok: true,
      data: {
        messages: [
          { role: 'user', content: 'add essay', tool_calls: [] },
          { role: 'assistant', content: 'Added.', tool_calls: [{ name: 'add_task', result: { ok: true } }] },
        ],
      },
    });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { textReply, toolUseReply } from '../fixtures/fakeAnthropic';
import { agentHarness, type AgentHarness } from '../helpers/agent';

// The registry builds a tool's conversation state (list_tasks' "task 2" numbers) only for a call
// made in a conversation. So the contract has two sides a student notices: every path of the
// chat passes its conversation along (a list in the chat numbers its tasks), and a list made
// outside it — the window, the CLI, an MCP host — neither gets numbers nor renumbers the chat's.
let h: AgentHarness;
afterEach(async () => h?.close());

async function addTask(title: string, due_at: string): Promise<number> {
  const r = await h.core.registry.call('add_task', { title, due_at }, { origin: 'ui' });
  return (r.result as { data: { task: { task_id: number } } }).data.task.task_id;
}

const statusOf = (id: number) => h.tasks().find((t) => t.id === id)?.status;
const storedReferences = (session_id: number) =>
  JSON.parse(
    (h.core.db.prepare('SELECT state FROM chat_sessions WHERE id = ?').get(session_id) as { state: string }).state,
  ).task_references as Record<string, number>;

describe('conversation state and calls made without a conversation', () => {
  it('a list in the offline chat numbers its tasks; lists in the window, CLI and MCP neither get nor change them', async () => {
    h = await agentHarness({ apiKey: null });
    const essay = await addTask('Essay draft', '2099-01-10');
    const reading = await addTask('Reading notes', '2099-01-11');
    await addTask('Lab report', '2099-01-12');

    const listed = await h.send('list my tasks', { agent: 'offline' });
    expect(storedReferences(listed.session_id)).toMatchObject({ '1': essay, '2': reading });

    // Outside the chat: a task due before the others, then lists from every other caller. Each
    // would number the new task 1 and the essay 2, had it a conversation to number them for.
    await addTask('Urgent form', '2099-01-01');
    const window = await h.core.router.handle('tools:call', { name: 'list_tasks', input: {} });
    expect(window.ok).toBe(true);
    for (const origin of ['ui', 'cli', 'mcp'] as const) {
      const outside = await h.core.registry.call('list_tasks', {}, { origin });
      expect(outside.result.ok).toBe(true);
      expect(outside.state_updates, origin).toEqual({});
    }

    // "task 2" still means what the chat showed as 2.
    const done = await h.send('complete task 2', { agent: 'offline', session_id: listed.session_id });
    expect(done.tool_calls).toMatchObject([
      { name: 'complete_task', input: { task_id: reading }, result: { ok: true } },
    ]);
    expect(statusOf(reading)).toBe('completed');
    expect(statusOf(essay)).toBe('pending');
  });

  it("a list the cloud model asked for numbers the conversation's tasks", async () => {
    h = await agentHarness();
    const essay = await addTask('Essay draft', '2099-01-10');
    const reading = await addTask('Reading notes', '2099-01-11');
    h.api.script(toolUseReply('list_tasks', {}), textReply('You have two tasks.'));
    const r = await h.send('what do I have to do?');
    expect(r.tool_calls).toMatchObject([{ name: 'list_tasks', result: { ok: true } }]);
    expect(storedReferences(r.session_id)).toEqual({ '1': essay, '2': reading });
  });
});

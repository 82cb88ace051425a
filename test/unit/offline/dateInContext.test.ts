import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

// A new date said in the context of a task rather than as a command ("… on saturday instead",
// "got an extension, … now due dec 7"): one update_task of that task's due date. The held-out
// world's clock is Mon 23 Nov 2026.
const updates = (r: { tool_calls: { name: string; input: unknown }[] }) =>
  r.tool_calls.filter((t) => t.name === 'update_task').map((t) => t.input);

describe('a date said in the context of a task', () => {
  it.each([
    ['can i do the bio reading on saturday instead', 'bio', '2026-11-28'],
    ['can i do the bio reading on saturday instead? move it pls', 'bio', '2026-11-28'],
    ['i got an extension!! essay now due dec 7', 'essay', '2026-12-07'],
    ["i'll email prof lee tomorrow instead, move it", 'email', '2026-11-24'],
    ['can the biology reading be due friday instead', 'bio', '2026-11-27'],
    ['groceries: do them tomorrow instead', 'groceries', '2026-11-24'],
    ["got an extension on the physics problem set, it's due dec 1 now", 'physics', '2026-12-01'],
    ["i'd rather call mum on sunday instead", 'mom', '2026-11-29'],
    ['extension granted!! history essay now due 7th december', 'essay', '2026-12-07'],
  ])('%s → %s due %s', async (text, ref, due_at) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(updates(r)).toEqual([{ task_id: c.refs[ref], due_at }]);
  });

  it('a day said about a thing that is no task asks, writing nothing', async () => {
    const c = await heldoutChat();
    const r = await c.say('can i do the dentist on saturday instead');
    expect(updates(r)).toEqual([]);
    expect(r.status).toBe('clarification_needed');
  });
});

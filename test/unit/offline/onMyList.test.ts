import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

// "did I add X to my list?" / "is X on my list": a read of the task list that says whether X is
// there — never a question back ("Task status or show my tasks?") and never a write.
const writes = (r: { tool_calls: { name: string }[] }) => r.tool_calls.filter((t) => !t.name.startsWith('list_'));

describe('whether a task is on the list', () => {
  it.each([
    ['did i add buy groceries to my list?', 'Yes — “Buy groceries” is still on your list'],
    ['is buying groceries still on my list?', 'Yes — “Buy groceries” is still on your list'],
    ['is call mom on my todo list', 'Yes — “Call mom” is still on your list'],
    ['have i put the essay on my to-do list', 'Yes — “Essay draft for history” is still on your list'],
    ['did i already add the physics problem set?', 'Yes — “Physics problem set 3” is still on your list'],
    ['is the lab report on my list', 'Yes — “Submit lab report” is on your list, and already done'],
    ['is the dentist on my list?', 'No — nothing on your list matches “dentist”'],
    ['did i add milk to the list yet', 'No — nothing on your list matches “milk”'],
  ])('%s → reads the list: %s', async (text, said) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(r.status).toBe('success');
    expect(writes(r)).toEqual([]);
    expect(r.tool_calls.map((t) => t.name)).toContain('list_tasks');
    expect(r.response).toContain(said);
  });

  it('"did i complete the essay" looks up the essay, not a task called "complete the essay"', async () => {
    const c = await heldoutChat();
    const r = await c.say('did i complete the essay');
    expect(r.response).toContain('Not yet — “Essay draft for history”');
  });
});

import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

/**
 * Classes a fresh blind set (L) found on its first run (156/165, one wrong write), fixed with the
 * lead's own phrasings, never the set's (each failed before). The world: Mon 23 Nov 2026, tasks
 * such as Read chapter 4 of the biology textbook and Buy groceries, plans Biology exam prep and
 * Spanish vocab sprint.
 */
const writes = (r: { tool_calls: { name: string; input: unknown }[] }) =>
  r.tool_calls.filter((t) => !/^(?:list_|get_)/.test(t.name)).map((t) => ({ name: t.name, input: t.input }));

describe('"the biology one is done" when a plan fits as well as a task', () => {
  it.each(['the biology thing is finished', 'mark the biology one done', 'that biology one is done now'])(
    '%s asks which, offering the task and the plan',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(writes(r)).toEqual([]);
      expect(r.status).toBe('clarification_needed');
      expect(r.response).toMatch(/Read chapter 4/);
      expect(r.response).toMatch(/Biology exam prep/);
    },
  );

  it('answering with the task completes the task', async () => {
    const c = await heldoutChat();
    await c.say('the biology thing is finished');
    const r = await c.say('1');
    expect(writes(r).map((w) => w.name)).toEqual(['complete_task']);
  });

  it('"the groceries one is done" still completes: no plan fits', async () => {
    const c = await heldoutChat();
    const r = await c.say('the groceries one is done');
    expect(writes(r).map((w) => w.name)).toEqual(['complete_task']);
  });
});

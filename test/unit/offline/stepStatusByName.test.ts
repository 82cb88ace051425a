import { describe, expect, it } from 'vitest';
import { heldoutChat, type HeldoutChat } from './heldoutWorld';

/**
 * A plan step's status said by the step's name alone, with or without its plan: done, started
 * (in progress) or sent back to to-do. Before, "mark cell structure as not done" looked only for
 * a finished task and "im starting on genetics now" was not understood. A task and a step with the
 * same name are asked about, never guessed. World steps: Cell structure (done), Photosynthesis,
 * Genetics (Biology exam prep), Food words, Travel words (Spanish vocab sprint).
 */
async function stepId(c: HeldoutChat, title: string): Promise<number> {
  for (const plan_id of [1, 2]) {
    const { result } = await c.registry.call('list_plan_items', { plan_id }, { origin: 'ui' });
    const items = result.ok
      ? Object.values(
          (result.data as { plan_items: Record<string, { item_id: number; title: string }[]> }).plan_items,
        )[0]!
      : [];
    const hit = items.find((i) => i.title === title);
    if (hit) return hit.item_id;
  }
  throw new Error(`no step ${title}`);
}
const writes = (r: { tool_calls: { name: string; input: unknown }[] }) =>
  r.tool_calls.filter((t) => !/^(?:list_|get_)/.test(t.name));

describe("a plan step's status by its name", () => {
  it.each([
    ['genetics done in my bio plan', 'Genetics', 'done'],
    ["photosynthesis's finished on the biology plan", 'Photosynthesis', 'done'],
    ['im starting on genetics now', 'Genetics', 'in_progress'],
    ['starting food words now', 'Food words', 'in_progress'],
    ["i'm halfway through photosynthesis", 'Photosynthesis', 'in_progress'],
    ['set photosynthesis back to todo', 'Photosynthesis', 'todo'],
    ['mark cell structure as not done', 'Cell structure', 'todo'],
    ['reset cell structure to to-do, i forgot it all lol', 'Cell structure', 'todo'],
    ['put cell structure back to not started', 'Cell structure', 'todo'],
    ["let's skip travel words for now", 'Travel words', 'skipped'],
    ['im skipping food words, already know them lol', 'Food words', 'skipped'],
  ])('%s', async (text, step, status) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(writes(r)).toEqual([
      expect.objectContaining({ name: 'update_item_status', input: { item_id: await stepId(c, step), status } }),
    ]);
  });

  it('a task reopened by name is still the task', async () => {
    const c = await heldoutChat();
    const r = await c.say('mark the lab report as not done');
    expect(writes(r)).toEqual([expect.objectContaining({ name: 'reopen_task', input: { task_id: c.refs.lab } })]);
  });

  it.each([
    ['genetics done', false],
    ['mark genetics as not done', true],
  ])('a task and a step both called Genetics: "%s" asks which, writing nothing', async (text, finished) => {
    const c = await heldoutChat();
    const added = await c.say('add genetics');
    const task = (added.tool_calls[0]!.result as { data: { task: { task_id: number } } }).data.task.task_id;
    if (finished) await c.registry.call('complete_task', { task_id: task }, { origin: 'ui' });
    const r = await c.say(text);
    expect(r.status).toBe('clarification_needed');
    expect(writes(r)).toEqual([]);
    expect(r.response).toMatch(/task .*Genetics[\s\S]*plan step .*Genetics/);
  });
});

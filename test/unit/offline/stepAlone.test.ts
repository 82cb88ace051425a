import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

// "add a step X" names no plan: a step is a plan's, never a task called "Step X". The held-out
// world has two active plans (biology, spanish).
const writes = (r: { tool_calls: { name: string; input: unknown }[] }) =>
  r.tool_calls.filter((t) => !['list_plans', 'list_topics', 'list_plan_items'].includes(t.name));

describe('a step added with no plan named', () => {
  it('goes into the plan the conversation just made', async () => {
    const c = await heldoutChat();
    await c.say('make a plan named Physics Revision with steps forces and energy');
    const { result } = await c.registry.call('list_plans', { status: 'active' }, { origin: 'ui' });
    const plans = result.ok ? (result.data as { plans: { plan_id: number; title: string }[] }).plans : [];
    const planId = plans.find((p) => p.title === 'Physics Revision')?.plan_id;
    expect(planId).toBeDefined();
    const r = await c.say('add another step momentum due dec 2');
    expect(writes(r).map((t) => t.name)).toEqual(['add_plan_item']);
    expect(writes(r)[0]!.input).toEqual({
      plan_id: planId,
      title: expect.stringMatching(/^momentum$/i),
      due_date: '2026-12-02',
    });
  });

  it.each(['add a step vocab drills', 'add a new step: past papers'])(
    '%s, with two active plans and none in hand: asks which, writing nothing',
    async (text) => {
      const c = await heldoutChat();
      const r = await c.say(text);
      expect(writes(r)).toEqual([]);
      expect(r.response).toMatch(/Which plan should/);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { heldoutChat } from './heldoutWorld';

/**
 * A step asked for by saying its plan lacks it, or as "a new step in <plan>: Y", goes into that
 * plan — named in full or by a shortening ("bio" → Biology exam prep) — and is never a task
 * titled "Step for the spanish plan - numbers" (a wrong write before). World plans: Biology exam
 * prep, Spanish vocab sprint.
 */
const writes = (r: { tool_calls: { name: string; input: unknown }[] }) =>
  r.tool_calls.filter((t) => !/^(?:list_|get_)/.test(t.name));

describe('a step added indirectly', () => {
  it.each([
    ["spanish plan needs a 'numbers' step", 'Spanish vocab sprint', 'Numbers'],
    ['the bio plan needs one more step: ecology', 'Biology exam prep', 'Ecology'],
    ['bio plan needs a "mock exam" step', 'Biology exam prep', 'Mock exam'],
    ['new step in biology plan: review flashcards', 'Biology exam prep', 'Review flashcards'],
    ['new step for the spanish plan - numbers', 'Spanish vocab sprint', 'Numbers'],
    ['one more step for my bio plan: past papers', 'Biology exam prep', 'Past papers'],
    ['biology plan needs another step called enzymes', 'Biology exam prep', 'Enzymes'],
    ['spanish could do with an extra step: greetings', 'Spanish vocab sprint', 'Greetings'],
    ['can u put ecology at the end of the bio plan', 'Biology exam prep', 'Ecology'],
  ])('%s', async (text, plan, title) => {
    const c = await heldoutChat();
    const { result } = await c.registry.call('list_plans', { status: 'all' }, { origin: 'ui' });
    const plans = result.ok ? (result.data as { plans: { plan_id: number; title: string }[] }).plans : [];
    const r = await c.say(text);
    expect(writes(r)).toEqual(
      [{ name: 'add_plan_item', input: { plan_id: plans.find((p) => p.title === plan)!.plan_id, title } }].map((w) =>
        expect.objectContaining(w),
      ),
    );
  });

  it('a plan nobody has: says so and writes nothing', async () => {
    const c = await heldoutChat();
    const r = await c.say('the chem plan needs one more step: moles');
    expect(writes(r)).toEqual([]);
    expect(r.response).toMatch(/couldn’t find a plan/);
  });
});

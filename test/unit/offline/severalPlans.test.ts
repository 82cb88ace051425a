import { describe, expect, it } from 'vitest';
import { heldoutChat, type HeldoutChat } from './heldoutWorld';

/**
 * Several plans at once: "delete both my plans", "remove all my plans" ask once, naming the count,
 * and nothing is deleted without the yes (before, they were not understood, or "delete every
 * plan" looked for a plan called "every"). A yes deletes them together; one undo brings them back.
 * The world has two plans, Biology exam prep and Spanish vocab sprint.
 */
async function planTitles(c: HeldoutChat): Promise<string[]> {
  const { result } = await c.registry.call('list_plans', { status: 'all' }, { origin: 'ui' });
  return result.ok ? (result.data as { plans: { title: string }[] }).plans.map((p) => p.title).sort() : [];
}
const BOTH = ['Biology exam prep', 'Spanish vocab sprint'];

describe('several plans deleted at once', () => {
  it.each([
    'delete both my plans',
    'remove all my plans',
    'delete every plan',
    'wipe both of my study plans',
    'get rid of all my plans pls',
    'bin all my plans',
  ])('%s: asks once naming the count, deletes nothing until yes', async (text) => {
    const c = await heldoutChat();
    const r = await c.say(text);
    expect(r.status).toBe('confirmation_required');
    expect(r.response).toMatch(/Delete all 2 plans \('Spanish vocab sprint', 'Biology exam prep'\)/);
    expect(await planTitles(c)).toEqual(BOTH);
    await c.say('no');
    expect(await planTitles(c)).toEqual(BOTH);
  });

  it('a yes deletes both together, and one undo brings both back', async () => {
    const c = await heldoutChat();
    await c.say('delete both my plans');
    const yes = await c.say('yes');
    expect(yes.tool_calls.map((t) => t.name)).toEqual(['delete_plan']);
    expect(await planTitles(c)).toEqual([]);
    await c.say('undo');
    expect(await planTitles(c)).toEqual(BOTH);
  });

  it('"both" with three plans asks which, writing nothing', async () => {
    const c = await heldoutChat();
    await c.registry.call('write_plan', { title: 'French oral', items: [] }, { origin: 'ui' });
    const r = await c.say('delete both my plans');
    expect(r.status).toBe('clarification_needed');
    expect(r.response).toMatch(/You have 3 plans — which do you mean\?/);
    expect(await planTitles(c)).toEqual(['Biology exam prep', 'French oral', 'Spanish vocab sprint']);
  });

  it('delete_plan refuses plan_id and plan_ids together, deleting nothing', async () => {
    const c = await heldoutChat();
    const { result } = await c.registry.call('delete_plan', { plan_id: 1, plan_ids: [2] }, { origin: 'ui' });
    expect(result).toMatchObject({ ok: false, error: { code: 'validation_error' } });
    expect(await planTitles(c)).toEqual(BOTH);
  });
});

import { describe, expect, it } from 'vitest';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;

async function plan(t: T, title: string, steps: string[]): Promise<number> {
  const r = await t.call('write_plan', { title, items: steps.map((s) => ({ title: s })) });
  if (!r.ok) throw new Error(r.error.message);
  return (r.data as { created_plan_id: number }).created_plan_id;
}
const steps = (t: T, planId: number) =>
  t.db.prepare('SELECT id, title, position FROM plan_items WHERE plan_id = ? ORDER BY position').all(planId) as {
    id: number;
    title: string;
    position: number;
  }[];

describe('update_plan_item', () => {
  it('edits title, due date and notes, and null clears them', async () => {
    const t = await testRegistry();
    await plan(t, 'Essay', ['Read sources', 'Outline']);
    const r = await t.call('update_plan_item', {
      item_id: 1,
      title: 'Read three sources',
      due_date: '2026-12-02',
      notes: 'Library first',
    });
    expect(r).toMatchObject({
      ok: true,
      data: { item: { item_id: 1, title: 'Read three sources', due_date: '2026-12-02', notes: 'Library first' } },
    });
    expect(await t.call('update_plan_item', { item_id: 1, due_date: null, notes: null })).toMatchObject({
      data: { item: { title: 'Read three sources', due_date: null, notes: null } },
    });
  });

  it('moves a step up and down without disturbing the others, clamping past the end', async () => {
    const t = await testRegistry();
    const p = await plan(t, 'Essay', ['A', 'B', 'C', 'D']);
    await t.call('update_plan_item', { item_id: 4, position: 1 });
    expect(steps(t, p).map((s) => s.title)).toEqual(['D', 'A', 'B', 'C']);
    await t.call('update_plan_item', { item_id: 4, position: 99 });
    expect(steps(t, p).map((s) => s.title)).toEqual(['A', 'B', 'C', 'D']);
    await t.call('update_plan_item', { item_id: 1, position: 3 });
    expect(steps(t, p).map((s) => [s.title, s.position])).toEqual([
      ['B', 1],
      ['C', 2],
      ['A', 3],
      ['D', 4],
    ]);
  });

  it('refuses an empty change, a missing item and an archived plan, writing nothing', async () => {
    const t = await testRegistry();
    const p = await plan(t, 'Essay', ['A']);
    await t.call('update_plan_status', { plan_id: p, status: 'archived' });
    const before = tablesChecksum(t.db);
    expect(await t.call('update_plan_item', { item_id: 1 })).toMatchObject({ error: { code: 'validation_error' } });
    expect(await t.call('update_plan_item', { item_id: 9, title: 'x' })).toMatchObject({
      error: { code: 'not_found', details: { entity_type: 'item' } },
    });
    expect(await t.call('update_plan_item', { item_id: 1, title: 'x' })).toMatchObject({
      error: { code: 'conflict', details: { reason: 'invalid_transition' } },
    });
    expect(tablesChecksum(t.db)).toBe(before);
  });
});

describe('delete_plan_item', () => {
  it('asks with the step and plan named, deletes only that step and closes the gap', async () => {
    const t = await testRegistry();
    const p = await plan(t, 'Essay', ['A', 'B', 'C']);
    const asked = await t.outcome('delete_plan_item', { item_id: 2 });
    expect(asked.confirmation?.summary).toBe("Delete step 'B' from plan 'Essay'?");
    const out = await t.outcome('delete_plan_item', { item_id: 2 }, { confirmed: true });
    expect(out.result).toMatchObject({ ok: true, data: { deleted_item_id: 2, plan_id: p, position: 2 } });
    expect(steps(t, p).map((s) => [s.title, s.position])).toEqual([
      ['A', 1],
      ['C', 2],
    ]);
    expect(await t.call('list_plans', {})).toMatchObject({ data: { plans: [{ item_count: 2 }] } });
  });
});

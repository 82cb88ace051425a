import { describe, expect, it } from 'vitest';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;

async function makePlan(t: T, title: string, items: string[] = []): Promise<number> {
  const r = await t.call('write_plan', { title, items: items.map((x) => ({ title: x })) });
  if (!r.ok) throw new Error(`write_plan failed: ${r.error.message}`);
  t.clock.advance(60_000);
  return (r.data as { created_plan_id: number }).created_plan_id;
}

async function items(t: T, planId: number) {
  const r = (await t.call('list_plan_items', { plan_id: planId })) as {
    data: { plan_items: Record<string, { item_id: number; title: string; status: string }[]> };
  };
  return r.data.plan_items[String(planId)]!;
}

describe('add_plan_item', () => {
  it('appends to the newest active plan, or to a plan named by title', async () => {
    const t = await testRegistry();
    const chem = await makePlan(t, 'Chemistry', ['Atoms']);
    const py = await makePlan(t, 'Python basics', ['Install Python']);
    const out = await t.outcome('add_plan_item', {
      plan_id: 'latest',
      title: 'Review dictionaries',
      due_date: '2026-12-05',
    });
    expect(out.result).toEqual({ ok: true, data: { item_id: 3 } });
    expect(out.changes).toEqual([
      { entity_type: 'item', ids: [3] },
      { entity_type: 'plan', ids: [py] },
    ]);
    expect((await t.call('add_plan_item', { plan_title: 'chem', title: 'Bonds', notes: 'Covalent first' })).ok).toBe(
      true,
    );
    expect((await items(t, py)).map((i) => i.title)).toEqual(['Install Python', 'Review dictionaries']);
    expect(await t.call('list_plan_items', { plan_id: chem })).toMatchObject({
      data: {
        plan_items: {
          [chem]: [{ title: 'Atoms' }, { title: 'Bonds', notes: 'Covalent first', due_date: null, status: 'todo' }],
        },
      },
    });
  });

  it('refuses new items on completed or archived plans', async () => {
    const t = await testRegistry();
    const p = await makePlan(t, 'Python basics');
    for (const status of ['completed', 'archived'] as const) {
      await t.call('update_plan_status', { plan_id: p, status });
      const before = tablesChecksum(t.db);
      expect(await t.call('add_plan_item', { plan_id: p, title: 'More' })).toMatchObject({
        ok: false,
        error: {
          code: 'conflict',
          message: expect.stringContaining(`is ${status}`),
          details: { reason: 'invalid_transition' },
        },
      });
      expect(tablesChecksum(t.db)).toBe(before);
    }
  });

  it('needs a plan that exists', async () => {
    const t = await testRegistry();
    expect(await t.call('add_plan_item', { plan_id: 'latest', title: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', message: expect.stringMatching(/no plans yet/) },
    });
    expect(await t.call('add_plan_item', { plan_id: 4, title: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await t.call('add_plan_item', { title: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'validation_error' },
    });
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: 'x'.repeat(201) }, 'title'],
    [{ title: 'x', due_date: '2026-13-01' }, 'due_date'],
    [{ title: 'x', due_date: '01/12/2026' }, 'due_date'],
    [{ title: 'x', notes: 'n'.repeat(2001) }, 'notes'],
    [{ title: 42 }, 'title'],
    [{ title: 'x', position: 1 }, 'position'],
  ])('rejects %j naming %s', async (fields, field) => {
    const t = await testRegistry();
    await makePlan(t, 'P');
    const r = await t.call('add_plan_item', { plan_id: 1, ...fields });
    expect(r).toMatchObject({ ok: false, error: { code: 'validation_error', details: { fields: [{ field }] } } });
  });

  it('accepts a 200-character title and 2000 characters of notes', async () => {
    const t = await testRegistry();
    await makePlan(t, 'P');
    expect((await t.call('add_plan_item', { plan_id: 1, title: 'x'.repeat(200), notes: 'n'.repeat(2000) })).ok).toBe(
      true,
    );
  });
});

describe('update_item_status', () => {
  it('marks an item done by id, and repeating it changes nothing', async () => {
    const t = await testRegistry();
    const p = await makePlan(t, 'Python basics', ['Read chapter 3', 'Exercises']);
    const out = await t.outcome('update_item_status', { item_id: 1, status: 'done' });
    expect(out.result).toEqual({ ok: true, data: { item_id: 1, status: 'done' } });
    expect(out.changes).toEqual([{ entity_type: 'item', ids: [1] }]);
    const before = tablesChecksum(t.db);
    expect((await t.outcome('update_item_status', { item_id: 1, status: 'done' })).changes).toEqual([]);
    expect(tablesChecksum(t.db)).toBe(before);
    expect((await items(t, p)).map((i) => i.status)).toEqual(['done', 'todo']);
    expect((await t.call('update_item_status', { item_id: 1, status: 'todo' })).ok).toBe(true);
  });

  it('finds an item by part of its title, across plans or within one', async () => {
    const t = await testRegistry();
    await makePlan(t, 'Python basics', ['Read chapter 3', 'Exercises on lists']);
    await makePlan(t, 'Chemistry', ['Read chapter 3 of Atkins']);
    expect(await t.call('update_item_status', { item_title: 'LISTS', status: 'in_progress' })).toEqual({
      ok: true,
      data: { item_id: 2, status: 'in_progress' },
    });
    expect(await t.call('update_item_status', { item_title: 'chapter', status: 'done' })).toMatchObject({
      ok: false,
      error: { code: 'conflict', details: { reason: 'ambiguous', candidates: [{ id: 1 }, { id: 3 }] } },
    });
    expect(await t.call('update_item_status', { item_title: 'chapter', plan_title: 'Python', status: 'done' })).toEqual(
      {
        ok: true,
        data: { item_id: 1, status: 'done' },
      },
    );
    expect(await t.call('update_item_status', { item_title: 'Read chapter 3', status: 'skipped' })).toEqual({
      ok: true,
      data: { item_id: 1, status: 'skipped' },
    });
  });

  it('answers not_found for an item that is missing or in another plan', async () => {
    const t = await testRegistry();
    await makePlan(t, 'Python basics', ['Read']);
    const chem = await makePlan(t, 'Chemistry', ['Atoms']);
    expect(await t.call('update_item_status', { item_id: 9, status: 'done' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'item', query: { item_id: 9 } } },
    });
    expect(await t.call('update_item_status', { item_id: 1, plan_id: chem, status: 'done' })).toMatchObject({
      ok: false,
      error: {
        code: 'not_found',
        message: expect.stringContaining("in plan 'Chemistry'"),
        details: { query: { item_id: 1, plan_id: chem } },
      },
    });
    expect(await t.call('update_item_status', { item_title: 'Painting', status: 'done' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'item', query: { item_title: 'Painting' } } },
    });
  });

  it('leaves items of archived plans alone but lets completed plans change', async () => {
    const t = await testRegistry();
    const p = await makePlan(t, 'Python basics', ['Read']);
    await t.call('update_plan_status', { plan_id: p, status: 'completed' });
    expect((await t.call('update_item_status', { item_id: 1, status: 'done' })).ok).toBe(true);
    await t.call('update_plan_status', { plan_id: p, status: 'archived' });
    expect(await t.call('update_item_status', { item_id: 1, status: 'todo' })).toMatchObject({
      ok: false,
      error: { code: 'conflict', details: { reason: 'invalid_transition' } },
    });
  });

  it.each([
    [{ status: 'done' }, 'item_id'],
    [{ item_id: 1, item_title: 'Read', status: 'done' }, 'item_title'],
    [{ item_id: 1, status: 'finished' }, 'status'],
    [{ item_id: 0, status: 'done' }, 'item_id'],
    [{ item_id: -1, status: 'done' }, 'item_id'],
    [{ item_id: '1', status: 'done' }, 'item_id'],
    [{ item_id: 1, status: 'done', plan_id: 1, plan_title: 'P' }, 'plan_title'],
  ])('rejects %j naming %s', async (input, field) => {
    const t = await testRegistry();
    expect(await t.call('update_item_status', input)).toMatchObject({
      ok: false,
      error: { code: 'validation_error', details: { fields: [{ field }] } },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;

async function makePlan(t: T, title: string, items: number | object[] = 0): Promise<number> {
  const list =
    typeof items === 'number' ? Array.from({ length: items }, (_, i) => ({ title: `Step ${i + 1}` })) : items;
  const r = await t.call('write_plan', { title, items: list });
  if (!r.ok) throw new Error(`write_plan failed: ${r.error.message}`);
  t.clock.advance(60_000); // so "newest" is well defined
  return (r.data as { created_plan_id: number }).created_plan_id;
}

const PLAN_ID_MESSAGE = 'plan_id must be a positive integer or "latest"';

describe('write_plan', () => {
  it('creates an active plan with its items in order, and reports both', async () => {
    const t = await testRegistry();
    const out = await t.outcome('write_plan', {
      title: '  Python basics ',
      items: [
        { title: 'Read chapter 3', due_date: '2026-12-01' },
        { title: 'Exercises on lists', notes: 'Sections 5.1 to 5.3' },
      ],
    });
    expect(out.result).toEqual({ ok: true, data: { created_plan_id: 1 } });
    expect(out.changes).toEqual([
      { entity_type: 'plan', ids: [1] },
      { entity_type: 'item', ids: [1, 2] },
    ]);
    expect(await t.call('list_plan_items', { plan_id: 1 })).toEqual({
      ok: true,
      data: {
        plan_items: {
          '1': [
            { item_id: 1, title: 'Read chapter 3', status: 'todo', due_date: '2026-12-01', notes: null },
            { item_id: 2, title: 'Exercises on lists', status: 'todo', due_date: null, notes: 'Sections 5.1 to 5.3' },
          ],
        },
      },
    });
    expect(await t.call('list_plans', {})).toMatchObject({
      ok: true,
      data: { plans: [{ title: 'Python basics', status: 'active' }] },
    });
  });

  it('accepts the limits: 200-character titles, no items, 200 items', async () => {
    const t = await testRegistry();
    expect((await t.call('write_plan', { title: 'x'.repeat(200), items: [] })).ok).toBe(true);
    const many = Array.from({ length: 200 }, (_, i) => ({ title: `Item ${i}` }));
    expect(await t.call('write_plan', { title: 'Big', items: many })).toMatchObject({ ok: true });
    expect(await t.call('list_plans', {})).toMatchObject({ data: { plans: [{ title: 'Big', item_count: 200 }, {}] } });
  });

  it.each([
    ['an empty title', { title: '   ', items: [] }, 'title', 'title must not be empty'],
    ['a 201-character title', { title: 'x'.repeat(201), items: [] }, 'title', 'title must be at most 200 characters'],
    [
      '201 items',
      { title: 'P', items: Array.from({ length: 201 }, () => ({ title: 'a' })) },
      'items',
      'items may hold at most 200 entries',
    ],
    [
      'items that are not a list',
      { title: 'P', items: 'read the book' },
      'items',
      'items must be a list of { title, due_date?, notes? }',
    ],
    ['no items field', { title: 'P' }, 'items', 'items must be a list of { title, due_date?, notes? }'],
    ['an unknown field', { title: 'P', items: [], owner: 'me' }, 'owner', 'Unknown field "owner"; remove it.'],
  ])('rejects %s, naming the field', async (_what, input, field, message) => {
    const t = await testRegistry();
    const r = await t.call('write_plan', input);
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'validation_error', details: { fields: [{ field, message }] } },
    });
  });

  it('writes nothing when one item of the batch is invalid', async () => {
    const t = await testRegistry();
    const before = tablesChecksum(t.db);
    const items = [
      { title: 'Day 1' },
      { title: 'Day 2' },
      { title: 'Day 3', due_date: '2026-02-30' },
      { title: 'Day 4' },
    ];
    const r = await t.call('write_plan', { title: 'Four days', items });
    expect(r).toMatchObject({
      ok: false,
      error: {
        code: 'validation_error',
        details: { fields: [{ field: 'items.2.due_date', message: expect.stringMatching(/real calendar date/) }] },
      },
    });
    const extra = await t.call('write_plan', {
      title: 'Four days',
      items: [{ title: 'Day 1' }, { title: 'Day 2', priority: 1 }],
    });
    expect(extra).toMatchObject({ ok: false, error: { details: { fields: [{ field: 'items.1.priority' }] } } });
    expect(tablesChecksum(t.db)).toBe(before);
  });

  it('refuses a second active plan with the same title, but not after the first is archived', async () => {
    const t = await testRegistry();
    const first = await makePlan(t, 'Python basics', 2);
    const before = tablesChecksum(t.db);
    const r = await t.call('write_plan', { title: 'PYTHON BASICS', items: [{ title: 'x' }] });
    expect(r).toMatchObject({
      ok: false,
      error: {
        code: 'conflict',
        details: { reason: 'duplicate', candidates: [{ id: first, title: 'Python basics' }] },
      },
    });
    expect(tablesChecksum(t.db)).toBe(before);
    await t.call('update_plan_status', { plan_id: first, status: 'archived' });
    expect((await t.call('write_plan', { title: 'Python basics', items: [] })).ok).toBe(true);
  });
});

describe('list_plans', () => {
  it('lists nothing before any plan exists', async () => {
    const t = await testRegistry();
    expect(await t.call('list_plans', {})).toEqual({ ok: true, data: { plans: [] } });
  });

  it('lists plans newest first with item and done counts, filtered by status', async () => {
    const t = await testRegistry();
    const older = await makePlan(t, 'Chemistry', 3);
    const newer = await makePlan(t, 'Python basics', 2);
    await t.call('update_item_status', { item_id: 1, status: 'done' });
    await t.call('update_item_status', { item_id: 2, status: 'skipped' });
    await t.call('update_plan_status', { plan_id: newer, status: 'completed' });
    const all = await t.call('list_plans', {});
    expect(all).toEqual({
      ok: true,
      data: {
        plans: [
          {
            plan_id: newer,
            title: 'Python basics',
            status: 'completed',
            created_at: '2026-11-21T09:01:00.000Z',
            item_count: 2,
            done_count: 0,
            topic_id: null,
            topic: null,
            deadline: null,
            behind: 0,
            ahead: 0,
          },
          {
            plan_id: older,
            title: 'Chemistry',
            status: 'active',
            created_at: '2026-11-21T09:00:00.000Z',
            item_count: 3,
            done_count: 1,
            topic_id: null,
            topic: null,
            deadline: null,
            behind: 0,
            ahead: 0,
          },
        ],
      },
    });
    expect(await t.call('list_plans', { status: 'active' })).toMatchObject({ data: { plans: [{ plan_id: older }] } });
    expect(await t.call('list_plans', { status: 'archived' })).toEqual({ ok: true, data: { plans: [] } });
  });

  it('rejects an unknown status with the valid ones', async () => {
    const t = await testRegistry();
    expect(await t.call('list_plans', { status: 'done' })).toMatchObject({
      ok: false,
      error: {
        code: 'validation_error',
        details: { fields: [{ field: 'status', message: 'status must be one of active, completed, archived, all' }] },
      },
    });
    expect(await t.call('list_plans', { limit: 5 })).toMatchObject({
      ok: false,
      error: { details: { fields: [{ field: 'limit' }] } },
    });
  });
});

describe('list_plan_items', () => {
  it('shows the newest active plan when no plan is named, or for "latest"', async () => {
    const t = await testRegistry();
    const active = await makePlan(t, 'Chemistry', 1);
    const archived = await makePlan(t, 'Old plan', 1);
    await t.call('update_plan_status', { plan_id: archived, status: 'archived' });
    for (const input of [{}, { plan_id: 'latest' }]) {
      expect(await t.call('list_plan_items', input)).toMatchObject({
        ok: true,
        data: { plan_items: { [active]: [{ title: 'Step 1' }] } },
      });
    }
  });

  it('explains "latest" when there are no plans, and when none is active', async () => {
    const t = await testRegistry();
    expect(await t.call('list_plan_items', { plan_id: 'latest' })).toEqual({
      ok: false,
      error: {
        code: 'not_found',
        message: 'There are no plans yet. Create one with write_plan or generate_study_plan.',
        details: { entity_type: 'plan', query: { plan_id: 'latest' } },
      },
    });
    const p = await makePlan(t, 'Done plan');
    await t.call('update_plan_status', { plan_id: p, status: 'completed' });
    const r = await t.call('list_plan_items', {});
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'not_found', message: expect.stringMatching(/No plan is active/) },
    });
  });

  it.each([0, -1, 1.5, '3', 'newest', null, true])('rejects plan_id %j with what would be valid', async (planId) => {
    const t = await testRegistry();
    const r = await t.call('list_plan_items', { plan_id: planId });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'validation_error', details: { fields: [{ field: 'plan_id', message: PLAN_ID_MESSAGE }] } },
    });
  });

  it('answers not_found for a missing or deleted plan, and refuses two ways of naming one', async () => {
    const t = await testRegistry();
    const p = await makePlan(t, 'Python basics', 1);
    expect(await t.call('list_plan_items', { plan_id: 99 })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'plan', query: { plan_id: 99 } } },
    });
    await t.call('delete_plan', { plan_id: p }, { confirmed: true });
    expect(await t.call('list_plan_items', { plan_id: p })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await t.call('list_plan_items', { plan_id: 1, plan_title: 'Python' })).toMatchObject({
      ok: false,
      error: {
        code: 'validation_error',
        details: { fields: [{ field: 'plan_title', message: 'Give plan_id or plan_title, not both.' }] },
      },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;

async function makePlan(t: T, title: string, items = 0): Promise<number> {
  const list = Array.from({ length: items }, (_, i) => ({ title: `Step ${i + 1}` }));
  const r = await t.call('write_plan', { title, items: list });
  if (!r.ok) throw new Error(`write_plan failed: ${r.error.message}`);
  t.clock.advance(60_000);
  return (r.data as { created_plan_id: number }).created_plan_id;
}

async function statusOf(t: T, id: number): Promise<string | undefined> {
  const r = (await t.call('list_plans', {})) as { data: { plans: { plan_id: number; status: string }[] } };
  return r.data.plans.find((p) => p.plan_id === id)?.status;
}

describe('update_plan_status', () => {
  it('completes, archives and reactivates a plan, reporting the change', async () => {
    const t = await testRegistry();
    const p = await makePlan(t, 'Python basics', 2);
    const done = await t.outcome('update_plan_status', { plan_id: p, status: 'completed' });
    expect(done.result).toEqual({ ok: true, data: { plan_id: p, status: 'completed' } });
    expect(done.changes).toEqual([{ entity_type: 'plan', ids: [p] }]);
    expect((await t.call('update_plan_status', { plan_title: 'python', status: 'archived' })).ok).toBe(true);
    expect((await t.call('update_plan_status', { plan_id: p, status: 'active' })).ok).toBe(true);
    expect(await statusOf(t, p)).toBe('active');
  });

  it('treats setting the current status as done already, changing nothing', async () => {
    const t = await testRegistry();
    const p = await makePlan(t, 'Python basics');
    const before = tablesChecksum(t.db);
    const out = await t.outcome('update_plan_status', { plan_id: 'latest', status: 'active' });
    expect(out.result).toEqual({ ok: true, data: { plan_id: p, status: 'active' } });
    expect(out.changes).toEqual([]);
    expect(tablesChecksum(t.db)).toBe(before);
  });

  it('refuses to complete an archived plan without reactivating it', async () => {
    const t = await testRegistry();
    const p = await makePlan(t, 'Python basics');
    await t.call('update_plan_status', { plan_id: p, status: 'archived' });
    const r = await t.call('update_plan_status', { plan_id: p, status: 'completed' });
    expect(r).toMatchObject({
      ok: false,
      error: {
        code: 'conflict',
        message: expect.stringMatching(/archived.*active first/),
        details: { reason: 'invalid_transition' },
      },
    });
    expect(await statusOf(t, p)).toBe('archived');
  });

  it('needs a plan and a valid status', async () => {
    const t = await testRegistry();
    expect(await t.call('update_plan_status', { status: 'completed' })).toMatchObject({
      ok: false,
      error: {
        code: 'validation_error',
        details: {
          fields: [{ field: 'plan_id', message: 'Give plan_id (a positive integer or "latest") or plan_title.' }],
        },
      },
    });
    expect(await t.call('update_plan_status', { plan_id: 1, status: 'finished' })).toMatchObject({
      ok: false,
      error: {
        details: { fields: [{ field: 'status', message: 'status must be one of active, completed, archived' }] },
      },
    });
    expect(await t.call('update_plan_status', { plan_id: 'latest', status: 'completed' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', message: expect.stringMatching(/no plans yet/) },
    });
    expect(await t.call('update_plan_status', { plan_title: 'Rust', status: 'completed' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'plan', query: { plan_title: 'Rust' } } },
    });
  });
});

describe('delete_plan', () => {
  it('asks with the plan title and item count before deleting', async () => {
    const t = await testRegistry();
    const p = await makePlan(t, 'Python basics', 12);
    await makePlan(t, 'Solo', 1);
    await makePlan(t, 'Empty');
    const ask = async (input: object) => (await t.outcome('delete_plan', input)).confirmation?.summary;
    expect(await ask({ plan_id: p })).toBe("Delete plan 'Python basics' and its 12 items?");
    expect(await ask({ plan_id: 2 })).toBe("Delete plan 'Solo' and its 1 item?");
    expect(await ask({ plan_id: 'latest' })).toBe("Delete plan 'Empty' (it has no items)?");
  });

  it('answers not_found without asking when the plan does not exist', async () => {
    const t = await testRegistry();
    const asked: string[] = [];
    const out = await t.outcome(
      'delete_plan',
      { plan_id: 7 },
      { origin: 'agent', confirm: async (q) => (asked.push(q.summary), true) },
    );
    expect(out.result).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'plan', query: { plan_id: 7 } } },
    });
    expect(out.confirmation).toBeUndefined();
    expect(asked).toEqual([]);
    expect(await t.call('delete_plan', { plan_id: 'latest' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });

  it('hides the plan and its items once confirmed, keeping them restorable', async () => {
    const t = await testRegistry();
    const p = await makePlan(t, 'Python basics', 3);
    const out = await t.outcome('delete_plan', { plan_id: p }, { confirmed: true });
    expect(out.result).toEqual({ ok: true, data: { deleted_plan_id: p, deleted_items: 3 } });
    expect(out.changes).toEqual([{ entity_type: 'plan', ids: [p] }]);
    expect(await t.call('list_plans', {})).toEqual({ ok: true, data: { plans: [] } });
    expect(await t.call('update_item_status', { item_id: 1, status: 'done' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await t.call('delete_plan', { plan_id: p }, { confirmed: true })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(t.db.prepare('SELECT count(*) AS n FROM plan_items WHERE plan_id = ?').get(p)).toEqual({ n: 3 });
    expect((await t.call('restore_deleted', { entity_type: 'plan', id: p })).ok).toBe(true);
    expect(await t.call('list_plan_items', { plan_id: p })).toMatchObject({
      ok: true,
      data: { plan_items: { [p]: [{}, {}, {}] } },
    });
  });

  it('changes nothing when the user declines', async () => {
    const t = await testRegistry();
    const p = await makePlan(t, 'Python basics', 2);
    const before = tablesChecksum(t.db);
    const r = await t.call('delete_plan', { plan_id: p }, { origin: 'agent', confirm: async () => false });
    expect(r).toMatchObject({ ok: false, error: { code: 'permission_denied', details: { reason: 'user_declined' } } });
    expect(tablesChecksum(t.db)).toBe(before);
  });

  it.each([{}, { plan_id: 0 }, { plan_id: -3 }, { plan_id: 'all' }, { plan_title: 'Python' }])(
    'rejects %j',
    async (input) => {
      const t = await testRegistry();
      expect(await t.call('delete_plan', input, { confirmed: true })).toMatchObject({
        ok: false,
        error: { code: 'validation_error' },
      });
    },
  );
});

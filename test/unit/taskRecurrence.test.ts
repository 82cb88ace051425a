import { describe, expect, it } from 'vitest';
import { testRegistry } from '../helpers/registry';

describe('repeating tasks', () => {
  it('completing one adds the next occurrence; undo takes both back together', async () => {
    const t = await testRegistry();
    const added = await t.call('add_task', { title: 'Gym', due_at: '2026-11-23', recurrence: 'FREQ=WEEKLY;BYDAY=MO' });
    expect(added).toMatchObject({ ok: true, data: { task: { recurrence: 'FREQ=WEEKLY;BYDAY=MO' } } });
    const done = await t.call('complete_task', { task_id: 1 });
    expect(done).toMatchObject({
      ok: true,
      data: { task: { status: 'completed' }, next_task: { title: 'Gym', due_at: '2026-11-30', status: 'pending' } },
    });
    const rows = () =>
      t.db.prepare('SELECT id, status, due_at, deleted_at IS NOT NULL AS gone FROM tasks ORDER BY id').all();
    expect(rows()).toEqual([
      { id: 1, status: 'completed', due_at: '2026-11-23', gone: 0 },
      { id: 2, status: 'pending', due_at: '2026-11-30', gone: 0 },
    ]);
    const undone = await t.call('undo', {});
    expect(undone).toMatchObject({ ok: true });
    const after = rows() as { id: number; status: string; gone: number }[];
    expect(after.find((r) => r.id === 1)).toMatchObject({ status: 'pending' });
    expect(after.filter((r) => r.id === 2 && r.gone === 0)).toEqual([]);
  });

  it('rejects a rule rrule cannot run, and update_task can stop the repetition', async () => {
    const t = await testRegistry();
    const bad = await t.call('add_task', { title: 'Gym', recurrence: 'every monday' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'validation_error' } });
    await t.call('add_task', { title: 'Gym', recurrence: 'RRULE:FREQ=DAILY' });
    expect(await t.call('update_task', { task_id: 1, recurrence: null })).toMatchObject({
      ok: true,
      data: { task: { recurrence: null } },
    });
    const done = await t.call('complete_task', { task_id: 1 });
    expect(done).toMatchObject({ ok: true });
    expect((done as { data: object }).data).not.toHaveProperty('next_task');
  });
});

import { describe, expect, it } from 'vitest';
import { testRegistry } from '../helpers/registry';

type Data = Record<string, unknown>;
const data = <T = Data>(r: { ok: boolean }) => {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r)}`);
  return (r as unknown as { data: T }).data;
};

async function withTask() {
  const t = await testRegistry();
  const { task } = data<{ task: { task_id: number } }>(
    await t.call('add_task', { title: 'Essay draft', due_at: '2026-11-27', priority: 2 }),
  );
  return { ...t, id: task.task_id };
}

const taskRow = (t: Awaited<ReturnType<typeof withTask>>) =>
  t.db.prepare('SELECT title, status, due_at, priority, completed_at, deleted_at FROM tasks WHERE id = ?').get(t.id);

describe('undo', () => {
  it('turns a completed task back into a pending one', async () => {
    const t = await withTask();
    const before = taskRow(t);
    data(await t.call('complete_task', { task_id: t.id }));
    const undone = data<{ undone_tool: string; message: string }>(await t.call('undo', {}));
    expect(undone.undone_tool).toBe('complete_task');
    expect(undone.message).toContain('Essay draft');
    expect(taskRow(t)).toEqual(before);
  });

  it('gives an edit back its old title, due date and priority', async () => {
    const t = await withTask();
    const before = taskRow(t);
    data(await t.call('update_task', { task_id: t.id, title: 'Essay final', due_at: null, priority: 1 }));
    data(await t.call('undo', {}));
    expect(taskRow(t)).toEqual(before);
  });

  it('walks back one change per call, then says there is nothing left', async () => {
    const t = await withTask();
    data(await t.call('complete_task', { task_id: t.id }));
    data(await t.call('undo', {}));
    data(await t.call('undo', {}));
    expect(t.db.prepare('SELECT count(*) AS n FROM tasks').get()).toEqual({ n: 0 });
    const none = await t.call('undo', {});
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.error.code).toBe('not_found');
  });

  it('refuses with conflict when the row was changed again since, and changes nothing', async () => {
    const t = await withTask();
    const first = await t.outcome('update_task', { task_id: t.id, title: 'Essay v2' });
    await t.call('update_task', { task_id: t.id, title: 'Essay v3' }, { origin: 'cli' });
    const r = await t.call('undo', { change_id: first.change_id });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('conflict');
      expect(r.error.message).toMatch(/changed again since by update_task \(cli/);
    }
    expect(taskRow(t)).toMatchObject({ title: 'Essay v3' });
  });

  it('undoing the undo puts the change back (redo)', async () => {
    const t = await withTask();
    await t.call('complete_task', { task_id: t.id });
    const u = await t.outcome('undo', {});
    expect(taskRow(t)).toMatchObject({ status: 'pending' });
    data(await t.call('undo', { change_id: u.change_id }));
    expect(taskRow(t)).toMatchObject({ status: 'completed' });
    // The redone change is current again: a plain undo takes it back once more.
    data(await t.call('undo', {}));
    expect(taskRow(t)).toMatchObject({ status: 'pending' });
  });
});

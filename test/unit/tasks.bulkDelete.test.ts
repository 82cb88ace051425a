import { describe, expect, it } from 'vitest';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;

async function add(t: T, title: string) {
  const r = await t.call('add_task', { title });
  if (!r.ok) throw new Error(`add_task failed: ${r.error.message}`);
  return (r.data as { task: { task_id: number } }).task.task_id;
}

const live = (t: T) =>
  (t.db.prepare('SELECT title FROM tasks WHERE deleted_at IS NULL ORDER BY id').all() as { title: string }[]).map(
    (r) => r.title,
  );

describe('delete_task with task_ids (bulk, issue 11 item 3)', () => {
  it('asks once from the agent, naming the count, and does nothing until approved', async () => {
    const t = await testRegistry();
    const ids = [await add(t, 'A'), await add(t, 'B'), await add(t, 'C'), await add(t, 'D')];
    const out = await t.outcome('delete_task', { task_ids: ids }, { origin: 'agent', session_id: 1 });
    expect(out.result.ok).toBe(false);
    expect(out.confirmation?.summary).toBe("Delete all 4 tasks ('A', 'B', 'C' and 1 more)?");
    expect(live(t)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('names a bulk delete that found one task as one ("Delete the 1 task"), not "all 1 tasks"', async () => {
    const t = await testRegistry();
    const id = await add(t, 'Submit lab report');
    const out = await t.outcome('delete_task', { task_ids: [id] }, { origin: 'agent', session_id: 1 });
    expect(out.confirmation?.summary).toBe("Delete the 1 task ('Submit lab report')?");
  });

  it('deletes them all in one change that one undo restores', async () => {
    const t = await testRegistry();
    const ids = [await add(t, 'A'), await add(t, 'B'), await add(t, 'C')];
    const r = await t.call('delete_task', { task_ids: ids }, { confirmed: true });
    expect(r).toEqual({ ok: true, data: { deleted_task_ids: ids } });
    expect(live(t)).toEqual([]);
    expect((await t.call('undo', {})).ok).toBe(true);
    expect(live(t)).toEqual(['A', 'B', 'C']);
  });

  it('a missing id deletes nothing and names that id', async () => {
    const t = await testRegistry();
    const ids = [await add(t, 'A'), await add(t, 'B')];
    const before = tablesChecksum(t.db);
    const r = await t.call('delete_task', { task_ids: [...ids, 99] }, { confirmed: true });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(/99/);
    expect(tablesChecksum(t.db)).toBe(before);
  });

  it('refuses both task_id and task_ids, or an empty list, with a specific message', async () => {
    const t = await testRegistry();
    const id = await add(t, 'A');
    const both = await t.call('delete_task', { task_id: id, task_ids: [id] });
    expect(!both.ok && both.error.message).toMatch(/task_id .*or task_ids/);
    const empty = await t.call('delete_task', { task_ids: [] });
    expect(!empty.ok && empty.error.message).toMatch(/task_ids must be a list/);
    expect(live(t)).toEqual(['A']);
  });
});

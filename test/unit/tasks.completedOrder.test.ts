import { describe, expect, it } from 'vitest';
import { testRegistry } from '../helpers/registry';

describe('list_tasks completed', () => {
  it('shows the most recently completed first, whatever their due dates', async () => {
    const t = await testRegistry();
    const ids: number[] = [];
    for (const [title, due_at] of [
      ['Essay draft', '2026-11-27'],
      ['Lab report', '2026-11-22'],
      ['Read chapter 4', '2026-12-01'],
    ] as const) {
      const r = (await t.call('add_task', { title, due_at })) as { data: { task: { task_id: number } } };
      ids.push(r.data.task.task_id);
    }
    for (const id of [ids[1], ids[2], ids[0]]) {
      t.clock.advance(60_000);
      await t.call('complete_task', { task_id: id });
    }
    const r = (await t.call('list_tasks', { status: 'completed' })) as { data: { tasks: { title: string }[] } };
    expect(r.data.tasks.map((x) => x.title)).toEqual(['Essay draft', 'Read chapter 4', 'Lab report']);
  });
});

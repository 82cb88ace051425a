import { describe, expect, it } from 'vitest';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;

/** A local time on the test machine's clock, as add_task stores it (a UTC instant). */
const local = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();

async function add(t: T, title: string, due_at: string, extra: Record<string, unknown> = {}) {
  const r = await t.call('add_task', { title, due_at, ...extra });
  if (!r.ok) throw new Error(r.error.message);
  return (r.data as { task: { task_id: number } }).task.task_id;
}

async function today(t: T, input: Record<string, unknown> = {}) {
  const r = await t.call('get_today', input);
  if (!r.ok) throw new Error(r.error.message);
  return r.data as { tasks_overdue: number; tasks_due_today: number; tasks_due_next_7_days: number };
}

describe('get_today counts Today’s sections on the user’s clock', () => {
  it('sorts date-only tasks by date and timed ones by the instant, over the whole week ahead', async () => {
    const t = await testRegistry();
    t.clock.set(local(21, 10)); // Saturday 21 November 2026, 10:00
    await add(t, 'yesterday', '2026-11-20');
    await add(t, 'this morning at nine', local(21, 9)); // passed an hour ago: overdue, as Today shows it
    await add(t, 'this afternoon', local(21, 15));
    await add(t, 'today, no time', '2026-11-21');
    await add(t, 'tomorrow early', local(22, 8));
    await add(t, 'in seven days', '2026-11-28');
    await add(t, 'in eight days', '2026-11-29');
    await add(t, 'just past the week', local(29, 0, 30));
    const done = await add(t, 'done yesterday', '2026-11-20');
    await t.call('complete_task', { task_id: done });
    expect(await today(t)).toMatchObject({ tasks_overdue: 2, tasks_due_today: 2, tasks_due_next_7_days: 2 });
  });

  it('counts every overdue task, not the 200 a list holds, and narrows to one topic', async () => {
    const t = await testRegistry();
    t.clock.set(local(21, 10));
    const insert = t.db.prepare(
      `INSERT INTO tasks (title, description, due_at, priority, created_at, updated_at) VALUES (?, '', ?, 4, ?, ?)`,
    );
    t.db.transaction(() => {
      for (let i = 0; i < 250; i++) insert.run(`Old task ${i}`, '2026-10-01', local(1, 9), local(1, 9));
    })();
    await add(t, 'Revise osmosis', '2026-11-19', { topic_name: 'Biology' });
    await add(t, 'Lab report', '2026-11-23', { topic_name: 'Biology' });
    expect(await today(t)).toMatchObject({ tasks_overdue: 251, tasks_due_next_7_days: 1 });
    expect(await today(t, { topic_name: 'biology' })).toMatchObject({
      tasks_overdue: 1,
      tasks_due_today: 0,
      tasks_due_next_7_days: 1,
    });
    const unknown = await t.call('get_today', { topic_name: 'Astrology' });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error.code).toBe('not_found');
  });
});

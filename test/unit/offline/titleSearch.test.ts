import { describe, expect, it } from 'vitest';
import { offlineChat } from './harness';

/**
 * Issue 11 item 4: naming a task by its title finds it among every task, not only the soonest
 * few hundred. 2,500 pending tasks due before the target push it past the old 1,000–1,400 window.
 */
async function crowded() {
  const c = await offlineChat();
  const insert = c.db.prepare(
    "INSERT INTO tasks (title, status, due_at, priority, created_at, updated_at) VALUES (?, 'pending', ?, 4, ?, ?)",
  );
  const at = '2026-11-01T09:00:00.000Z';
  c.db.transaction(() => {
    for (let i = 0; i < 2500; i++) {
      const due = new Date(Date.UTC(2026, 11, 1) + (i % 300) * 86_400_000).toISOString().slice(0, 10);
      insert.run(`Revise lecture notes ${i}`, due, at, at);
    }
  })();
  const target = await c.task('Return the library books to the east wing', { due_at: '2028-06-01' });
  return { c, target };
}

describe('offline agent: a task named by title is found among every task', () => {
  it('completes a task beyond the soonest 2,500 by a few of its words', async () => {
    const { c, target } = await crowded();
    const r = await c.say('done with the library books');
    expect(r.status).toBe('success');
    expect(r.tool_calls.at(-1)).toMatchObject({ name: 'complete_task', input: { task_id: target.task_id } });
    expect(c.tasks().find((t) => t.id === target.task_id)?.status).toBe('completed');
  });

  it('finds it with the words in another order and another ending', async () => {
    const { c, target } = await crowded();
    const r = await c.say('move the east wing library book task to friday');
    expect(r.tool_calls.at(-1)).toMatchObject({ name: 'update_task', input: { task_id: target.task_id } });
  });

  it('list_tasks title_words ranks the title sharing the most words first, across every task', async () => {
    const { c, target } = await crowded();
    const r = await c.call('list_tasks', { title_words: 'library books east', limit: 5 });
    expect(r.ok && (r.data as { tasks: { task_id: number }[] }).tasks[0]?.task_id).toBe(target.task_id);
  });

  it('a renamed or deleted task is found by its new words only (the index follows the table)', async () => {
    const { c, target } = await crowded();
    await c.call('update_task', { task_id: target.task_id, title: 'Pay the parking fine' });
    const old = await c.call('list_tasks', { title_words: 'library east wing' });
    expect(old.ok && (old.data as { tasks: unknown[] }).tasks).toEqual([]);
    const renamed = await c.call('list_tasks', { title_words: 'parking' });
    expect(renamed.ok && (renamed.data as { tasks: { task_id: number }[] }).tasks.map((t) => t.task_id)).toEqual([
      target.task_id,
    ]);
    await c.call('delete_task', { task_id: target.task_id }, { confirmed: true });
    const gone = await c.call('list_tasks', { title_words: 'parking' });
    expect(gone.ok && (gone.data as { tasks: unknown[] }).tasks).toEqual([]);
  });

  it('refuses title_words beside query, with a specific message', async () => {
    const { c } = await crowded();
    const r = await c.call('list_tasks', { title_words: 'library', query: 'books' });
    expect(!r.ok && r.error.message).toMatch(/title_words cannot be combined/);
  });

  it('a number is itself: "chapter 2" finds chapter 2, not chapters 20–29, beyond the window', async () => {
    const { c } = await crowded();
    for (let n = 20; n < 30; n++) await c.task(`Read chapter ${n}`, { due_at: '2028-01-01' });
    const two = await c.task('Read chapter 2', { due_at: '2028-06-01' });
    const r = await c.call('list_tasks', { title_words: 'chapter 2' });
    expect(r.ok && (r.data as { tasks: { task_id: number }[] }).tasks.map((t) => t.task_id)).toEqual([two.task_id]);
    const done = await c.say('I finished reading chapter 2');
    expect(done.tool_calls.at(-1)).toMatchObject({ name: 'complete_task', input: { task_id: two.task_id } });
  });
});

describe('offline agent: a misspelt title beyond the window', () => {
  it('"done with the libary" completes the library books task due in two years', async () => {
    const { c, target } = await crowded();
    const r = await c.say('done with the libary');
    expect(r.tool_calls.at(-1)).toMatchObject({ name: 'complete_task', input: { task_id: target.task_id } });
    expect(c.tasks().find((t) => t.id === target.task_id)?.status).toBe('completed');
  });
});

describe('offline agent: deleting everything past the bulk limit', () => {
  it('says it is too many, naming the limit, and deletes nothing', async () => {
    const { c } = await crowded();
    c.db
      .prepare(
        "INSERT INTO tasks (title, status, priority, created_at, updated_at) SELECT 'Filler ' || value, 'pending', 4, '2026-11-01', '2026-11-01' FROM (WITH RECURSIVE n(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM n WHERE value < 3000) SELECT value FROM n)",
      )
      .run();
    const r = await c.say('delete all my tasks');
    expect(r.status).not.toBe('confirmation_required');
    expect(r.response).toMatch(/more than 5,000/);
    expect(c.tasks().filter((t) => t.deleted)).toEqual([]);
  });
});

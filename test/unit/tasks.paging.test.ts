import { describe, expect, it } from 'vitest';
import { EMPTY_CONVERSATION_STATE } from '../../src-shared/conversation';
import type { Task } from '../../src-shared/tasks';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;

/** Seeds `pending` pending and `completed` completed tasks straight through SQL (the tools are not under test here). */
function seed(t: T, pending: number, completed: number) {
  const insert = t.db.prepare(
    `INSERT INTO tasks (title, description, due_at, priority, status, completed_at, created_at, updated_at)
     VALUES (?, '', ?, ?, ?, ?, '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')`,
  );
  t.db.transaction(() => {
    for (let i = 0; i < pending + completed; i++) {
      const done = i >= pending;
      const due = i % 5 === 0 ? null : `2026-12-${String((i % 28) + 1).padStart(2, '0')}`;
      insert.run(
        `Task ${i}`,
        due,
        (i % 4) + 1,
        done ? 'completed' : 'pending',
        done ? '2026-11-20T00:00:00.000Z' : null,
      );
    }
  })();
}

async function list(t: T, input: Record<string, unknown>): Promise<Task[]> {
  const r = await t.call('list_tasks', input);
  if (!r.ok) throw new Error(r.error.message);
  return (r.data as { tasks: Task[] }).tasks;
}

async function pageThrough(t: T, input: Record<string, unknown>, limit: number): Promise<Task[]> {
  const all: Task[] = [];
  for (;;) {
    const page = await list(t, { ...input, limit, offset: all.length });
    all.push(...page);
    if (page.length < limit) return all;
  }
}

describe('list_tasks paging (offset)', () => {
  it('pages through every task exactly once, in the same order as one long list', async () => {
    const t = await testRegistry();
    seed(t, 130, 0);
    const paged = await pageThrough(t, {}, 40);
    expect(paged).toHaveLength(130);
    expect(new Set(paged.map((x) => x.task_id)).size).toBe(130);
    expect(paged.map((x) => x.task_id)).toEqual((await list(t, { limit: 200 })).map((x) => x.task_id));
  });

  it('carries the offset from pending into completed for status "all"', async () => {
    const t = await testRegistry();
    seed(t, 45, 30);
    const paged = await pageThrough(t, { status: 'all' }, 20);
    expect(paged).toHaveLength(75);
    expect(paged.slice(0, 45).every((x) => x.status === 'pending')).toBe(true);
    expect(paged.slice(45).every((x) => x.status === 'completed')).toBe(true);
    expect(new Set(paged.map((x) => x.task_id)).size).toBe(75);
    // An offset wholly inside the completed tasks lands on the right row.
    const [sixtieth] = await list(t, { status: 'all', limit: 1, offset: 60 });
    expect(sixtieth!.task_id).toBe(paged[60]!.task_id);
  });

  it('combines with the search and date filters', async () => {
    const t = await testRegistry();
    seed(t, 300, 0);
    const matching = await pageThrough(t, { query: 'Task 1', due_before: '2026-12-15' }, 7);
    expect(matching.length).toBeGreaterThan(7);
    for (const x of matching) {
      expect(x.title.startsWith('Task 1')).toBe(true);
      expect(x.due_at! < '2026-12-15').toBe(true);
    }
  });

  it('numbers references from the offset, so "task 41" means the 41st in the list', async () => {
    const t = await testRegistry();
    seed(t, 60, 0);
    const out = await t.outcome('list_tasks', { limit: 10, offset: 40 }, { state: EMPTY_CONVERSATION_STATE });
    const tasks = (out.result as { data: { tasks: Task[] } }).data.tasks;
    expect(out.state_updates.task_references).toMatchObject({ '41': tasks[0]!.task_id, '50': tasks[9]!.task_id });
  });

  it('returns nothing past the end, and rejects a negative or fractional offset by name', async () => {
    const t = await testRegistry();
    seed(t, 3, 2);
    expect(await list(t, { status: 'all', offset: 5 })).toEqual([]);
    for (const offset of [-1, 1.5, '10']) {
      const r = await t.call('list_tasks', { offset });
      expect(r).toMatchObject({
        ok: false,
        error: { code: 'validation_error', details: { fields: [{ field: 'offset' }] } },
      });
    }
  });

  it('without offset behaves as before (backward compatible)', async () => {
    const t = await testRegistry();
    seed(t, 5, 5);
    expect(await list(t, { status: 'all', limit: 10 })).toEqual(await list(t, { status: 'all', limit: 10, offset: 0 }));
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_CONVERSATION_STATE } from '../../src-shared/conversation';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;

async function add(t: T, input: Record<string, unknown>) {
  const r = await t.call('add_task', input);
  if (!r.ok) throw new Error(`add_task failed: ${r.error.message}`);
  return (r.data as { task: { task_id: number } }).task.task_id;
}

const titles = (r: { ok: boolean; data?: unknown }) =>
  (r.data as { tasks: { title: string }[] }).tasks.map((x) => x.title);

describe('add_task', () => {
  it('creates a pending task with defaults and reports the change', async () => {
    const t = await testRegistry();
    const out = await t.outcome('add_task', { title: '  Essay draft ', due_at: '2026-11-27' });
    expect(out.result).toEqual({
      ok: true,
      data: {
        task: {
          task_id: 1,
          title: 'Essay draft',
          description: '',
          status: 'pending',
          due_at: '2026-11-27',
          priority: 4,
          created_at: '2026-11-21T09:00:00.000Z',
          completed_at: null,
          topic_id: null,
          topic: null,
          recurrence: null,
        },
      },
    });
    expect(out.changes).toEqual([{ entity_type: 'task', ids: [1] }]);
  });

  it('stores a timestamp with offset as the UTC instant', async () => {
    const t = await testRegistry();
    const r = await t.call('add_task', { title: 'Call tutor', due_at: '2026-11-27T17:00+01:00', priority: 1 });
    expect(r).toMatchObject({ ok: true, data: { task: { due_at: '2026-11-27T16:00:00.000Z', priority: 1 } } });
  });

  it('rejects an unknown field by name and writes nothing', async () => {
    const t = await testRegistry();
    const before = tablesChecksum(t.db);
    const r = await t.call('add_task', { title: 'x', due: '2026-11-27' });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'validation_error', details: { fields: [{ field: 'due' }] } },
    });
    expect(tablesChecksum(t.db)).toBe(before);
  });

  it('explains the accepted date forms when due_at is not one', async () => {
    const t = await testRegistry();
    const r = await t.call('add_task', { title: 'x', due_at: 'next friday' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/due_at must be a date YYYY-MM-DD .* timestamp with offset/);
  });
});

describe('list_tasks', () => {
  it('lists pending tasks by due date, undated last, and numbers them for "task 2"', async () => {
    const t = await testRegistry();
    const undated = await add(t, { title: 'Someday' });
    const late = await add(t, { title: 'Late', due_at: '2026-12-10' });
    const soon = await add(t, { title: 'Soon', due_at: '2026-11-25', priority: 3 });
    const urgent = await add(t, { title: 'Soon urgent', due_at: '2026-11-25', priority: 1 });
    const done = await add(t, { title: 'Done', due_at: '2026-11-20' });
    await t.call('complete_task', { task_id: done });

    // Made in a conversation (the agent's), the list numbers its tasks for that conversation…
    const out = await t.outcome('list_tasks', {}, { state: EMPTY_CONVERSATION_STATE });
    expect(titles(out.result)).toEqual(['Soon urgent', 'Soon', 'Late', 'Someday']);
    // …and the same list in the window, which has no conversation, leaves none to update.
    expect((await t.outcome('list_tasks', {})).state_updates).toEqual({});
    expect(out.state_updates).toEqual({
      task_references: { '1': urgent, '2': soon, '3': late, '4': undated },
      referenced_at: '2026-11-21T09:00:00.000Z',
    });
    expect(titles(await t.call('list_tasks', { status: 'completed' }))).toEqual(['Done']);
    expect(titles(await t.call('list_tasks', { status: 'all', limit: 5 }))).toEqual([
      'Soon urgent',
      'Soon',
      'Late',
      'Someday',
      'Done',
    ]);
    expect(titles(await t.call('list_tasks', { status: 'all', limit: 2 }))).toEqual(['Soon urgent', 'Soon']);
  });

  it('filters by text (case-insensitive, % and _ literal) and by due_before', async () => {
    const t = await testRegistry();
    await add(t, { title: 'Essay draft', due_at: '2026-11-27' });
    await add(t, { title: 'Read', description: 'chapter on ESSAYS', due_at: '2026-12-01T10:00:00Z' });
    await add(t, { title: '100% done?' });
    expect(titles(await t.call('list_tasks', { query: 'essay' }))).toEqual(['Essay draft', 'Read']);
    expect(titles(await t.call('list_tasks', { query: '0%' }))).toEqual(['100% done?']);
    expect(titles(await t.call('list_tasks', { query: '_' }))).toEqual([]);
    expect(titles(await t.call('list_tasks', { due_before: '2026-12-01' }))).toEqual(['Essay draft']);
    expect(titles(await t.call('list_tasks', { due_before: '2026-12-01T11:00+01:00' }))).toEqual(['Essay draft']);
    expect(titles(await t.call('list_tasks', { due_before: '2026-12-02' }))).toEqual(['Essay draft', 'Read']);
  });

  it('returns an empty list, not an error, when nothing matches', async () => {
    const t = await testRegistry();
    const out = await t.outcome('list_tasks', { query: 'nothing' }, { state: EMPTY_CONVERSATION_STATE });
    expect(out.result).toEqual({ ok: true, data: { tasks: [] } });
    expect(out.state_updates.task_references).toEqual({});
  });
});

describe('update_task', () => {
  it('changes only the given fields, and null clears the due date', async () => {
    const t = await testRegistry();
    const id = await add(t, { title: 'Essay', description: 'notes', due_at: '2026-11-27', priority: 2 });
    const r = await t.call('update_task', { task_id: id, title: 'Essay final', due_at: null });
    expect(r).toMatchObject({
      ok: true,
      data: { task: { title: 'Essay final', description: 'notes', due_at: null, priority: 2 } },
    });
    const moved = await t.call('update_task', { task_id: id, due_at: '2026-12-01', priority: 1, description: '' });
    expect(moved).toMatchObject({
      ok: true,
      data: { task: { title: 'Essay final', description: '', due_at: '2026-12-01', priority: 1 } },
    });
  });

  it('asks for at least one field to change', async () => {
    const t = await testRegistry();
    const id = await add(t, { title: 'Essay' });
    const r = await t.call('update_task', { task_id: id });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'validation_error', message: expect.stringMatching(/at least one of title/) },
    });
  });

  it('answers not_found for a missing task', async () => {
    const t = await testRegistry();
    const r = await t.call('update_task', { task_id: 42, title: 'x' });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'task', query: { task_id: 42 } } },
    });
  });
});

describe('complete_task and reopen_task', () => {
  it('completes once, then reports already_completed without changing anything', async () => {
    const t = await testRegistry();
    const id = await add(t, { title: 'Essay' });
    const first = await t.outcome('complete_task', { task_id: id });
    expect(first.result).toMatchObject({
      ok: true,
      data: { already_completed: false, task: { status: 'completed', completed_at: '2026-11-21T09:00:00.000Z' } },
    });
    expect(first.changes).toEqual([{ entity_type: 'task', ids: [id] }]);
    t.clock.advance(60_000);
    const before = tablesChecksum(t.db);
    const again = await t.outcome('complete_task', { task_id: id });
    expect(again.result).toMatchObject({
      ok: true,
      data: { already_completed: true, task: { completed_at: '2026-11-21T09:00:00.000Z' } },
    });
    expect(again.changes).toEqual([]);
    expect(tablesChecksum(t.db)).toBe(before);
  });

  it('reopens a completed task and refuses to reopen a pending one', async () => {
    const t = await testRegistry();
    const id = await add(t, { title: 'Essay' });
    const pending = await t.call('reopen_task', { task_id: id });
    expect(pending).toMatchObject({
      ok: false,
      error: { code: 'conflict', details: { reason: 'invalid_transition' } },
    });
    await t.call('complete_task', { task_id: id });
    const r = await t.call('reopen_task', { task_id: id });
    expect(r).toMatchObject({ ok: true, data: { task: { status: 'pending', completed_at: null } } });
  });

  it.each(['complete_task', 'reopen_task'])('%s answers not_found for a missing task', async (tool) => {
    const t = await testRegistry();
    expect(await t.call(tool, { task_id: 7 })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});

describe('delete_task', () => {
  it('asks with the title and due date, and deletes only when confirmed', async () => {
    const t = await testRegistry();
    const id = await add(t, { title: 'Essay draft', due_at: '2026-11-27' });
    const asked: string[] = [];
    const declined = await t.call(
      'delete_task',
      { task_id: id },
      { origin: 'agent', confirm: async (q) => (asked.push(q.summary), false) },
    );
    expect(asked).toEqual(["Delete task 'Essay draft' (due Fri 27 Nov)?"]);
    expect(declined).toMatchObject({
      ok: false,
      error: { code: 'permission_denied', details: { reason: 'user_declined' } },
    });

    const unconfirmed = await t.outcome('delete_task', { task_id: id });
    expect(unconfirmed.result).toMatchObject({ ok: false, error: { code: 'permission_denied' } });
    expect(unconfirmed.confirmation?.summary).toBe("Delete task 'Essay draft' (due Fri 27 Nov)?");
    expect(titles(await t.call('list_tasks', {}))).toEqual(['Essay draft']);

    const done = await t.outcome('delete_task', { task_id: id }, { confirmed: true });
    expect(done.result).toEqual({ ok: true, data: { deleted_task_id: id } });
    expect(done.changes).toEqual([{ entity_type: 'task', ids: [id] }]);
  });

  it('names an undated task without a due date, and shows the year when it is not this year', async () => {
    const t = await testRegistry();
    const a = await add(t, { title: 'Someday' });
    const b = await add(t, { title: 'Thesis', due_at: '2027-06-04' });
    expect((await t.outcome('delete_task', { task_id: a })).confirmation?.summary).toBe("Delete task 'Someday'?");
    expect((await t.outcome('delete_task', { task_id: b })).confirmation?.summary).toBe(
      "Delete task 'Thesis' (due Fri 4 Jun 2027)?",
    );
  });

  it('answers not_found before asking when the task does not exist', async () => {
    const t = await testRegistry();
    let asked = false;
    const r = await t.call('delete_task', { task_id: 5 }, { origin: 'agent', confirm: async () => (asked = true) });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'task', query: { task_id: 5 } } },
    });
    expect(asked).toBe(false);
  });

  it('makes the task invisible to every task tool', async () => {
    const t = await testRegistry();
    const id = await add(t, { title: 'Gone' });
    await t.call('delete_task', { task_id: id }, { confirmed: true });
    expect(titles(await t.call('list_tasks', { status: 'all' }))).toEqual([]);
    for (const [tool, extra] of [
      ['update_task', { title: 'x' }],
      ['complete_task', {}],
      ['reopen_task', {}],
      ['delete_task', {}],
    ] as const) {
      const r = await t.call(tool, { task_id: id, ...extra }, { confirmed: true });
      expect(r, tool).toMatchObject({ ok: false, error: { code: 'not_found' } });
    }
  });
});

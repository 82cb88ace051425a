import { describe, expect, it } from 'vitest';
import type { ToolResult } from '../../src-shared/result';
import { purgeDeleted } from '../../src-main/core/services/purge';
import { createSession } from '../../src-main/core/db/queries/sessions';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;

function data<D>(r: ToolResult): D {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.data as D;
}

/** One live row of each restorable kind, created and deleted through the real tools. */
async function createAndDelete(t: T) {
  const task = data<{ task: { task_id: number } }>(await t.call('add_task', { title: 'Essay draft' })).task.task_id;
  const plan = data<{ created_plan_id: number }>(
    await t.call('write_plan', { title: 'Python tutorial', items: [{ title: 'Chapter 1' }, { title: 'Chapter 2' }] }),
  ).created_plan_id;
  const card = data<{ card_id: number }>(
    await t.call('create_flashcard', { front: 'Base case?', back: 'Stops recursion' }),
  ).card_id;
  await t.call('review_flashcard', { card_id: card, rating: 'good' });
  const attempt = data<{ attempt_id: number }>(
    await t.call('save_quiz_attempt', { question: '2+2?', user_answer: '5', score: 0 }),
  ).attempt_id;
  for (const [tool, input] of [
    ['delete_task', { task_id: task }],
    ['delete_plan', { plan_id: plan }],
    ['delete_flashcard', { card_id: card }],
    ['delete_quiz_attempt', { attempt_id: attempt }],
  ] as const) {
    expect((await t.call(tool, input, { confirmed: true })).ok, tool).toBe(true);
  }
  return { task, plan, card, attempt };
}

const count = (t: T, sql: string) => (t.db.prepare(sql).get() as { n: number }).n;

describe('restore_deleted', () => {
  it('brings back each kind of deleted row, visible again to its own tools', async () => {
    const t = await testRegistry();
    const ids = await createAndDelete(t);
    expect(data<{ tasks: unknown[] }>(await t.call('list_tasks', {})).tasks).toEqual([]);

    for (const [entity_type, id] of [
      ['task', ids.task],
      ['plan', ids.plan],
      ['flashcard', ids.card],
      ['attempt', ids.attempt],
    ] as const) {
      const out = await t.outcome('restore_deleted', { entity_type, id });
      expect(out.result, entity_type).toEqual({ ok: true, data: { entity_type, restored_id: id } });
      expect(out.changes).toEqual([{ entity_type, ids: [id] }]);
    }
    expect(data<{ tasks: { title: string }[] }>(await t.call('list_tasks', {})).tasks.map((x) => x.title)).toEqual([
      'Essay draft',
    ]);
    const items = data<{ plan_items: Record<string, { title: string }[]> }>(
      await t.call('list_plan_items', { plan_id: ids.plan }),
    );
    expect(items.plan_items[String(ids.plan)]!.map((i) => i.title)).toEqual(['Chapter 1', 'Chapter 2']);
    expect((await t.call('update_flashcard', { card_id: ids.card, back: 'It ends the recursion' })).ok).toBe(true);
    expect((await t.call('delete_quiz_attempt', { attempt_id: ids.attempt }, { confirmed: true })).ok).toBe(true);
  });

  it('answers not_found for a row that is live, never existed, or was purged — and changes nothing', async () => {
    const t = await testRegistry();
    const live = data<{ task: { task_id: number } }>(await t.call('add_task', { title: 'Still here' })).task.task_id;
    const before = tablesChecksum(t.db);
    const notDeleted = await t.call('restore_deleted', { entity_type: 'task', id: live });
    expect(notDeleted).toMatchObject({
      ok: false,
      error: { code: 'not_found', message: expect.stringMatching(/is not deleted/), details: { entity_type: 'task' } },
    });
    for (const entity_type of ['task', 'plan', 'flashcard', 'attempt']) {
      const r = await t.call('restore_deleted', { entity_type, id: 4242 });
      expect(r).toMatchObject({
        ok: false,
        error: { code: 'not_found', details: { entity_type, query: { entity_type, id: 4242 } } },
      });
    }
    expect(tablesChecksum(t.db)).toBe(before);
  });

  it('is an ordinary write: it never asks for confirmation', async () => {
    const t = await testRegistry();
    const { task } = await createAndDelete(t);
    let asked = false;
    const r = await t.call(
      'restore_deleted',
      { entity_type: 'task', id: task },
      { origin: 'agent', confirm: async () => (asked = true) },
    );
    expect(r.ok).toBe(true);
    expect(asked).toBe(false);
  });

  it.each([
    [{ entity_type: 'message', id: 1 }, 'entity_type'],
    [{ entity_type: 'task' }, 'id'],
    [{ entity_type: 'task', id: 0 }, 'id'],
    [{ entity_type: 'task', id: -1 }, 'id'],
    [{ entity_type: 'task', id: '3' }, 'id'],
    [{ entity_type: 'task', id: 3, force: true }, 'force'],
  ])('rejects %j naming %s', async (input, field) => {
    const t = await testRegistry();
    const r = await t.call('restore_deleted', input);
    expect(r).toMatchObject({ ok: false, error: { code: 'validation_error', details: { fields: [{ field }] } } });
  });
});

describe('purgeDeleted', () => {
  it('removes rows deleted more than 30 days ago, with their items, reviews and messages, and keeps the rest', async () => {
    const t = await testRegistry();
    t.clock.set('2026-10-01T09:00:00.000Z');
    const old = await createAndDelete(t);
    const oldSession = createSession(t.db, 'old chat', t.clock.now().toISOString()).id;
    await t.call('save_message', { session_id: oldSession, role: 'user', content: 'hello' });
    t.db.prepare('UPDATE chat_sessions SET deleted_at = ? WHERE id = ?').run(t.clock.now().toISOString(), oldSession);

    t.clock.set('2026-11-01T09:00:00.000Z');
    const recent = await createAndDelete(t);
    const live = data<{ task: { task_id: number } }>(await t.call('add_task', { title: 'Live' })).task.task_id;

    // The revision history of those October changes goes with them; November's stays undoable.
    const changes = 'SELECT count(*) AS n FROM journal WHERE revisions IS NOT NULL';
    const octoberChanges = count(t, `${changes} AND created_at < '2026-10-22'`);
    expect(octoberChanges).toBeGreaterThan(0);
    const purged = purgeDeleted(t.db, new Date('2026-11-21T09:00:00.000Z'));
    expect(purged).toEqual({
      tasks: 1,
      plans: 1,
      flashcards: 1,
      quiz_attempts: 1,
      chat_sessions: 1,
      changes: octoberChanges,
    });
    expect(count(t, `${changes} AND created_at < '2026-10-22'`)).toBe(0);
    expect(count(t, changes)).toBeGreaterThan(0);
    // The rows stay as the audit log: what ran, when and how it ended.
    expect(count(t, "SELECT count(*) AS n FROM journal WHERE created_at < '2026-10-22'")).toBeGreaterThan(0);
    expect(count(t, 'SELECT count(*) AS n FROM plan_items')).toBe(2);
    expect(count(t, 'SELECT count(*) AS n FROM review_log')).toBe(1);
    expect(count(t, 'SELECT count(*) AS n FROM messages')).toBe(0);
    expect(count(t, 'SELECT count(*) AS n FROM tasks')).toBe(2);

    expect(await t.call('restore_deleted', { entity_type: 'task', id: old.task })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect((await t.call('restore_deleted', { entity_type: 'plan', id: recent.plan })).ok).toBe(true);
    expect((await t.call('complete_task', { task_id: live })).ok).toBe(true);
  });

  it('honours a custom window and purges nothing when nothing is old enough', async () => {
    const t = await testRegistry();
    await createAndDelete(t);
    const now = new Date('2026-11-21T10:00:00.000Z');
    expect(Object.values(purgeDeleted(t.db, now)).every((n) => n === 0)).toBe(true);
    const changes = count(t, 'SELECT count(*) AS n FROM journal WHERE revisions IS NOT NULL');
    expect(purgeDeleted(t.db, now, 0)).toEqual({
      changes,
      tasks: 1,
      plans: 1,
      flashcards: 1,
      quiz_attempts: 1,
      chat_sessions: 0,
    });
    expect(() => purgeDeleted(t.db, now, -1)).toThrow(RangeError);
  });
});

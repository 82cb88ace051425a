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

  it('puts back only what the change wrote: a later rename survives undoing an earlier completion', async () => {
    const t = await withTask();
    t.clock.advance(60_000);
    const done = await t.outcome('complete_task', { task_id: t.id });
    t.clock.advance(60_000); // the rename comes later, so it moves updated_at again
    await t.call('update_task', { task_id: t.id, title: 'Essay final' }, { origin: 'cli' });
    const renamedAt = (t.db.prepare('SELECT updated_at FROM tasks WHERE id = ?').get(t.id) as { updated_at: string })
      .updated_at;
    const r = await t.call('undo', { change_id: done.change_id });
    expect(r.ok).toBe(true);
    expect(taskRow(t)).toMatchObject({ title: 'Essay final', status: 'pending', completed_at: null });
    // The rename's own time stays: undo does not put back a bookkeeping column changed since.
    expect(t.db.prepare('SELECT updated_at FROM tasks WHERE id = ?').get(t.id)).toEqual({ updated_at: renamedAt });
  });

  it('still undoes a change recorded before (its revision holding the whole row before it)', async () => {
    const t = await withTask();
    const before = taskRow(t);
    const done = await t.outcome('complete_task', { task_id: t.id });
    // The journal as an older build wrote it: an update's whole row before it.
    const whole = t.db
      .prepare(
        "SELECT json_object('id', id, 'title', 'Essay draft', 'status', 'pending', 'due_at', due_at, 'priority', priority, 'completed_at', NULL, 'deleted_at', NULL) FROM tasks WHERE id = ?",
      )
      .pluck()
      .get(t.id) as string;
    const after = t.db
      .prepare("SELECT json_object('status', status, 'completed_at', completed_at) FROM tasks WHERE id = ?")
      .pluck()
      .get(t.id) as string;
    t.db
      .prepare('UPDATE journal SET revisions = ? WHERE id = ?')
      .run(`[["tasks",${t.id},${whole},${after}]]`, done.change_id);
    expect((await t.call('undo', { change_id: done.change_id })).ok).toBe(true);
    expect(taskRow(t)).toEqual(before);
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

describe('undo of reviews, deletes and batches', () => {
  it('gives a reviewed card its previous schedule back and removes the review from the log', async () => {
    const t = await testRegistry();
    const { card_id } = data<{ card_id: number }>(
      await t.call('create_flashcard', { front: 'Recursion?', back: 'Self-call' }),
    );
    const card = () =>
      t.db
        .prepare('SELECT due_at, stability, difficulty, reps, state, last_review_at FROM flashcards WHERE id = ?')
        .get(card_id);
    const before = card();
    data(await t.call('review_flashcard', { card_id, rating: 'good' }));
    expect(card()).not.toEqual(before);
    data(await t.call('undo', {}));
    expect(card()).toEqual(before);
    expect(t.db.prepare('SELECT count(*) AS n FROM review_log').get()).toEqual({ n: 0 });
  });

  it('restores a deleted task', async () => {
    const t = await withTask();
    data(await t.call('delete_task', { task_id: t.id }, { confirmed: true }));
    const undone = data<{ message: string }>(await t.call('undo', {}));
    expect(undone.message).toMatch(/delete_task \(task ‘Essay draft’\)/);
    expect(taskRow(t)).toMatchObject({ deleted_at: null, title: 'Essay draft' });
  });

  it('takes back a whole plan written in one call', async () => {
    const t = await testRegistry();
    data(
      await t.call('write_plan', { title: 'Python', items: [{ title: 'Ch 1' }, { title: 'Ch 2' }, { title: 'Ch 3' }] }),
    );
    data(await t.call('undo', {}));
    expect(
      t.db.prepare('SELECT (SELECT count(*) FROM plans) AS plans, (SELECT count(*) FROM plan_items) AS items').get(),
    ).toEqual({ plans: 0, items: 0 });
  });

  it('takes back a whole quiz save: the retried attempt is back, the new ones gone', async () => {
    const t = await testRegistry();
    const { topic_id } = data<{ topic_id: number }>(await t.call('quiz_pre_fetch', { topic_name: 'Recursion' }));
    const { attempt_id } = data<{ attempt_id: number }>(
      await t.call('save_quiz_attempt', { topic_id, question: 'Base case?', user_answer: 'x', score: 0 }),
    );
    const attempts = () => t.db.prepare('SELECT id, question, score, deleted_at FROM quiz_attempts ORDER BY id').all();
    const before = attempts();
    data(
      await t.call('quiz_post_save', {
        topic_id,
        wrong_answers: [{ question: 'Tail call?', user_answer: 'no' }],
        correct_retries: [attempt_id],
        right_answers: [{ question: 'Stack?' }],
      }),
    );
    expect(attempts()).toHaveLength(3);
    data(await t.call('undo', {}));
    expect(attempts()).toEqual(before);
  });
});

describe('whose change undo takes back', () => {
  it("undoes only the caller's own origin: the window's undo leaves the CLI's change alone", async () => {
    const t = await withTask();
    await t.call('add_task', { title: 'Second' });
    await t.call('complete_task', { task_id: t.id }, { origin: 'cli' });
    // The window's own newest change is adding "Second"; the CLI's completion stays.
    expect(await t.call('undo', {})).toMatchObject({ ok: true, data: { undone_tool: 'add_task' } });
    expect(t.db.prepare('SELECT title, status FROM tasks').all()).toEqual([
      { title: 'Essay draft', status: 'completed' },
    ]);
    // And undoing the first add now would erase the CLI's completion: refused.
    expect(await t.call('undo', {})).toMatchObject({ ok: false, error: { code: 'conflict' } });
  });

  it('keeps chat sessions apart', async () => {
    const t = await testRegistry();
    await t.call('add_task', { title: 'From chat 1' }, { origin: 'agent', session_id: 1 });
    const other = await t.call('undo', {}, { origin: 'agent', session_id: 2 });
    expect(other).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(other.ok ? '' : other.error.message).toMatch(/nothing left to undo in this conversation/);
    expect(await t.call('undo', {}, { origin: 'agent', session_id: 1 })).toMatchObject({ ok: true });
  });

  it('with scope "anywhere", takes back the latest change of any origin; "here" says whether anything was changed here', async () => {
    const t = await withTask();
    await t.call('complete_task', { task_id: t.id }, { origin: 'cli' });
    const here = await t.call('undo', {}, { origin: 'agent', session_id: 7 });
    expect(here).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { query: { changed_here: false } } },
    });
    const anywhere = await t.call('undo', { scope: 'anywhere' }, { origin: 'agent', session_id: 7 });
    expect(anywhere).toMatchObject({ ok: true, data: { undone_tool: 'complete_task' } });
    expect(taskRow(t)).toMatchObject({ status: 'pending' });
    // The chat has changed something now (its undo): a later "here" says so.
    await t.call('undo', {}, { origin: 'agent', session_id: 7 });
    const again = await t.call('undo', {}, { origin: 'agent', session_id: 7 });
    expect(again).toMatchObject({ ok: false, error: { details: { query: { changed_here: true } } } });
  });

  it('refuses a change_id together with a scope, changing nothing', async () => {
    const t = await withTask();
    const r = await t.call('undo', { change_id: 1, scope: 'anywhere' });
    expect(r).toMatchObject({ ok: false, error: { code: 'validation_error' } });
    expect(taskRow(t)).toMatchObject({ title: 'Essay draft', deleted_at: null });
  });

  it('refuses when undoing would reach rows added since (a topic now holding another card)', async () => {
    const t = await testRegistry();
    const first = await t.outcome('create_flashcard', { front: 'A?', back: 'a', topic_name: 'New topic' });
    await t.call('create_flashcard', { front: 'B?', back: 'b', topic_name: 'New topic' }, { origin: 'cli' });
    const r = await t.call('undo', { change_id: first.change_id });
    expect(r).toMatchObject({ ok: false, error: { code: 'conflict', details: { reason: 'stale' } } });
    expect(r.ok ? '' : r.error.message).toMatch(/flashcard ‘B\?’/);
    expect(t.db.prepare('SELECT count(*) AS n FROM flashcards WHERE topic_id IS NOT NULL').get()).toEqual({ n: 2 });
  });

  it('refuses to undo the same change twice', async () => {
    const t = await withTask();
    const done = await t.outcome('complete_task', { task_id: t.id });
    data(await t.call('undo', { change_id: done.change_id }));
    expect(await t.call('undo', { change_id: done.change_id })).toMatchObject({
      ok: false,
      error: { code: 'conflict', details: { reason: 'invalid_transition' } },
    });
  });

  it('records nothing for a call that changed nothing', async () => {
    const t = await withTask();
    await t.call('complete_task', { task_id: t.id });
    const again = await t.outcome('complete_task', { task_id: t.id });
    expect(again.change_id).toBeNull();
    expect(await t.call('undo', {})).toMatchObject({ ok: true, data: { undone_tool: 'complete_task' } });
  });
});

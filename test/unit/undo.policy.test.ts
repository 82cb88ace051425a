import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../../src-shared/result';
import { ALL_TOOLS } from '../../src-main/core/tools';
import { defineTool } from '../../src-main/core/tools/define';
import { testRegistry } from '../helpers/registry';

// Test-only tools standing in for the bulk tools other groups add (a card browser's bulk
// reschedule, a "forget" that erases history); they write through the real registry.
const completeAll = defineTool({
  name: 'complete_all_tasks',
  description: 'Test tool: completes every pending task.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: true },
  input: z.strictObject({}),
  examples: [{}],
  run(_input, ctx) {
    const n = ctx.db
      .prepare("UPDATE tasks SET status = 'completed', completed_at = ?, updated_at = ? WHERE status = 'pending'")
      .run(ctx.now().toISOString(), ctx.now().toISOString()).changes;
    return ok({ completed: n });
  },
});

const forgetReviews = defineTool({
  name: 'forget_reviews',
  description: 'Test tool: deletes a card’s review history.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: true },
  input: z.strictObject({ card_id: z.int() }),
  examples: [{ card_id: 1 }],
  run(input, ctx) {
    return ok({ deleted: ctx.db.prepare('DELETE FROM review_log WHERE card_id = ?').run(input.card_id).changes });
  },
});

// A long import-like tool that manages its own transactions: two separate writes, one change.
const slowImport = defineTool({
  name: 'slow_import',
  description: 'Test tool: adds two tasks in two transactions with a pause between.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: false },
  managesTransactions: true,
  input: z.strictObject({}),
  examples: [{}],
  async run(_input, ctx) {
    const add = (title: string) =>
      ctx.write(() =>
        ctx.db
          .prepare('INSERT INTO tasks (title, created_at, updated_at) VALUES (?, ?, ?)')
          .run(title, ctx.now().toISOString(), ctx.now().toISOString()),
      );
    add('Imported 1');
    await new Promise((resolve) => setImmediate(resolve));
    add('Imported 2');
    return ok({ added: 2 });
  },
});

const tools = [...ALL_TOOLS, completeAll, forgetReviews, slowImport];
const pending = (t: Awaited<ReturnType<typeof testRegistry>>) =>
  (t.db.prepare("SELECT count(*) AS n FROM tasks WHERE status = 'pending'").get() as { n: number }).n;

async function threeTasks() {
  const t = await testRegistry({ tools });
  for (const title of ['A', 'B', 'C']) await t.call('add_task', { title });
  return t;
}

describe('bulk overwrites ask like deletes', () => {
  it('asks before changing several existing tasks, and changes nothing until approved', async () => {
    const t = await threeTasks();
    const asked = await t.outcome('complete_all_tasks', {});
    expect(asked.result).toMatchObject({
      ok: false,
      error: { code: 'permission_denied', details: { reason: 'policy' } },
    });
    expect(asked.confirmation?.summary).toMatch(/complete_all_tasks would change 3 existing tasks at once/);
    expect(pending(t)).toBe(3);
    expect(await t.call('complete_all_tasks', {}, { confirmed: true })).toMatchObject({ ok: true });
    expect(pending(t)).toBe(0);
    // One undo brings all three back.
    expect(await t.call('undo', {})).toMatchObject({ ok: true, data: { undone_tool: 'complete_all_tasks' } });
    expect(pending(t)).toBe(3);
  });

  it('waits for the answer when the caller can ask (the app’s agent), and a decline changes nothing', async () => {
    const t = await threeTasks();
    const questions: string[] = [];
    const declined = await t.call(
      'complete_all_tasks',
      {},
      { origin: 'agent', confirm: async (r) => (questions.push(r.summary), false) },
    );
    expect(declined).toMatchObject({ ok: false, error: { details: { reason: 'user_declined' } } });
    expect(pending(t)).toBe(3);
    expect(await t.call('complete_all_tasks', {}, { origin: 'agent', confirm: async () => true })).toMatchObject({
      ok: true,
    });
    expect(pending(t)).toBe(0);
    expect(questions).toHaveLength(1);
  });

  it('is refused over MCP unless the user chose "don\'t ask again" for that tool', async () => {
    const t = await threeTasks();
    expect(await t.call('complete_all_tasks', {}, { origin: 'mcp' })).toMatchObject({
      ok: false,
      error: { code: 'permission_denied', details: { reason: 'policy' } },
    });
    expect(pending(t)).toBe(3);
    t.setSettings({ confirm_policy: { complete_all_tasks: 'dont_ask' } });
    expect(await t.call('complete_all_tasks', {}, { origin: 'mcp' })).toMatchObject({ ok: true });
  });

  it('does not ask for one item, or for an edit that only touches a parent’s updated_at', async () => {
    const t = await testRegistry({ tools });
    await t.call('add_task', { title: 'Only one' });
    expect(await t.call('complete_all_tasks', {})).toMatchObject({ ok: true });
    await t.call('write_plan', { title: 'Plan', items: [{ title: 'Step' }] });
    expect(await t.call('update_item_status', { item_title: 'Step', status: 'done' })).toMatchObject({ ok: true });
  });

  it('asks before erasing review history, and the window’s dialog gets the same question from a dry run', async () => {
    const t = await testRegistry({ tools });
    await t.call('create_flashcard', { front: 'Q?', back: 'A' });
    await t.call('review_flashcard', { card_id: 1, rating: 'good' });
    const question = t.registry.confirmationFor('forget_reviews', { card_id: 1 }, 'ui');
    expect(question).toMatchObject({ ok: true, data: { required: true } });
    expect(question.ok && question.data.summary).toMatch(/delete 1 review from the history/);
    // The dry run rolled back.
    expect(t.db.prepare('SELECT count(*) AS n FROM review_log').get()).toEqual({ n: 1 });
    expect(t.registry.confirmationFor('add_task', { title: 'x' }, 'ui')).toMatchObject({ data: { required: false } });
  });
});

describe('tools that manage their own transactions', () => {
  it('record every ctx.write of one call as one change that undo takes back whole', async () => {
    const t = await testRegistry({ tools });
    const r = await t.outcome('slow_import', {});
    expect(r.change_id).not.toBeNull();
    expect(t.db.prepare('SELECT count(*) AS n FROM tasks').get()).toEqual({ n: 2 });
    expect(await t.call('undo', {})).toMatchObject({ ok: true, data: { undone_tool: 'slow_import' } });
    expect(t.db.prepare('SELECT count(*) AS n FROM tasks').get()).toEqual({ n: 0 });
  });
});

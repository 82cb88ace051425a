import { describe, expect, it } from 'vitest';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

type T = Awaited<ReturnType<typeof testRegistry>>;
const data = <D>(r: { ok: boolean; data?: unknown; error?: { message: string } }): D => {
  if (!r.ok) throw new Error(`tool failed: ${r.error?.message}`);
  return r.data as D;
};
const titles = async (t: T, input: Record<string, unknown>) =>
  data<{ tasks: { title: string }[] }>(await t.call('list_tasks', input)).tasks.map((x) => x.title);

describe('topic_name on tasks', () => {
  it('files a task under a topic, creating it, and matches an existing topic ignoring case', async () => {
    const t = await testRegistry();
    const out = await t.outcome('add_task', { title: 'Revise mitosis', topic_name: 'Biology' });
    expect(out.result).toMatchObject({ ok: true, data: { task: { topic_id: 1, topic: 'Biology' } } });
    expect(out.changes).toEqual([
      { entity_type: 'topic', ids: [1] },
      { entity_type: 'task', ids: [1] },
    ]);
    const second = data<{ task: { topic_id: number; topic: string } }>(
      await t.call('add_task', { title: 'Lab write-up', topic_name: '  biology ' }),
    );
    expect(second.task).toMatchObject({ topic_id: 1, topic: 'Biology' });
    const topics = data<{ topics: { name: string }[] }>(await t.call('list_topics', {})).topics;
    expect(topics.map((x) => x.name)).toEqual(['Biology']);
  });

  it('list_tasks filters by topic, and an unknown topic is not_found instead of an empty list', async () => {
    const t = await testRegistry();
    await t.call('add_task', { title: 'Revise mitosis', topic_name: 'Biology' });
    await t.call('add_task', { title: 'Essay plan', topic_name: 'History' });
    await t.call('add_task', { title: 'Groceries' });
    expect(await titles(t, { topic_name: 'biology' })).toEqual(['Revise mitosis']);
    expect(await titles(t, { topic_name: 'History', query: 'essay' })).toEqual(['Essay plan']);
    expect(await titles(t, {})).toHaveLength(3);
    expect(await t.call('list_tasks', { topic_name: 'Chemistry' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'topic', query: { topic_name: 'Chemistry' } } },
    });
  });

  it('update_task moves a task to a topic and null takes it out', async () => {
    const t = await testRegistry();
    await t.call('add_task', { title: 'Revise mitosis' });
    expect(await t.call('update_task', { task_id: 1, topic_name: 'Biology' })).toMatchObject({
      ok: true,
      data: { task: { topic: 'Biology', title: 'Revise mitosis' } },
    });
    expect(await t.call('update_task', { task_id: 1, topic_name: null })).toMatchObject({
      ok: true,
      data: { task: { topic_id: null, topic: null } },
    });
  });

  it('a failed update creates no topic (one transaction)', async () => {
    const t = await testRegistry();
    const before = tablesChecksum(t.db);
    expect(await t.call('update_task', { task_id: 99, topic_name: 'Physics' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(tablesChecksum(t.db)).toBe(before);
  });

  it('rejects an empty or over-long topic name with the field named', async () => {
    const t = await testRegistry();
    for (const bad of ['   ', 'x'.repeat(101), 7]) {
      const r = await t.call('add_task', { title: 'A', topic_name: bad });
      expect(r).toMatchObject({ ok: false, error: { code: 'validation_error' } });
      expect(JSON.stringify(r)).toContain('topic_name');
    }
  });
});

describe('topic_name on plans', () => {
  it('write_plan and generate_study_plan file the plan under a topic; list_plans filters by it', async () => {
    const t = await testRegistry();
    await t.call('write_plan', { title: 'Cells', items: [{ title: 'Read chapter 2' }], topic_name: 'Biology' });
    await t.call('generate_study_plan', { goal: 'French Revolution', days: 3, topic_name: 'History' });
    await t.call('write_plan', { title: 'No subject', items: [] });
    const bio = data<{ plans: { title: string; topic: string | null }[] }>(
      await t.call('list_plans', { topic_name: 'BIOLOGY' }),
    );
    expect(bio.plans).toEqual([expect.objectContaining({ title: 'Cells', topic: 'Biology' })]);
    const all = data<{ plans: { title: string; topic: string | null }[] }>(await t.call('list_plans', {}));
    expect(all.plans.map((p) => [p.title, p.topic])).toEqual([
      ['No subject', null],
      ['French Revolution', 'History'],
      ['Cells', 'Biology'],
    ]);
    expect(await t.call('list_plans', { topic_name: 'Maths' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });
});

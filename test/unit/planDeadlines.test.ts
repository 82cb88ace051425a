import { describe, expect, it } from 'vitest';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

interface Item {
  item_id: number;
  title: string;
  status: string;
  due_date: string;
  notes: string;
}
const dataOf = <T>(r: unknown) => {
  expect(r).toMatchObject({ ok: true });
  return (r as { data: T }).data;
};
type Generated = { created_plan_id: number; deadline: string; items: Item[] };

describe('generate_study_plan with a deadline', () => {
  it('spreads sessions from today to the deadline, skipping unavailable weekdays and dates', async () => {
    const t = await testRegistry({
      settings: { unavailable_weekdays: ['saturday', 'sunday'], unavailable_dates: ['2026-12-09'] },
    });
    t.clock.set('2026-12-01T09:00:00.000Z'); // a Tuesday
    const plan = dataOf<Generated>(await t.call('generate_study_plan', { goal: 'Essay', deadline: '2026-12-11' }));
    expect(plan.deadline).toBe('2026-12-11');
    expect(plan.items.map((i) => i.due_date)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
      '2026-12-08',
      '2026-12-10',
      '2026-12-11',
    ]);
  });

  it("plans a topic up to the day before its exam, and names the topic's cards and quiz", async () => {
    const t = await testRegistry();
    t.clock.set('2026-12-01T09:00:00.000Z');
    await t.call('create_flashcard', { front: 'Powerhouse of the cell?', back: 'Mitochondria', topic_name: 'Biology' });
    expect(await t.call('set_exam_date', { topic_name: 'biology', exam_date: '2026-12-09' })).toMatchObject({
      ok: true,
      data: { topic_name: 'Biology', exam_date: '2026-12-09' },
    });
    const plan = dataOf<Generated>(
      await t.call('generate_study_plan', { goal: 'Biology exam', topic_name: 'Biology' }),
    );
    expect(plan.deadline).toBe('2026-12-08');
    expect(plan.items.at(-1)!.due_date).toBe('2026-12-08');
    expect(plan.items).toHaveLength(8);
    for (const i of plan.items) expect(i.notes).toMatch(/Cards: review the Biology flashcards due today\./);
    expect(plan.items.at(-1)!.notes).toMatch(/Quiz: take a 10-question quiz on Biology\./);
    const topics = dataOf<{ topics: { name: string; exam_date: string | null }[] }>(await t.call('list_topics', {}));
    expect(topics.topics).toEqual([expect.objectContaining({ name: 'Biology', exam_date: '2026-12-09' })]);
  });

  it('the shorter of days and deadline wins', async () => {
    const t = await testRegistry();
    const a = dataOf<Generated>(
      await t.call('generate_study_plan', { goal: 'A', days: 30, deadline: '2026-12-03', start_date: '2026-12-01' }),
    );
    expect(a.items).toHaveLength(3);
    const b = dataOf<Generated>(
      await t.call('generate_study_plan', { goal: 'B', days: 2, deadline: '2026-12-30', start_date: '2026-12-01' }),
    );
    expect(b.items.map((i) => i.due_date)).toEqual(['2026-12-01', '2026-12-02']);
  });

  it.each([
    [{ goal: 'X' }, 'deadline', /give days, or a deadline/],
    [{ goal: 'X', topic_name: 'Chemistry' }, 'deadline', /give days, or a deadline/],
    [{ goal: 'X', deadline: '2026-11-30', start_date: '2026-12-01' }, 'deadline', /leaves no day from 2026-12-01/],
    [{ goal: 'X', deadline: '2028-12-01', start_date: '2026-12-01' }, 'deadline', /at most 365 days/],
    [{ goal: 'X', deadline: '2026-13-01' }, 'deadline', /real calendar date/],
  ])('refuses %j with a message at the field, writing nothing', async (input, field, message) => {
    const t = await testRegistry();
    await t.call('list_topics', {});
    const before = tablesChecksum(t.db);
    const r = await t.call('generate_study_plan', input);
    expect(r).toMatchObject({ ok: false, error: { code: 'validation_error', details: { fields: [{ field }] } } });
    expect((r as { error: { message: string } }).error.message + JSON.stringify(r)).toMatch(message);
    expect(tablesChecksum(t.db)).toBe(before);
  });

  it('refuses when every day up to the deadline is unavailable', async () => {
    const t = await testRegistry({ settings: { unavailable_dates: ['2026-12-05', '2026-12-06'] } });
    const r = await t.call('generate_study_plan', { goal: 'X', start_date: '2026-12-05', deadline: '2026-12-06' });
    expect(r).toMatchObject({ ok: false, error: { code: 'validation_error', message: /marked unavailable/ } });
  });
});

describe('pace and reschedule_plan', () => {
  async function lateplan() {
    const t = await testRegistry({ settings: { unavailable_weekdays: ['sunday'] } });
    t.clock.set('2026-12-01T09:00:00.000Z');
    dataOf(await t.call('generate_study_plan', { goal: 'Essay', deadline: '2026-12-12' }));
    t.clock.set('2026-12-04T09:00:00.000Z'); // Friday: steps of Tue, Wed and Thu are late
    await t.call('update_item_status', { item_id: 2, status: 'done' });
    await t.call('update_item_status', { item_id: 6, status: 'done' });
    return t;
  }
  const dates = async (t: Awaited<ReturnType<typeof testRegistry>>) =>
    dataOf<{ plan_items: Record<string, Item[]> }>(await t.call('list_plan_items', { plan_id: 1 })).plan_items[
      '1'
    ]!.map((i) => [i.item_id, i.status, i.due_date]);

  it('list_plans says how far behind and ahead a plan is', async () => {
    const t = await lateplan();
    expect(await t.call('list_plans', {})).toMatchObject({
      data: { plans: [{ plan_id: 1, deadline: '2026-12-12', behind: 2, ahead: 1 }] },
    });
  });

  it('moves late steps onto the next study days in order, within the deadline, and undo puts them back', async () => {
    const t = await lateplan();
    const before = await dates(t);
    const out = await t.outcome('reschedule_plan', { plan_id: 1 }, { confirmed: true });
    expect(out.result).toMatchObject({ ok: true });
    const moved = (out.result as { data: { moved: { item_id: number; from: string; to: string }[] } }).data.moved;
    expect(moved[0]).toMatchObject({ item_id: 1, from: '2026-12-01', to: '2026-12-04' });
    const after = await dates(t);
    const open = after.filter(([, s]) => s === 'todo').map(([, , d]) => d as string);
    expect([...open].sort()).toEqual(open); // order kept
    // 9 open steps, 8 study days left: never more than two on one day.
    for (const d of open) expect(open.filter((x) => x === d).length).toBeLessThanOrEqual(2);
    for (const d of open) {
      expect(d >= '2026-12-04' && d <= '2026-12-12').toBe(true);
      expect(new Date(`${d}T12:00:00Z`).getUTCDay()).not.toBe(0);
    }
    expect(after.filter(([, s]) => s === 'done')).toEqual(before.filter(([, s]) => s === 'done'));
    expect(await t.call('list_plans', {})).toMatchObject({ data: { plans: [{ behind: 0 }] } });
    expect(await t.call('undo', {})).toMatchObject({ ok: true });
    expect(await dates(t)).toEqual(before);
  });

  it('piles the rest onto the last study day when the deadline is too close, never past it', async () => {
    const t = await testRegistry();
    t.clock.set('2026-12-01T09:00:00.000Z');
    await t.call('generate_study_plan', { goal: 'Cram', deadline: '2026-12-05' });
    t.clock.set('2026-12-05T09:00:00.000Z');
    const out = await t.outcome('reschedule_plan', { plan_id: 'latest' }, { confirmed: true });
    expect(out.result).toMatchObject({ ok: true });
    const all = (await dates(t)).map(([, , d]) => d);
    expect(all).toEqual(Array(5).fill('2026-12-05'));
  });

  it('changes nothing when nothing is late, and refuses once the deadline has passed', async () => {
    const t = await testRegistry();
    t.clock.set('2026-12-01T09:00:00.000Z');
    await t.call('generate_study_plan', { goal: 'Fine', deadline: '2026-12-03' });
    expect(await t.call('reschedule_plan', { plan_id: 1 })).toMatchObject({ ok: true, data: { moved: [] } });
    t.clock.set('2026-12-10T09:00:00.000Z');
    expect(await t.call('reschedule_plan', { plan_id: 1 })).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: /2026-12-03, which has passed/ },
    });
  });
});

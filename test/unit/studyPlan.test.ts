import { describe, expect, it } from 'vitest';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

interface Item {
  item_id: number;
  title: string;
  status: string;
  due_date: string;
  notes: string | null;
}
type Generated = { ok: true; data: { created_plan_id: number; items: Item[] } };

describe('generate_study_plan', () => {
  it('spreads one session a day over the days from start_date, noting the minutes', async () => {
    const t = await testRegistry();
    const input = { goal: 'Learn the Python tutorial', days: 14, start_date: '2026-12-01', minutes_per_day: 45 };
    const out = await t.outcome('generate_study_plan', input);
    const r = out.result as Generated;
    expect(r.ok).toBe(true);
    expect(r.data.created_plan_id).toBe(1);
    expect(r.data.items).toHaveLength(14);
    expect(r.data.items[2]).toEqual({
      item_id: 3,
      title: 'Day 3 — Learn the Python tutorial (session 3 of 14)',
      status: 'todo',
      due_date: '2026-12-03',
      notes:
        '1. Review first: write down from memory what you covered in session 2, then check it.\n' +
        '2. Then the next part of your outline (part 3 of 14).\n' +
        '3. Time: about 45 minutes.',
    });
    expect(r.data.items.at(-1)).toMatchObject({
      title: 'Day 14 — Learn the Python tutorial (session 14 of 14)',
      due_date: '2026-12-14',
    });
    expect(out.changes).toEqual([
      { entity_type: 'plan', ids: [1] },
      { entity_type: 'item', ids: Array.from({ length: 14 }, (_, i) => i + 1) },
    ]);
    expect(await t.call('list_plans', {})).toMatchObject({
      data: {
        plans: [{ plan_id: 1, title: 'Learn the Python tutorial', status: 'active', item_count: 14, done_count: 0 }],
      },
    });
  });

  it("starts today by the user's clock and says what each session is for, without minutes", async () => {
    const t = await testRegistry();
    t.clock.set('2026-11-21T12:00:00.000Z');
    const r = (await t.call('generate_study_plan', { goal: 'Revise organic chemistry', days: 2 })) as Generated;
    expect(r.data.items.map((i) => i.due_date)).toEqual(['2026-11-21', '2026-11-22']);
    expect(r.data.items[0]!.notes).toMatch(/^1\. Outline Revise organic chemistry: list the parts/);
    expect(r.data.items[1]!.notes).toMatch(/list what is still unclear/);
    for (const i of r.data.items) expect(i.notes).not.toMatch(/Time:/);
  });

  it('counts days across month, year and leap-day boundaries', async () => {
    const t = await testRegistry();
    const a = (await t.call('generate_study_plan', { goal: 'Winter', days: 4, start_date: '2026-12-30' })) as Generated;
    expect(a.data.items.map((i) => i.due_date)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    const b = (await t.call('generate_study_plan', { goal: 'Leap', days: 3, start_date: '2028-02-28' })) as Generated;
    expect(b.data.items.map((i) => i.due_date)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it('accepts 1 and 365 days, and shortens a long goal inside item titles', async () => {
    const t = await testRegistry();
    const one = (await t.call('generate_study_plan', { goal: 'Cram', days: 1, start_date: '2026-12-01' })) as Generated;
    expect(one.data.items.map((i) => i.title)).toEqual(['Day 1 — Cram (session 1 of 1)']);
    const goal = 'g'.repeat(200);
    const year = (await t.call('generate_study_plan', { goal, days: 365, start_date: '2026-01-01' })) as Generated;
    expect(year.data.items).toHaveLength(365);
    const last = year.data.items.at(-1)!;
    expect(last.due_date).toBe('2026-12-31');
    expect(last.title.length).toBe(200);
    expect(last.title).toMatch(/^Day 365 — g+… \(session 365 of 365\)$/);
  });

  it.each([
    [{ days: 0 }, 'days', 'days must be a whole number from 1 to 365'],
    [{ days: 366 }, 'days', 'days must be a whole number from 1 to 365'],
    [{ days: -2 }, 'days', 'days must be a whole number from 1 to 365'],
    [{ days: 1.5 }, 'days', 'days must be a whole number from 1 to 365'],
    [{ days: '14' }, 'days', 'days must be a whole number from 1 to 365'],
    [{ days: 3, goal: '' }, 'goal', 'goal must not be empty'],
    [{ days: 3, goal: 'g'.repeat(201) }, 'goal', 'goal must be at most 200 characters'],
    [{ days: 3, start_date: 'tomorrow' }, 'start_date', expect.stringMatching(/YYYY-MM-DD/)],
    [{ days: 3, minutes_per_day: 0 }, 'minutes_per_day', 'minutes_per_day must be a whole number from 1 to 1440'],
    [{ days: 3, minutes_per_day: 1441 }, 'minutes_per_day', 'minutes_per_day must be a whole number from 1 to 1440'],
    [{ days: 3, material_id: 0 }, 'material_id', 'material_id must be a positive integer'],
    [{ days: 3, hours: 2 }, 'hours', 'Unknown field "hours"; remove it.'],
  ])('rejects %j', async (fields, field, message) => {
    const t = await testRegistry();
    const r = await t.call('generate_study_plan', { goal: 'Python', ...fields });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'validation_error', details: { fields: [{ field, message }] } },
    });
  });

  it('refuses a plan that would run past the year 9999, writing nothing', async () => {
    const t = await testRegistry();
    const before = tablesChecksum(t.db);
    const r = await t.call('generate_study_plan', { goal: 'Forever', days: 2, start_date: '9999-12-31' });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'validation_error', details: { fields: [{ field: 'start_date' }] } },
    });
    expect(tablesChecksum(t.db)).toBe(before);
    expect((await t.call('generate_study_plan', { goal: 'Last day', days: 1, start_date: '9999-12-31' })).ok).toBe(
      true,
    );
  });

  it('reports a material as not found until materials exist, writing nothing', async () => {
    const t = await testRegistry();
    const before = tablesChecksum(t.db);
    expect(await t.call('generate_study_plan', { goal: 'Python', days: 7, material_id: 3 })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'material', query: { material_id: 3 } } },
    });
    expect(tablesChecksum(t.db)).toBe(before);
  });

  it('refuses a goal that is already the title of an active plan', async () => {
    const t = await testRegistry();
    await t.call('write_plan', { title: 'Learn Rust', items: [] });
    expect(await t.call('generate_study_plan', { goal: 'learn rust', days: 3 })).toMatchObject({
      ok: false,
      error: { code: 'conflict', details: { reason: 'duplicate', candidates: [{ id: 1, title: 'Learn Rust' }] } },
    });
  });
});

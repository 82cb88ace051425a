import { describe, expect, it } from 'vitest';
import type { Db } from '../../src-main/core/db/connection';
import { escapeLike, findByTitle, type TitleLookup } from '../../src-main/core/tools/lookup';
import { memoryDb } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

function addPlan(db: Db, title: string, deleted = false): number {
  const info = db
    .prepare(
      "INSERT INTO plans (title, status, created_at, updated_at, deleted_at) VALUES (?, 'active', 'now', 'now', ?)",
    )
    .run(title, deleted ? 'then' : null);
  return Number(info.lastInsertRowid);
}

const plans = (db: Db): TitleLookup => ({
  db,
  entityType: 'plan',
  table: 'plans',
  titleColumn: 'title',
  queryField: 'plan_title',
});

describe('findByTitle', () => {
  it('prefers an exact match, ignoring case, over titles that merely contain the text', async () => {
    const db = await memoryDb();
    addPlan(db, 'Python advanced');
    const exact = addPlan(db, 'Python');
    addPlan(db, 'Python basics');
    expect(findByTitle(plans(db), 'PYTHON')).toEqual({ ok: true, data: { id: exact, title: 'Python' } });
  });

  it('accepts a unique part of a title, trimmed', async () => {
    const db = await memoryDb();
    addPlan(db, 'Python basics');
    const organic = addPlan(db, 'Organic chemistry');
    expect(findByTitle(plans(db), '  chem ')).toEqual({ ok: true, data: { id: organic, title: 'Organic chemistry' } });
  });

  it('reports an ambiguous part with the candidates and a message naming them', async () => {
    const db = await memoryDb();
    const a = addPlan(db, 'Python basics');
    const b = addPlan(db, 'Python for data');
    addPlan(db, 'French');
    const r = findByTitle(plans(db), 'python');
    expect(r).toMatchObject({
      ok: false,
      error: {
        code: 'conflict',
        details: {
          reason: 'ambiguous',
          candidates: [
            { id: a, title: 'Python basics' },
            { id: b, title: 'Python for data' },
          ],
        },
      },
    });
    if (!r.ok)
      expect(r.error.message).toBe(
        `"python" matches several plans: #${a} 'Python basics', #${b} 'Python for data'. Say which one by its id.`,
      );
  });

  it('treats two exact matches as ambiguous too', async () => {
    const db = await memoryDb();
    addPlan(db, 'Week 1');
    addPlan(db, 'week 1');
    addPlan(db, 'Week 10');
    const r = findByTitle(plans(db), 'Week 1');
    expect(r.ok).toBe(false);
    if (!r.ok && r.error.code === 'conflict')
      expect(r.error.details.candidates?.map((c) => c.title)).toEqual(['Week 1', 'week 1']);
  });

  it('shows at most 10 candidates and says there are more', async () => {
    const db = await memoryDb();
    for (let i = 1; i <= 12; i++) addPlan(db, `Chapter ${i} reading`);
    const r = findByTitle(plans(db), 'reading');
    expect(r.ok).toBe(false);
    if (!r.ok && r.error.code === 'conflict') {
      expect(r.error.details.candidates).toHaveLength(10);
      expect(r.error.message).toMatch(/and more\. Say which one by its id, or use a longer part of the title\.$/);
    }
  });

  it('answers not_found with the entity type and the query as given', async () => {
    const db = await memoryDb();
    addPlan(db, 'Python basics');
    expect(findByTitle(plans(db), 'Rust')).toEqual({
      ok: false,
      error: {
        code: 'not_found',
        message: 'No plan matches "Rust". Check the spelling, or list them to see what exists.',
        details: { entity_type: 'plan', query: { plan_title: 'Rust' } },
      },
    });
  });

  it('never matches soft-deleted rows', async () => {
    const db = await memoryDb();
    addPlan(db, 'Python basics', true);
    const live = addPlan(db, 'Python for data');
    expect(findByTitle(plans(db), 'python')).toMatchObject({ ok: true, data: { id: live } });
    expect(findByTitle(plans(db), 'Python basics')).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('matches % and _ literally', async () => {
    const db = await memoryDb();
    addPlan(db, 'Score 100% on the quiz');
    addPlan(db, 'Score 1000 points');
    addPlan(db, 'snake_case names');
    addPlan(db, 'snakeXcase names');
    expect(findByTitle(plans(db), '0%')).toMatchObject({ ok: true, data: { title: 'Score 100% on the quiz' } });
    expect(findByTitle(plans(db), 'e_c')).toMatchObject({ ok: true, data: { title: 'snake_case names' } });
    expect(findByTitle(plans(db), '\\')).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it('narrows with an extra condition and refuses an empty needle', async () => {
    const db = await memoryDb();
    addPlan(db, 'Python basics');
    const other = addPlan(db, 'Python for data');
    const spec = { ...plans(db), where: 'id = ?', params: [other] };
    expect(findByTitle(spec, 'python')).toMatchObject({ ok: true, data: { id: other } });
    expect(findByTitle(plans(db), '   ')).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});

describe('title lookups through the tools', () => {
  it('resolves plan_title exactly, by unique part, ambiguously, or not at all', async () => {
    const t = await testRegistry();
    await t.call('write_plan', { title: 'Python', items: [{ title: 'Install Python' }] });
    await t.call('write_plan', { title: 'Python basics', items: [] });
    await t.call('write_plan', { title: 'Organic chemistry', items: [] });
    expect(await t.call('list_plan_items', { plan_title: 'python' })).toMatchObject({
      ok: true,
      data: { plan_items: { '1': [{ title: 'Install Python' }] } },
    });
    expect(await t.call('list_plan_items', { plan_title: 'organic' })).toEqual({
      ok: true,
      data: { plan_items: { '3': [] } },
    });
    expect(await t.call('list_plan_items', { plan_title: 'pyth' })).toMatchObject({
      ok: false,
      error: { code: 'conflict', details: { reason: 'ambiguous', candidates: [{ id: 1 }, { id: 2 }] } },
    });
    expect(await t.call('list_plan_items', { plan_title: 'Rust' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'plan', query: { plan_title: 'Rust' } } },
    });
  });
});

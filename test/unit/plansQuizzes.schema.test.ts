import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../src-main/core/db/connection';
import { PLAN_ITEMS_SQL } from '../../src-main/core/db/queries/plans';
import { WRONG_ATTEMPTS_SQL } from '../../src-main/core/db/queries/quizzes';
import { PLAN_TOOLS } from '../../src-main/core/tools/plans';
import { QUIZ_TOOLS } from '../../src-main/core/tools/quizzes';
import { memoryDb } from '../helpers/db';

const NOW = '2026-11-21T09:00:00.000Z';

function plan(db: Db, title = 'Python basics', status = 'active'): number {
  return Number(
    db
      .prepare('INSERT INTO plans (title, status, created_at, updated_at) VALUES (?, ?, ?, ?)')
      .run(title, status, NOW, NOW).lastInsertRowid,
  );
}

function item(db: Db, planId: number, position: number, extra: { due_date?: string; status?: string } = {}) {
  return db
    .prepare(
      'INSERT INTO plan_items (plan_id, position, title, status, due_date, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(planId, position, `Step ${position}`, extra.status ?? 'todo', extra.due_date ?? null, NOW, NOW);
}

function planOf(db: Db, sql: string, ...params: unknown[]): string {
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[])
    .map((r) => r.detail)
    .join(' | ');
}

describe('migration 4: plans and quizzes schema', () => {
  it('rejects rows the tools would never write', async () => {
    const db = await memoryDb();
    expect(() => plan(db, '')).toThrow(/CHECK/);
    expect(() => plan(db, 'x'.repeat(201))).toThrow(/CHECK/);
    expect(() => plan(db, 'ok', 'done')).toThrow(/CHECK/);
    const p = plan(db);
    expect(() => item(db, p, 1, { due_date: '2026-02-30' })).toThrow(/CHECK/);
    expect(() => item(db, p, 1, { due_date: '2026-2-3' })).toThrow(/CHECK/);
    expect(() => item(db, p, 1, { status: 'finished' })).toThrow(/CHECK/);
    expect(() => item(db, 999, 1)).toThrow(/FOREIGN KEY/);
    item(db, p, 1, { due_date: '2028-02-29' });
    expect(() => item(db, p, 1)).toThrow(/UNIQUE/);
    const attempt = db.prepare('INSERT INTO quiz_attempts (question, score, created_at) VALUES (?, ?, ?)');
    expect(() => attempt.run('Q', 1.5, NOW)).toThrow(/CHECK/);
    expect(() => attempt.run('Q', '0.5', NOW)).not.toThrow(); // STRICT REAL converts a numeric text losslessly
    expect(() => attempt.run('Q', 'half', NOW)).toThrow(/cannot store TEXT value in REAL column/);
  });

  it('keeps topic names unique ignoring case', async () => {
    const db = await memoryDb();
    db.prepare('INSERT INTO topics (name, created_at) VALUES (?, ?)').run('Recursion', NOW);
    expect(() => db.prepare('INSERT INTO topics (name, created_at) VALUES (?, ?)').run('RECURSION', NOW)).toThrow(
      /UNIQUE/,
    );
  });

  it('stores quiz choices only as a JSON array', async () => {
    const db = await memoryDb();
    db.prepare('INSERT INTO topics (name, created_at) VALUES (?, ?)').run('Recursion', NOW);
    db.prepare("INSERT INTO quizzes (topic_id, source, created_at) VALUES (1, 'model', ?)").run(NOW);
    const q = db.prepare(
      'INSERT INTO quiz_questions (quiz_id, position, question, answer, choices) VALUES (1, ?, ?, ?, ?)',
    );
    expect(() => q.run(1, 'Q', 'A', '{"a":1}')).toThrow(/CHECK/);
    expect(() => q.run(1, 'Q', 'A', 'not json')).toThrow(/CHECK/);
    q.run(1, 'Q', 'A', '["A","B"]');
    expect(() =>
      db.prepare("INSERT INTO quizzes (topic_id, source, created_at) VALUES (1, 'guess', ?)").run(NOW),
    ).toThrow(/CHECK/);
  });

  it("removes a plan's items with it when the plan is purged", async () => {
    const db = await memoryDb();
    const p = plan(db);
    item(db, p, 1);
    item(db, p, 2);
    db.prepare('DELETE FROM plans WHERE id = ?').run(p);
    expect(db.prepare('SELECT count(*) AS n FROM plan_items').get()).toEqual({ n: 0 });
  });

  it('answers list_plan_items and get_wrong_questions from an index, not a table scan', async () => {
    const db = await memoryDb();
    const items = planOf(db, PLAN_ITEMS_SQL, 1);
    expect(items).toMatch(/SEARCH plan_items USING (COVERING )?INDEX/);
    expect(items).not.toMatch(/SCAN plan_items|TEMP B-TREE/);
    const wrong = planOf(db, WRONG_ATTEMPTS_SQL, 1, 100);
    expect(wrong).toMatch(/SEARCH quiz_attempts USING INDEX quiz_attempts_by_topic \(topic_id=\?\)/);
    expect(wrong).not.toMatch(/TEMP B-TREE/);
  });
});

describe('plan and quiz tool definitions', () => {
  const tools = [...PLAN_TOOLS, ...QUIZ_TOOLS];

  it('are the seventeen tools of DESIGN §3', () => {
    expect(tools.map((t) => t.name).sort()).toEqual(
      [
        'add_plan_item',
        'create_quiz',
        'delete_plan',
        'delete_quiz_attempt',
        'generate_quiz',
        'generate_study_plan',
        'get_weak_topics',
        'get_wrong_questions',
        'list_plan_items',
        'list_plans',
        'list_topics',
        'quiz_post_save',
        'quiz_pre_fetch',
        'save_quiz_attempt',
        'update_item_status',
        'update_plan_status',
        'write_plan',
      ].sort(),
    );
  });

  it.each(tools.map((t) => [t.name, t] as const))(
    '%s: examples validate and every field is described',
    (_name, tool) => {
      expect(tool.examples.length).toBeGreaterThan(0);
      for (const example of tool.examples) expect(tool.input.safeParse(example).success).toBe(true);
      const schema = z.toJSONSchema(tool.input, { io: 'input' }) as {
        properties?: Record<string, { description?: string }>;
      };
      for (const [field, prop] of Object.entries(schema.properties ?? {})) {
        expect(prop.description, `${tool.name}.${field}`).toBeTruthy();
      }
      expect(tool.input.safeParse({ ...tool.examples[0], surprise: 1 }).success).toBe(false);
      expect(tool.annotations.destructive).toBe(tool.name.startsWith('delete_'));
      if (tool.annotations.destructive) expect(tool.summarize).toBeTypeOf('function');
    },
  );
});

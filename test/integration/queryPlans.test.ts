import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { configureConnection } from '../../src-main/core/db/connection';
import { migrate } from '../../src-main/core/db/migrate';
import { createSession } from '../../src-main/core/db/queries/sessions';
import { testRegistry } from '../helpers/registry';

// The hot reads must walk an index, not scan and sort the table: with 100,000 tasks a scan is
// milliseconds per call, an index walk microseconds. The SQL checked is the SQL the tools ran,
// captured from the connection, so a rewritten query cannot slip past this test.

async function capturing() {
  const seen: string[] = [];
  const db = new Database(':memory:', { verbose: (sql) => seen.push(String(sql)) });
  configureConnection(db);
  migrate(db);
  const t = await testRegistry({ db });
  const insert = db.prepare(
    'INSERT INTO tasks (title, status, due_at, priority, created_at, updated_at, completed_at, deleted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (let i = 0; i < 5000; i++) {
      const done = i % 3 === 0;
      const at = '2026-11-21T09:00:00.000Z';
      insert.run(
        `task ${i}`,
        done ? 'completed' : 'pending',
        i % 5 ? `2026-12-${String(1 + (i % 28)).padStart(2, '0')}` : null,
        1 + (i % 4),
        at,
        at,
        done ? at : null,
        i % 50 ? null : at,
      );
    }
  })();
  const session = createSession(db, 'chat', '2026-11-21T09:00:00.000Z').id;
  const other = createSession(db, 'other', '2026-11-21T09:00:00.000Z').id;
  const msg = db.prepare("INSERT INTO messages (session_id, role, content, created_at) VALUES (?, 'user', 'hi', ?)");
  db.transaction(() => {
    for (let i = 0; i < 5000; i++)
      msg.run(i % 2 ? session : other, new Date(Date.UTC(2026, 10, 1) + i * 1000).toISOString());
  })();
  db.exec('ANALYZE');
  return { t, db, seen, session };
}

/** The query plan of every statement the call ran against `table`, as one text per statement. */
async function plansOf(ctx: Awaited<ReturnType<typeof capturing>>, tool: string, input: unknown, table: string) {
  ctx.seen.length = 0;
  const r = await ctx.t.call(tool, input);
  expect(r.ok, JSON.stringify(r)).toBe(true);
  const queries = ctx.seen.filter((sql) => new RegExp(`^\\s*SELECT[\\s\\S]*\\bFROM ${table}\\b`, 'i').test(sql));
  expect(queries.length).toBeGreaterThan(0);
  return queries.map((sql) =>
    (ctx.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((row) => row.detail).join(' / '),
  );
}

describe('query plans of the hot reads', () => {
  it.each([
    ['pending by due date', {}],
    ['due before a date', { due_before: '2026-12-10' }],
    ['two-letter search', { query: 'k1' }],
  ])('list_tasks (%s) walks tasks_live_by_due without sorting', async (_label, input) => {
    const ctx = await capturing();
    for (const plan of await plansOf(ctx, 'list_tasks', input, 'tasks')) {
      expect(plan).toMatch(/SEARCH tasks USING INDEX tasks_live_by_due/);
      expect(plan).not.toMatch(/SCAN tasks|TEMP B-TREE/);
    }
  });

  it('list_tasks search for a rare text looks its rows up by id from the trigram index', async () => {
    const ctx = await capturing();
    ctx.seen.length = 0;
    // 'task 1' is in about a fifth of the 5,000 tasks: few enough to fetch by id and sort.
    for (const plan of await plansOf(ctx, 'list_tasks', { query: 'task 1' }, 'tasks')) {
      expect(plan).toMatch(/SEARCH tasks USING INTEGER PRIMARY KEY/);
      expect(plan).not.toMatch(/SCAN tasks(?!_search)/);
    }
    expect(ctx.seen.some((sql) => /FROM tasks_search WHERE tasks_search MATCH/.test(sql))).toBe(true);
  });

  it('list_tasks search for a broad text walks the display index and stops at a page', async () => {
    const ctx = await capturing();
    // 'task' is in every title: walking tasks_live_by_due in order finds a page at once.
    for (const plan of await plansOf(ctx, 'list_tasks', { query: 'task' }, 'tasks')) {
      expect(plan).toMatch(/SEARCH tasks USING INDEX tasks_live_by_due/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('list_tasks (completed) reads newest-completed first from its own index without sorting', async () => {
    const ctx = await capturing();
    for (const plan of await plansOf(ctx, 'list_tasks', { status: 'completed' }, 'tasks')) {
      expect(plan).toMatch(/tasks_done_by_completion/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('list_tasks (all) walks the pending index, then the completed one, without sorting', async () => {
    const ctx = await capturing();
    const plans = await plansOf(ctx, 'list_tasks', { status: 'all', limit: 200 }, 'tasks');
    expect(plans.join(' | ')).toMatch(/tasks_live_by_due/);
    for (const plan of plans) expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it('list_tasks with due_before uses the date as an index range', async () => {
    const ctx = await capturing();
    const [plan] = await plansOf(ctx, 'list_tasks', { due_before: '2026-12-10' }, 'tasks');
    expect(plan).toMatch(/tasks_live_by_due \(status=\? AND <expr>=\? AND due_at<\?\)/);
  });

  it("get_today counts Today's sections over the week's index range, not every task", async () => {
    const ctx = await capturing();
    const [plan] = await plansOf(ctx, 'get_today', {}, 'tasks');
    expect(plan).toMatch(
      /SEARCH tasks USING (COVERING )?INDEX tasks_live_by_due \(status=\? AND <expr>=\? AND due_at<\?\)/,
    );
  });

  it('get_messages reads the newest messages of one session from messages_by_session', async () => {
    const ctx = await capturing();
    const plans = await plansOf(ctx, 'get_messages', { session_id: ctx.session, limit: 20 }, 'messages');
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatch(/SEARCH messages USING INDEX messages_by_session \(session_id=\?\)/);
    expect(plans[0]).not.toMatch(/SCAN messages|TEMP B-TREE/);
  });
});

import { describe, expect, it } from 'vitest';
import { toolStats } from '../../src-main/core/tools/stats';
import { memoryDb } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

function insertAudit(
  db: Awaited<ReturnType<typeof memoryDb>>,
  rows: { tool: string; ok?: boolean; code?: string; ms: number; at?: string }[],
) {
  const stmt = db.prepare(
    `INSERT INTO journal (tool, input, ok, code, duration_ms, origin, session_id, request_id, created_at)
     VALUES (?, '{}', ?, ?, ?, 'ui', NULL, 'r', ?)`,
  );
  for (const r of rows)
    stmt.run(r.tool, r.ok === false ? 0 : 1, r.code ?? null, r.ms, r.at ?? '2026-11-21T09:00:00.000Z');
}

describe('toolStats', () => {
  it('reports calls, failures by code and nearest-rank p50/p95 per tool, busiest first', async () => {
    const db = await memoryDb();
    // 100 calls of 1..100 ms: p50 is the 50th value, p95 the 95th.
    insertAudit(
      db,
      Array.from({ length: 100 }, (_, i) => ({ tool: 'list_tasks', ms: 100 - i })),
    );
    insertAudit(db, [
      { tool: 'add_task', ms: 2 },
      { tool: 'add_task', ok: false, code: 'validation_error', ms: 0.5 },
      { tool: 'add_task', ok: false, code: 'validation_error', ms: 0.25 },
      { tool: 'add_task', ok: false, code: 'db_error', ms: 7.123456 },
    ]);
    expect(toolStats(db)).toEqual({
      since: null,
      total_calls: 104,
      tools: [
        { tool: 'list_tasks', calls: 100, ok: 100, failed: 0, failures: {}, p50_ms: 50, p95_ms: 95 },
        {
          tool: 'add_task',
          calls: 4,
          ok: 1,
          failed: 3,
          failures: { validation_error: 2, db_error: 1 },
          p50_ms: 0.5,
          p95_ms: 7.12,
        },
      ],
    });
  });

  it('gives a single call as its own p50 and p95, and an empty log as no tools', async () => {
    const db = await memoryDb();
    expect(toolStats(db)).toEqual({ since: null, total_calls: 0, tools: [] });
    insertAudit(db, [{ tool: 'get_messages', ms: 3 }]);
    expect(toolStats(db).tools).toEqual([
      { tool: 'get_messages', calls: 1, ok: 1, failed: 0, failures: {}, p50_ms: 3, p95_ms: 3 },
    ]);
  });

  it('counts only calls since a time, whatever offset it is given in', async () => {
    const db = await memoryDb();
    insertAudit(db, [
      { tool: 'add_task', ms: 1, at: '2026-11-20T09:00:00.000Z' },
      { tool: 'add_task', ms: 2, at: '2026-11-21T09:00:00.000Z' },
    ]);
    expect(toolStats(db, { since: '2026-11-21T10:00:00+01:00' })).toMatchObject({
      since: '2026-11-21T09:00:00.000Z',
      total_calls: 1,
      tools: [{ tool: 'add_task', calls: 1, p50_ms: 2 }],
    });
  });

  it('counts real registry calls, including unknown tools and validation failures', async () => {
    const t = await testRegistry();
    await t.call('add_task', { title: 'Essay' });
    await t.call('add_task', { title: '' });
    await t.call('list_tasks', {});
    await t.call('no_such_tool', {});
    t.registry.flushAudit();
    const byTool = Object.fromEntries(toolStats(t.db).tools.map((s) => [s.tool, s]));
    expect(byTool.add_task).toMatchObject({ calls: 2, ok: 1, failed: 1, failures: { validation_error: 1 } });
    expect(byTool.list_tasks).toMatchObject({ calls: 1, ok: 1 });
    expect(byTool.no_such_tool).toMatchObject({ calls: 1, failures: { unknown_tool: 1 } });
    expect(byTool.add_task!.p95_ms).toBeGreaterThanOrEqual(byTool.add_task!.p50_ms);
  });
});

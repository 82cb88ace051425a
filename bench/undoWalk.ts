import { openDatabase } from '../src-main/core/db/connection';
import { latestUndoableChange } from '../src-main/core/db/queries/journal';
import { purgeCutoff } from '../src-main/core/services/purge';

/**
 * How long `undo` takes to find "the most recent change of this origin" by walking the journal
 * backwards (no index: every write would pay for one), on a journal of N calls (default 150,000)
 * made over N × 10 s: the window's calls (nine reads to a change), after one CLI change.
 * `node --import tsx bench/undoWalk.ts [N]`. Informational; no target.
 */
async function main(): Promise<void> {
  const n = Number(process.argv[2] ?? 150_000);
  const { db } = await openDatabase({ path: ':memory:' });
  const insert = db.prepare(
    `INSERT INTO journal (origin, session_id, tool, created_at, ok, code, duration_ms, request_id, input, revisions)
     VALUES (?, NULL, ?, ?, 1, NULL, 0.5, 'r', '{"limit":50}', ?)`,
  );
  const start = Date.parse('2026-11-01T00:00:00Z');
  const change = '[["tasks",1,{"id":1,"title":"Essay draft","status":"pending"},{"status":"completed"}]]';
  db.transaction(() => {
    insert.run('cli', 'add_task', new Date(start).toISOString(), change);
    for (let i = 1; i <= n; i++) {
      const write = i % 10 === 0;
      insert.run(
        'ui',
        write ? 'complete_task' : 'list_tasks',
        new Date(start + i * 10_000).toISOString(),
        write ? change : null,
      );
    }
  })();
  const cutoff = purgeCutoff(new Date(start + (n + 1) * 10_000));
  const time = (label: string, find: () => unknown) => {
    const ms: number[] = [];
    for (let k = 0; k < 15; k++) {
      const t0 = process.hrtime.bigint();
      find();
      ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    ms.sort((a, b) => a - b);
    process.stdout.write(`${label.padEnd(48)} median ${ms[7]!.toFixed(3)} ms, max ${ms[14]!.toFixed(3)} ms\n`);
  };
  process.stdout.write(`journal of ${(n + 1).toLocaleString('en-US')} rows\n`);
  time('window: its newest change, a few rows back', () => latestUndoableChange(db, 'ui', null, cutoff));
  time('CLI: its one change, behind every other row', () => latestUndoableChange(db, 'cli', null, cutoff));
  time('MCP: none (the whole 30-day window walked)', () => latestUndoableChange(db, 'mcp', null, cutoff));
  db.close();
}

void main();

import type { ToolStatsReport } from '../../../src-shared/ipc/channels';
import type { Db } from '../db/connection';
import { toolCallSummaries, toolFailureCounts } from '../db/queries/audit';

// Durations are stored with sub-microsecond noise; a hundredth of a millisecond is what a person reads.
const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Per-tool figures from the audit log: calls, failures by error code, p50/p95 duration. Read
 * from the database rather than from memory, so `quire stats` in a separate process reports the
 * same numbers as the app (once the app has flushed its buffered audit rows).
 *
 * @example
 *   toolStats(db).tools[0]
 *   // { tool: 'list_tasks', calls: 12, ok: 11, failed: 1, failures: { validation_error: 1 }, p50_ms: 0.21, p95_ms: 0.9 }
 */
export function toolStats(db: Db, opts: { since?: string | null } = {}): ToolStatsReport {
  // journal.created_at is UTC text; compare against the same form whatever offset was given.
  const since = opts.since ? new Date(opts.since).toISOString() : null;
  const failures = new Map<string, Record<string, number>>();
  for (const f of toolFailureCounts(db, since)) {
    const byCode = failures.get(f.tool) ?? {};
    byCode[f.code] = f.n;
    failures.set(f.tool, byCode);
  }
  const tools = toolCallSummaries(db, since).map((s) => ({
    tool: s.tool,
    calls: s.calls,
    ok: s.ok,
    failed: s.calls - s.ok,
    failures: failures.get(s.tool) ?? {},
    p50_ms: round(s.p50_ms),
    p95_ms: round(s.p95_ms),
  }));
  return { since, total_calls: tools.reduce((n, t) => n + t.calls, 0), tools };
}

import type { Db } from '../connection';

export interface DbToolCallSummary {
  tool: string;
  calls: number;
  ok: number;
  p50_ms: number;
  p95_ms: number;
}

export interface DbFailureCount {
  tool: string;
  code: string;
  n: number;
}

/**
 * Calls (journal rows, less the extra rows of a change made in steps), successes and nearest-rank p50/p95 durations per tool since `since` (ISO; null = all).
 * The percentile of n sorted durations is the one at rank ceil(p·n): the smallest duration whose
 * rank reaches p·n. Done in SQL so a large log never crosses into JavaScript row by row.
 */
export function toolCallSummaries(db: Db, since: string | null): DbToolCallSummary[] {
  return db
    .prepare(
      `WITH ranked AS (
         SELECT tool, ok, duration_ms,
                row_number() OVER (PARTITION BY tool ORDER BY duration_ms) AS rn,
                count(*) OVER (PARTITION BY tool) AS n
         FROM journal WHERE part_of IS NULL AND (? IS NULL OR created_at >= ?))
       SELECT tool, count(*) AS calls, sum(ok) AS ok,
              min(CASE WHEN rn >= 0.50 * n THEN duration_ms END) AS p50_ms,
              min(CASE WHEN rn >= 0.95 * n THEN duration_ms END) AS p95_ms
       FROM ranked GROUP BY tool ORDER BY calls DESC, tool`,
    )
    .all(since, since) as DbToolCallSummary[];
}

export function toolFailureCounts(db: Db, since: string | null): DbFailureCount[] {
  return db
    .prepare(
      `SELECT tool, coalesce(code, 'unknown') AS code, count(*) AS n FROM journal
       WHERE ok = 0 AND part_of IS NULL AND (? IS NULL OR created_at >= ?) GROUP BY tool, code ORDER BY tool, n DESC, code`,
    )
    .all(since, since) as DbFailureCount[];
}

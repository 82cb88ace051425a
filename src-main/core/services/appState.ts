import type { z } from 'zod';
import type { Db } from '../db/connection';

/** Small JSON values the app keeps for itself (window bounds, last backup time), parsed on read. */
export function readAppState<T>(db: Db, key: string, schema: z.ZodType<T>): T | null {
  const row = db.prepare('SELECT value FROM app_state WHERE key = ?').get(key) as { value: string } | undefined;
  if (!row) return null;
  const parsed = schema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : null;
}

export function writeAppState(db: Db, key: string, value: unknown, now: Date = new Date()): void {
  db.prepare(
    `INSERT INTO app_state (key, value, updated_at) VALUES (?, ?, ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  ).run(key, JSON.stringify(value), now.toISOString());
}

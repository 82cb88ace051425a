import type Database from 'better-sqlite3';
import type { Db } from '../db';

const caches = new WeakMap<Db, Map<string, Database.Statement>>();

/**
 * A prepared statement, compiled once per connection and reused. Preparing costs more than
 * running a small query, and tool calls on hot paths (completing a task, listing due items) run
 * the same few statements thousands of times. Keyed by the connection, so a closed or test
 * database never receives another database's statement.
 *
 * @example
 *   statement(db, 'SELECT * FROM tasks WHERE id = ?').get(3)
 */
export function statement(db: Db, sql: string): Database.Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let stmt = cache.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    cache.set(sql, stmt);
  }
  return stmt;
}

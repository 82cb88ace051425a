import type Database from 'better-sqlite3';
import { LATEST_SCHEMA_VERSION, MIGRATIONS, type Migration } from './migrations';

/** The database was written by a newer Quire; opening it could corrupt data it understands. */
export class DatabaseTooNewError extends Error {
  constructor(
    readonly found: number,
    readonly supported: number,
  ) {
    super(
      `This database was written by a newer version of Quire (schema ${found}; this version knows up to ${supported}). ` +
        'It was left untouched. Update Quire, or open a different database with --db PATH or QUIRE_DB.',
    );
    this.name = 'DatabaseTooNewError';
  }
}

/** The recorded migrations are not the ones this app knows (edited history or a foreign file). */
export class MigrationHistoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationHistoryError';
  }
}

export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

function assertKnownHistory(db: Database.Database, migrations: readonly Migration[]): void {
  const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  if (!hasTable) return;
  const applied = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all() as {
    version: number;
    name: string;
  }[];
  applied.forEach((row, i) => {
    const known = migrations[i];
    if (!known || known.version !== row.version || known.name !== row.name) {
      throw new MigrationHistoryError(
        `Migration ${row.version} "${row.name}" in this database is not one Quire knows; refusing to continue.`,
      );
    }
  });
}

/**
 * Brings the schema up to `target` (default: latest). Each migration runs in its own
 * transaction together with its version bump, so a failure leaves the previous version intact.
 */
export function migrate(
  db: Database.Database,
  target: number = LATEST_SCHEMA_VERSION,
  migrations: readonly Migration[] = MIGRATIONS,
): { from: number; to: number } {
  const from = schemaVersion(db);
  if (from > migrations.length) throw new DatabaseTooNewError(from, migrations.length);
  assertKnownHistory(db, migrations);
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT`);
  for (const m of migrations) {
    if (m.version <= from || m.version > target) continue;
    // IMMEDIATE takes the write lock first, and the version is read again under it: when the app
    // and the CLI open a new database at once, the second waits and then skips what the first applied.
    db.transaction(() => {
      if (schemaVersion(db) >= m.version) return;
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        m.version,
        m.name,
        new Date().toISOString(),
      );
      db.pragma(`user_version = ${m.version}`);
    }).immediate();
  }
  return { from, to: schemaVersion(db) };
}

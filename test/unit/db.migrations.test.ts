import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src-main/core/db/connection';
import { listBackups } from '../../src-main/core/db/backup';
import { DatabaseTooNewError, MigrationHistoryError, schemaVersion } from '../../src-main/core/db/migrate';
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from '../../src-main/core/db/migrations';
import { readSettings, writeSettings } from '../../src-main/core/services/settings';
import { DEFAULT_SETTINGS } from '../../src-shared/settings';
import { tempDir } from '../helpers/db';

/** The schema as SQLite describes it, for comparing two databases. */
function schemaOf(db: Database.Database): string[] {
  return (
    db
      .prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
      .all() as {
      type: string;
      name: string;
      sql: string | null;
    }[]
  ).map((r) => `${r.type}:${r.name}:${(r.sql ?? '').replace(/\s+/g, ' ')}`);
}

const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => (tmp = tempDir()));
afterEach(() => tmp.cleanup());

describe('database', () => {
  it('creates a new database with WAL, foreign keys, a busy timeout and the latest schema', async () => {
    const file = path.join(tmp.dir, 'nested', 'quire.db');
    const { db, migrated, backupPath } = await openDatabase({ path: file });
    expect(migrated).toEqual({ from: 0, to: LATEST_SCHEMA_VERSION });
    expect(backupPath).toBeNull();
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    const recorded = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(recorded).toEqual(MIGRATIONS.map((m) => ({ version: m.version, name: m.name })));
    db.close();
  });

  it('numbers migrations 1, 2, 3… with no gaps or repeated names', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(new Set(MIGRATIONS.map((m) => m.name)).size).toBe(MIGRATIONS.length);
  });

  it('upgrades from every earlier version to the same schema as a fresh database, backing up first', async () => {
    const fresh = await openDatabase({ path: path.join(tmp.dir, 'fresh.db') });
    const expected = schemaOf(fresh.db);
    fresh.db.close();
    for (let v = 1; v < LATEST_SCHEMA_VERSION; v++) {
      const file = path.join(tmp.dir, `from-v${v}.db`);
      const old = await openDatabase({ path: file, targetVersion: v });
      expect(schemaVersion(old.db)).toBe(v);
      old.db.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('theme', '\"dark\"', 'x')").run();
      old.db.close();

      const backups = path.join(tmp.dir, `backups-${v}`);
      const upgraded = await openDatabase({ path: file, backupsDir: backups });
      expect(upgraded.migrated).toEqual({ from: v, to: LATEST_SCHEMA_VERSION });
      expect(schemaOf(upgraded.db)).toEqual(expected);
      expect(readSettings(upgraded.db).theme).toBe('dark');
      // The backup is a readable copy of the database as it was before migrating.
      expect(upgraded.backupPath).not.toBeNull();
      const copy = new Database(upgraded.backupPath!, { readonly: true });
      expect(schemaVersion(copy)).toBe(v);
      copy.close();
      upgraded.db.close();
    }
  });

  it('refuses a database written by a newer Quire and leaves the file untouched', async () => {
    const file = path.join(tmp.dir, 'future.db');
    const raw = new Database(file);
    raw.exec('CREATE TABLE mystery (x TEXT)');
    raw.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 5}`);
    raw.close();
    const before = sha(file);
    const err = await openDatabase({ path: file }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseTooNewError);
    expect((err as Error).message).toMatch(/newer version of Quire.*left untouched/);
    expect(sha(file)).toBe(before);
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
  });

  it('refuses a database whose recorded migrations are not the ones this app knows', async () => {
    const file = path.join(tmp.dir, 'foreign.db');
    const { db } = await openDatabase({ path: file, targetVersion: 1 });
    db.prepare("UPDATE schema_migrations SET name = 'something_else' WHERE version = 1").run();
    db.close();
    await expect(openDatabase({ path: file })).rejects.toBeInstanceOf(MigrationHistoryError);
  });

  it('keeps only the newest backups', async () => {
    const file = path.join(tmp.dir, 'many.db');
    const backups = path.join(tmp.dir, 'b');
    const { db } = await openDatabase({ path: file, targetVersion: 1 });
    db.close();
    // Three upgrade cycles on copies of a v1 database: only `keepBackups` remain.
    for (let i = 0; i < 3; i++) {
      const copy = path.join(tmp.dir, `copy-${i}.db`);
      fs.copyFileSync(file, copy);
      const opened = await openDatabase({ path: copy, backupsDir: backups, keepBackups: 2 });
      opened.db.close();
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(listBackups(backups)).toHaveLength(2);
  });
});

describe('settings storage', () => {
  it('falls back to the default for a stored value that no longer validates', async () => {
    const { db } = await openDatabase({ path: ':memory:' });
    writeSettings(db, { theme: 'dark', desired_retention: 0.8 });
    db.prepare("UPDATE settings SET value = '5' WHERE key = 'desired_retention'").run();
    expect(readSettings(db)).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark' });
    db.close();
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase, type Db } from '../../src-main/core/db/connection';
import { listBackups } from '../../src-main/core/db/backup';
import { backupIfDue } from '../../src-main/core/services/scheduledBackup';
import { DEFAULT_SETTINGS } from '../../src-shared/settings';
import { tempDir } from '../helpers/db';

let tmp: ReturnType<typeof tempDir>;
let db: Db;
beforeEach(async () => {
  tmp = tempDir();
  db = (await openDatabase({ path: path.join(tmp.dir, 'quire.db') })).db;
});
afterEach(() => {
  db.close();
  tmp.cleanup();
});

const settings = { ...DEFAULT_SETTINGS, backup_interval_hours: 24, backup_keep: 2 };
const at = (iso: string) => new Date(iso);

describe('scheduled backups', () => {
  it('backs up when none was taken, then only once the interval has passed, keeping the newest', async () => {
    db.prepare(
      "INSERT INTO tasks (title, status, priority, created_at, updated_at) VALUES ('Essay', 'pending', 4, 'x', 'x')",
    ).run();
    const first = backupIfDue(db, tmp.dir, settings, at('2026-11-21T09:00:00Z'));
    expect(first).not.toBeNull();
    expect(backupIfDue(db, tmp.dir, settings, at('2026-11-21T20:00:00Z'))).toBeNull();
    expect(backupIfDue(db, tmp.dir, settings, at('2026-11-22T09:00:01Z'))).not.toBeNull();
    expect(backupIfDue(db, tmp.dir, settings, at('2026-11-23T09:00:02Z'))).not.toBeNull();
    expect(listBackups(path.join(tmp.dir, 'backups'))).toHaveLength(2);
    // A backup is a complete, readable copy of the student's data.
    const copy = new Database(listBackups(path.join(tmp.dir, 'backups'))[1]!.file, { readonly: true });
    expect(copy.prepare('SELECT title FROM tasks').all()).toEqual([{ title: 'Essay' }]);
    copy.close();
  });
});

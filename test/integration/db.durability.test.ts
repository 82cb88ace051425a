import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/core/app';
import { openDatabase, SYNCHRONOUS, type Db } from '../../src-main/core/db/connection';
import { tempDir } from '../helpers/db';

// PRAGMA synchronous as SQLite reports it: 1 NORMAL, 2 FULL. It is per connection, so every way
// the app, the CLI and MCP open the file (createCore → openDatabase → configureConnection) must set it.
const LEVEL = { NORMAL: 1, FULL: 2 } as const;
const levelOf = (db: Db) => db.pragma('synchronous', { simple: true });

describe('the durability choice (README "Your data")', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((f) => f()));

  it('is FULL: an acknowledged write survives a power cut, not only a crash of the app', () => {
    expect(SYNCHRONOUS).toBe('FULL');
  });

  it('is what a new and a reopened database file really have, in WAL mode', async () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    const file = path.join(dir, 'quire.db');
    for (let i = 0; i < 2; i++) {
      const { db } = await openDatabase({ path: file });
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(levelOf(db)).toBe(LEVEL[SYNCHRONOUS]);
      db.close();
    }
  });

  it('is what the core the app, the CLI and MCP share opens with', async () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    const core = await createCore({ dbPath: path.join(dir, 'quire.db'), dataDir: dir, appVersion: 'test' });
    try {
      expect(levelOf(core.db)).toBe(LEVEL.FULL);
    } finally {
      core.close();
    }
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/core/app';
import { tempDir } from '../helpers/db';

// A child process writes in rollback-journal mode (as a brand-new file is before the app switches
// it to WAL), spills the transaction to disk with a one-page cache, and is SIGKILLed before
// COMMIT: what a kill during the very first start leaves behind — a hot journal. Seen in the crash
// harness (run 50 of seed 424242): every later start then failed with "attempt to write a
// readonly database", because the read-only look before opening cannot roll a journal back.
const KILLED_MID_WRITE = `
  const Database = require('better-sqlite3');
  const db = new Database(process.argv[1]);
  db.pragma('journal_mode = DELETE');
  db.exec('CREATE TABLE committed (n INTEGER); INSERT INTO committed VALUES (1);');
  db.pragma('cache_size = 1');
  db.exec('BEGIN');
  const insert = db.prepare('INSERT INTO committed VALUES (?)');
  for (let i = 0; i < 20000; i++) insert.run(i);
  process.kill(process.pid, 'SIGKILL');
`;

describe('a file left with a hot rollback journal', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((f) => f()));

  it('opens: the interrupted write is rolled back and the committed rows are kept', async () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    const file = path.join(dir, 'quire.db');
    const child = spawnSync(process.execPath, ['-e', KILLED_MID_WRITE, file], { cwd: process.cwd() });
    expect(child.signal).toBe('SIGKILL');
    // The premise: the kill really left a journal beside the file.
    expect(fs.existsSync(`${file}-journal`)).toBe(true);

    const core = await createCore({ dbPath: file, dataDir: dir, appVersion: 'test' });
    try {
      expect(core.db.prepare('SELECT count(*) AS n FROM committed').get()).toEqual({ n: 1 });
      expect(core.db.pragma('journal_mode', { simple: true })).toBe('wal');
      const added = await core.registry.call('add_task', { title: 'After the crash' }, { origin: 'ui' });
      expect(added.result.ok).toBe(true);
    } finally {
      core.close();
    }
  });
});

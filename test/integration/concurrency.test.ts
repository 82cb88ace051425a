import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src-main/core/db/connection';
import { tempDir } from '../helpers/db';

const ROOT = path.resolve(__dirname, '../..');
const WRITER = path.join(__dirname, 'concurrentWriter.ts');

function runWriter(dbPath: string, label: string, count: number): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dbPath, label, String(count)], { cwd: ROOT });
    let out = '';
    let errText = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (errText += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(out) as Record<string, number>);
      else reject(new Error(`${label} exited ${code}: ${errText}`));
    });
  });
}

describe('two processes writing one database file', () => {
  it('never surface SQLITE_BUSY: the app and the CLI wait for each other', async () => {
    const { dir, cleanup } = tempDir();
    try {
      const dbPath = path.join(dir, 'quire.db');
      // Created and migrated first, as when the app is running and the CLI is started beside it.
      (await openDatabase({ path: dbPath })).db.close();
      const count = 150;
      const [app, cli] = await Promise.all([runWriter(dbPath, 'app', count), runWriter(dbPath, 'cli', count)]);
      for (const tally of [app, cli]) expect(tally).toEqual({ ok: count * 4 });

      const { db } = await openDatabase({ path: dbPath });
      try {
        expect(db.prepare("SELECT count(*) AS n FROM tasks WHERE status = 'completed'").get()).toEqual({
          n: 2 * count,
        });
        expect(db.prepare('SELECT count(*) AS n FROM flashcards').get()).toEqual({ n: 2 * count });
        expect(db.prepare('SELECT count(*) AS n FROM topics').get()).toEqual({ n: 1 });
        expect(db.prepare('SELECT count(*) AS n FROM journal').get()).toEqual({ n: 2 * count * 4 });
      } finally {
        db.close();
      }
    } finally {
      cleanup();
    }
  });
});

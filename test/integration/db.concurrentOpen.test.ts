import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { LATEST_SCHEMA_VERSION } from '../../src-main/core/db/migrations';
import { tempDir } from '../helpers/db';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => (tmp = tempDir()));
afterEach(() => tmp.cleanup());

describe('opening a new database from several processes at once', () => {
  it('all succeed and each migration is applied exactly once', async () => {
    // Like the app and the CLI starting together on a fresh machine; a barrier file releases
    // the processes at the same instant, several rounds over.
    for (let round = 0; round < 4; round++) {
      const db = path.join(tmp.dir, `race-${round}.db`);
      const barrier = path.join(tmp.dir, `go-${round}`);
      const procs = [0, 1, 2].map(() =>
        run(process.execPath, ['--import', 'tsx', 'test/fixtures/openAtBarrier.ts', db, barrier], { cwd: ROOT }),
      );
      await new Promise((r) => setTimeout(r, 1500));
      fs.writeFileSync(barrier, '');
      const outputs = (await Promise.all(procs)).map((p) => p.stdout);
      expect(outputs).toEqual(['ok', 'ok', 'ok']);
      const check = new Database(db, { readonly: true });
      expect(check.prepare('SELECT count(*) AS n FROM schema_migrations').get()).toEqual({ n: LATEST_SCHEMA_VERSION });
      check.close();
    }
  });
});

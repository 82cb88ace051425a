import Database from 'better-sqlite3';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/core/app';
import { tempDir } from '../helpers/db';

// A write tool's audit row is committed with the write itself: one transaction, one fsync, and a
// kill right after the answer leaves no acknowledged write without its row. (Deferred to the next
// tick, it was a second transaction per write: twice the raw statement's cost in bench/tools.ts.)
describe('the audit row of a write', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((f) => f()));

  it('is committed by the time the call answers; a failed write’s row still follows', async () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    const file = path.join(dir, 'quire.db');
    const core = await createCore({ dbPath: file, dataDir: dir, appVersion: 'test' });
    const other = new Database(file, { readonly: true });
    try {
      const rows = () => other.prepare('SELECT tool, ok, code FROM journal ORDER BY id').all();
      const added = await core.registry.call('add_task', { title: 'Essay' }, { origin: 'ui' });
      expect(added.result.ok).toBe(true);
      // Read from another connection before any later tick: only committed rows are visible.
      expect(rows()).toEqual([{ tool: 'add_task', ok: 1, code: null }]);
      expect(other.prepare('SELECT count(*) AS n FROM tasks').get()).toEqual({ n: 1 });

      const missing = await core.registry.call('complete_task', { task_id: 999 }, { origin: 'ui' });
      expect(missing.result.ok).toBe(false);
      await new Promise((resolve) => setImmediate(resolve));
      expect(rows()).toEqual([
        { tool: 'add_task', ok: 1, code: null },
        { tool: 'complete_task', ok: 0, code: 'not_found' },
      ]);
    } finally {
      other.close();
      core.close();
    }
  });
});

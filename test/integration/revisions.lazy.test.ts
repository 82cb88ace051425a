import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/core/app';
import { tempDir } from '../helpers/db';

// Start-up of read-only commands (`quire tool list_tasks`, an MCP host listing tools) skips making
// the undo triggers; the first write makes them, and is undoable like any other.
describe('undo recording on a fresh connection', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((f) => f()));

  it('costs a read nothing, and the first write is still recorded and undone', async () => {
    const { dir, cleanup } = tempDir();
    cleanups.push(cleanup);
    const core = await createCore({ dbPath: path.join(dir, 'quire.db'), dataDir: dir, appVersion: 'test' });
    try {
      const triggers = () =>
        // The undo triggers, not the settings cache's three (services/settings.ts).
        (
          core.db
            .prepare("SELECT count(*) AS n FROM temp.sqlite_master WHERE type = 'trigger' AND name LIKE 'revise%'")
            .get() as { n: number }
        ).n;
      expect((await core.registry.call('list_tasks', {}, { origin: 'cli' })).result.ok).toBe(true);
      expect(triggers()).toBe(0);

      const added = await core.registry.call('add_task', { title: 'First write' }, { origin: 'cli' });
      expect(added.result.ok).toBe(true);
      expect(triggers()).toBeGreaterThan(0);
      expect((await core.registry.call('undo', {}, { origin: 'cli' })).result.ok).toBe(true);
      expect(core.db.prepare('SELECT count(*) AS n FROM tasks').get()).toEqual({ n: 0 });
    } finally {
      core.close();
    }
  });
});

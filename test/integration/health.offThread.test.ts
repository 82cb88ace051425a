import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/core/app';
import { tempDir } from '../helpers/db';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0).reverse()) c();
});

async function fileCore(): Promise<Core> {
  const tmp = tempDir();
  const core = await createCore({ dbPath: path.join(tmp.dir, 'quire.db'), appVersion: 'test' });
  cleanups.push(
    () => tmp.cleanup(),
    () => core.close(),
  );
  return core;
}

/** Settles with the call's result and says, meanwhile, whether it has settled. */
function tracked<T>(p: Promise<T>): { done: () => boolean; result: Promise<T> } {
  let settled = false;
  const result = p.finally(() => (settled = true));
  return { done: () => settled, result };
}

describe('health:get', () => {
  it('answers other calls while its database check runs (the check reads every page off main’s thread)', async () => {
    const core = await fileCore();
    expect((await core.router.handle('app:info', {})).ok).toBe(true); // the router is loaded
    const health = tracked(core.router.handle('health:get', {}));
    // Each call below waits a turn of the event loop first: while main's thread is busy (a
    // quick_check run there), no turn comes until the check is over.
    let answeredMeanwhile = 0;
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (health.done()) break;
      expect((await core.router.handle('app:info', {})).ok).toBe(true);
      if (!health.done()) answeredMeanwhile++;
    }
    expect(answeredMeanwhile).toBeGreaterThan(0);
    expect(await health.result).toMatchObject({ ok: true, data: { database: { ok: true, error: null } } });
  });
});

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ok } from '../../src-shared/result';
import { defineTool } from '../../src-main/core/tools/define';
import { ALL_TOOLS } from '../../src-main/core/tools';
import { testRegistry } from '../helpers/registry';

// Whether a call is recording is held by the connection outside the transaction, so a write that
// fails half-way must stop recording: otherwise the app's own writes after it (a settings save, an
// import) would be buffered and then folded into the next call's change, which undo would revert.
const failsAfterWriting = defineTool({
  name: 'fails_after_writing',
  description: 'Test only: adds a task, then throws.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: false },
  input: z.strictObject({}),
  examples: [{}],
  run(_input, ctx) {
    ctx.db
      .prepare("INSERT INTO tasks (title, description, priority, created_at, updated_at) VALUES ('Half', '', 4, ?, ?)")
      .run('2026-11-21T09:00:00.000Z', '2026-11-21T09:00:00.000Z');
    throw new Error('boom');
    return ok({});
  },
});

describe('undo recording after a failed write', () => {
  it('records nothing for writes made outside the registry, and the next call is undone on its own', async () => {
    const t = await testRegistry({ tools: [...ALL_TOOLS, failsAfterWriting] });
    expect((await t.call('fails_after_writing', {})).ok).toBe(false);
    const revisions = () =>
      (t.db.prepare('SELECT count(*) AS n FROM journal WHERE revisions IS NOT NULL').get() as { n: number }).n +
      (t.db.prepare('SELECT count(*) AS n FROM temp.revision_buffer').get() as { n: number }).n;
    expect(revisions()).toBe(0);

    // A write of the app's own (not through a tool) is not recorded and does not fail.
    t.db
      .prepare(
        "INSERT INTO tasks (title, description, priority, created_at, updated_at) VALUES ('Direct', '', 4, ?, ?)",
      )
      .run('2026-11-21T09:00:00.000Z', '2026-11-21T09:00:00.000Z');
    expect(revisions()).toBe(0);

    expect((await t.call('add_task', { title: 'Essay draft' })).ok).toBe(true);
    expect((await t.call('undo', {})).ok).toBe(true);
    const titles = t.db.prepare('SELECT title FROM tasks WHERE deleted_at IS NULL ORDER BY id').pluck().all();
    expect(titles).toEqual(['Direct']);
  });
});

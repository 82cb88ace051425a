import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ok } from '../../src-shared/result';
import { defineTool, type ToolContext } from '../../src-main/core/tools/define';
import { ALL_TOOLS } from '../../src-main/core/tools';
import { testRegistry } from '../helpers/registry';

// The triggers count what they record as they fire (revisionCapture), and a savepoint the tool
// rolls back takes its buffered rows away but not that count. Whether a call changed anything, and
// so whether it has a change to undo, must come from what was really kept.
const AT = '2026-11-21T09:00:00.000Z';

/** A test-only write tool that succeeds once `run` has written what it keeps. */
const writeTool = (name: string, description: string, run: (db: ToolContext['db']) => void) =>
  defineTool({
    name,
    description: `Test only: ${description}`,
    category: 'action',
    annotations: { readOnly: false, destructive: false, idempotent: false },
    input: z.strictObject({}),
    examples: [{}],
    run(_input, ctx) {
      run(ctx.db);
      return ok({});
    },
  });

/** Runs `write` in a savepoint, then rolls it back as a tool that changed its mind would. */
function rolledBack(db: ToolContext['db'], write: () => void): void {
  try {
    db.transaction(() => {
      write();
      throw new Error('changed my mind');
    })();
  } catch {
    // The savepoint is rolled back; the call goes on and succeeds.
  }
}

const triesAndGivesUp = writeTool('tries_and_gives_up', 'adds a task in a savepoint it rolls back.', (db) =>
  rolledBack(db, () =>
    db
      .prepare("INSERT INTO tasks (title, description, priority, created_at, updated_at) VALUES ('Gone', '', 4, ?, ?)")
      .run(AT, AT),
  ),
);

const renamesAllThenOne = writeTool(
  'renames_all_then_one',
  'renames every task in a savepoint it rolls back, then renames task 1.',
  (db) => {
    rolledBack(db, () => db.prepare("UPDATE tasks SET title = 'Renamed', updated_at = ?").run(AT));
    db.prepare("UPDATE tasks SET title = 'Only one', updated_at = ? WHERE id = 1").run(AT);
  },
);

const titles = (db: ToolContext['db']) =>
  db.prepare('SELECT title FROM tasks WHERE deleted_at IS NULL ORDER BY id').pluck().all();

describe('undo after a savepoint the tool rolled back', () => {
  it('a call whose every write was rolled back has no change, and undo takes back the one before it', async () => {
    const t = await testRegistry({ tools: [...ALL_TOOLS, triesAndGivesUp] });
    expect((await t.call('add_task', { title: 'Essay draft' })).ok).toBe(true);
    const gaveUp = await t.outcome('tries_and_gives_up', {});
    expect(gaveUp.result.ok).toBe(true);
    expect(gaveUp.change_id).toBeNull();
    expect(t.db.prepare("SELECT revisions FROM journal WHERE tool = 'tries_and_gives_up'").pluck().get()).toBeNull();

    expect((await t.call('undo', {})).ok).toBe(true);
    expect(titles(t.db)).toEqual([]);
  });

  it('rows renamed and rolled back are not asked about as a bulk change, and undo restores only the one kept', async () => {
    const t = await testRegistry({ tools: [...ALL_TOOLS, renamesAllThenOne] });
    for (const title of ['Essay draft', 'Lab report', 'Reading'])
      expect((await t.call('add_task', { title })).ok).toBe(true);
    const renamed = await t.outcome('renames_all_then_one', {});
    expect(renamed.result.ok).toBe(true);
    expect(renamed.confirmation).toBeUndefined();
    expect(renamed.change_id).not.toBeNull();
    expect(titles(t.db)).toEqual(['Only one', 'Lab report', 'Reading']);

    expect((await t.call('undo', {})).ok).toBe(true);
    expect(titles(t.db)).toEqual(['Essay draft', 'Lab report', 'Reading']);
  });
});

import { describe, expect, it } from 'vitest';
import type { Db } from '../../src-main/core/db/connection';
import { ALL_TOOLS } from '../../src-main/core/tools';
import { tablesChecksum } from '../helpers/db';
import { seedForExamples as seed } from '../helpers/toolSeed';

/**
 * Undo for every write tool, table-driven over the registry's own list: each write tool's
 * examples run against one shared starting collection, and `undo` must bring every table back
 * byte for byte. A new write tool is covered the moment it is registered; if none of its
 * examples can run on this collection, the test fails and says so — extend `seed` (or give the
 * tool an example that fits it) rather than leaving the tool out.
 */

// FTS shadow tables hold the search index in segments whose bytes depend on history; the index is
// checked for agreement with its table instead (integrity-check below).
function snapshot(db: Db): string {
  const bookkeeping = ['journal'];
  const shadows = (
    db.prepare("SELECT name FROM pragma_table_list WHERE type = 'shadow'").all() as { name: string }[]
  ).map((r) => r.name);
  return tablesChecksum(db, [...bookkeeping, ...shadows]);
}

function searchIndexesAgree(db: Db): void {
  // The database's own search indexes; a connection's TEMP ones (the title vocabulary) read them.
  const fts = db.prepare("SELECT name FROM pragma_table_list WHERE type = 'virtual' AND schema = 'main'").all() as {
    name: string;
  }[];
  for (const { name } of fts) {
    const sql = (db.prepare('SELECT sql FROM main.sqlite_master WHERE name = ?').get(name) as { sql: string }).sql;
    if (/fts5/i.test(sql) && !/content\s*=\s*''/i.test(sql))
      db.prepare(`INSERT INTO "${name}" ("${name}") VALUES ('integrity-check')`).run();
  }
}

/**
 * The only write tools not proven here, and why. The material tools work on files on disk (their
 * examples name folders that do not exist in a test): import, rescan and re-root are proven in
 * test/integration/undo.materials.test.ts instead. edit_material rewrites a file, which undo
 * cannot restore yet. Shrink this list; never grow it.
 */
const NOT_YET_UNDOABLE: Record<string, string> = {
  import_materials: 'example needs a folder on disk; proven in undo.materials.test.ts',
  rescan_materials: 'needs an imported library; proven in undo.materials.test.ts',
  edit_material: 'managesTransactions without ctx.write; rewrites a file on disk, which undo cannot restore',
  reroot_material_library: 'its example needs both library folders on disk; proven in undo.materials.test.ts',
  optimise_fsrs_parameters: 'needs 400 reviews; fsrsOptimiser.test.ts undoes an applied optimisation',
};

const WRITE_TOOLS = ALL_TOOLS.filter((tool) => !tool.annotations.readOnly && !(tool.name in NOT_YET_UNDOABLE));

describe('undo reverts every write tool exactly', () => {
  it('covers every write tool in the registry but the few listed with a reason', () => {
    const names = ALL_TOOLS.map((tool) => tool.name);
    for (const listed of Object.keys(NOT_YET_UNDOABLE))
      expect(names, `${listed} is no longer a tool`).toContain(listed);
    expect(WRITE_TOOLS.map((tool) => tool.name)).toContain('undo');
    expect(WRITE_TOOLS.length).toBeGreaterThan(15);
  });

  it.each(WRITE_TOOLS.map((tool) => [tool.name, tool] as const))('%s', async (name, tool) => {
    let undone = 0;
    const refusals: string[] = [];
    for (const example of tool.examples) {
      const t = await seed();
      const before = snapshot(t.db);
      const outcome = await t.outcome(name, example, { confirmed: true });
      if (!outcome.result.ok) {
        refusals.push(`${JSON.stringify(example)} → ${outcome.result.error.message}`);
        continue;
      }
      if (outcome.change_id === null) {
        // A call that changed nothing records nothing (completing a completed task).
        expect(snapshot(t.db)).toBe(before);
        continue;
      }
      const changed = snapshot(t.db);
      expect(changed, `${name} ${JSON.stringify(example)} changed nothing yet recorded a change`).not.toBe(before);
      const u = await t.outcome('undo', { change_id: outcome.change_id });
      expect(u.result, `undo of ${name} ${JSON.stringify(example)}`).toMatchObject({ ok: true });
      expect(snapshot(t.db), `undo of ${name} ${JSON.stringify(example)} left a difference`).toBe(before);
      searchIndexesAgree(t.db);
      // And the undo itself is undoable: the change comes back exactly.
      expect((await t.outcome('undo', { change_id: u.change_id })).result).toMatchObject({ ok: true });
      expect(snapshot(t.db)).toBe(changed);
      undone++;
    }
    expect(
      undone,
      `no example of ${name} ran and was undone on the seed; refusals: ${refusals.join('; ')}`,
    ).toBeGreaterThan(0);
  });
});

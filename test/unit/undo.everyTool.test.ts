import fs from 'node:fs';
import path from 'node:path';
import { importMaterials } from '../../src-main/core/materials/importer';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src-main/core/db/connection';
import { createSession } from '../../src-main/core/db/queries/sessions';
import { ALL_TOOLS } from '../../src-main/core/tools';
import { tablesChecksum, tempDir } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

/**
 * Undo for every write tool, table-driven over the registry's own list: each write tool's
 * examples run against one shared starting collection, and `undo` must bring every table back
 * byte for byte. A new write tool is covered the moment it is registered; if none of its
 * examples can run on this collection, the test fails and says so — extend `seed` (or give the
 * tool an example that fits it) rather than leaving the tool out.
 */

type T = Awaited<ReturnType<typeof testRegistry>>;

async function must(t: T, name: string, input: unknown) {
  const r = await t.call(name, input, { origin: 'cli', confirmed: true });
  if (!r.ok) throw new Error(`seed step ${name} failed: ${r.error.message}`);
}

/** A small collection every example can act on: tasks 1–4 (2 completed, 4 deleted), plans, cards, attempts. */
async function seed(): Promise<T> {
  const t = await testRegistry();
  createSession(t.db, 'Study chat', t.clock.now().toISOString()); // session 1
  for (const title of ['Essay draft', 'Buy groceries', 'Call tutor', 'Old errand'])
    await must(t, 'add_task', { title });
  await must(t, 'complete_task', { task_id: 2 });
  await must(t, 'delete_task', { task_id: 4 });
  await must(t, 'write_plan', { title: 'Old plan', items: [{ title: 'Old step' }] }); // plan 1, deleted below
  await must(t, 'delete_plan', { plan_id: 1 });
  await must(t, 'write_plan', {
    title: 'Python basics',
    // Steps 2–7 (step 1 is the old plan's), so examples naming item 4 or 7 find one.
    items: [
      // Late by the test clock (21 Nov), so reschedule_plan has a step to move.
      { title: 'Read chapter 3', due_date: '2026-11-15' },
      { title: 'Lists' },
      { title: 'Dictionaries' },
      { title: 'Functions' },
      { title: 'Modules' },
      { title: 'Classes' },
    ],
  });
  await must(t, 'create_flashcard', { front: 'Recursion?', back: 'Calling itself', topic_name: 'Recursion' });
  await must(t, 'create_flashcard', { front: 'Base case?', back: 'Where it stops', topic_name: 'Recursion' });
  await must(t, 'create_flashcard', { front: 'ser / estar', back: 'to be', topic_name: 'Spanish verbs' });
  await must(t, 'review_flashcard', { card_id: 1, rating: 'good' });
  for (const question of ['Q1?', 'Q2?', 'Q3?', 'Q4?'])
    await must(t, 'save_quiz_attempt', { topic_id: 1, question, user_answer: 'x', correct_answer: 'y', score: 0 });
  // Materials 1 and 2, for the tools that study from them (generate_flashcards' examples).
  const notes = tempDir('quire-undo-notes-');
  fs.writeFileSync(path.join(notes.dir, 'a-recursion.md'), '# Recursion\n\nRecursion is a function calling itself.\n');
  fs.writeFileSync(
    path.join(notes.dir, 'b-cells.md'),
    '# Cells\n\n## Mitochondria\n\nThe mitochondria is the organelle that makes energy for the cell. ' +
      'Mitochondria are the site of cellular respiration.\n',
  );
  await importMaterials(t.db, [notes.dir], { maxFileBytes: 1_000_000, now: t.clock.now });
  t.clock.advance(60_000);
  return t;
}

// FTS shadow tables hold the search index in segments whose bytes depend on history; the index is
// checked for agreement with its table instead (integrity-check below).
function snapshot(db: Db): string {
  const bookkeeping = ['audit_log', 'change_sets', 'revisions'];
  const shadows = (
    db.prepare("SELECT name FROM pragma_table_list WHERE type = 'shadow'").all() as { name: string }[]
  ).map((r) => r.name);
  return tablesChecksum(db, [...bookkeeping, ...shadows]);
}

function searchIndexesAgree(db: Db): void {
  const fts = db.prepare("SELECT name FROM pragma_table_list WHERE type = 'virtual'").all() as { name: string }[];
  for (const { name } of fts) {
    const sql = (db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(name) as { sql: string }).sql;
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

import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../src-main/core/db/connection';
import { createSession } from '../../src-main/core/db/queries/sessions';
import { importMaterials } from '../../src-main/core/materials/importer';
import type { ToolName } from '../../src-shared/tools/names';
import { tempDir } from './db';
import { testRegistry } from './registry';

type T = Awaited<ReturnType<typeof testRegistry>>;

async function must(t: T, name: ToolName, input: unknown) {
  const r = await t.call(name, input, { origin: 'cli', confirmed: true });
  if (!r.ok) throw new Error(`seed step ${name} failed: ${r.error.message}`);
}

/**
 * A small collection every tool's examples can act on: tasks 1–4 (2 completed, 4 deleted), plans,
 * cards, attempts, a session and two materials. On `db` when given (a file the MCP server opens).
 */
export async function seedForExamples(db?: Db): Promise<T> {
  const t = await testRegistry(db ? { db } : {});
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

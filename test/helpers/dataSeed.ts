import type { Core } from '../../src-main/core/app';
import { exportedRows, exportedTables } from '../../src-main/core/data/tables';
import type { Db } from '../../src-main/core/db/connection';

/** Calls a tool through the real registry and fails the test on an error result. */
export async function tool(core: Core, name: string, input: unknown): Promise<Record<string, unknown>> {
  const { result } = await core.registry.call(name, input, { origin: 'cli', confirmed: true });
  if (!result.ok) throw new Error(`${name} failed: ${result.error.message}`);
  return result.data as Record<string, unknown>;
}

/**
 * A little of everything a student makes, through the real tools: plans with items, tasks (one
 * completed, one deleted), topics, cards with reviews, quiz attempts, a chat with messages and a
 * changed setting.
 */
export async function seedStudentData(core: Core): Promise<void> {
  const plan = await tool(core, 'write_plan', {
    title: 'Exam prep',
    items: [{ title: 'Read chapter 1', due_date: '2026-12-01', notes: 'slowly' }, { title: 'Practice sets' }],
  });
  await tool(core, 'update_item_status', {
    item_title: 'Read chapter 1',
    plan_id: plan.created_plan_id,
    status: 'done',
  });
  const a = (await tool(core, 'add_task', { title: 'Essay draft', due_at: '2026-12-02', priority: 2 })).task as {
    task_id: number;
  };
  await tool(core, 'add_task', { title: 'Lab report — “quotes”, ünïcode', description: 'line1\nline2' });
  const c = (await tool(core, 'add_task', { title: 'Old task' })).task as { task_id: number };
  await tool(core, 'complete_task', { task_id: a.task_id });
  await tool(core, 'delete_task', { task_id: c.task_id });
  const card = await tool(core, 'create_flashcard', { front: 'What is 2+2?', back: '4', topic_name: 'Maths' });
  await tool(core, 'create_flashcard', { front: 'Capital of France?', back: 'Paris', topic_name: 'Geography' });
  await tool(core, 'review_flashcard', { card_id: card.card_id, rating: 'good' });
  await tool(core, 'review_flashcard', { card_id: card.card_id, rating: 'again' });
  const topic = await tool(core, 'quiz_pre_fetch', { topic_name: 'Maths' });
  await tool(core, 'save_quiz_attempt', {
    topic_id: topic.topic_id,
    question: 'What is 3*3?',
    user_answer: '6',
    correct_answer: '9',
    score: 0,
  });
  await tool(core, 'create_quiz', {
    topic_name: 'Maths',
    questions: [{ question: '1+1?', answer: '2', choices: ['1', '2'] }],
  });
  const session = await core.router.handle('chat:session_create', { title: 'Revision' });
  if (!session.ok) throw new Error(session.error.message);
  const sessionId = (session.data as { session_id: number }).session_id;
  await tool(core, 'save_message', { session_id: sessionId, role: 'user', content: 'hello' });
  await tool(core, 'save_message', { session_id: sessionId, role: 'assistant', content: 'hi there' });
  await core.router.handle('settings:set', { theme: 'dark', desired_retention: 0.85 });
}

/** Every exported table's exported rows in rowid order, for comparing two databases table by table. */
export function tableContents(db: Db): Record<string, unknown[]> {
  return Object.fromEntries(
    exportedTables(db).map((t) => [
      t.name,
      db.prepare(`SELECT * FROM "${t.name}" WHERE ${exportedRows(t.name)} ORDER BY rowid`).all(),
    ]),
  );
}

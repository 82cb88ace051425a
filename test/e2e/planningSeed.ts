import type { Core } from '../../src-main/core/app';

/** One registry call as the UI makes it; throws on ok:false so a broken seed fails loudly. */
export async function tool<T = unknown>(
  core: Core,
  name: string,
  input: unknown,
  origin: 'ui' | 'agent' = 'ui',
): Promise<T> {
  const { result } = await core.registry.call(name, input, { origin, confirmed: true });
  if (!result.ok) throw new Error(`${name} failed: ${result.error.message}`);
  return result.data as T;
}

/** YYYY-MM-DD `days` from today on this machine's clock (the browser shares it). */
export function day(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** An instant `days` from today at `hour`:00 local time, as add_task takes it. */
export function at(days: number, hour: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  return d.toISOString();
}

/** A student's week: overdue, due today, later, undated and one done. Returns ids by title. */
export async function seedTasks(core: Core): Promise<Record<string, number>> {
  const tasks: { title: string; due_at?: string; priority?: number; description?: string }[] = [
    { title: 'Problem set 6 — linear maps', due_at: day(-2), priority: 1 },
    { title: 'Email Dr Patel about the essay extension', due_at: day(-1), priority: 3 },
    {
      title: 'Read chapter 4: recursion',
      due_at: day(0),
      priority: 2,
      description: 'Sections 4.1–4.3, skip the exercises',
    },
    { title: 'Essay draft: causes of the French Revolution', due_at: day(0), priority: 1 },
    { title: 'Lab report: enzyme kinetics', due_at: at(1, 17), priority: 2 },
    { title: 'Revise lecture notes, week 7', due_at: day(3) },
    { title: 'Spanish: irregular preterite verbs', due_at: day(5), priority: 3 },
    { title: 'Submit module registration', due_at: day(12), priority: 1 },
    { title: 'Book a library room for group study' },
    { title: 'Buy a graphing calculator', priority: 4 },
  ];
  const ids: Record<string, number> = {};
  for (const t of tasks) ids[t.title] = (await tool<{ task: { task_id: number } }>(core, 'add_task', t)).task.task_id;
  const done = await tool<{ task: { task_id: number } }>(core, 'add_task', {
    title: 'Print the seminar poster',
    due_at: day(-1),
  });
  await tool(core, 'complete_task', { task_id: done.task.task_id });
  ids['Print the seminar poster'] = done.task.task_id;
  return ids;
}

/** Two active plans (one generated, started three days ago) and an archived one. */
export async function seedPlans(core: Core): Promise<{ python: number; essay: number; archived: number }> {
  const gen = await tool<{ created_plan_id: number; items: { item_id: number }[] }>(core, 'generate_study_plan', {
    goal: 'Learn the Python tutorial',
    days: 10,
    start_date: day(-3),
    minutes_per_day: 45,
  });
  await tool(core, 'update_item_status', { item_id: gen.items[0]!.item_id, status: 'done' });
  await tool(core, 'update_item_status', { item_id: gen.items[1]!.item_id, status: 'done' });
  await tool(core, 'update_item_status', { item_id: gen.items[3]!.item_id, status: 'in_progress' });
  const essay = await tool<{ created_plan_id: number }>(core, 'write_plan', {
    title: 'Essay on the French Revolution',
    items: [
      { title: 'Collect sources on the Estates-General', due_date: day(-1) },
      { title: 'Outline the argument', due_date: day(1) },
      { title: 'Write the first draft', due_date: day(4), notes: '2,500 words' },
      { title: 'Ask Sam to proofread', due_date: day(6) },
    ],
  });
  const archived = await tool<{ created_plan_id: number }>(core, 'write_plan', {
    title: 'Summer reading list',
    items: [{ title: 'Finish Middlemarch' }],
  });
  await tool(core, 'update_plan_status', { plan_id: archived.created_plan_id, status: 'archived' });
  return { python: gen.created_plan_id, essay: essay.created_plan_id, archived: archived.created_plan_id };
}

/** New cards are due at once: `n` cards to review today. */
export async function seedCards(core: Core, n: number): Promise<void> {
  for (let i = 1; i <= n; i++) {
    await tool(core, 'create_flashcard', {
      front: `Spanish verb ${i}`,
      back: `meaning ${i}`,
      topic_name: 'Spanish verbs',
    });
  }
}

/** Quiz attempts with mistakes, so get_weak_topics has something to say. */
export async function seedWeakTopics(core: Core): Promise<void> {
  const scores: Record<string, number[]> = { Recursion: [0, 0.2, 1, 0], 'Organic chemistry': [0.5, 0, 1, 1, 0.25] };
  for (const [topic, list] of Object.entries(scores)) {
    const { topic_id } = await tool<{ topic_id: number }>(core, 'quiz_pre_fetch', { topic_name: topic });
    for (const [i, score] of list.entries()) {
      await tool(core, 'save_quiz_attempt', {
        topic_id,
        question: `${topic} question ${i + 1}`,
        user_answer: 'my answer',
        score,
      });
    }
  }
}

/** `n` tasks in one transaction, straight into SQLite: the tools would take minutes for 10,000. */
export function seedManyTasks(core: Core, n: number): void {
  const insert = core.db.prepare(
    `INSERT INTO tasks (title, description, due_at, priority, created_at, updated_at) VALUES (?, '', ?, ?, ?, ?)`,
  );
  const now = new Date().toISOString();
  core.db.transaction(() => {
    for (let i = 0; i < n; i++)
      insert.run(`Generated task ${i + 1}`, i % 7 === 0 ? null : day((i % 60) - 10), (i % 4) + 1, now, now);
  })();
}

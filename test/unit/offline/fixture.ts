import type { ToolResult } from '../../../src-shared/result';
import type { Task } from '../../../src-shared/tasks';

/** What seeding needs: registry calls as the UI makes them (offlineChat provides both; so does the benchmark). */
export interface Seeder {
  call(tool: string, input: unknown, opts?: { confirmed?: boolean }): Promise<ToolResult>;
  task(title: string, extra?: { due_at?: string; priority?: number; done?: boolean }): Promise<Task>;
}

/**
 * A student's data as the corpus expects it, seeded through the registry (origin 'ui').
 * The clock is Sat 21 Nov 2026 09:00 UTC, so the pending list, in display order, is:
 *   1. Renew library books (overdue, Fri 20 Nov)   4. Essay outline (Wed 25 Nov, p3)
 *   2. Physics lab report (today, p2)              5. Essay draft (Fri 27 Nov, p1)
 *   3. Call mum (Sun 22 Nov 17:00)                 6. Buy groceries (no date)
 * and "Pay rent" is completed. Ids follow creation order below.
 */
/** A Seeder over any registry call made as the UI makes it. */
export function seederFor(call: Seeder['call']): Seeder {
  return {
    call,
    async task(title, extra = {}) {
      const { done, ...fields } = extra;
      const r = await call('add_task', { title, ...fields });
      if (!r.ok) throw new Error(`seed add_task failed: ${JSON.stringify(r.error)}`);
      const task = (r.data as { task: Task }).task;
      if (done) await call('complete_task', { task_id: task.task_id });
      return task;
    },
  };
}

export const TASK_IDS = {
  groceries: 1,
  essayDraft: 2,
  essayOutline: 3,
  callMum: 4,
  library: 5,
  physics: 6,
  rent: 7,
} as const;

/** Display position → task id after "list tasks". */
export const LISTED = {
  1: TASK_IDS.library,
  2: TASK_IDS.physics,
  3: TASK_IDS.callMum,
  4: TASK_IDS.essayOutline,
  5: TASK_IDS.essayDraft,
  6: TASK_IDS.groceries,
} as const;

export const PLAN_IDS = { examPrep: 1 } as const;
export const ITEM_IDS = { readCh1: 1, readCh2: 2, practiceTest: 3 } as const;
export const TOPIC_IDS = { recursion: 1, biology: 2 } as const;

async function ok(c: Seeder, tool: string, input: unknown, opts: { confirmed?: boolean } = {}): Promise<unknown> {
  const r = await c.call(tool, input, opts);
  if (!r.ok) throw new Error(`seed ${tool} failed: ${JSON.stringify(r.error)}`);
  return r.data;
}

export async function seedStudent(c: Seeder): Promise<void> {
  await c.task('Buy groceries');
  await c.task('Essay draft', { due_at: '2026-11-27', priority: 1 });
  await c.task('Essay outline', { due_at: '2026-11-25', priority: 3 });
  await c.task('Call mum', { due_at: '2026-11-22T17:00:00.000Z' });
  await c.task('Renew library books', { due_at: '2026-11-20' });
  await c.task('Physics lab report', { due_at: '2026-11-21', priority: 2 });
  await c.task('Pay rent', { done: true });

  await ok(c, 'write_plan', {
    title: 'Exam prep',
    items: [
      { title: 'Read chapter 1' },
      { title: 'Read chapter 2', due_date: '2026-11-24' },
      { title: 'Practice test' },
    ],
  });

  const recursion = [
    ['What is recursion?', 'A function that calls itself'],
    ['What stops a recursion?', 'A base case'],
    ['What does a recursive call use to remember where it was?', 'The call stack'],
    ['What error does unbounded recursion cause?', 'A stack overflow'],
    ['What is tail recursion?', 'A recursive call in tail position'],
  ];
  for (const [front, back] of recursion) await ok(c, 'create_flashcard', { front, back, topic_name: 'Recursion' });
  await ok(c, 'create_flashcard', {
    front: 'What is osmosis?',
    back: 'Water moving across a membrane',
    topic_name: 'Biology',
  });
  await ok(c, 'create_flashcard', {
    front: 'What do mitochondria do?',
    back: 'Make energy for the cell',
    topic_name: 'Biology',
  });

  await ok(c, 'save_quiz_attempt', {
    topic_id: TOPIC_IDS.recursion,
    question: 'What stops a recursion?',
    user_answer: 'A loop',
    correct_answer: 'A base case',
    score: 0,
  });
  await ok(c, 'save_quiz_attempt', {
    topic_id: TOPIC_IDS.recursion,
    question: 'What is recursion?',
    user_answer: 'A function that calls itself',
    score: 1,
  });
}

import { z } from 'zod';
import { err, ok, type Err } from '../../../src-shared/result';
import { TASK_LIMITS, type Task } from '../../../src-shared/tasks';
import {
  countTasks,
  insertTask,
  listTasks,
  liveTask,
  setTaskStatus,
  softDeleteTask,
  toTask,
  updateTask,
  type DbTask,
} from '../db/queries/tasks';
import { defineTool, type AnyTool, type DataChange, type ToolContext } from './define';
import { formatDue, normalizeDue } from './dueDates';
import { topicForFilter, topicForWrite } from './topicFields';
import { addNextOccurrence } from './taskRecurrence';
import { tasksByTitleWords } from '../db/queries/taskWords';
import { dueDateField, recurrenceField, topicNameField } from '../../../src-shared/tools/inputs/fields';
import { TOOL } from '../../../src-shared/tools/names';

const POSITIVE_ID = 'task_id must be a positive integer (the task_id shown by list_tasks or add_task)';
const taskId = z
  .int({ error: POSITIVE_ID })
  .positive({ error: POSITIVE_ID })
  .describe('The id of the task (task_id from list_tasks or add_task), not its position in a list.');

const title = z
  .string({ error: `title must be text of 1–${TASK_LIMITS.title} characters` })
  .trim()
  .min(1, 'title must not be empty')
  .max(TASK_LIMITS.title, `title must be at most ${TASK_LIMITS.title} characters`)
  .describe(`What to do, in a few words (1–${TASK_LIMITS.title} characters).`);

const description = z
  .string({ error: `description must be text of at most ${TASK_LIMITS.description} characters` })
  .max(TASK_LIMITS.description, `description must be at most ${TASK_LIMITS.description} characters`)
  .describe(`Optional details or notes (at most ${TASK_LIMITS.description} characters).`);

const PRIORITY = 'priority must be an integer from 1 (most urgent) to 4 (normal)';
const priority = z
  .int({ error: PRIORITY })
  .min(1, PRIORITY)
  .max(4, PRIORITY)
  .describe('1 = most urgent … 4 = normal (the default), as p1–p4 in Todoist.');

const dueAt = dueDateField('due_at').describe(
  'When it is due: a date YYYY-MM-DD (due that day) or a timestamp with offset, e.g. 2026-11-27T17:00:00+01:00.',
);

const OFFSET = 'offset must be a whole number from 0 to 1000000';

const iso = (ctx: ToolContext) => ctx.now().toISOString();

function taskNotFound(task_id: number): Err {
  return err(
    'not_found',
    `There is no task with task_id ${task_id} (it may have been deleted). Call list_tasks to see current tasks.`,
    {
      entity_type: 'task',
      query: { task_id },
    },
  );
}

const changed = (row: DbTask): DataChange[] => [{ entity_type: 'task', ids: [row.id] }];

const taskTopic = topicNameField().describe(
  'The subject the task belongs to, e.g. "Biology" (the same topics as flashcards); a new name creates the topic.',
);

export const addTask = defineTool({
  name: TOOL.add_task,
  description:
    'Use when the user wants to add, create or remember a to-do item, optionally with a due date, priority and topic (subject). ' +
    'Returns { task } with its task_id. Not for study-plan items (use the plan tools).',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: false },
  input: z.strictObject({
    title,
    description: description.optional(),
    due_at: dueAt.optional(),
    priority: priority.optional(),
    recurrence: recurrenceField.optional(),
    topic_name: taskTopic.optional(),
  }),
  examples: [
    { title: 'Essay draft', due_at: '2026-11-27', priority: 2 },
    { title: 'Revise the cell cycle', topic_name: 'Biology' },
    { title: 'Gym', due_at: '2026-11-23', recurrence: 'FREQ=WEEKLY;BYDAY=MO' },
    { title: 'Buy groceries' },
    { title: 'Call tutor', description: 'Ask about recursion', due_at: '2026-11-27T17:00:00+01:00', priority: 1 },
  ],
  run(input, ctx) {
    const changes: DataChange[] = [];
    const row = insertTask(
      ctx.db,
      {
        title: input.title,
        description: input.description ?? '',
        due_at: input.due_at === undefined ? null : normalizeDue(input.due_at),
        priority: input.priority ?? 4,
        topic_id: input.topic_name === undefined ? null : topicForWrite(ctx.db, input.topic_name, iso(ctx), changes),
        recurrence: input.recurrence ?? null,
      },
      iso(ctx),
    );
    return { ...ok({ task: toTask(row) }), changes: [...changes, ...changed(row)] };
  },
});

/** list_tasks with title_words: the best word matches of each status asked for, with their list numbers. */
function byTitleWords(
  ctx: ToolContext,
  text: string,
  status: 'pending' | 'completed' | 'all',
  topic_id: number | null,
  limit: number,
) {
  const statuses = status === 'all' ? (['pending', 'completed'] as const) : ([status] as const);
  const tasks: Task[] = [];
  for (const s of statuses)
    if (tasks.length < limit)
      tasks.push(...tasksByTitleWords(ctx.db, { text, status: s, topic_id, limit: limit - tasks.length }));
  const task_references: Record<string, number> = {};
  for (let i = 0; i < tasks.length; i++) task_references[String(i + 1)] = tasks[i]!.task_id;
  return { ...ok({ tasks }), state_updates: { task_references, referenced_at: iso(ctx) } };
}

export const listTasksTool = defineTool({
  name: TOOL.list_tasks,
  description:
    'Use when the user asks what tasks they have, what is due, or refers to tasks by number ("task 2") and you need ' +
    'fresh numbers. Returns { tasks } ordered by due date (undated last), then priority; completed tasks most recently ' +
    'completed first. Pending tasks by default.',
  category: 'query',
  annotations: { readOnly: true, destructive: false, idempotent: true },
  input: z
    .strictObject({
      status: z
        .enum(['pending', 'completed', 'all'], { error: 'status must be "pending", "completed" or "all"' })
        .default('pending')
        .describe('Which tasks: "pending" (default), "completed" or "all" (pending first).'),
      query: z
        .string({ error: 'query must be text' })
        .trim()
        .min(1, 'query must not be empty; leave it out to list every task')
        .max(200, 'query must be at most 200 characters')
        .optional()
        .describe('Only tasks whose title or description contains this text (case-insensitive).'),
      title_words: z
        .string({ error: 'title_words must be text' })
        .trim()
        .min(1, 'title_words must not be empty')
        .max(200, 'title_words must be at most 200 characters')
        .optional()
        .describe(
          'Tasks whose title shares words with this text, in any order and ignoring word endings, best match first ' +
            '(not by date). For finding the task the user named loosely ("the chapter 4 one"). Not with query, ' +
            'due_before or offset.',
        ),
      due_before: dueDateField('due_before')
        .optional()
        .describe(
          'Only tasks due before this date or time (YYYY-MM-DD or timestamp with offset); undated tasks are left out.',
        ),
      limit: z
        .int({ error: `limit must be an integer from 1 to ${TASK_LIMITS.list}` })
        .min(1, `limit must be an integer from 1 to ${TASK_LIMITS.list}`)
        .max(TASK_LIMITS.list, `limit must be an integer from 1 to ${TASK_LIMITS.list}`)
        .default(TASK_LIMITS.listDefault)
        .describe(`How many tasks at most (1–${TASK_LIMITS.list}, default ${TASK_LIMITS.listDefault}).`),
      offset: z
        .int({ error: OFFSET })
        .min(0, OFFSET)
        .max(1_000_000, OFFSET)
        .optional()
        .describe('How many matching tasks to skip, to page through long lists (default 0). Rarely needed in chat.'),
      topic_name: topicNameField()
        .optional()
        .describe('Only tasks of this topic (matched ignoring case); an unknown topic is not_found.'),
    })
    .refine(
      (i) =>
        i.title_words === undefined || (i.query === undefined && i.due_before === undefined && i.offset === undefined),
      { error: 'title_words cannot be combined with query, due_before or offset', path: ['title_words'] },
    ),
  examples: [
    {},
    { topic_name: 'Biology' },
    { status: 'all', limit: 10 },
    { query: 'essay', due_before: '2026-12-01' },
    { status: 'all', limit: 200, offset: 200 },
    { title_words: 'chapter 4 biology', limit: 20 },
  ],
  run(input, ctx) {
    const topicId = input.topic_name === undefined ? null : topicForFilter(ctx.db, input.topic_name);
    if (topicId !== null && typeof topicId !== 'number') return topicId;
    if (input.title_words !== undefined)
      return byTitleWords(ctx, input.title_words, input.status, topicId, input.limit);
    const base = {
      topic_id: topicId,
      query: input.query ?? null,
      due_before: input.due_before === undefined ? null : normalizeDue(input.due_before),
    };
    const statuses = input.status === 'all' ? (['pending', 'completed'] as const) : ([input.status] as const);
    const tasks: Task[] = [];
    let skip = input.offset ?? 0;
    // One indexed query per status rather than one sort over every task.
    for (const [i, status] of statuses.entries()) {
      if (tasks.length >= input.limit) break;
      const page = listTasks(ctx.db, { ...base, status, limit: input.limit - tasks.length, offset: skip });
      tasks.push(...page);
      // Paging past this status: what is left to skip carries into the next one.
      if (skip > 0 && page.length === 0 && i < statuses.length - 1)
        skip = Math.max(0, skip - countTasks(ctx.db, { ...base, status }));
      else skip = 0;
    }
    const first = (input.offset ?? 0) + 1;
    const task_references: Record<string, number> = {};
    for (let i = 0; i < tasks.length; i++) task_references[String(first + i)] = tasks[i]!.task_id;
    return { ...ok({ tasks }), state_updates: { task_references, referenced_at: iso(ctx) } };
  },
});

export const updateTaskTool = defineTool({
  name: TOOL.update_task,
  description:
    'Use when the user wants to rename a task, change its description, move or clear its due date, or change its ' +
    'priority, or its topic. Give task_id and only the fields to change. Returns { task } as it is now.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: true },
  input: z
    .strictObject({
      task_id: taskId,
      title: title.optional(),
      description: description.optional(),
      due_at: dueAt
        .nullable()
        .optional()
        .describe('New due date (YYYY-MM-DD or timestamp with offset), or null to remove it.'),
      priority: priority.optional(),
      recurrence: recurrenceField
        .nullable()
        .optional()
        .describe('New repetition rule (RRULE), or null to stop it repeating.'),
      topic_name: taskTopic
        .nullable()
        .optional()
        .describe('Move the task to this topic (a new name creates it), or null to take it out of its topic.'),
    })
    .refine((i) => Object.keys(i).some((k) => k !== 'task_id' && i[k as keyof typeof i] !== undefined), {
      message: 'Give at least one of title, description, due_at, priority, topic_name or recurrence to change.',
    }),
  examples: [
    { task_id: 1, due_at: '2026-12-01' },
    { task_id: 1, title: 'Essay final draft', priority: 1 },
    { task_id: 1, due_at: null },
    { task_id: 1, topic_name: 'Biology' },
  ],
  run(input, ctx) {
    const changes: DataChange[] = [];
    const topicId =
      input.topic_name === undefined || input.topic_name === null
        ? input.topic_name
        : topicForWrite(ctx.db, input.topic_name, iso(ctx), changes);
    const row = updateTask(
      ctx.db,
      input.task_id,
      {
        title: input.title,
        description: input.description,
        due_at: input.due_at === undefined || input.due_at === null ? input.due_at : normalizeDue(input.due_at),
        priority: input.priority,
        topic_id: topicId,
        recurrence: input.recurrence,
      },
      iso(ctx),
    );
    // ok:false rolls the transaction back, so a topic created for a missing task goes with it.
    if (!row) return taskNotFound(input.task_id);
    return { ...ok({ task: toTask(row) }), changes: [...changes, ...changed(row)] };
  },
});

export const completeTask = defineTool({
  name: TOOL.complete_task,
  description:
    'Use when the user says a task is done, finished or completed. Safe to repeat: completing a completed task ' +
    'changes nothing. Completing a repeating task also adds its next occurrence (returned as next_task). ' +
    'Returns { task, already_completed, next_task? }.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: true },
  input: z.strictObject({ task_id: taskId }),
  examples: [{ task_id: 1 }],
  run(input, ctx) {
    const row = setTaskStatus(ctx.db, input.task_id, 'completed', iso(ctx));
    if (row) {
      const next = addNextOccurrence(ctx, row);
      if (!next) return { ...ok({ task: toTask(row), already_completed: false }), changes: changed(row) };
      return {
        ...ok({ task: toTask(row), already_completed: false, next_task: toTask(next) }),
        changes: [{ entity_type: 'task', ids: [row.id, next.id] }],
      };
    }
    const existing = liveTask(ctx.db, input.task_id);
    if (!existing) return taskNotFound(input.task_id);
    return ok({ task: toTask(existing), already_completed: true });
  },
});

export const reopenTask = defineTool({
  name: TOOL.reopen_task,
  description:
    'Use when the user wants a completed task back on their list ("not done after all", "reopen task 3"). ' +
    'Returns { task }, pending again. Fails with a conflict if the task is not completed.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: true },
  input: z.strictObject({ task_id: taskId }),
  examples: [{ task_id: 2 }],
  run(input, ctx) {
    const row = setTaskStatus(ctx.db, input.task_id, 'pending', iso(ctx));
    if (row) return { ...ok({ task: toTask(row) }), changes: changed(row) };
    const existing = liveTask(ctx.db, input.task_id);
    if (!existing) return taskNotFound(input.task_id);
    return err('conflict', `Task ${existing.id} '${existing.title}' is still pending, so there is nothing to reopen.`, {
      reason: 'invalid_transition',
    });
  },
});

function deletionQuestion(row: DbTask, now: Date): string {
  const due = row.due_at ? ` (due ${formatDue(row.due_at, now)})` : '';
  return `Delete task '${row.title}'${due}?`;
}

/** Many at once: "delete all my tasks" asks once, naming the count, and one undo restores them all. */
function bulkDeletionQuestion(rows: DbTask[]): string {
  const names = rows.slice(0, 3).map((r) => `'${r.title}'`);
  const more = rows.length > 3 ? ` and ${rows.length - 3} more` : '';
  return `Delete all ${rows.length} tasks (${names.join(', ')}${more})?`;
}

const TASK_IDS_MAX = 5000;
const deleteInput = z
  .strictObject({
    task_id: taskId.optional(),
    task_ids: z
      .array(taskId, { error: `task_ids must be a list of 1–${TASK_IDS_MAX} task ids` })
      .min(1, { error: `task_ids must be a list of 1–${TASK_IDS_MAX} task ids` })
      .max(TASK_IDS_MAX, { error: `task_ids must be a list of 1–${TASK_IDS_MAX} task ids` })
      .optional()
      .describe('Several tasks deleted together (one confirmation naming the count, one undo).'),
  })
  .refine((i) => (i.task_id === undefined) !== (i.task_ids === undefined), {
    error: 'give task_id (one task) or task_ids (several), not both',
    path: ['task_id'],
  });

/** The live rows for the ids, or the first id that is not a live task. */
function liveTasks(db: ToolContext['db'], ids: readonly number[]): DbTask[] | number {
  const rows: DbTask[] = [];
  for (const id of new Set(ids)) {
    const row = liveTask(db, id);
    if (!row) return id;
    rows.push(row);
  }
  return rows;
}

export const deleteTask = defineTool({
  name: TOOL.delete_task,
  description:
    'Use when the user asks to delete or remove a task (not when it is done: use complete_task). The user is asked ' +
    'to confirm first; it can be undone with undo. Give task_ids to delete several at once (asked once, naming the ' +
    'count). Returns { deleted_task_id } or { deleted_task_ids }.',
  category: 'action',
  annotations: { readOnly: false, destructive: true, idempotent: false },
  input: deleteInput,
  examples: [{ task_id: 3 }, { task_ids: [3, 4] }],
  summarize(input, ctx) {
    const rows = liveTasks(ctx.db, input.task_ids ?? [input.task_id!]);
    if (typeof rows === 'number') return taskNotFound(rows);
    return ok(input.task_ids ? bulkDeletionQuestion(rows) : deletionQuestion(rows[0]!, ctx.now()));
  },
  run(input, ctx) {
    const rows = liveTasks(ctx.db, input.task_ids ?? [input.task_id!]);
    // Checked before any row changes, so a missing id deletes nothing.
    if (typeof rows === 'number') return taskNotFound(rows);
    for (const row of rows) softDeleteTask(ctx.db, row.id, iso(ctx));
    const ids = rows.map((r) => r.id);
    const data = input.task_ids ? { deleted_task_ids: ids } : { deleted_task_id: ids[0]! };
    return { ...ok(data), changes: [{ entity_type: 'task', ids }] };
  },
});

export const TASK_TOOLS: readonly AnyTool[] = [
  addTask,
  listTasksTool,
  updateTaskTool,
  completeTask,
  reopenTask,
  deleteTask,
];

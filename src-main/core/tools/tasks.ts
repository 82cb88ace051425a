import { err, ok, type Err } from '../../../src-shared/result';
import type { Task } from '../../../src-shared/tasks';
import type { StateUpdates } from '../../../src-shared/conversation';
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
import {
  deleteTaskInput,
  addTaskInput,
  listTasksInput,
  updateTaskInput,
  completeTaskInput,
  reopenTaskInput,
} from '../../../src-shared/tools/inputs/tasks';
import { TOOL } from '../../../src-shared/tools/names';
import { deleteAllQuestion } from './bulkQuestion';

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

export const addTask = defineTool({
  name: TOOL.add_task,
  description:
    'Use when the user wants to add, create or remember a to-do item, optionally with a due date, priority and topic (subject). ' +
    'Returns { task } with its task_id. Not for study-plan items (use the plan tools).',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: false },
  input: addTaskInput,
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
  return { ...ok({ tasks }), state_updates: () => listReferences(tasks, 1, ctx) };
}

/** "task 2" means the second task of the list just shown (numbered from `first`), as of now. */
function listReferences(tasks: readonly Task[], first: number, ctx: ToolContext): StateUpdates {
  const task_references: Record<string, number> = {};
  for (let i = 0; i < tasks.length; i++) task_references[String(first + i)] = tasks[i]!.task_id;
  return { task_references, referenced_at: iso(ctx) };
}

const BOTH_STATUSES = ['pending', 'completed'] as const;
const PENDING = ['pending'] as const;
const COMPLETED = ['completed'] as const;

export const listTasksTool = defineTool({
  name: TOOL.list_tasks,
  description:
    'Use when the user asks what tasks they have, what is due, or refers to tasks by number ("task 2") and you need ' +
    'fresh numbers. Returns { tasks } ordered by due date (undated last), then priority; completed tasks most recently ' +
    'completed first. Pending tasks by default.',
  category: 'query',
  annotations: { readOnly: true, destructive: false, idempotent: true },
  input: listTasksInput,
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
    const statuses = input.status === 'all' ? BOTH_STATUSES : input.status === 'pending' ? PENDING : COMPLETED;
    let tasks: Task[] = [];
    let skip = input.offset ?? 0;
    // One indexed query per status rather than one sort over every task.
    for (let i = 0; i < statuses.length; i++) {
      if (tasks.length >= input.limit) break;
      const status = statuses[i]!;
      const page = listTasks(ctx.db, { ...base, status, limit: input.limit - tasks.length, offset: skip });
      if (tasks.length === 0) tasks = page;
      else tasks.push(...page);
      // Paging past this status: what is left to skip carries into the next one.
      if (skip > 0 && page.length === 0 && i < statuses.length - 1)
        skip = Math.max(0, skip - countTasks(ctx.db, { ...base, status }));
      else skip = 0;
    }
    const first = (input.offset ?? 0) + 1;
    // Built only for a conversation's call: the UI's and the CLI's lists have no "task 2" to resolve.
    return { ...ok({ tasks }), state_updates: () => listReferences(tasks, first, ctx) };
  },
});

export const updateTaskTool = defineTool({
  name: TOOL.update_task,
  description:
    'Use when the user wants to rename a task, change its description, move or clear its due date, or change its ' +
    'priority, or its topic. Give task_id and only the fields to change. Returns { task } as it is now.',
  category: 'action',
  annotations: { readOnly: false, destructive: false, idempotent: true },
  input: updateTaskInput,
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
  input: completeTaskInput,
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
  input: reopenTaskInput,
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
  input: deleteTaskInput,
  examples: [{ task_id: 3 }, { task_ids: [3, 4] }],
  summarize(input, ctx) {
    const rows = liveTasks(ctx.db, input.task_ids ?? [input.task_id!]);
    if (typeof rows === 'number') return taskNotFound(rows);
    // Many at once: "delete all my tasks" asks once, naming the count, and one undo restores them all.
    return ok(
      input.task_ids
        ? deleteAllQuestion(
            'tasks',
            rows.map((r) => r.title),
          )
        : deletionQuestion(rows[0]!, ctx.now()),
    );
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

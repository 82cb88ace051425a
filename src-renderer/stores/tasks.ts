import { create } from 'zustand';
import type { ToolError } from '../../src-shared/result';
import { TASK_LIMITS, type Task } from '../../src-shared/tasks';
import { callTool } from '../api/tools';
import { deleteWithUndo } from '../api/undoableDelete';
import { changed } from '../api/undo';
import { toastError } from './toasts';
import { TOOL } from '../../src-shared/tools/names';

export type TaskFilter = 'pending' | 'completed' | 'all';

interface TasksState {
  filter: TaskFilter;
  query: string;
  /** Only tasks of this topic (its name), or every task. */
  topic: string | null;
  tasks: Task[];
  /** False until the first page of the current filter arrived. */
  loaded: boolean;
  /** True while later pages are still arriving. */
  paging: boolean;
  error: ToolError | null;
  setFilter: (filter: TaskFilter) => void;
  setQuery: (query: string) => void;
  setTopic: (topic: string | null) => void;
  /** Re-reads every page of the current filter; the old list stays until the new one is whole. */
  refresh: () => Promise<void>;
  add: (input: {
    title: string;
    due_at?: string;
    priority?: number;
    recurrence?: string;
    topic_name?: string;
  }) => Promise<Task | null>;
  update: (
    taskId: number,
    patch: {
      title?: string;
      description?: string;
      due_at?: string | null;
      priority?: number;
      recurrence?: string | null;
      topic_name?: string | null;
    },
  ) => Promise<boolean>;
  toggle: (task: Task) => Promise<void>;
  remove: (task: Task, onRestored?: () => void) => Promise<boolean>;
}

const PAGE = TASK_LIMITS.list;
// Bumped by every load; a load whose number is stale drops its pages (filter changed meanwhile).
let generation = 0;

function replaceTask(tasks: Task[], next: Task): Task[] {
  return tasks.map((t) => (t.task_id === next.task_id ? next : t));
}

/**
 * The Tasks view's cache of main's tasks. list_tasks returns at most 200 per call, so a load
 * pages with `offset`: the first page shows at once, the rest stream in behind it.
 */
export const useTasks = create<TasksState>((set, get) => {
  async function load(fresh: boolean): Promise<void> {
    const mine = ++generation;
    const { filter, query, topic } = get();
    const base = {
      status: filter,
      limit: PAGE,
      ...(query.trim() ? { query: query.trim() } : {}),
      ...(topic === null ? {} : { topic_name: topic }),
    };
    // Nothing is cleared up front: the old rows stay until the first new page replaces them.
    set({ paging: true });
    const all: Task[] = [];
    for (;;) {
      const r = await callTool(TOOL.list_tasks, { ...base, offset: all.length });
      if (mine !== generation) return;
      if (!r.ok) {
        set({ error: r.error, paging: false, loaded: true });
        return;
      }
      all.push(...r.data.tasks);
      const done = r.data.tasks.length < PAGE;
      // A fresh list shows each page as it comes; a refresh swaps in the whole list at the end,
      // so the rows under the user's eyes never blink or jump.
      if (fresh || done) set({ tasks: fresh ? [...all] : all, loaded: true, error: null });
      if (done) break;
    }
    set({ paging: false });
  }

  return {
    filter: 'pending',
    query: '',
    topic: null,
    tasks: [],
    loaded: false,
    paging: false,
    error: null,
    setFilter: (filter) => {
      if (filter === get().filter) return;
      set({ filter });
      void load(true);
    },
    setQuery: (query) => {
      set({ query });
      void load(true);
    },
    setTopic: (topic) => {
      if (topic === get().topic) return;
      set({ topic });
      void load(true);
    },
    refresh: () => load(!get().loaded),
    add: async (input) => {
      const r = await callTool(TOOL.add_task, input);
      if (!r.ok) {
        toastError(r.error.message);
        return null;
      }
      await load(false);
      changed(`Added ‘${r.data.task.title}’.`, r.change_id);
      return r.data.task;
    },
    update: async (taskId, patch) => {
      const r = await callTool(TOOL.update_task, { task_id: taskId, ...patch });
      if (!r.ok) {
        toastError(r.error.message);
        return false;
      }
      set({ tasks: replaceTask(get().tasks, r.data.task) });
      changed(`Saved ‘${r.data.task.title}’.`, r.change_id);
      return true;
    },
    toggle: async (task) => {
      const tool = task.status === 'completed' ? TOOL.reopen_task : TOOL.complete_task;
      const r = await callTool(tool, { task_id: task.task_id });
      if (!r.ok) {
        toastError(r.error.message);
        return;
      }
      // Shown at once: a task the filter no longer shows (completed under Pending, reopened under
      // Completed) leaves now, so the selection and focus move to the next row, not with a refresh.
      const filter = get().filter;
      const leaves = filter !== 'all' && r.data.task.status !== filter;
      set({
        tasks: leaves ? get().tasks.filter((t) => t.task_id !== task.task_id) : replaceTask(get().tasks, r.data.task),
      });
      changed(`${tool === TOOL.complete_task ? 'Completed' : 'Reopened'} ‘${task.title}’.`, r.change_id);
    },
    remove: (task, onRestored) =>
      deleteWithUndo({
        tool: TOOL.delete_task,
        input: { task_id: task.task_id },
        what: `task ‘${task.title}’`,
        ...(onRestored ? { onRestored } : {}),
      }),
  };
});

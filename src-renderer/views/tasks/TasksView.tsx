import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Task } from '../../../src-shared/tasks';
import { EmptyState } from '../../components/EmptyState';
import { plural } from '../../format';
import { useDataChanged } from '../../hooks/useDataChanged';
import { useNow } from '../../hooks/useNow';
import { useTasks, type TaskFilter } from '../../stores/tasks';
import { useViewIntent } from '../../stores/viewIntents';
import { moveSelection, NO_SELECTION, reconcileSelection, selectId, type Selection } from '../selection';
import { QuickAdd } from './QuickAdd';
import { TaskList } from './TaskList';
import { useTaskShortcuts } from './useTaskShortcuts';
import '../../styles/views/tasks.css';
import { ErrorNotice } from '../../components/ErrorNotice';
import { TopicFilter, useTopicNames } from '../../components/TopicFilter';

const FILTERS: { id: TaskFilter; label: string; key: string }[] = [
  { id: 'pending', label: 'Pending', key: 'P' },
  { id: 'completed', label: 'Completed', key: 'C' },
  { id: 'all', label: 'All', key: 'A' },
];

/** Why a task just added is not in the list, in words ("the Completed filter hides it"). */
function hiddenBecause(filter: TaskFilter, query: string, topic: string | null, task: Task): string {
  if (query.trim()) return `the search “${query.trim()}” hides it`;
  if (topic !== null && task.topic?.toLowerCase() !== topic.toLowerCase())
    return `the topic filter (${topic}) hides it`;
  return filter === 'completed' ? 'the Completed filter hides it' : 'the list hides it';
}

/** Tasks: quick add, filters and search over a virtualised, keyboard-driven list. */
export function TasksView() {
  const {
    tasks,
    filter,
    query,
    topic,
    loaded,
    paging,
    error,
    setFilter,
    setQuery,
    setTopic,
    refresh,
    toggle,
    update,
    remove,
  } = useTasks();
  const topics = useTopicNames();
  const now = useNow();
  const [sel, setSel] = useState<Selection>(NO_SELECTION);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const quickAddRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const ids = useMemo(() => tasks.map((t) => t.task_id), [tasks]);
  const current = reconcileSelection(ids, sel);
  const selected: Task | undefined = tasks[current.index];

  useEffect(() => {
    void refresh();
  }, [refresh]);
  // A task the agent adds (or any change in main) shows up without a reload.
  useDataChanged(['task'], () => void refresh());

  const focusList = useCallback(() => setFocusRequest((n) => n + 1), []);
  const select = useCallback(
    (index: number, focus = true) => {
      setSel({ id: ids[index] ?? null, index });
      if (focus) focusList();
    },
    [ids, focusList],
  );

  // A task to show once the list holds it (opened from Today, or "show it" after an add).
  const [revealId, setRevealId] = useState<number | null>(null);
  const reveal = useCallback(
    (taskId: number, completed: boolean) => {
      // Whatever hides it goes: the search, the topic filter, and a filter of the other status.
      if (useTasks.getState().query) setQuery('');
      if (useTasks.getState().topic !== null) setTopic(null);
      const f = useTasks.getState().filter;
      if (f !== 'all' && (f === 'completed') !== completed) setFilter(completed ? 'completed' : 'pending');
      setRevealId(taskId);
    },
    [setFilter, setQuery, setTopic],
  );
  // Adjusted while rendering (React's pattern for state that follows other state): the list
  // that first holds the task selects it, and the list scrolls to it and focuses it.
  const revealIndex = revealId === null ? -1 : ids.indexOf(revealId);
  if (revealId !== null && revealIndex >= 0) {
    setRevealId(null);
    setSel({ id: revealId, index: revealIndex });
    setFocusRequest((n) => n + 1);
  }

  useViewIntent(['task:new', 'task:search', 'task:filter', 'task:open'], (i) => {
    if (i.kind === 'task:new') quickAddRef.current?.focus();
    else if (i.kind === 'task:search') searchRef.current?.focus();
    else if (i.kind === 'task:open') reveal(i.taskId, i.completed);
    else setFilter(i.filter);
  });

  const actions = {
    move: (delta: number) => {
      setSel(moveSelection(ids, current, delta));
      focusList();
    },
    // The row that takes the done task's place gets focus, as Today's does.
    toggle: () => selected && void toggle(selected).then(focusList),
    edit: () => {
      if (!selected) return;
      setSel({ id: selected.task_id, index: current.index });
      setEditingId(selected.task_id);
    },
    remove: (task: Task | undefined = selected) => {
      if (!task) return;
      const index = ids.indexOf(task.task_id);
      void remove(task, () => {
        setSel({ id: task.task_id, index });
        focusList();
      });
    },
    priority: (p: number) => {
      if (!selected || selected.priority === p) return;
      // Pinned by id: a new priority can move the task, and the selection goes with it.
      setSel({ id: selected.task_id, index: current.index });
      void update(selected.task_id, { priority: p });
    },
    newTask: () => quickAddRef.current?.focus(),
    search: () => searchRef.current?.focus(),
    filter: setFilter,
  };
  useTaskShortcuts(actions, editingId !== null);

  const pendingLabel = filter === 'completed' ? 'completed' : filter === 'all' ? 'in all' : 'pending';
  const emptyText = query.trim()
    ? {
        title: `No ${filter === 'all' ? '' : `${filter} `}tasks match “${query.trim()}”`,
        hint: <>Clear the search (Esc) or try fewer words.</>,
      }
    : filter === 'completed'
      ? {
          title: 'Nothing completed yet',
          hint: (
            <>
              Select a task and press <kbd>X</kbd> to complete it.
            </>
          ),
        }
      : {
          title: 'No tasks yet — type one above',
          hint: (
            <>
              For example <q>essay draft fri p1</q>: a title, a due date and a priority.
            </>
          ),
        };

  return (
    <section className="view tasks-view" aria-labelledby="view-title">
      <header className="view__header">
        <h1 id="view-title">Tasks</h1>
        <span className="muted" data-testid="task-count">
          {loaded ? `${plural(tasks.length, 'task')} ${pendingLabel}${paging ? '…' : ''}` : 'Loading…'}
        </span>
      </header>
      <QuickAdd
        ref={quickAddRef}
        now={now}
        onLeave={focusList}
        onAdded={(task) => {
          const shown = useTasks.getState().tasks.some((t) => t.task_id === task.task_id);
          if (shown) {
            const now = useTasks.getState().tasks.map((t) => t.task_id);
            setSel((prev) => selectId(now, task.task_id, prev));
          }
          return shown ? null : hiddenBecause(filter, query, topic, task);
        }}
        onShow={(task) => reveal(task.task_id, false)}
      />
      <div className="tasks-toolbar">
        <div className="segmented" role="group" aria-label="Show">
          {FILTERS.map((f) => (
            <button
              key={f.id}
              type="button"
              className="segmented__item"
              aria-pressed={filter === f.id}
              onClick={() => setFilter(f.id)}
            >
              {f.label} <kbd aria-hidden="true">{f.key}</kbd>
            </button>
          ))}
        </div>
        <TopicFilter topics={topics} value={topic} onChange={setTopic} />
        <label className="search">
          <span className="visually-hidden">Search tasks</span>
          <input
            ref={searchRef}
            type="search"
            value={query}
            placeholder="Search tasks"
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                if (query) setQuery('');
                else focusList();
              } else if (e.key === 'Enter' || e.key === 'ArrowDown') {
                e.preventDefault();
                focusList();
              }
            }}
          />
          <kbd aria-hidden="true">/</kbd>
        </label>
      </div>
      <ErrorNotice error={error} />
      {loaded && tasks.length === 0 && !error ? (
        <EmptyState title={emptyText.title} hint={emptyText.hint} />
      ) : (
        <TaskList
          tasks={tasks}
          now={now}
          label={`${FILTERS.find((f) => f.id === filter)!.label} tasks`}
          selectedIndex={current.index}
          editingId={editingId}
          focusRequest={focusRequest}
          onSelect={(i) => select(i)}
          onToggle={(t) => void toggle(t)}
          onEdit={(t) => setEditingId(t.task_id)}
          onDelete={(t) => actions.remove(t)}
          onSave={async (t, patch) => {
            if (Object.keys(patch).length === 0 || (await update(t.task_id, patch))) {
              setEditingId(null);
              focusList();
            }
          }}
          onCancelEdit={() => {
            setEditingId(null);
            focusList();
          }}
        />
      )}
    </section>
  );
}

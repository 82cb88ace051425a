import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { Task } from '../../../src-shared/tasks';
import { checkId, TaskRow } from './TaskRow';
import { TaskEditor, type TaskPatch } from './TaskEditor';

const ROW = 44;
// The editor shows every field and a description with its preview.
const EDIT_ROW = 360;

export interface TaskListProps {
  tasks: Task[];
  now: Date;
  selectedIndex: number;
  editingId: number | null;
  /** Bumped when the selected row should take focus (after j/k, an add, an undo…). */
  focusRequest: number;
  /** Focus when the request was made (null: take focus regardless); moved since, the row leaves it. */
  focusAskedFrom: { readonly current: Element | null };
  label: string;
  onSelect: (index: number) => void;
  onToggle: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  onSave: (task: Task, patch: TaskPatch) => void;
  onCancelEdit: () => void;
}

/**
 * The task list, virtualised: only the rows in view (plus a few) are in the DOM, so 10,000
 * tasks scroll like 10. Rows have a fixed height, so no row is measured.
 */
export function TaskList(p: TaskListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const editingIndex = p.editingId === null ? -1 : p.tasks.findIndex((t) => t.task_id === p.editingId);
  // TanStack Virtual returns functions the React Compiler cannot memoise; this component is not compiled, which is fine.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: p.tasks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (i === editingIndex ? EDIT_ROW : ROW),
    overscan: 8,
    // Until the list's size is observed, assume a screenful (not 0 px, which draws only the overscan).
    initialRect: { width: 800, height: 720 },
    getItemKey: (i) => p.tasks[i]!.task_id,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [editingIndex, virtualizer]);

  useEffect(() => {
    if (p.selectedIndex >= 0) virtualizer.scrollToIndex(p.selectedIndex, { align: 'auto' });
  }, [p.selectedIndex, virtualizer]);

  const selectedId = p.tasks[p.selectedIndex]?.task_id;
  // Focus moves only when asked: a refresh that changes the selection (a task deleted, completed
  // elsewhere) must not pull focus back from, say, the toast's Undo.
  const handledRequest = useRef(0);
  useEffect(() => {
    if (p.focusRequest === handledRequest.current || selectedId === undefined) return;
    handledRequest.current = p.focusRequest;
    // The row may only be drawn after the scroll above lands; try for a few frames.
    // Only if focus has not moved since the request: N pressed while a new filter's rows were on
    // their way put the student in the quick add, and a row taking focus then sent their typing
    // to the list's keys (e edited a task).
    const asked = p.focusAskedFrom.current;
    const moved = () => asked !== null && document.activeElement !== asked && document.activeElement !== document.body;
    let tries = 0;
    let frame = 0;
    const attempt = () => {
      if (moved()) return;
      const el = document.getElementById(checkId(selectedId));
      if (el) el.focus({ preventScroll: true });
      else if (tries++ < 6) frame = requestAnimationFrame(attempt);
    };
    // At once when the row is drawn, so a key typed right after lands on the list, not the field it left.
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [p.focusRequest, selectedId, p.focusAskedFrom]);

  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={scrollRef}
      className="task-list"
      data-testid="task-list"
      onKeyDown={(e) => {
        // Arrows work like j/k once focus is in the list; Home/End jump.
        const delta = { ArrowDown: 1, ArrowUp: -1, Home: -Infinity, End: Infinity }[e.key];
        if (delta === undefined || e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement)
          return;
        e.preventDefault();
        const next = Math.min(Math.max(p.selectedIndex + delta, 0), p.tasks.length - 1);
        p.onSelect(Number.isFinite(next) ? next : 0);
      }}
    >
      <div role="list" aria-label={p.label} className="task-list__inner" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((v) => {
          const task = p.tasks[v.index]!;
          return (
            <div
              key={v.key}
              className="task-list__slot"
              style={{ transform: `translateY(${v.start}px)`, height: v.size }}
            >
              {task.task_id === p.editingId ? (
                <div role="listitem" className="task-row is-selected is-editing">
                  <TaskEditor
                    task={task}
                    now={p.now}
                    onSave={(patch) => p.onSave(task, patch)}
                    onCancel={p.onCancelEdit}
                  />
                </div>
              ) : (
                <TaskRow
                  task={task}
                  now={p.now}
                  selected={v.index === p.selectedIndex}
                  position={v.index + 1}
                  total={p.tasks.length}
                  onSelect={() => p.onSelect(v.index)}
                  onToggle={() => p.onToggle(task)}
                  onEdit={() => p.onEdit(task)}
                  onDelete={() => p.onDelete(task)}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

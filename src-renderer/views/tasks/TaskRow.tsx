import type { Task } from '../../../src-shared/tasks';
import { describeDue, formatDue } from '../../format';
import { PriorityMark } from '../../components/PriorityMark';
import { RepeatMark } from '../../components/RepeatMark';
import { TopicMark } from '../../components/TopicMark';

export interface TaskRowProps {
  task: Task;
  now: Date;
  selected: boolean;
  /** Position and count, for screen readers: the list only draws the rows in view. */
  position: number;
  total: number;
  onSelect: () => void;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export const checkId = (taskId: number) => `task-check-${taskId}`;

/**
 * One task: check, title, due date, priority. Only the selected row's buttons are in the Tab
 * order (roving tabindex), so Tab leaves a 10,000-task list in one step.
 */
export function TaskRow({ task, now, selected, position, total, onSelect, onToggle, onEdit, onDelete }: TaskRowProps) {
  const done = task.status === 'completed';
  const due = task.due_at ? describeDue(task.due_at, now) : null;
  const overdue = !done && due?.overdue;
  const tab = selected ? 0 : -1;
  const metaId = `task-meta-${task.task_id}`;
  return (
    <div
      role="listitem"
      aria-setsize={total}
      aria-posinset={position}
      className={`task-row${selected ? ' is-selected' : ''}${done ? ' is-done' : ''}${overdue ? ' is-overdue' : ''}`}
      data-testid="task-row"
      data-task-id={task.task_id}
      onMouseDown={onSelect}
    >
      <button
        id={checkId(task.task_id)}
        type="button"
        role="checkbox"
        aria-checked={done}
        aria-label={task.title}
        aria-describedby={metaId}
        tabIndex={tab}
        className={`task-check prio-ring--${task.priority}`}
        onClick={onToggle}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 8.5l2.5 2.5L12 5.5" />
        </svg>
      </button>
      <span className="task-row__title" title={task.title}>
        {task.title}
      </span>
      {task.description && (
        <span className="task-row__desc" title={task.description}>
          {task.description}
        </span>
      )}
      <span id={metaId} className="task-row__meta">
        <TopicMark topic={task.topic} />
        {due && (
          <time dateTime={task.due_at!} title={due.full} className={`due due--${done ? 'later' : due.tone}`}>
            {done ? formatDue(task.due_at!, now) : due.text}
          </time>
        )}
        <RepeatMark rule={task.recurrence} />
        <PriorityMark priority={task.priority} />
        {done && <span className="visually-hidden">completed</span>}
      </span>
      <span className="task-row__actions">
        <button type="button" className="row-action" tabIndex={tab} onClick={onEdit}>
          Edit<span className="visually-hidden"> ‘{task.title}’</span> <kbd aria-hidden="true">E</kbd>
        </button>
        <button type="button" className="row-action row-action--danger" tabIndex={tab} onClick={onDelete}>
          Delete<span className="visually-hidden"> ‘{task.title}’</span> <kbd aria-hidden="true">Del</kbd>
        </button>
      </span>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { InlineEditForm } from '../../components/InlineEditForm';
import { TASK_LIMITS, type Task } from '../../../src-shared/tasks';
import { describeRecurrence, findRepetition } from '../../../src-shared/text/repetition';
import { localDay, PRIORITY_NAMES, type Priority } from '../../format';

export interface TaskPatch {
  title?: string;
  due_at?: string | null;
  priority?: number;
  recurrence?: string | null;
}

/** The repeat field's words as a rule: '' stops repeating; null when the words are not a repetition. */
export function repeatRule(words: string): string | null | undefined {
  if (words.trim() === '') return null;
  return findRepetition(words)?.rule;
}

/** The day a due date falls on, for the date field ("" for none). */
function dueDay(due: string | null): string {
  if (!due) return '';
  return due.length === 10 ? due : localDay(new Date(due));
}

/**
 * Only what changed. A timed due date whose day was left alone keeps its time; a new day is
 * saved as a date (due that day).
 */
export function taskPatch(task: Task, title: string, day: string, priority: number, repeat?: string): TaskPatch {
  const patch: TaskPatch = {};
  const rule = repeat === undefined ? undefined : repeatRule(repeat);
  if (rule !== undefined && rule !== task.recurrence) patch.recurrence = rule;
  if (title.trim() !== task.title) patch.title = title.trim();
  if (day !== dueDay(task.due_at)) patch.due_at = day === '' ? null : day;
  if (priority !== task.priority) patch.priority = priority;
  return patch;
}

/**
 * Inline edit of one task: Enter saves, Esc cancels, Tab moves between title, date and priority.
 * Edits the title literally (no date parsing), so renaming never moves a due date by surprise.
 */
export function TaskEditor({
  task,
  onSave,
  onCancel,
}: {
  task: Task;
  onSave: (patch: TaskPatch) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(task.title);
  const [day, setDay] = useState(dueDay(task.due_at));
  const [priority, setPriority] = useState<number>(task.priority);
  const [repeat, setRepeat] = useState(task.recurrence ? describeRecurrence(task.recurrence) : '');
  const repeatInvalid = repeatRule(repeat) === undefined;
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
    titleRef.current?.select();
  }, []);
  const invalid = title.trim() === '' || title.trim().length > TASK_LIMITS.title || repeatInvalid;

  return (
    <InlineEditForm
      className="task-editor"
      label={`Edit ‘${task.title}’`}
      invalid={invalid}
      onSave={() => onSave(taskPatch(task, title, day, priority, repeat))}
      onCancel={onCancel}
    >
      <input
        ref={titleRef}
        className="task-editor__title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        aria-label="Title"
        aria-invalid={invalid || undefined}
        maxLength={TASK_LIMITS.title}
      />
      <input
        className="task-editor__date"
        type="date"
        value={day}
        onChange={(e) => setDay(e.target.value)}
        aria-label="Due date"
      />
      <select
        className="task-editor__prio"
        value={priority}
        onChange={(e) => setPriority(Number(e.target.value))}
        aria-label="Priority"
      >
        {([1, 2, 3, 4] as Priority[]).map((p) => (
          <option key={p} value={p}>
            P{p} · {PRIORITY_NAMES[p]}
          </option>
        ))}
      </select>
      <input
        className="task-editor__repeat"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        placeholder="Repeats — e.g. every monday"
        aria-label="Repeats"
        aria-invalid={repeatInvalid || undefined}
        title={repeatInvalid ? 'Say how it repeats: every day, every monday, weekdays, every 2 weeks…' : undefined}
      />
    </InlineEditForm>
  );
}

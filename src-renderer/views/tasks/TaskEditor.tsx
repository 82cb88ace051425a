import { useEffect, useRef, useState } from 'react';
import {
  DueField,
  dueWords,
  FieldShell,
  NotesField,
  readDueWords,
  useTextLocale,
  type DueReading,
} from '../../components/EditorFields';
import { InlineEditForm } from '../../components/InlineEditForm';
import { TASK_LIMITS, type Task } from '../../../src-shared/tasks';
import { describeRecurrence, findRepetition } from '../../../src-shared/text/repetition';
import { PRIORITY_NAMES, type Priority } from '../../format';

export interface TaskPatch {
  title?: string;
  description?: string;
  due_at?: string | null;
  priority?: number;
  recurrence?: string | null;
  topic_name?: string | null;
}

/** What the editor holds while the student types. */
export interface TaskDraft {
  title: string;
  description: string;
  due: DueReading;
  priority: number;
  repeat: string;
  topic: string;
}

const TOPIC_MAX = 100;

/** The repeat field's words as a rule: '' stops repeating; undefined when the words are not a repetition. */
export function repeatRule(words: string): string | null | undefined {
  if (words.trim() === '') return null;
  return findRepetition(words)?.rule;
}

/** Why each field cannot be saved, by field; empty when the draft is valid. */
export function draftErrors(d: TaskDraft): Partial<Record<keyof TaskDraft, string>> {
  const e: Partial<Record<keyof TaskDraft, string>> = {};
  const title = d.title.trim();
  if (title === '') e.title = 'A task needs a title.';
  else if (title.length > TASK_LIMITS.title) e.title = `${title.length} characters; the limit is ${TASK_LIMITS.title}.`;
  if (d.description.length > TASK_LIMITS.description) e.description = 'too long';
  if (d.due.kind === 'error') e.due = 'unreadable';
  if (repeatRule(d.repeat) === undefined) {
    e.repeat = 'Say how it repeats: every day, every monday, weekdays, every 2 weeks…';
  }
  if (d.topic.trim().replace(/^#/, '').length > TOPIC_MAX)
    e.topic = `A topic name has at most ${TOPIC_MAX} characters.`;
  return e;
}

/** Only what changed, trimmed, so saving an untouched field never rewrites it. */
export function taskPatch(task: Task, d: TaskDraft): TaskPatch {
  const patch: TaskPatch = {};
  const rule = repeatRule(d.repeat);
  if (rule !== undefined && rule !== task.recurrence) patch.recurrence = rule;
  if (d.title.trim() !== task.title) patch.title = d.title.trim();
  if (d.description.trim() !== task.description) patch.description = d.description.trim();
  if (d.due.kind === 'clear' && task.due_at !== null) patch.due_at = null;
  if (d.due.kind === 'set' && d.due.value !== task.due_at) patch.due_at = d.due.value;
  if (d.priority !== task.priority) patch.priority = d.priority;
  const topic = d.topic.trim().replace(/^#/, '');
  if (topic.toLowerCase() !== (task.topic ?? '').toLowerCase()) patch.topic_name = topic === '' ? null : topic;
  return patch;
}

/**
 * Edit every field of a task: title, due date and time in words (read as quick add reads them,
 * the reading shown), priority, topic, repetition in words, and a Markdown description. Enter
 * saves (Ctrl+Enter in the description), Esc cancels; a field that cannot be saved says why.
 */
export function TaskEditor({
  task,
  now,
  onSave,
  onCancel,
}: {
  task: Task;
  now: Date;
  onSave: (patch: TaskPatch) => void;
  onCancel: () => void;
}) {
  const locale = useTextLocale();
  const initialDue = dueWords(task.due_at);
  const [title, setTitle] = useState(task.title);
  const [description, setDescription] = useState(task.description);
  const [due, setDue] = useState(initialDue);
  const [priority, setPriority] = useState<number>(task.priority);
  const [repeat, setRepeat] = useState(task.recurrence ? describeRecurrence(task.recurrence) : '');
  const [topic, setTopic] = useState(task.topic ?? '');
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
    titleRef.current?.select();
  }, []);
  const draft: TaskDraft = {
    title,
    description,
    due: readDueWords(due, initialDue, now, locale, false),
    priority,
    repeat,
    topic,
  };
  const errors = draftErrors(draft);
  const rule = repeatRule(repeat);

  return (
    <InlineEditForm
      className="task-editor task-editor--full"
      label={`Edit ‘${task.title}’`}
      invalid={Object.keys(errors).length > 0}
      onSave={() => onSave(taskPatch(task, draft))}
      onCancel={onCancel}
    >
      <div className="task-editor__fields">
        <FieldShell label="Title" error={errors.title}>
          {(a11y) => (
            <input
              {...a11y}
              ref={titleRef}
              className="task-editor__title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={TASK_LIMITS.title + 50}
            />
          )}
        </FieldShell>
        <DueField words={due} reading={draft.due} stored={task.due_at} now={now} onChange={setDue} />
        <FieldShell label="Priority">
          {(a11y) => (
            <select {...a11y} value={priority} onChange={(e) => setPriority(Number(e.target.value))}>
              {([1, 2, 3, 4] as Priority[]).map((p) => (
                <option key={p} value={p}>
                  P{p} · {PRIORITY_NAMES[p]}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell label="Topic" error={errors.topic}>
          {(a11y) => (
            <input {...a11y} value={topic} onChange={(e) => setTopic(e.target.value)} placeholder="e.g. Biology" />
          )}
        </FieldShell>
        <FieldShell
          label="Repeats"
          error={errors.repeat}
          note={rule ? `↻ ${describeRecurrence(rule)}` : repeat.trim() === '' ? 'Does not repeat.' : null}
        >
          {(a11y) => (
            <input
              {...a11y}
              value={repeat}
              onChange={(e) => setRepeat(e.target.value)}
              placeholder="e.g. every monday"
            />
          )}
        </FieldShell>
      </div>
      <NotesField label="Description" value={description} max={TASK_LIMITS.description} onChange={setDescription} />
    </InlineEditForm>
  );
}

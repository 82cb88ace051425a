import { useMemo, useState, type Ref } from 'react';
import { describeRecurrence } from '../../../src-shared/text/repetition';
import { localeFrom } from '../../../src-shared/text/locale';
import { parseTaskText } from '../../../src-shared/text/task';
import { useSystem } from '../../stores/system';
import { TASK_LIMITS, type Task } from '../../../src-shared/tasks';
import { describeDue, PRIORITY_NAMES, priorityShort } from '../../format';
import { useTasks } from '../../stores/tasks';

/**
 * One line that becomes a task: "essay draft fri p1" → title, due date and priority, previewed
 * as you type so nothing is saved that you did not see.
 */
export function QuickAdd({
  ref,
  now,
  onAdded,
  onShow,
  onLeave,
}: {
  ref: Ref<HTMLInputElement>;
  now: Date;
  /** Returns why the list does not show the new task ("the Completed filter hides it"), or null. */
  onAdded: (task: Task) => string | null;
  /** "Show it": change the list so the hidden task shows, selected. */
  onShow: (task: Task) => void;
  /** Esc on an empty field: back to the list. */
  onLeave: () => void;
}) {
  const add = useTasks((s) => s.add);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // The last task added that the current filter or search hides, and why.
  const [hidden, setHidden] = useState<{ task: Task; why: string } | null>(null);
  // Once the list shows that task (the student switched filter, cleared the search), the notice
  // is stale: it goes, adjusted while rendering as React advises for state that follows state.
  const nowShown = useTasks((s) => hidden !== null && s.tasks.some((t) => t.task_id === hidden.task.task_id));
  if (hidden && nowShown) setHidden(null);
  // Re-read on every keystroke: the parse is a few hundred microseconds.
  const settings = useSystem((s) => s.settings);
  const locale = useMemo(() => localeFrom(settings ?? undefined), [settings]);
  const parsed = useMemo(() => (text.trim() ? parseTaskText(text, now, locale) : null), [text, now, locale]);
  const tooLong = parsed !== null && parsed.title.length > TASK_LIMITS.title;
  const due = parsed?.due ? describeDue(parsed.due.value, now) : null;

  async function submit() {
    if (!parsed || !parsed.title || tooLong || busy) return;
    setBusy(true);
    const task = await add({
      title: parsed.title,
      ...(parsed.due ? { due_at: parsed.due.value } : {}),
      ...(parsed.priority ? { priority: parsed.priority } : {}),
      ...(parsed.recurrence ? { recurrence: parsed.recurrence.rule } : {}),
      ...(parsed.topic ? { topic_name: parsed.topic } : {}),
    });
    setBusy(false);
    if (!task) return;
    setText('');
    const why = onAdded(task);
    setHidden(why ? { task, why } : null);
    setAnnouncement(
      `Added ‘${task.title}’${due ? `, due ${due.text}` : ''}.${why ? ` It is in Pending; ${why}.` : ''}`,
    );
  }

  return (
    <form
      className="quick-add"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="quick-add__field">
        <span className="quick-add__plus" aria-hidden="true">
          +
        </span>
        <input
          ref={ref}
          className="quick-add__input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              if (text) setText('');
              else onLeave();
            }
          }}
          placeholder="Add a task — e.g. essay draft fri p1"
          aria-label="Add a task"
          aria-describedby="quick-add-preview"
          aria-invalid={tooLong || undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={TASK_LIMITS.title + 100}
        />
        <kbd className="quick-add__kbd" aria-hidden="true">
          N
        </kbd>
      </div>
      <div id="quick-add-preview" className="quick-add__preview" data-testid="quick-add-preview">
        {parsed ? (
          <>
            <span className="quick-add__title">{parsed.title || '…'}</span>
            {due && (
              <span className={`pill due--${due.tone}`} title={due.full}>
                <span className="pill__label">Due</span> {due.text}
              </span>
            )}
            {parsed.recurrence && (
              <span className="pill" title={parsed.recurrence.rule}>
                <span aria-hidden="true">↻</span> {describeRecurrence(parsed.recurrence.rule)}
              </span>
            )}
            {parsed.topic && <span className="pill">#{parsed.topic}</span>}
            {parsed.priority && (
              <span className={`pill prio prio--${parsed.priority}`}>
                {priorityShort(parsed.priority)} · {PRIORITY_NAMES[parsed.priority]}
              </span>
            )}
            {tooLong ? (
              <span className="quick-add__error" role="alert">
                Title is {parsed.title.length} characters; the limit is {TASK_LIMITS.title}.
              </span>
            ) : (
              <span className="quick-add__hint">
                <kbd>Enter</kbd> to add · <kbd>Esc</kbd> to clear
              </span>
            )}
          </>
        ) : (
          <span className="quick-add__hint">
            Dates like <q>tomorrow</q>, <q>fri 5pm</q>, <q>dec 3</q>, repeats like <q>every monday</q> and priorities{' '}
            <q>p1</q>–<q>p4</q> are understood.
          </span>
        )}
      </div>
      {hidden && (
        <p className="quick-add__hidden" data-testid="quick-add-hidden">
          Added ‘{hidden.task.title}’ to Pending — {hidden.why}.{' '}
          <button
            type="button"
            className="button button--sm"
            onClick={() => {
              onShow(hidden.task);
              setHidden(null);
            }}
          >
            Show it
          </button>
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </form>
  );
}

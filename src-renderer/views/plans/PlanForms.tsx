import { useMemo, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { PLAN_LIMITS } from '../../../src-shared/plans';
import { parseTaskText } from '../../../src-shared/text/task';
import type { ToolError } from '../../../src-shared/result';
import { formatDay, localDay } from '../../format';
import { modKey } from '../../keyboard';
import type { GenerateInput, NewPlanItem } from '../../stores/plans';
import { ErrorNotice } from '../../components/ErrorNotice';

/** Each line is a step; a date at its end ("Outline the argument fri") becomes its due date. */
export function planLines(text: string, now: Date): NewPlanItem[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const p = parseTaskText(line, now);
      if (!p.due) return { title: p.title };
      return { title: p.title, due_date: p.due.hasTime ? localDay(new Date(p.due.value)) : p.due.value };
    });
}

function FormShell(p: {
  title: string;
  error: ToolError | null;
  onSubmit: () => void;
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      p.onCancel();
    } else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      p.onSubmit();
    }
  };
  return (
    <form
      className="plan-form card"
      aria-label={p.title}
      onKeyDown={onKeyDown}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        p.onSubmit();
      }}
    >
      <h2>{p.title}</h2>
      {p.children}
      <ErrorNotice error={p.error} />
      <div className="plan-form__actions">
        <button type="button" className="button" onClick={p.onCancel}>
          Cancel <kbd>Esc</kbd>
        </button>
        <button type="submit" className="button button--primary" disabled={p.busy}>
          {p.submitLabel} <kbd>{modKey}Enter</kbd>
        </button>
      </div>
    </form>
  );
}

/** n: a plan by hand — a title and its steps, one per line. */
export function NewPlanForm(p: {
  now: Date;
  onCreate: (title: string, items: NewPlanItem[]) => Promise<ToolError | null>;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState('');
  const [lines, setLines] = useState('');
  const [error, setError] = useState<ToolError | null>(null);
  const [busy, setBusy] = useState(false);
  const items = useMemo(() => planLines(lines, p.now), [lines, p.now]);
  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setError(await p.onCreate(title, items));
    setBusy(false);
  };
  return (
    <FormShell
      title="New plan"
      error={error}
      onSubmit={() => void submit()}
      onCancel={p.onCancel}
      busy={busy}
      submitLabel="Create plan"
    >
      <label className="field">
        <span>Title</span>
        <input
          autoFocus
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={PLAN_LIMITS.title}
          placeholder="e.g. Essay on the French Revolution"
          required
        />
      </label>
      <label className="field">
        <span>Steps, one per line (optional; a date at the end is its due date)</span>
        <textarea
          value={lines}
          onChange={(e) => setLines(e.target.value)}
          rows={6}
          placeholder={'Collect sources mon\nOutline the argument wed\nWrite the first draft dec 4'}
        />
      </label>
      {items.length > 0 && (
        <ol className="plan-form__preview" aria-label="Steps that will be created">
          {items.map((item, i) => (
            <li key={i}>
              <span>{item.title}</span>
              {item.due_date && <span className="muted">{formatDay(item.due_date, p.now)}</span>}
            </li>
          ))}
        </ol>
      )}
    </FormShell>
  );
}

/**
 * g: a plan generated offline by generate_study_plan — one session a day until a deadline (or for
 * N days), skipping the days off set in Settings, optionally filed under a topic (whose exam date
 * is then the deadline when none is typed).
 */
export function GeneratePlanForm(p: {
  now: Date;
  topics: string[];
  onGenerate: (input: GenerateInput) => Promise<ToolError | null>;
  onCancel: () => void;
}) {
  const [goal, setGoal] = useState('');
  const [days, setDays] = useState('14');
  const [deadline, setDeadline] = useState('');
  const [topic, setTopic] = useState('');
  const [minutes, setMinutes] = useState('45');
  const [start, setStart] = useState(localDay(p.now));
  const [error, setError] = useState<ToolError | null>(null);
  const [busy, setBusy] = useState(false);
  // A deadline says how long the plan runs; the day count then says nothing.
  const byDeadline = deadline !== '';
  const submit = async () => {
    if (busy) return;
    setBusy(true);
    const input: GenerateInput = {
      goal,
      ...(byDeadline ? { deadline } : days.trim() ? { days: Number(days) } : {}),
      ...(start ? { start_date: start } : {}),
      ...(topic.trim() ? { topic_name: topic.trim() } : {}),
    };
    if (minutes.trim()) input.minutes_per_day = Number(minutes);
    setError(await p.onGenerate(input));
    setBusy(false);
  };
  return (
    <FormShell
      title="Generate a study plan"
      error={error}
      onSubmit={() => void submit()}
      onCancel={p.onCancel}
      busy={busy}
      submitLabel="Generate"
    >
      <label className="field">
        <span>Goal (becomes the plan’s title)</span>
        <input
          autoFocus
          value={goal}
          onChange={(e) => setGoal(e.target.value)}
          maxLength={PLAN_LIMITS.title}
          placeholder="e.g. Learn the Python tutorial"
          required
        />
      </label>
      <div className="plan-form__row">
        <label className="field">
          <span>Days</span>
          <input
            type="number"
            min={1}
            max={PLAN_LIMITS.days}
            value={byDeadline ? '' : days}
            placeholder={byDeadline ? 'until the deadline' : undefined}
            disabled={byDeadline}
            onChange={(e) => setDays(e.target.value)}
          />
        </label>
        <label className="field">
          <span>Deadline (optional)</span>
          <input type="date" value={deadline} min={start || undefined} onChange={(e) => setDeadline(e.target.value)} />
        </label>
        <label className="field">
          <span>Topic (optional)</span>
          <input
            value={topic}
            list="generate-plan-topics"
            onChange={(e) => setTopic(e.target.value)}
            placeholder="e.g. Biology"
          />
          <datalist id="generate-plan-topics">
            {p.topics.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </label>
      </div>
      <div className="plan-form__row">
        <label className="field">
          <span>Minutes per day (optional)</span>
          <input
            type="number"
            min={1}
            max={PLAN_LIMITS.minutesPerDay}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </label>
        <label className="field">
          <span>Starting</span>
          <input type="date" value={start} onChange={(e) => setStart(e.target.value)} />
        </label>
      </div>
      <p className="muted">
        One session a day from the start date, skipping your days off (Settings → Reminders and study days), with
        earlier sections recalled before new ones. It ends at the deadline, at the topic’s exam when it has one, or
        after the days given — whichever comes first. Works offline.
      </p>
    </FormShell>
  );
}

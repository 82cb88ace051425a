import { useDeferredValue, type ReactNode } from 'react';
import type { WeakTopic } from '../../../src-shared/quizzes';
import type { Task } from '../../../src-shared/tasks';
import { EmptyState } from '../../components/EmptyState';
import { ProgressBar } from '../../components/ProgressBar';
import { describeDue, formatCount, formatDay, percent, plural } from '../../format';
import { taskSection, type DuePlanItem, type TaskSection } from '../../stores/today';
import { ITEM_STATUS_LABELS, nextItemStatus } from '../plans/itemStatus';
import { PriorityMark } from '../../components/PriorityMark';
import { modKey } from '../../keyboard';
import { RepeatMark } from '../../components/RepeatMark';
import { TopicMark } from '../../components/TopicMark';

export type TodayRow =
  | { key: string; kind: 'task'; task: Task }
  | { key: string; kind: 'item'; item: DuePlanItem }
  | { key: string; kind: 'topic'; topic: WeakTopic };

/** The id of a row's own control, which takes focus when the row is selected. */
export const todayControlId = (key: string) => `today-${key}`;

/** The rows of one kind with their positions in the whole agenda (j/k move across panels), typed. */
function entriesOf<K extends TodayRow['kind']>(rows: TodayRow[], kind: K) {
  return rows.flatMap((row, index) =>
    row.kind === kind ? [{ row: row as Extract<TodayRow, { kind: K }>, index }] : [],
  );
}

interface ListProps {
  rows: TodayRow[];
  loaded: boolean;
  selectedKey: string | undefined;
  onSelect: (index: number) => void;
}

function Panel(props: { id: string; title: string; count?: number; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`card today-panel${props.wide ? ' today-panel--wide' : ''}`} aria-labelledby={props.id}>
      <h2 id={props.id} className="section-title">
        {props.title}
        {props.count !== undefined && props.count > 0 && (
          <span className="section-title__count">{formatCount(props.count)}</span>
        )}
      </h2>
      {props.children}
    </section>
  );
}

function Row(props: {
  row: TodayRow;
  index: number;
  selectedKey: string | undefined;
  onSelect: (i: number) => void;
  children: ReactNode;
}) {
  return (
    <li
      className={`today-row${props.row.key === props.selectedKey ? ' is-selected' : ''}`}
      onMouseDown={() => props.onSelect(props.index)}
    >
      {props.children}
    </li>
  );
}

const SECTIONS: { id: TaskSection; title: string }[] = [
  { id: 'overdue', title: 'Overdue' },
  { id: 'today', title: 'Today' },
  { id: 'week', title: 'Next 7 days' },
];

function TaskRowItem(p: { row: Extract<TodayRow, { kind: 'task' }>; index: number } & ListProps & TaskPanelProps) {
  const task = p.row.task;
  const due = describeDue(task.due_at!, p.now);
  const selected = p.row.key === p.selectedKey;
  return (
    <Row row={p.row} index={p.index} selectedKey={p.selectedKey} onSelect={p.onSelect}>
      <button
        id={todayControlId(p.row.key)}
        type="button"
        role="checkbox"
        aria-checked={false}
        aria-label={task.title}
        aria-describedby={`${todayControlId(p.row.key)}-meta`}
        data-row-control
        tabIndex={selected ? 0 : -1}
        className={`task-check prio-ring--${task.priority}`}
        onClick={() => p.onComplete(task)}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 8.5l2.5 2.5L12 5.5" />
        </svg>
      </button>
      <span className="today-row__title">{task.title}</span>
      <span id={`${todayControlId(p.row.key)}-meta`} className="today-row__meta">
        <TopicMark topic={task.topic} />
        <time dateTime={task.due_at!} title={due.full} className={`due due--${due.tone}`}>
          {due.text}
        </time>
        <RepeatMark rule={task.recurrence} />
        <PriorityMark priority={task.priority} />
      </span>
    </Row>
  );
}

/** Rows of a section drawn before the first paint; more than fit on a tall screen. */
const FIRST_ROWS = 24;

interface TaskPanelProps {
  now: Date;
  /** Each section's true size (main counts them); the rows drawn may be fewer. */
  counts: Record<TaskSection, number>;
  onComplete: (t: Task) => void;
}

function TaskSubsection(
  p: {
    section: (typeof SECTIONS)[number];
    entries: ReturnType<typeof entriesOf<'task'>>;
  } & ListProps &
    TaskPanelProps,
) {
  const mine = p.entries.filter((e) => taskSection(e.row.task, p.now) === p.section.id);
  // A screenful at once, the rest in a second pass React may interrupt: with hundreds of tasks
  // due this week, drawing every row before the first paint held the whole page back (bench ui:
  // Today at 10,000 tasks). The count says how many there are from the start.
  const later = useDeferredValue(mine.length);
  const drawn = mine.slice(0, Math.max(Math.min(mine.length, FIRST_ROWS), later));
  const id = `today-tasks-${p.section.id}-h`;
  // A refresh can leave main's count a moment behind the rows: never say fewer than are shown.
  const count = Math.max(p.counts[p.section.id], mine.length);
  return (
    <div className="today-subsection" data-testid={`today-${p.section.id}`}>
      <h3 id={id} className="today-subsection__title">
        {p.section.title} <span className="section-title__count">{formatCount(count)}</span>
      </h3>
      {mine.length > 0 && (
        <ul className="today-list" aria-labelledby={id}>
          {drawn.map(({ row, index }) => (
            <TaskRowItem key={row.key} row={row} index={index} {...p} />
          ))}
        </ul>
      )}
      {count > mine.length && (
        <p className="today-subsection__more muted" data-testid={`today-${p.section.id}-more`}>
          {formatCount(count - mine.length)} more in Tasks ({modKey}4).
        </p>
      )}
    </div>
  );
}

/** Tasks in three sections with their counts: overdue, due today, and the next 7 days. */
export function TasksPanel(p: ListProps & TaskPanelProps) {
  const entries = entriesOf(p.rows, 'task');
  const total = Math.max(p.counts.overdue + p.counts.today + p.counts.week, entries.length);
  return (
    <Panel id="today-tasks-h" title="Tasks" count={total} wide>
      {p.loaded && entries.length === 0 ? (
        <EmptyState
          compact
          title="Nothing due today or in the next 7 days."
          hint="No overdue tasks either. Add tasks in Tasks (Ctrl+4), or plan ahead in Plans."
        />
      ) : (
        <>
          {/* Overdue and today together (what needs doing now); the week ahead after them. */}
          <div role="group" aria-label="Overdue and due-today tasks">
            {SECTIONS.slice(0, 2).map((section) => (
              <TaskSubsection key={section.id} section={section} entries={entries} {...p} />
            ))}
          </div>
          <TaskSubsection section={SECTIONS[2]!} entries={entries} {...p} />
        </>
      )}
    </Panel>
  );
}

export function CardsPanel(p: { count: number; text: string; loaded: boolean; onReview: () => void }) {
  return (
    <Panel id="today-cards-h" title="Flashcards">
      {!p.loaded ? null : p.count === 0 ? (
        <EmptyState compact title="No cards due." hint="You are up to date. New cards you make are due at once." />
      ) : (
        <div className="today-cards">
          <p className="today-cards__count">
            <strong>{p.text}</strong> {p.count === 1 ? 'card is' : 'cards are'} due for review
          </p>
          <button type="button" className="button button--primary" onClick={p.onReview}>
            Review now <kbd>R</kbd>
          </button>
        </div>
      )}
    </Panel>
  );
}

export function PlanItemsPanel(
  p: ListProps & { now: Date; onAdvance: (i: DuePlanItem) => void; onDone: (i: DuePlanItem) => void },
) {
  const entries = entriesOf(p.rows, 'item');
  return (
    <Panel id="today-plan-h" title="Plan steps" count={entries.length}>
      {p.loaded && entries.length === 0 ? (
        <EmptyState
          compact
          title="No plan steps due."
          hint="Steps of your active plans show here on the day they are due."
        />
      ) : (
        <ul className="today-list" aria-label="Plan steps due today or earlier">
          {entries.map(({ row, index }) => {
            const item = row.item;
            const late = describeDue(item.due_date!, p.now).overdue;
            const selected = row.key === p.selectedKey;
            return (
              <Row key={row.key} row={row} index={index} selectedKey={p.selectedKey} onSelect={p.onSelect}>
                <button
                  id={todayControlId(row.key)}
                  type="button"
                  data-row-control
                  tabIndex={selected ? 0 : -1}
                  className={`status-pill status-pill--${item.status}`}
                  aria-label={`${item.title}: ${ITEM_STATUS_LABELS[item.status]}. Mark ${ITEM_STATUS_LABELS[nextItemStatus(item.status)].toLowerCase()}`}
                  onClick={() => p.onAdvance(item)}
                >
                  {ITEM_STATUS_LABELS[item.status]}
                </button>
                <span className="today-row__stack">
                  <span className="today-row__title">{item.title}</span>
                  <span className="today-row__sub">
                    {item.plan_title}
                    {late && <span className="due due--overdue"> · due {formatDay(item.due_date!, p.now)}</span>}
                  </span>
                </span>
                <button
                  type="button"
                  className="row-action"
                  tabIndex={selected ? 0 : -1}
                  onClick={() => p.onDone(item)}
                >
                  Done<span className="visually-hidden"> ‘{item.title}’</span>
                  {selected && <kbd aria-hidden="true">X</kbd>}
                </button>
              </Row>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

export function WeakTopicsPanel(p: ListProps & { onPractise: () => void }) {
  const entries = entriesOf(p.rows, 'topic');
  return (
    <Panel id="today-weak-h" title="Weak topics" count={entries.length}>
      {p.loaded && entries.length === 0 ? (
        <EmptyState
          compact
          title="No weak topics yet."
          hint="Take a quiz and the topics you miss most will show here to practise."
        />
      ) : (
        <ul className="today-list" aria-label="Topics to practise">
          {entries.map(({ row, index }) => {
            const topic = row.topic;
            const score = topic.avg_score === null ? 'not scored yet' : `${percent(topic.avg_score)} average`;
            const selected = row.key === p.selectedKey;
            return (
              <Row key={row.key} row={row} index={index} selectedKey={p.selectedKey} onSelect={p.onSelect}>
                <span className="today-row__stack">
                  <span className="today-row__title">{topic.name}</span>
                  <span className="today-row__sub">
                    {score} · {plural(topic.wrong_count, 'answer')} to retry
                  </span>
                  <ProgressBar
                    size="sm"
                    value={Math.round((topic.avg_score ?? 0) * 100)}
                    max={100}
                    label={`${topic.name} average score`}
                    valueText={score}
                  />
                </span>
                <button
                  id={todayControlId(row.key)}
                  type="button"
                  data-row-control
                  tabIndex={selected ? 0 : -1}
                  className="button button--sm"
                  onClick={p.onPractise}
                >
                  Practise<span className="visually-hidden"> {topic.name}</span>
                  {selected && <kbd aria-hidden="true">Enter</kbd>}
                </button>
              </Row>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

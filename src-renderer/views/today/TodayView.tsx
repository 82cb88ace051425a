import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatLongDay, greeting, plural } from '../../format';
import { useDataChanged } from '../../hooks/useDataChanged';
import { useNow } from '../../hooks/useNow';
import { useViewShortcuts } from '../../hooks/useViewShortcuts';
import { useNavigation } from '../../stores/navigation';
import { useFlashcards } from '../../stores/flashcards';
import { useToday } from '../../stores/today';
import { useViewIntents } from '../../stores/viewIntents';
import { unlessOtherControl } from '../nativeKeys';
import { nextItemStatus } from '../plans/itemStatus';
import { moveSelection, reconcileSelection, type Selection, NO_SELECTION } from '../selection';
import { CardsPanel, PlanItemsPanel, TasksPanel, todayControlId, WeakTopicsPanel, type TodayRow } from './TodayPanels';
import '../../styles/views/today.css';
import { ErrorNotice } from '../../components/ErrorNotice';
import { TopicFilter, useTopicNames } from '../../components/TopicFilter';

/** Today: what needs the student now — due tasks, cards, plan steps and weak topics. */
export function TodayView() {
  const {
    loaded,
    error,
    tasks,
    counts,
    dueCards,
    planItems,
    weakTopics,
    load,
    completeTask,
    setItemStatus,
    topic,
    setTopic,
  } = useToday();
  const topics = useTopicNames();
  const go = useNavigation((s) => s.go);
  const request = useViewIntents((s) => s.request);
  const now = useNow();
  const [sel, setSel] = useState<Selection<string>>(NO_SELECTION);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    void load();
  }, [load]);
  useDataChanged(['task', 'flashcard', 'plan', 'item', 'attempt', 'topic', 'quiz'], () => void load());

  // One keyboard list across the sections, in the order they are drawn.
  const rows: TodayRow[] = useMemo(
    () => [
      ...tasks.map((task) => ({ key: `t${task.task_id}`, kind: 'task' as const, task })),
      ...planItems.map((item) => ({ key: `i${item.item_id}`, kind: 'item' as const, item })),
      ...weakTopics.map((topic) => ({ key: `w${topic.topic_id}`, kind: 'topic' as const, topic })),
    ],
    [tasks, planItems, weakTopics],
  );
  const keys = useMemo(() => rows.map((r) => r.key), [rows]);
  const current = reconcileSelection(keys, sel);
  const selected = rows[current.index];

  const select = useCallback(
    (index: number) => {
      setSel({ id: keys[index] ?? null, index });
      setFocusRequest((n) => n + 1);
    },
    [keys],
  );

  const selectedKey = selected?.key;
  const handledRequest = useRef(0);
  useEffect(() => {
    // Only when asked (j/k, a click): a refresh that moves the selection leaves focus alone.
    if (focusRequest === handledRequest.current || !selectedKey) return;
    handledRequest.current = focusRequest;
    document.getElementById(todayControlId(selectedKey))?.focus();
  }, [focusRequest, selectedKey]);

  // A row done from the keyboard leaves the list: focus goes to the row that takes its place
  // (the selection keeps its index), not to the page's body with the row that went.
  const thenRefocus = (done: Promise<void>) => void done.then(() => setFocusRequest((n) => n + 1));
  const act = {
    move: (d: number) => {
      select(moveSelection(keys, current, d).index);
    },
    done: () => {
      if (selected?.kind === 'task') thenRefocus(completeTask(selected.task));
      else if (selected?.kind === 'item') thenRefocus(setItemStatus(selected.item, 'done'));
    },
    advance: () => {
      if (selected?.kind === 'item') thenRefocus(setItemStatus(selected.item, nextItemStatus(selected.item.status)));
      else if (selected?.kind === 'task') thenRefocus(completeTask(selected.task));
      else if (selected?.kind === 'topic') go('quizzes');
    },
    open: () => {
      if (selected?.kind === 'task')
        request('tasks', {
          kind: 'task:open',
          taskId: selected.task.task_id,
          completed: selected.task.status === 'completed',
        });
      else if (selected?.kind === 'item') request('plans', { kind: 'plan:open', planId: selected.item.plan_id });
      else if (selected?.kind === 'topic') go('quizzes');
    },
    // "Review now" starts the review (not Flashcards' home, a second R away); with a topic filter
    // on, of that topic's cards: the count shown is theirs.
    review: () => {
      const { topicId, topic } = useToday.getState();
      useFlashcards.getState().startReview(topicId, topic ?? undefined);
      go('flashcards');
    },
  };
  useViewShortcuts([
    { key: 'j', label: 'J', description: 'Next item', run: () => act.move(1) },
    { key: 'k', label: 'K', description: 'Previous item', run: () => act.move(-1) },
    { key: 'x', label: 'X', description: 'Complete the task, or mark the plan step done', run: act.done },
    { key: 's', label: 'S', description: 'Advance the plan step (to do → in progress → done)', run: act.advance },
    {
      key: ' ',
      label: 'Space',
      description: 'Advance the plan step, or complete the task',
      run: unlessOtherControl(act.advance),
    },
    {
      key: 'Enter',
      label: 'Enter',
      description: 'Open it in Tasks, Plans or Quizzes',
      run: unlessOtherControl(act.open),
    },
    { key: 'r', label: 'R', description: 'Review due flashcards now', run: act.review },
  ]);

  const overdue = counts.overdue;
  const dueToday = counts.today;
  const cardsText = String(dueCards);
  return (
    <section className="view today-view" aria-labelledby="view-title">
      <header className="today-header">
        <p className="today-header__greeting">{greeting(now)}</p>
        <h1 id="view-title">Today</h1>
        <p className="today-header__date">{formatLongDay(now)}</p>
        <TopicFilter topics={topics} value={topic} onChange={setTopic} />
      </header>
      <ErrorNotice error={error} />
      <dl className="today-stats" aria-label="At a glance">
        <Stat label="Overdue" value={loaded ? String(overdue) : '–'} tone={overdue > 0 ? 'danger' : undefined} />
        <Stat label="Due today" value={loaded ? String(dueToday) : '–'} />
        <Stat label="Cards to review" value={loaded ? cardsText : '–'} testId="due-cards-count" />
        <Stat label="Plan steps" value={loaded ? String(planItems.length) : '–'} />
      </dl>
      <div className="today-grid">
        <div className="today-col">
          <TasksPanel
            rows={rows}
            counts={counts}
            now={now}
            loaded={loaded}
            selectedKey={selectedKey}
            onSelect={select}
            onComplete={completeTask}
          />
          <PlanItemsPanel
            rows={rows}
            now={now}
            loaded={loaded}
            selectedKey={selectedKey}
            onSelect={select}
            onAdvance={(item) => void setItemStatus(item, nextItemStatus(item.status))}
            onDone={(item) => void setItemStatus(item, 'done')}
          />
        </div>
        <div className="today-col">
          <CardsPanel count={dueCards} text={cardsText} loaded={loaded} onReview={act.review} />
          <WeakTopicsPanel
            rows={rows}
            loaded={loaded}
            selectedKey={selectedKey}
            onSelect={select}
            onPractise={() => go('quizzes')}
          />
        </div>
      </div>
      <p className="kbd-hints" aria-hidden="true">
        <span>
          <kbd>J</kbd> <kbd>K</kbd> move
        </span>
        <span>
          <kbd>X</kbd> done
        </span>
        <span>
          <kbd>Space</kbd> advance
        </span>
        <span>
          <kbd>Enter</kbd> open
        </span>
        <span>
          <kbd>R</kbd> review cards
        </span>
        <span>
          <kbd>?</kbd> all shortcuts
        </span>
      </p>
      <span className="visually-hidden">{loaded ? `${plural(rows.length, 'item')} need you today.` : ''}</span>
    </section>
  );
}

function Stat({ label, value, tone, testId }: { label: string; value: string; tone?: 'danger'; testId?: string }) {
  return (
    <div className={`today-stat${tone ? ` today-stat--${tone}` : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

import { useCallback, useEffect, useState } from 'react';
import type { BrowsedFlashcard, DueQueue } from '../../../src-shared/flashcards';
import type { PlanSummary } from '../../../src-shared/plans';
import type { Task } from '../../../src-shared/tasks';
import type { WrongQuestion } from '../../../src-shared/quizzes';
import { useQuizzes } from '../../stores/quizzes';
import { callTool } from '../../api/tools';
import { changed } from '../../api/undo';
import { describeDue, plural } from '../../format';
import { useDataChanged } from '../../hooks/useDataChanged';
import { useViewShortcuts } from '../../hooks/useViewShortcuts';
import { toastError } from '../../stores/toasts';
import { useViewIntents } from '../../stores/viewIntents';
import { useMaterials, type MaterialRow } from '../../stores/materials';
import { useNavigation } from '../../stores/navigation';
import { TopicOptions } from './TopicOptions';
import { TOOL } from '../../../src-shared/tools/names';

interface TopicData {
  due: DueQueue['counts'];
  tasks: Task[];
  plans: PlanSummary[];
  weak: BrowsedFlashcard[];
  /** Quiz answers got wrong and not yet answered right: the other half of the weak spots. */
  wrong: WrongQuestion[];
  reading: MaterialRow[];
}

/** Everything one subject gathers — a shape shared by its five read-only tools' answers. */
async function loadTopic(topicId: number, name: string): Promise<TopicData | string> {
  const [due, tasks, plans, weak, wrong, reading] = await Promise.all([
    callTool(TOOL.get_due_flashcards, { topic_id: topicId, limit: 1 }),
    callTool(TOOL.list_tasks, { topic_name: name, status: 'pending', limit: 50 }),
    callTool(TOOL.list_plans, { topic_name: name }),
    callTool(TOOL.list_flashcards, { topic_id: topicId, sort: 'lapses', limit: 5 }),
    callTool(TOOL.get_wrong_questions, { topic_id: topicId }),
    callTool(TOOL.list_materials, { topic_name: name }),
  ]);
  for (const r of [due, tasks, plans, weak, wrong, reading]) if (!r.ok) return r.error.message;
  if (!due.ok || !tasks.ok || !plans.ok || !weak.ok || !wrong.ok || !reading.ok) return 'The topic could not be read.';
  return {
    due: due.data.counts,
    tasks: tasks.data.tasks,
    plans: plans.data.plans.filter((p) => p.status !== 'archived'),
    weak: weak.data.flashcards.filter((c) => c.lapses > 0),
    wrong: wrong.data.wrong_questions,
    reading: reading.data.materials,
  };
}

/**
 * One subject on one page (issue 12): its due cards (R reviews them), open tasks (done from here),
 * plans with how far along and behind they are, its weak spots (the cards most often forgotten and
 * the quiz answers to retry: W retries them), and the topic's own review options. Esc goes back.
 */
export function TopicPage(props: { topicId: number; name: string; onReview: () => void; onBack: () => void }) {
  const { topicId, name } = props;
  const [data, setData] = useState<TopicData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const request = useViewIntents((s) => s.request);
  const go = useNavigation((s) => s.go);

  const load = useCallback(
    () =>
      loadTopic(topicId, name).then((r) => {
        if (typeof r === 'string') return setError(r);
        setError(null);
        setData(r);
      }),
    [topicId, name],
  );
  useEffect(() => {
    void load();
  }, [load]);
  useDataChanged(['flashcard', 'topic', 'task', 'plan', 'item', 'material'], () => void load());

  const due = data ? data.due.new + data.due.learning + data.due.review : 0;
  const retry = async () => {
    const failed = await useQuizzes.getState().startRetry(topicId, name);
    if (failed) return void toastError(failed.message);
    go('quizzes');
  };
  useViewShortcuts([
    ...(due > 0 ? [{ key: 'r', label: 'R', description: `Review ${name}`, run: props.onReview }] : []),
    ...(data && data.wrong.length > 0
      ? [
          {
            key: 'w',
            label: 'W',
            description: `Retry the quiz answers you got wrong in ${name}`,
            run: () => void retry(),
          },
        ]
      : []),
    { key: 'Escape', label: 'Esc', description: 'Back to Flashcards', run: props.onBack },
  ]);

  const openMaterial = async (id: number) => {
    const failure = await useMaterials.getState().openReader(id);
    if (failure) return void toastError(failure.message);
    go('materials');
  };

  const complete = async (task: Task) => {
    const r = await callTool(TOOL.complete_task, { task_id: task.task_id });
    if (!r.ok) return void toastError(r.error.message);
    changed(`Completed ‘${task.title}’.`, r.change_id);
  };

  return (
    <section className="view topic-page" aria-labelledby="topic-h">
      <header className="view__header">
        <div>
          <h1 id="topic-h">{name}</h1>
          <p className="muted">Everything filed under this topic: cards, tasks, plans and reading.</p>
        </div>
        <div className="flashcards__actions">
          <button type="button" className="button" onClick={props.onBack}>
            Back <kbd>Esc</kbd>
          </button>
          {due > 0 && (
            <button type="button" className="button button--primary" onClick={props.onReview}>
              Review {due} due <kbd>R</kbd>
            </button>
          )}
        </div>
      </header>
      {error && <p role="alert">{error}</p>}
      {data && (
        <div className="topic-page__grid">
          <section aria-labelledby="topic-cards-h" className="topic-page__panel">
            <h2 id="topic-cards-h">Cards due</h2>
            <p data-testid="topic-due">
              {due === 0
                ? 'Nothing due: all caught up.'
                : `${data.due.new} new, ${data.due.learning} learning, ${data.due.review} to review.`}
            </p>
          </section>
          <section aria-labelledby="topic-weak-h" className="topic-page__panel" data-testid="topic-weak">
            <h2 id="topic-weak-h">Weak spots</h2>
            <h3>Cards most often forgotten</h3>
            {data.weak.length === 0 ? (
              <p className="muted">No card forgotten yet.</p>
            ) : (
              <ul className="topic-page__list">
                {data.weak.map((c) => (
                  <li key={c.card_id}>
                    {c.front} <span className="muted">— forgotten {plural(c.lapses, 'time')}</span>
                  </li>
                ))}
              </ul>
            )}
            <h3>Quiz answers to retry</h3>
            {data.wrong.length === 0 ? (
              <p className="muted">None: a quiz keeps what you get wrong here until you answer it right.</p>
            ) : (
              <>
                <ul className="topic-page__list">
                  {data.wrong.slice(0, 3).map((w) => (
                    <li key={w.attempt_id}>{w.question}</li>
                  ))}
                </ul>
                <button type="button" className="button topic-page__retry" onClick={() => void retry()}>
                  Retry {plural(data.wrong.length, 'answer')} <kbd>W</kbd>
                </button>
              </>
            )}
          </section>
          <section aria-labelledby="topic-tasks-h" className="topic-page__panel">
            <h2 id="topic-tasks-h">Open tasks</h2>
            {data.tasks.length === 0 ? (
              <p className="muted">No open tasks: quick add “… #{name.replace(/\s+/g, '-')}” files one here.</p>
            ) : (
              <ul className="topic-page__list" aria-label={`Open tasks in ${name}`}>
                {data.tasks.map((t) => (
                  <li key={t.task_id} className="topic-page__task">
                    <button
                      type="button"
                      className="button"
                      aria-label={`Done: ${t.title}`}
                      onClick={() => void complete(t)}
                    >
                      Done
                    </button>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => request('tasks', { kind: 'task:open', taskId: t.task_id, completed: false })}
                    >
                      {t.title}
                    </button>
                    {t.due_at && <span className="muted">{describeDue(t.due_at).text}</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="topic-reading-h" className="topic-page__panel">
            <h2 id="topic-reading-h">Reading</h2>
            {data.reading.length === 0 ? (
              <p className="muted">No material filed here: in Materials, T files one under a topic.</p>
            ) : (
              <ul className="topic-page__list">
                {data.reading.map((m) => (
                  <li key={m.material_id}>
                    <button type="button" className="link-button" onClick={() => void openMaterial(m.material_id)}>
                      {m.title}
                    </button>{' '}
                    <span className="muted">{m.source}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="topic-plans-h" className="topic-page__panel">
            <h2 id="topic-plans-h">Plans</h2>
            {data.plans.length === 0 ? (
              <p className="muted">No plan for this topic yet.</p>
            ) : (
              <ul className="topic-page__list">
                {data.plans.map((p) => (
                  <li key={p.plan_id}>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => request('plans', { kind: 'plan:open', planId: p.plan_id })}
                    >
                      {p.title}
                    </button>{' '}
                    <span data-testid={`topic-plan-${p.plan_id}`}>
                      {p.done_count} of {p.item_count} steps done
                      {p.behind > 0 ? `, behind by ${p.behind}` : p.ahead > 0 ? `, ahead by ${p.ahead}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      <TopicOptions topicId={topicId} onSaved={() => void load()} />
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { useDataChanged } from '../../hooks/useDataChanged';
import { useKeysHome } from '../../hooks/useKeysHome';
import { useViewShortcuts } from '../../hooks/useViewShortcuts';
import { useNavigation } from '../../stores/navigation';
import { useQuizzes, type QuizRun } from '../../stores/quizzes';
import type { ViewShortcut } from '../../stores/shortcuts';
import { toastError } from '../../stores/toasts';
import '../../styles/views/quizzes.css';
import { QuizRunner, type PostSaveResult } from './QuizRunner';
import { QuizSetup } from './QuizSetup';
import { QuizSummary } from './QuizSummary';
import type { AnsweredQuestion } from '../../../src-shared/quiz/session';
import { WeakTopicsChart } from './WeakTopicsChart';
import { ErrorNotice } from '../../components/ErrorNotice';

interface Finished {
  startedAt: number;
  answered: AnsweredQuestion[];
  saved: PostSaveResult;
}

/** Quizzes: start one or retry mistakes; then one question at a time; then the score. */
export function QuizzesView() {
  const { run, startRetry, endRun, load } = useQuizzes();
  const [finished, setFinished] = useState<Finished | null>(null);

  const retry = async (r: QuizRun) => {
    const failed = await startRetry(r.topicId, r.topicName);
    if (failed) toastError(failed.message);
  };

  let body;
  let subtitle = 'Test yourself on a topic, then retry what you got wrong.';
  if (run && finished?.startedAt === run.startedAt) {
    subtitle = `${run.topicName} · results`;
    body = (
      <QuizSummary
        run={run}
        answered={finished.answered}
        saved={finished.saved}
        onRetry={() => void retry(run)}
        onNewQuiz={() => {
          endRun();
          useQuizzes.setState((s) => ({ setupFocus: s.setupFocus + 1 }));
        }}
        onDone={() => {
          endRun();
          void load();
        }}
      />
    );
  } else if (run) {
    subtitle = `${run.topicName} · ${run.kind === 'retry' ? 'retrying what you got wrong' : 'quiz'}`;
    body = (
      <QuizRunner
        key={run.startedAt}
        run={run}
        onFinished={(answered, saved) => setFinished({ startedAt: run.startedAt, answered, saved })}
      />
    );
  } else {
    body = <QuizzesHome />;
  }
  return (
    <section className="view quizzes" aria-labelledby="view-title">
      <header className="view__header">
        <div>
          <h1 id="view-title">Quizzes</h1>
          <p className="muted quizzes__subtitle">{subtitle}</p>
        </div>
      </header>
      {body}
    </section>
  );
}

function QuizzesHome() {
  const { topics, weak, loaded, error, load, startQuiz, startRetry, setupFocus } = useQuizzes();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    void load();
  }, [load]);
  useDataChanged(['topic', 'flashcard', 'attempt', 'quiz'], () => void load());
  // Arriving (and on Esc from a field), Start quiz: Enter starts it, S and W work, Shift+Tab reaches
  // its fields. The topic field itself would take S and W as typing. Without cards, the title.
  useKeysHome(loaded, () => {
    const start = form.current?.querySelector<HTMLElement>('button[type="submit"]');
    start?.focus();
    return Boolean(start);
  });

  const retryWeakest = async () => {
    const t = weak[0];
    if (!t) return;
    const failed = await startRetry(t.topic_id, t.name);
    if (failed) toastError(failed.message);
  };
  const hasCards = topics.some((t) => t.card_count > 0);
  const shortcuts: ViewShortcut[] = [
    ...(hasCards
      ? [{ key: 's', label: 'S', description: 'Start the quiz', run: () => form.current?.requestSubmit() }]
      : []),
    ...(weak.length > 0
      ? [
          {
            key: 'w',
            label: 'W',
            description: `Retry the wrong answers in ${weak[0]!.name}`,
            run: () => void retryWeakest(),
          },
        ]
      : []),
  ];
  useViewShortcuts(shortcuts);

  if (!loaded) return <p className="muted">Loading topics…</p>;
  return (
    <div className="quizzes__home">
      <ErrorNotice error={error} />
      <div className="quizzes__panel">
        {hasCards ? (
          <QuizSetup topics={topics} focusToken={setupFocus} ref={form} onStart={startQuiz} />
        ) : (
          <EmptyState
            title="Quizzes are built from your flashcards."
            hint="Add a few cards to a topic first; a quiz then asks them back, as multiple choice once the topic has four different answers."
            action={
              <button type="button" className="button" onClick={() => useNavigation.getState().go('flashcards')}>
                Go to Flashcards
              </button>
            }
          />
        )}
      </div>
      <section className="quizzes__panel" aria-labelledby="weak-h">
        <h2 id="weak-h">Weak topics</h2>
        {weak.length === 0 ? (
          <EmptyState
            compact
            title="No wrong answers waiting."
            hint="Questions you miss in a quiz are kept here until you answer them right."
          />
        ) : (
          <>
            <WeakTopicsChart
              weak={weak}
              onRetry={(t) => void startRetry(t.topic_id, t.name).then((e) => e && toastError(e.message))}
            />
            <p className="muted">
              Press <kbd>W</kbd> to retry {weak[0]!.name}, the weakest.
            </p>
          </>
        )}
      </section>
    </div>
  );
}

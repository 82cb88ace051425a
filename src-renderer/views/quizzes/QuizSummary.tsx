import { useEffect, useRef, useState } from 'react';
import { callTool } from '../../api/tools';
import { plural } from '../../format';
import { useViewShortcuts } from '../../hooks/useViewShortcuts';
import type { QuizRun } from '../../stores/quizzes';
import type { ViewShortcut } from '../../stores/shortcuts';
import type { PostSaveResult } from './QuizRunner';
import { score, scoreWords, type AnsweredQuestion } from '../../../src-shared/quiz/session';
import { TOOL } from '../../../src-shared/tools/names';

/** The score, every question with the expected answer, what was saved, and a retry of what is still wrong. */
export function QuizSummary(props: {
  run: QuizRun;
  answered: AnsweredQuestion[];
  saved: PostSaveResult;
  onRetry: () => void;
  onNewQuiz: () => void;
  onDone: () => void;
}) {
  const { run, answered, saved } = props;
  const { right, total, percent } = score(answered);
  const [outstanding, setOutstanding] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);
  // What is still wrong in this topic after the save: this quiz's mistakes and older ones.
  useEffect(() => {
    let live = true;
    void callTool(TOOL.get_wrong_questions, { topic_id: run.topicId }).then((r) => {
      if (live && r.ok) setOutstanding(r.data.wrong_questions.length);
    });
    return () => {
      live = false;
    };
  }, [run.topicId, saved]);

  const shortcuts: ViewShortcut[] = [
    ...(outstanding ? [{ key: 'r', label: 'R', description: 'Retry what I got wrong', run: props.onRetry }] : []),
    { key: 'n', label: 'N', description: 'Start another quiz', run: props.onNewQuiz },
    { key: 'Escape', label: 'Esc', description: 'Back to quizzes', run: props.onDone },
  ];
  useViewShortcuts(shortcuts);

  return (
    <div className="quiz-summary">
      <div className="quiz-summary__score">
        <h2 ref={heading} tabIndex={-1}>
          {total === 0 ? 'Quiz ended' : scoreWords({ right, total })}
        </h2>
        {total > 0 && (
          <p className="quiz-summary__percent" data-testid="quiz-score">
            {percent}%{total < run.questions.length ? ` · you answered ${total} of ${run.questions.length}` : ''}
          </p>
        )}
        <p className="muted" role="status">
          {saved === null
            ? 'Nothing was answered, so nothing was saved.'
            : !saved.ok
              ? `Your answers could not be saved: ${saved.error.message}`
              : [
                  saved.data.saved_wrong > 0
                    ? `${plural(saved.data.saved_wrong, 'wrong answer')} saved to retry`
                    : 'No new mistakes',
                  saved.data.deleted_correct > 0
                    ? `${plural(saved.data.deleted_correct, 'earlier mistake')} cleared`
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ') + '.'}
        </p>
      </div>

      {answered.length > 0 && (
        <ol className="quiz-summary__list" aria-label="Your answers">
          {answered.map((a, i) => (
            <li key={i} className={`quiz-summary__item quiz-summary__item--${a.right ? 'right' : 'wrong'}`}>
              <span className="quiz-summary__mark">{a.overridden ? 'Counted right' : a.right ? 'Right' : 'Wrong'}</span>
              <p className="quiz-summary__question">{a.question}</p>
              <p className="quiz-summary__answers">
                <span>
                  You: <em>{a.given || '(no answer)'}</em>
                </span>
                {!a.right || a.overridden ? (
                  <span>
                    Answer: <strong>{a.answer}</strong>
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ol>
      )}

      <div className="quiz-summary__actions">
        {outstanding ? (
          <button type="button" className="button button--primary" onClick={props.onRetry}>
            Retry what I got wrong ({outstanding}) <kbd>R</kbd>
          </button>
        ) : null}
        <button type="button" className="button" onClick={props.onNewQuiz}>
          Another quiz <kbd>N</kbd>
        </button>
        <button type="button" className="button" onClick={props.onDone}>
          Done <kbd>Esc</kbd>
        </button>
      </div>
    </div>
  );
}

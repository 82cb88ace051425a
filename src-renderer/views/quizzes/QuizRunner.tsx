import { useEffect, useRef, useState } from 'react';
import { QUIZ_LIMITS } from '../../../src-shared/quizzes';
import type { ToolResult } from '../../../src-shared/result';
import { callTool } from '../../api/tools';
import { ProgressBar } from '../../components/ProgressBar';
import { useViewShortcuts } from '../../hooks/useViewShortcuts';
import type { QuizRun } from '../../stores/quizzes';
import type { ViewShortcut } from '../../stores/shortcuts';
import { isAnswerRight } from '../../../src-shared/quiz/answers';
import { answer, overrule, postSaveInput, type AnsweredQuestion } from '../../../src-shared/quiz/session';
import { TOOL } from '../../../src-shared/tools/names';

export type PostSaveResult = ToolResult<{ saved_wrong: number; deleted_correct: number }> | null;

/**
 * One question at a time: type the answer (Enter checks it) or pick a choice with 1–4; then
 * right or wrong with the expected answer, and Enter for the next. At the end (or Esc) the
 * wrong answers and the mistakes now put right go to quiz_post_save in one call.
 */
export function QuizRunner(props: {
  run: QuizRun;
  onFinished: (answered: AnsweredQuestion[], saved: PostSaveResult) => void;
}) {
  const { run, onFinished } = props;
  const [index, setIndex] = useState(0);
  const [answered, setAnswered] = useState<AnsweredQuestion[]>([]);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const firstChoice = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const q = run.questions[index]!;
  const result = answered[index];
  const total = run.questions.length;
  const last = index + 1 >= total;

  useEffect(() => {
    if (result) nextButton.current?.focus();
    else (q.choices ? firstChoice.current : input.current)?.focus();
  }, [index, result, q.choices]);

  const submit = (given: string) => {
    if (result || saving) return;
    setAnswered((list) => [...list, answer(q, given)]);
  };

  const finish = async (list: AnsweredQuestion[]) => {
    if (saving) return;
    setSaving(true);
    const saved = list.length === 0 ? null : await callTool(TOOL.quiz_post_save, postSaveInput(run.topicId, list));
    onFinished(list, saved);
  };

  const next = () => {
    if (!result) return;
    if (last) return void finish(answered);
    setIndex(index + 1);
    setDraft('');
  };

  const countAsRight = () => setAnswered((list) => list.map((a, i) => (i === index ? overrule(a) : a)));
  const canOverrule = result && !result.right && !q.choices;

  const shortcuts: ViewShortcut[] = [];
  if (!result && q.choices) {
    q.choices.forEach((c, i) =>
      shortcuts.push({ key: String(i + 1), label: String(i + 1), description: `Answer “${c}”`, run: () => submit(c) }),
    );
  }
  if (result)
    shortcuts.push({ key: 'Enter', label: 'Enter', description: last ? 'See your score' : 'Next question', run: next });
  if (canOverrule)
    shortcuts.push({
      key: 'c',
      label: 'C',
      description: 'My answer meant the same: count it as right',
      run: countAsRight,
    });
  shortcuts.push({
    key: 'Escape',
    label: 'Esc',
    description: 'End the quiz here and see the score',
    run: () => void finish(answered),
  });
  useViewShortcuts(shortcuts);

  return (
    <div className="quiz-run">
      <div className="quiz-run__progress">
        <span data-testid="quiz-progress">
          Question {index + 1} of {total}
        </span>
        <ProgressBar
          size="sm"
          value={answered.length}
          max={total}
          label="Quiz progress"
          valueText={`${answered.length} of ${total} answered`}
        />
      </div>
      <article className="quiz-question" aria-labelledby="quiz-question-text">
        <p id="quiz-question-text" className="quiz-question__text" data-testid="quiz-question">
          {q.question}
        </p>
        {q.retry_of !== null && <p className="quiz-question__retry">You got this one wrong before.</p>}

        {q.choices ? (
          <div className="choices" role="group" aria-label="Choices">
            {q.choices.map((c, i) => {
              const state = !result
                ? ''
                : isAnswerRight(c, q.answer)
                  ? ' choice--answer'
                  : c === result.given
                    ? ' choice--wrong'
                    : '';
              return (
                <button
                  key={c}
                  ref={i === 0 ? firstChoice : undefined}
                  type="button"
                  className={`choice${state}`}
                  aria-keyshortcuts={String(i + 1)}
                  aria-pressed={result ? c === result.given : undefined}
                  disabled={Boolean(result)}
                  onClick={() => submit(c)}
                >
                  <kbd>{i + 1}</kbd>
                  <span>{c}</span>
                </button>
              );
            })}
          </div>
        ) : (
          <form
            className="quiz-answer"
            onSubmit={(e) => {
              e.preventDefault();
              submit(draft.trim());
            }}
          >
            <label className="field">
              <span>Your answer</span>
              <input
                ref={input}
                value={draft}
                maxLength={QUIZ_LIMITS.answer}
                readOnly={Boolean(result)}
                autoComplete="off"
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Escape') {
                    e.preventDefault();
                    void finish(answered);
                  }
                }}
              />
            </label>
            {!result && (
              <button type="submit" className="button button--primary">
                {draft.trim() ? 'Check' : 'I don’t know'} <kbd>Enter</kbd>
              </button>
            )}
          </form>
        )}

        <div aria-live="polite" className="quiz-feedback-slot">
          {result && (
            <div
              className={`quiz-feedback quiz-feedback--${result.right ? 'right' : 'wrong'}`}
              data-testid="quiz-feedback"
            >
              <p className="quiz-feedback__verdict">
                {result.overridden ? 'Counted as right' : result.right ? 'Right' : 'Not quite'}
              </p>
              {!result.right || result.overridden ? (
                <p>
                  The answer: <strong className="quiz-feedback__expected">{q.answer}</strong>
                </p>
              ) : null}
            </div>
          )}
        </div>
      </article>

      <div className="quiz-run__actions">
        {canOverrule && (
          <button type="button" className="button" onClick={countAsRight}>
            I meant that — count it <kbd>C</kbd>
          </button>
        )}
        <button type="button" className="button" onClick={() => void finish(answered)} disabled={saving}>
          End quiz <kbd>Esc</kbd>
        </button>
        {result && (
          <button ref={nextButton} type="button" className="button button--primary" onClick={next} disabled={saving}>
            {last ? 'See your score' : 'Next question'} <kbd>Enter</kbd>
          </button>
        )}
      </div>
    </div>
  );
}

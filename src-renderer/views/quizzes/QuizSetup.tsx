import { useEffect, useRef, useState } from 'react';
import { QUIZ_LIMITS, QUIZ_SOURCES, type QuizSourceChoice, type TopicSummary } from '../../../src-shared/quizzes';
import type { ToolError } from '../../../src-shared/result';
import { ErrorNotice } from '../../components/ErrorNotice';

const SOURCE_LABELS: Record<QuizSourceChoice, string> = {
  auto: 'Whatever the topic has',
  flashcards: 'Its flashcards',
  materials: 'Its materials',
};

/** Topic, number of questions and where they come from; main builds the quiz (generate_quiz). */
export function QuizSetup({
  ref,
  ...props
}: {
  topics: TopicSummary[];
  focusToken: number;
  ref: React.Ref<HTMLFormElement>;
  onStart: (input: { topicName: string; count: number; source: QuizSourceChoice }) => Promise<ToolError | null>;
}) {
  const withCards = props.topics.filter((t) => t.card_count > 0);
  const [topicName, setTopicName] = useState('');
  const [count, setCount] = useState('10');
  const [source, setSource] = useState<QuizSourceChoice>('auto');
  const [error, setError] = useState<ToolError | null>(null);
  const [starting, setStarting] = useState(false);
  const topicField = useRef<HTMLSelectElement>(null);
  const chosen = topicName || withCards[0]?.name || '';

  useEffect(() => {
    if (props.focusToken > 0) topicField.current?.focus();
  }, [props.focusToken]);

  const fields =
    error?.code === 'validation_error' ? Object.fromEntries(error.details.fields.map((f) => [f.field, f.message])) : {};
  return (
    <form
      ref={ref}
      className="quiz-setup"
      aria-labelledby="quiz-setup-h"
      onSubmit={async (e) => {
        e.preventDefault();
        if (starting || !chosen) return;
        setStarting(true);
        const failed = await props.onStart({ topicName: chosen, count: Number(count), source });
        setStarting(false);
        setError(failed);
      }}
    >
      <h2 id="quiz-setup-h">Start a quiz</h2>
      <label className="field">
        <span>Topic</span>
        <select ref={topicField} value={chosen} onChange={(e) => setTopicName(e.target.value)}>
          {withCards.map((t) => (
            <option key={t.topic_id} value={t.name}>
              {t.name} ({t.card_count} {t.card_count === 1 ? 'card' : 'cards'})
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Questions</span>
        <input
          type="number"
          min={1}
          max={QUIZ_LIMITS.questionsPerQuiz}
          value={count}
          aria-invalid={fields.count ? true : undefined}
          aria-describedby={fields.count ? 'quiz-count-error' : 'quiz-count-hint'}
          onChange={(e) => setCount(e.target.value)}
        />
        {fields.count ? (
          <span id="quiz-count-error" className="field__error">
            {fields.count}
          </span>
        ) : (
          <span id="quiz-count-hint" className="muted">
            Fewer if the topic has fewer cards.
          </span>
        )}
      </label>
      <fieldset className="quiz-setup__sources">
        <legend>Questions from</legend>
        {QUIZ_SOURCES.map((s) => (
          <label key={s} className="radio">
            <input type="radio" name="quiz-source" value={s} checked={source === s} onChange={() => setSource(s)} />
            {SOURCE_LABELS[s]}
          </label>
        ))}
      </fieldset>
      <ErrorNotice error={error?.code === 'validation_error' ? null : error} />
      <button type="submit" className="button button--primary" disabled={starting || !chosen}>
        {starting ? 'Building the quiz…' : 'Start quiz'} <kbd>S</kbd>
      </button>
    </form>
  );
}

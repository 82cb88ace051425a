import type { WeakTopic } from '../../../src-shared/quizzes';
import { plural } from '../../format';

/**
 * Topics by wrong answers still waiting to be retried, as a horizontal bar chart. Each bar is
 * decoration; the topic name and the count beside it are real text, so a screen reader reads
 * "Recursion, 3 wrong answers to retry" for each row.
 */
export function WeakTopicsChart(props: { weak: WeakTopic[]; onRetry: (topic: WeakTopic) => void }) {
  const max = Math.max(1, ...props.weak.map((t) => t.wrong_count));
  return (
    <figure className="weak-chart" aria-labelledby="weak-chart-caption">
      <figcaption id="weak-chart-caption" className="muted">
        Wrong answers still to retry, weakest topic first
      </figcaption>
      <ul className="weak-chart__rows">
        {props.weak.map((t) => (
          <li key={t.topic_id} className="weak-chart__row" data-testid={`weak-${t.name}`}>
            <span className="weak-chart__label">{t.name}</span>
            <svg
              className="weak-chart__bar"
              viewBox="0 0 100 12"
              preserveAspectRatio="none"
              aria-hidden="true"
              focusable="false"
            >
              <rect className="weak-chart__track" width="100" height="12" />
              <rect className="weak-chart__fill" width={(t.wrong_count / max) * 100} height="12" />
            </svg>
            <span className="weak-chart__value">{plural(t.wrong_count, 'wrong answer')} to retry</span>
            <button
              type="button"
              className="button weak-chart__retry"
              aria-label={`Retry ${plural(t.wrong_count, 'wrong answer')} in ${t.name}`}
              onClick={() => props.onRetry(t)}
            >
              Retry
            </button>
          </li>
        ))}
      </ul>
    </figure>
  );
}

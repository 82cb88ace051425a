import { useEffect, useRef } from 'react';
import { FLASHCARD_RATINGS } from '../../../src-shared/flashcards';
import { plural } from '../../format';
import { lastRated, RATING_LABELS, ratingCounts, type ReviewQueue } from './reviewQueue';

/** The end of a session: how it went, and what comes next. U still takes back the last rating. */
export function ReviewFinished(props: {
  queue: ReviewQueue;
  onExit: () => void;
  onUndo: () => void;
  onAgain: () => void;
}) {
  const counts = ratingCounts(props.queue);
  const reviewed = props.queue.history.length;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="review-done">
      <h2 ref={heading} tabIndex={-1}>
        Review complete
      </h2>
      <p className="review-done__lead">You reviewed {plural(reviewed, 'card')}.</p>
      <dl className="review-done__counts" aria-label="Your ratings">
        {FLASHCARD_RATINGS.map((r) => (
          <div key={r} className={`review-done__count review-done__count--${r}`}>
            <dt>{RATING_LABELS[r]}</dt>
            <dd data-testid={`count-${r}`}>{counts[r]}</dd>
          </div>
        ))}
      </dl>
      {counts.again > 0 && (
        <p className="muted">
          {plural(counts.again, 'card')} you rated Again {counts.again === 1 ? 'comes' : 'come'} back in a few minutes.
        </p>
      )}
      <div className="review-done__actions">
        <button type="button" className="button button--primary" onClick={props.onExit}>
          Back to flashcards <kbd>Esc</kbd>
        </button>
        <button type="button" className="button" onClick={props.onAgain}>
          Check for more due cards
        </button>
        <button type="button" className="button" onClick={props.onUndo} disabled={!lastRated(props.queue)}>
          Undo last rating <kbd>U</kbd>
        </button>
      </div>
    </div>
  );
}

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  FLASHCARD_LIMITS,
  FLASHCARD_RATINGS,
  type FlashcardRating,
  type ReviewPreview,
} from '../../../src-shared/flashcards';
import { callTool } from '../../api/tools';
import { EmptyState } from '../../components/EmptyState';
import { ProgressBar } from '../../components/ProgressBar';
import { useViewShortcuts } from '../../hooks/useViewShortcuts';
import type { ViewShortcut } from '../../stores/shortcuts';
import { toast, toastError } from '../../stores/toasts';
import { changed } from '../../api/undo';
import { CardFaces } from './CardFaces';
import { QueueCounts } from './QueueCounts';
import { hasSource, openCardSource } from './openSource';
import { ReviewFinished } from './ReviewFinished';
import { answerTime, cardShown } from './answerTimer';
import { createSaveQueue } from './saveQueue';
import { formatInterval } from './intervals';
import {
  currentCard,
  isFinished,
  lastRated,
  RATING_LABELS,
  remainingCounts,
  reviewReducer,
  startQueue,
  dueWithinSession,
} from './reviewQueue';
import { TOOL } from '../../../src-shared/tools/names';

/**
 * Anki's review screen over main's tools: the front, Space/Enter shows the back, 1–4 rate with the
 * interval FSRS would give (preview_flashcard_review), U takes the last rating back, E edits in place,
 * ! suspends, - buries, O opens the passage or note line the card came from. The header shows
 * what is left as Anki does: new (blue), learning (red), review (green).
 */
export function ReviewSession(props: { topicId: number | null; title: string; onExit: () => void }) {
  const { topicId, onExit } = props;
  const [queue, dispatch] = useReducer(reviewReducer, startQueue([]));
  const [loading, setLoading] = useState(true);
  const [preview, setPreview] = useState<ReviewPreview | null>(null);
  const [editing, setEditing] = useState(false);
  // A held key repeats: one rating or undo at a time.
  const [busy, setBusy] = useState(false);
  const showButton = useRef<HTMLButtonElement>(null);
  const goodButton = useRef<HTMLButtonElement>(null);
  // Ratings are saved one after another behind the session: with the interval main already
  // previewed for this card, the next card is painted in the frame after the key instead of after
  // main's round trip (issue 12: "the next frame"). Undo, suspend and bury wait for the saves.
  const [saves] = useState(createSaveQueue);
  const card = currentCard(queue);
  const finished = isFinished(queue);

  // The queue is the cards due when the session starts (or when the student asks for more).
  const fetchDue = useCallback(
    () =>
      callTool(TOOL.get_due_flashcards, {
        limit: FLASHCARD_LIMITS.dueLimitMax,
        ...(topicId === null ? {} : { topic_id: topicId }),
      }).then((r) => {
        if (r.ok) dispatch({ type: 'reset', cards: r.data.due_flashcards });
        else toastError(r.error.message);
        setLoading(false);
      }),
    [topicId],
  );

  // Suspend (!) and bury (-) take the card out of this session, as in Anki; the toast's Undo brings it back.
  const setAside = async (how: 'suspend' | 'bury') => {
    if (!card || busy) return;
    setBusy(true);
    await saves.settled();
    const r =
      how === 'suspend'
        ? await callTool(TOOL.suspend_flashcard, { card_id: card.card_id, suspended: true })
        : await callTool(TOOL.bury_flashcard, { card_id: card.card_id });
    setBusy(false);
    if (!r.ok) return void toastError(r.error.message);
    dispatch({ type: 'removed', card_id: card.card_id });
    changed(
      how === 'suspend'
        ? 'Card suspended: it stays out of reviews until you unsuspend it.'
        : 'Card buried until tomorrow.',
      r.change_id,
      { onUndone: () => dispatch({ type: 'returned', card }) },
    );
  };

  const openSource = async () => {
    if (!card) return;
    const failure = await openCardSource(card);
    if (failure) toastError(failure);
  };
  useEffect(() => {
    void fetchDue();
  }, [fetchDue]);
  const again = () => {
    setLoading(true);
    void fetchDue();
  };

  // The buttons show what each rating would schedule for this card, as main computes it.
  const cardId = card?.card_id;
  useEffect(() => {
    if (cardId === undefined) return;
    let live = true;
    void callTool(TOOL.preview_flashcard_review, { card_id: cardId }).then((r) => {
      if (live && r.ok) setPreview(r.data);
    });
    return () => {
      live = false;
    };
  }, [cardId, queue.history.length]);

  // Focus follows the step: "Show answer" on a new card, "Good" once the back shows (Enter = Good, as in Anki).
  useEffect(() => {
    if (editing) return;
    (queue.revealed ? goodButton : showButton).current?.focus();
  }, [queue.index, queue.revealed, editing, loading]);

  useEffect(() => cardShown(), [cardId, queue.index]);

  const reveal = () => dispatch({ type: 'reveal' });

  const saveRating = (card_id: number, front: string, rating: FlashcardRating, duration_ms: number) => {
    saves.add(async () => {
      const r = await callTool(TOOL.review_flashcard, { card_id, rating, duration_ms });
      if (r.ok) return;
      // The card is still due in main, so reloading the queue brings it back; nothing is lost.
      toastError(`Your rating of “${front}” was not saved: ${r.error.message}`);
      await fetchDue();
    });
  };

  const rate = async (rating: FlashcardRating) => {
    if (!card || !queue.revealed || busy) return;
    const duration_ms = answerTime();
    const previewed = preview?.card_id === card.card_id ? preview.intervals[rating] : null;
    if (previewed) {
      dispatch({ type: 'rated', rating, requeue: dueWithinSession(previewed.next_review_at) });
      return saveRating(card.card_id, card.front, rating, duration_ms);
    }
    // No preview yet (it is fetched as the card arrives): wait for main's answer to know whether
    // the card comes back in this session.
    setBusy(true);
    await saves.settled();
    const r = await callTool(TOOL.review_flashcard, {
      card_id: card.card_id,
      rating,
      duration_ms,
    });
    setBusy(false);
    if (!r.ok) return void toastError(r.error.message);
    dispatch({ type: 'rated', rating, requeue: dueWithinSession(r.data.next_review_at) });
  };

  const undo = async () => {
    const last = lastRated(queue);
    if (!last || busy) return;
    setBusy(true);
    await saves.settled();
    const r = await callTool(TOOL.undo_flashcard_review, { card_id: last.card_id });
    setBusy(false);
    if (!r.ok) return void toastError(r.error.message);
    dispatch({ type: 'undone' });
    toast(`Took back “${RATING_LABELS[last.rating]}”; the card is back.`);
  };

  const saveEdit = async (front: string, back: string) => {
    if (!card) return false;
    const changes = { ...(front !== card.front ? { front } : {}), ...(back !== card.back ? { back } : {}) };
    if (Object.keys(changes).length > 0) {
      const r = await callTool(TOOL.update_flashcard, { card_id: card.card_id, ...changes });
      if (!r.ok) {
        toastError(r.error.message);
        return false;
      }
      dispatch({ type: 'edited', card: { card_id: card.card_id, front, back } });
      toast('Card saved.');
    }
    setEditing(false);
    return true;
  };

  const shortcuts: ViewShortcut[] = [];
  if (!editing) {
    if (card && !queue.revealed) {
      shortcuts.push({ key: ' ', label: 'Space', description: 'Show the answer', run: reveal });
      shortcuts.push({ key: 'Enter', label: 'Enter', description: 'Show the answer', run: reveal });
    }
    if (card && queue.revealed) {
      FLASHCARD_RATINGS.forEach((rating, i) =>
        shortcuts.push({
          key: String(i + 1),
          label: String(i + 1),
          description: `Rate ${RATING_LABELS[rating]}`,
          run: () => void rate(rating),
        }),
      );
    }
    if (lastRated(queue))
      shortcuts.push({ key: 'u', label: 'U', description: 'Undo the last rating', run: () => void undo() });
    if (card) shortcuts.push({ key: 'e', label: 'E', description: 'Edit this card', run: () => setEditing(true) });
    if (card) {
      shortcuts.push({ key: '!', label: '!', description: 'Suspend this card', run: () => void setAside('suspend') });
      shortcuts.push({
        key: '-',
        label: '-',
        description: 'Bury this card until tomorrow',
        run: () => void setAside('bury'),
      });
      if (hasSource(card))
        shortcuts.push({
          key: 'o',
          label: 'O',
          description: 'Open where this card came from',
          run: () => void openSource(),
        });
    }
    shortcuts.push({ key: 'Escape', label: 'Esc', description: 'End the review', run: onExit });
  }
  useViewShortcuts(shortcuts);

  const total = queue.cards.length;
  return (
    <section className="view review" aria-labelledby="view-title">
      <header className="view__header">
        <div>
          <h1 id="view-title">Flashcards</h1>
          <p className="review__subtitle">Reviewing {props.title}</p>
        </div>
        <div className="review__header-actions">
          {card && <QueueCounts counts={remainingCounts(queue)} current={card.state} />}
          {card && (
            <span className="review__progress" data-testid="review-progress">
              {queue.index + 1} of {total}
            </span>
          )}
          {/* The finished screen has its own way back. */}
          {!finished && (
            <button type="button" className="button" onClick={onExit}>
              End review <kbd>Esc</kbd>
            </button>
          )}
        </div>
      </header>
      {card && (
        <div className="review__bar">
          <ProgressBar
            size="sm"
            value={queue.index}
            max={total}
            label="Review progress"
            valueText={`${queue.index} of ${total} reviewed`}
          />
        </div>
      )}

      {loading ? (
        <p className="muted">Loading the cards due…</p>
      ) : total === 0 ? (
        <EmptyState
          title="Nothing is due right now."
          hint="New cards are due as soon as you add them; reviewed cards come back when FSRS schedules them."
          action={
            <button type="button" className="button" onClick={onExit}>
              Back to flashcards <kbd>Esc</kbd>
            </button>
          }
        />
      ) : finished || !card ? (
        <ReviewFinished queue={queue} onExit={onExit} onUndo={() => void undo()} onAgain={again} />
      ) : (
        <>
          <CardFaces
            card={card}
            revealed={queue.revealed}
            editing={editing}
            onSave={saveEdit}
            onCancel={() => setEditing(false)}
          />
          {!editing && (
            <div className="review__actions">
              {!queue.revealed ? (
                <button ref={showButton} type="button" className="button button--primary review__show" onClick={reveal}>
                  Show answer <kbd>Space</kbd>
                </button>
              ) : (
                <div className="rate-group" role="group" aria-label="How well did you remember?">
                  {FLASHCARD_RATINGS.map((rating, i) => {
                    const interval =
                      preview?.card_id === card.card_id ? formatInterval(preview.intervals[rating].interval_days) : '…';
                    return (
                      <button
                        key={rating}
                        ref={rating === 'good' ? goodButton : undefined}
                        type="button"
                        className={`rate rate--${rating}`}
                        aria-keyshortcuts={String(i + 1)}
                        onClick={() => void rate(rating)}
                      >
                        <span className="rate__interval" data-testid={`interval-${rating}`}>
                          {interval}
                        </span>
                        <span className="rate__label">{RATING_LABELS[rating]}</span>
                        <kbd>{i + 1}</kbd>
                      </button>
                    );
                  })}
                </div>
              )}
              <div className="review__secondary">
                <button type="button" className="button" onClick={() => setEditing(true)}>
                  Edit <kbd>E</kbd>
                </button>
                <button type="button" className="button" onClick={() => void undo()} disabled={!lastRated(queue)}>
                  Undo <kbd>U</kbd>
                </button>
                <button type="button" className="button" onClick={() => void setAside('bury')}>
                  Bury <kbd>-</kbd>
                </button>
                <button type="button" className="button" onClick={() => void setAside('suspend')}>
                  Suspend <kbd>!</kbd>
                </button>
                {hasSource(card) && (
                  <button type="button" className="button" onClick={() => void openSource()}>
                    Open source <kbd>O</kbd>
                  </button>
                )}
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}

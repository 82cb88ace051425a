import { dueLabel, type Deck } from '../../stores/flashcards';
import { plural } from '../../format';

/**
 * One tile per topic that has cards: how many are due now, a button to review just those, and its
 * name opening the topic's page (its cards, tasks, plans and options).
 */
export function DeckList(props: { decks: Deck[]; onReview: (deck: Deck) => void; onOpen: (deck: Deck) => void }) {
  const decks = props.decks.filter((d) => d.card_count > 0);
  if (decks.length === 0) return null;
  return (
    <section className="decks" aria-labelledby="decks-h">
      <h2 id="decks-h">Topics</h2>
      <ul className="decks__list">
        {decks.map((d) => (
          <li key={d.topic_id} className={d.due > 0 ? 'deck deck--due' : 'deck'} data-testid={`deck-${d.name}`}>
            <button
              type="button"
              className="deck__name link-button"
              aria-label={`Open topic ${d.name}`}
              onClick={() => props.onOpen(d)}
            >
              {d.name}
            </button>
            <span className="deck__numbers">
              <span className="deck__due">
                <strong>{dueLabel(d.due, d.capped)}</strong> due
              </span>
              <span className="muted">of {plural(d.card_count, 'card')}</span>
            </span>
            {d.due > 0 ? (
              <button
                type="button"
                className="button deck__review"
                aria-label={`Review ${d.name}, ${d.due} due`}
                onClick={() => props.onReview(d)}
              >
                Review
              </button>
            ) : (
              <span className="deck__caught-up">All caught up</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { DueCounts, FlashcardState } from '../../../src-shared/flashcards';

const KINDS = [
  { key: 'new', label: 'new' },
  { key: 'learning', label: 'learning' },
  { key: 'review', label: 'to review' },
] as const;

/**
 * Anki's three numbers: new (blue), learning (red), review (green), the current card's kind
 * underlined. Colour is never the only cue: each number has its word for screen readers and a
 * tooltip, and the current kind is also marked with aria-current.
 */
export function QueueCounts(props: { counts: DueCounts; current: FlashcardState }) {
  const currentKind = props.current === 'relearning' ? 'learning' : props.current;
  return (
    <p className="queue-counts" data-testid="queue-counts" aria-label="Cards left in this review">
      {KINDS.map((k) => (
        <span
          key={k.key}
          className={`queue-counts__n queue-counts__n--${k.key}`}
          title={`${props.counts[k.key]} ${k.label}`}
          data-testid={`count-left-${k.key}`}
          {...(currentKind === k.key ? { 'aria-current': 'true' as const } : {})}
        >
          {props.counts[k.key]}
          <span className="visually-hidden"> {k.label}</span>
        </span>
      ))}
    </p>
  );
}

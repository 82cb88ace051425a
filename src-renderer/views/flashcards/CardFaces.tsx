import { useEffect, useRef, useState } from 'react';
import { FLASHCARD_LIMITS, type DueFlashcard } from '../../../src-shared/flashcards';
import { hasMod, modKey } from '../../keyboard';

/**
 * The card under review: its front, and its back once revealed — or both as text fields while
 * editing in place (Ctrl/Cmd+Enter saves, Esc cancels). Line breaks are kept as typed.
 */
export function CardFaces(props: {
  card: DueFlashcard;
  revealed: boolean;
  editing: boolean;
  onSave: (front: string, back: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { card, revealed, editing } = props;
  if (editing) return <EditFaces key={card.card_id} {...props} />;
  return (
    <article className="flashcard" aria-label={`Card: ${card.front}`}>
      <div className="flashcard__meta">
        <span className="chip">{card.topic ?? 'No topic'}</span>
        <span className="muted">{card.state === 'new' ? 'New card' : card.state}</span>
      </div>
      <div className="flashcard__face flashcard__front" data-testid="card-front">
        {card.front}
      </div>
      {/* Always present so a screen reader announces the back when it appears. */}
      <div aria-live="polite">
        {revealed && (
          <>
            <hr className="flashcard__rule" />
            <div className="flashcard__face flashcard__back" data-testid="card-back">
              {card.back}
            </div>
          </>
        )}
      </div>
    </article>
  );
}

function EditFaces(props: {
  card: DueFlashcard;
  onSave: (front: string, back: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [front, setFront] = useState(props.card.front);
  const [back, setBack] = useState(props.card.back);
  const [saving, setSaving] = useState(false);
  const first = useRef<HTMLTextAreaElement>(null);
  useEffect(() => first.current?.focus(), []);

  const save = async () => {
    if (saving || !front.trim() || !back.trim()) return;
    setSaving(true);
    const done = await props.onSave(front.trim(), back.trim());
    if (!done) setSaving(false);
  };

  return (
    <form
      className="flashcard flashcard--editing"
      aria-label="Edit this card"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          props.onCancel();
        } else if (e.key === 'Enter' && hasMod(e.nativeEvent)) {
          e.preventDefault();
          void save();
        }
      }}
    >
      <label className="field">
        <span>Front</span>
        <textarea
          ref={first}
          rows={3}
          value={front}
          maxLength={FLASHCARD_LIMITS.front}
          required
          onChange={(e) => setFront(e.target.value)}
        />
      </label>
      <label className="field">
        <span>Back</span>
        <textarea
          rows={5}
          value={back}
          maxLength={FLASHCARD_LIMITS.back}
          required
          onChange={(e) => setBack(e.target.value)}
        />
      </label>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={props.onCancel}>
          Cancel <kbd>Esc</kbd>
        </button>
        <button type="submit" className="button button--primary" disabled={saving || !front.trim() || !back.trim()}>
          Save <kbd>{modKey}Enter</kbd>
        </button>
      </div>
    </form>
  );
}

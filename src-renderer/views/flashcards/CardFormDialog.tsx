import { useEffect, useId, useRef, useState } from 'react';
import { FLASHCARD_LIMITS, type BrowsedFlashcard } from '../../../src-shared/flashcards';
import type { TopicSummary } from '../../../src-shared/quizzes';
import type { ToolError } from '../../../src-shared/result';
import { callTool } from '../../api/tools';
import { hasMod, modKey } from '../../keyboard';
import { toast } from '../../stores/toasts';
import { trapTab } from '../../focusTrap';
import { ErrorNotice } from '../../components/ErrorNotice';
import { TOOL } from '../../../src-shared/tools/names';

/** Field messages from a validation_error, keyed by field name ("front", "topic_name"). */
function fieldErrors(error: ToolError | null): Record<string, string> {
  if (error?.code !== 'validation_error') return {};
  return Object.fromEntries(error.details.fields.map((f) => [f.field.split('.')[0] || '(input)', f.message]));
}

/**
 * New card (stays open for the next one, like Anki's Add window) or edit card. Ctrl/Cmd+Enter
 * saves, Esc closes; main validates and its messages appear beside the fields they name.
 */
export function CardFormDialog(props: {
  mode: { kind: 'new'; topicName: string } | { kind: 'edit'; card: BrowsedFlashcard };
  topics: TopicSummary[];
  onClose: () => void;
}) {
  const editing = props.mode.kind === 'edit' ? props.mode.card : null;
  const [front, setFront] = useState(editing?.front ?? '');
  const [back, setBack] = useState(editing?.back ?? '');
  const [topicName, setTopicName] = useState(props.mode.kind === 'new' ? props.mode.topicName : '');
  const [topicId, setTopicId] = useState<number | null>(editing?.topic_id ?? null);
  const [error, setError] = useState<ToolError | null>(null);
  const [added, setAdded] = useState(0);
  const [saving, setSaving] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const frontField = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const errors = fieldErrors(error);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    frontField.current?.focus();
    return () => previous?.focus?.();
  }, []);

  const save = async () => {
    if (saving) return;
    const changes = editing
      ? {
          ...(front.trim() !== editing.front ? { front } : {}),
          ...(back.trim() !== editing.back ? { back } : {}),
          ...(topicId !== editing.topic_id ? { topic_id: topicId } : {}),
        }
      : {};
    // An edit that changes nothing just closes, as the user meant.
    if (editing && Object.keys(changes).length === 0) return props.onClose();
    setSaving(true);
    const r = editing
      ? await callTool(TOOL.update_flashcard, { card_id: editing.card_id, ...changes })
      : await callTool(TOOL.create_flashcard, { front, back, ...(topicName.trim() ? { topic_name: topicName } : {}) });
    setSaving(false);
    if (!r.ok) return setError(r.error);
    setError(null);
    if (editing) {
      toast('Card saved.');
      return props.onClose();
    }
    setAdded((n) => n + 1);
    setFront('');
    setBack('');
    frontField.current?.focus();
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      props.onClose();
    } else if (e.key === 'Enter' && hasMod(e.nativeEvent)) {
      e.preventDefault();
      void save();
    } else {
      trapTab(e, dialog.current);
    }
  };

  const describedBy = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: string) =>
    errors[field] ? (
      <span id={`${id}-${field}-error`} className="field__error">
        {errors[field]}
      </span>
    ) : null;

  return (
    <div className="overlay overlay--center" onMouseDown={props.onClose}>
      <div
        ref={dialog}
        className="dialog card-form"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onMouseDown={(e) => e.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`}>{editing ? 'Edit card' : 'New card'}</h2>
        <form
          className="card-form__fields"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <label className="field">
            <span>Front</span>
            <textarea
              ref={frontField}
              rows={3}
              value={front}
              maxLength={FLASHCARD_LIMITS.front}
              aria-invalid={errors.front ? true : undefined}
              aria-describedby={describedBy('front')}
              onChange={(e) => setFront(e.target.value)}
            />
            {fieldError('front')}
          </label>
          <label className="field">
            <span>Back</span>
            <textarea
              rows={5}
              value={back}
              maxLength={FLASHCARD_LIMITS.back}
              aria-invalid={errors.back ? true : undefined}
              aria-describedby={describedBy('back')}
              onChange={(e) => setBack(e.target.value)}
            />
            {fieldError('back')}
          </label>
          {editing ? (
            <label className="field">
              <span>Topic</span>
              <select
                value={topicId ?? ''}
                onChange={(e) => setTopicId(e.target.value === '' ? null : Number(e.target.value))}
              >
                <option value="">No topic</option>
                {props.topics.map((t) => (
                  <option key={t.topic_id} value={t.topic_id}>
                    {t.name}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <label className="field">
              <span>Topic (optional; a new name creates the topic)</span>
              <input
                value={topicName}
                list={`${id}-topics`}
                maxLength={100}
                aria-invalid={errors.topic_name ? true : undefined}
                aria-describedby={describedBy('topic_name')}
                onChange={(e) => setTopicName(e.target.value)}
              />
              <datalist id={`${id}-topics`}>
                {props.topics.map((t) => (
                  <option key={t.topic_id} value={t.name} />
                ))}
              </datalist>
              {fieldError('topic_name')}
            </label>
          )}
          <ErrorNotice error={error?.code === 'validation_error' ? null : error} />
          {added > 0 && (
            <p className="muted" role="status">
              Added {added} {added === 1 ? 'card' : 'cards'}. Write the next one, or press Esc when you are done.
            </p>
          )}
          <div className="dialog__actions">
            <button type="button" className="button" onClick={props.onClose}>
              {added > 0 ? 'Done' : 'Cancel'} <kbd>Esc</kbd>
            </button>
            <button type="submit" className="button button--primary" disabled={saving}>
              {editing ? 'Save' : 'Add card'} <kbd>{modKey}Enter</kbd>
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

import { forwardRef, useState } from 'react';
import { focusKeysHome } from '../../hooks/useKeysHome';

interface Props {
  busy: boolean;
  error: string | null;
  /** The last message the user sent, for ↑ to edit. */
  lastUserText: string | null;
  onSend: (text: string) => void;
  onCancel: () => void;
  /** Single keys (Y/N) that answer a confirmation while the composer is empty; choices are typed whole. */
  answerKey: (key: string) => string | null;
}

/**
 * Enter sends, Shift+Enter starts a new line, ↑ in an empty box edits the last message, Esc stops
 * a turn (or, when none runs, leaves the box for the view's keys at its title).
 */
export const Composer = forwardRef<HTMLTextAreaElement, Props>(function Composer(props, ref) {
  const [text, setText] = useState('');
  const onKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      // Esc stops a running turn; otherwise it leaves the box, and the view's keys (N, /) work again.
      if (props.busy) props.onCancel();
      else focusKeysHome();
      return;
    }
    if (text === '' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const answer = props.answerKey(e.key);
      if (answer && !props.busy) {
        e.preventDefault();
        props.onSend(answer);
        return;
      }
      if (e.key === 'ArrowUp' && props.lastUserText) {
        e.preventDefault();
        setText(props.lastUserText);
        return;
      }
    }
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (props.busy || text.trim() === '') return;
      props.onSend(text);
      setText('');
    }
  };
  return (
    <div className="composer">
      <label htmlFor="composer-input" className="visually-hidden">
        Message Quire
      </label>
      <textarea
        id="composer-input"
        ref={ref}
        className="composer__input"
        rows={Math.min(8, Math.max(1, text.split('\n').length))}
        placeholder={
          props.busy ? 'Quire is answering… (Esc to stop)' : 'Ask Quire to plan, add tasks, quiz you… (Enter to send)'
        }
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={props.error ? 'composer-error' : undefined}
        aria-invalid={props.error ? true : undefined}
      />
      {props.busy ? (
        <button type="button" className="button" onClick={props.onCancel}>
          Stop <kbd>Esc</kbd>
        </button>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={text.trim() === ''}
          onClick={() => {
            props.onSend(text);
            setText('');
          }}
        >
          Send <kbd>↵</kbd>
        </button>
      )}
      {props.error && (
        <p id="composer-error" className="composer__error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
});

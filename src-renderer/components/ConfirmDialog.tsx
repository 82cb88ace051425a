import { useEffect, useRef } from 'react';
import { trapTab } from '../focusTrap';
import { InputList } from './InputList';
import { useConfirm } from '../stores/confirm';

/**
 * The confirmation dialog for destructive actions: Enter or Y approves, Esc or N declines, focus
 * stays inside until it closes and then returns where it was.
 */
export function ConfirmDialog() {
  const request = useConfirm((s) => s.request);
  const answer = useConfirm((s) => s.answer);
  const dialog = useRef<HTMLDivElement>(null);
  const approveButton = useRef<HTMLButtonElement>(null);

  // Focus starts on the approve button so Enter approves (DESIGN §7); Tab reaches Cancel, and
  // Enter there declines. Esc and N always decline.
  useEffect(() => {
    if (!request) return;
    const previous = document.activeElement as HTMLElement | null;
    approveButton.current?.focus();
    return () => previous?.focus?.();
  }, [request]);

  if (!request) return null;
  const onKeyDown = (e: React.KeyboardEvent) => {
    const key = e.key.toLowerCase();
    if (key === 'escape' || key === 'n') {
      e.preventDefault();
      e.stopPropagation();
      answer(false);
    } else if (key === 'y' || (key === 'enter' && (e.target as HTMLElement).dataset.role !== 'decline')) {
      e.preventDefault();
      e.stopPropagation();
      answer(true);
    } else {
      trapTab(e, dialog.current);
    }
  };

  return (
    <div className="overlay overlay--center">
      <div
        ref={dialog}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-title"
        aria-describedby="confirm-summary"
        onKeyDown={onKeyDown}
      >
        <h2 id="confirm-title">Are you sure?</h2>
        <p id="confirm-summary" className="dialog__summary">
          {request.summary}
        </p>
        <InputList
          input={request.input}
          className="dialog__inputs"
          label="What will run"
          lead={['tool', request.tool]}
        />
        <div className="dialog__actions">
          <button type="button" className="button" data-role="decline" onClick={() => answer(false)}>
            Cancel <kbd>N</kbd>
          </button>
          <button ref={approveButton} type="button" className="button button--danger" onClick={() => answer(true)}>
            Yes, do it <kbd>Y</kbd> <kbd>↵</kbd>
          </button>
        </div>
      </div>
    </div>
  );
}

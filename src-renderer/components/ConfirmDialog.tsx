import { useEffect, useRef } from 'react';
import { useConfirm } from '../stores/confirm';

/** Inputs as "name: value" lines, for the user to see exactly what will run. */
function describeInput(input: unknown): [string, string][] {
  if (typeof input !== 'object' || input === null) return [['input', JSON.stringify(input)]];
  return Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
}

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
    } else if (key === 'tab') {
      // Trap focus between the two buttons.
      const buttons = dialog.current?.querySelectorAll('button');
      if (!buttons || buttons.length === 0) return;
      const first = buttons[0]!;
      const last = buttons[buttons.length - 1]!;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
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
        <dl className="dialog__inputs" aria-label="What will run">
          <dt>tool</dt>
          <dd>
            <code>{request.tool}</code>
          </dd>
          {describeInput(request.input).map(([k, v]) => (
            <div key={k} className="dialog__input">
              <dt>{k}</dt>
              <dd>
                <code>{v}</code>
              </dd>
            </div>
          ))}
        </dl>
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

import { useRef } from 'react';
import { focusKeysHome } from '../hooks/useKeysHome';
import { isTypingTarget } from '../keyboard';
import { useToasts } from '../stores/toasts';

/**
 * Live region for short messages; an action button (Undo) is focusable like any other. Esc on a
 * toast dismisses it, and leaving a toast (Esc, its action, ×) gives focus back — to the field the
 * student Tabbed in from, else the view's keys home (its selected row) — not to the page's body.
 */
export function Toasts() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  const region = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);

  const leave = (id: number) => {
    dismiss(id);
    // Focus elsewhere (a toast clicked without taking focus) stays where it is.
    if (!region.current?.contains(document.activeElement)) return;
    const back = cameFrom.current;
    cameFrom.current = null;
    // A field keeps the student's typing; from anywhere else (a row, then Tab past the view's
    // buttons), the view's keys home: the selected row.
    if (back?.isConnected && isTypingTarget(back)) back.focus();
    else focusKeysHome();
  };

  return (
    <div
      ref={region}
      className="toasts"
      role="status"
      aria-live="polite"
      onFocus={(e) => {
        // Focus coming from outside the toasts: that is where leaving one returns.
        const from = e.relatedTarget;
        if (from instanceof HTMLElement && !e.currentTarget.contains(from)) cameFrom.current = from;
      }}
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          data-toast-id={t.id}
          className={`toast toast--${t.tone}`}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            // The toast's own: the view's Esc (back to the plans, close the review) stays put.
            e.preventDefault();
            e.stopPropagation();
            leave(t.id);
          }}
        >
          <span>{t.message}</span>
          {t.action && (
            <button
              type="button"
              className="toast__action"
              onClick={() => {
                leave(t.id);
                void t.action!.run();
              }}
            >
              {t.action.label}
            </button>
          )}
          <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => leave(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

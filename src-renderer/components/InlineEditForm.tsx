import type { ReactNode } from 'react';

/**
 * The shell of an inline editor (a task, a plan step): Enter saves from every field, Esc
 * cancels, and the Save and Cancel buttons show those keys.
 */
export function InlineEditForm(p: {
  className: string;
  label: string;
  invalid: boolean;
  onSave: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={p.className}
      aria-label={p.label}
      onSubmit={(e) => {
        e.preventDefault();
        if (!p.invalid) p.onSave();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          p.onCancel();
        } else if (
          e.key === 'Enter' &&
          !(e.target instanceof HTMLButtonElement) &&
          (!(e.target instanceof HTMLTextAreaElement) || e.ctrlKey || e.metaKey)
        ) {
          // Enter saves from every field, date and select pickers included; in notes it starts a
          // new line, and Ctrl+Enter saves.
          e.preventDefault();
          e.stopPropagation();
          e.currentTarget.requestSubmit();
        }
      }}
    >
      {p.children}
      {/* One row, side by side: in the editor's column they were stacked a line each. */}
      <div className="inline-edit__actions">
        <button type="submit" className="button button--primary button--sm" disabled={p.invalid}>
          Save <kbd>Enter</kbd>
        </button>
        <button type="button" className="button button--sm" onClick={p.onCancel}>
          Cancel <kbd>Esc</kbd>
        </button>
      </div>
    </form>
  );
}

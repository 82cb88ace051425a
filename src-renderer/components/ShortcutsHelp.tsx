import { useEffect, useRef } from 'react';
import { isTypingTarget, modKey } from '../keyboard';
import { useConfirm } from '../stores/confirm';
import { useNavigation } from '../stores/navigation';
import { useShortcuts } from '../stores/shortcuts';

const GLOBAL = [
  { label: `${modKey}1…9`, description: 'Switch view' },
  { label: `${modKey}K`, description: 'Command palette' },
  { label: `${modKey}Z`, description: 'Undo the last change made in this window' },
  { label: '?', description: 'Show these shortcuts' },
];

function ShortcutTable({ rows }: { rows: { label: string; description: string }[] }) {
  return (
    <table className="kv">
      <tbody>
        {rows.map((s) => (
          <tr key={s.label + s.description}>
            <th scope="row">
              <kbd>{s.label}</kbd>
            </th>
            <td>{s.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `?` lists the current view's shortcuts and the global ones. */
export function ShortcutsHelp() {
  const open = useShortcuts((s) => s.helpOpen);
  const viewShortcuts = useShortcuts((s) => s.view);
  const section = useShortcuts((s) => s.section);
  const setOpen = useShortcuts((s) => s.setHelpOpen);
  const view = useNavigation((s) => s.view);
  const close = useRef<HTMLButtonElement>(null);
  // Close takes focus without scrolling to it: a list longer than the window opens at its title
  // and first keys, not at its end (the dialog scrolls with the arrow keys from Close).
  useEffect(() => {
    if (open) close.current?.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (
        e.key === '?' &&
        !isTypingTarget(e.target) &&
        !useConfirm.getState().request &&
        !useNavigation.getState().paletteOpen
      ) {
        e.preventDefault();
        setOpen(!useShortcuts.getState().helpOpen);
      } else if (e.key === 'Escape' && useShortcuts.getState().helpOpen) {
        e.preventDefault();
        setOpen(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setOpen]);

  if (!open) return null;
  return (
    <div className="overlay overlay--center" onMouseDown={() => setOpen(false)}>
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="help-title"
        onMouseDown={(e) => e.stopPropagation()}
      >
        <h2 id="help-title">Keyboard shortcuts</h2>
        <h3 className="help__section">This view ({view})</h3>
        {viewShortcuts.length === 0 ? (
          <p className="muted">This view has no single-key shortcuts.</p>
        ) : (
          <ShortcutTable rows={viewShortcuts} />
        )}
        {section && (
          <>
            <h3 className="help__section">{section.title}</h3>
            <ShortcutTable rows={section.rows} />
          </>
        )}
        <h3 className="help__section">Everywhere</h3>
        <ShortcutTable rows={GLOBAL} />
        <div className="dialog__actions">
          <button ref={close} type="button" className="button" onClick={() => setOpen(false)}>
            Close <kbd>Esc</kbd>
          </button>
        </div>
      </div>
    </div>
  );
}

import { useLayoutEffect, useRef } from 'react';
import { isTypingTarget } from '../keyboard';
import { useConfirm } from '../stores/confirm';
import { useNavigation } from '../stores/navigation';
import { useShortcuts, type HelpSection, type ViewShortcut } from '../stores/shortcuts';

/** A focused control that Enter/Space should activate; a list row's own control (data-row-control) lets the view act instead. */
function isActivatable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const control = target.closest('button, a[href], summary, [role="button"], [role="option"], [role="menuitem"]');
  return control !== null && !control.hasAttribute('data-row-control');
}

/**
 * Binds a view's single-key shortcuts and publishes them for the `?` overlay. Keys do nothing
 * while typing in a field, while a dialog or the palette is open, or with a modifier held.
 */
export function useViewShortcuts(shortcuts: ViewShortcut[]): void {
  const latest = useRef(shortcuts);
  // Layout effects, not effects: bound before the browser paints what they belong to, so a key
  // pressed the moment a card appears is never lost (seen: Space right after a card was drawn did
  // nothing on a busy machine, because the binding waited for the paint).
  useLayoutEffect(() => {
    latest.current = shortcuts;
  });
  const signature = shortcuts.map((s) => `${s.key}:${s.label}:${s.description}`).join('|');

  useLayoutEffect(() => {
    useShortcuts.getState().setView(latest.current);
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return;
      // Enter and Space belong to the focused button or link (activate it), not to the view.
      if ((e.key === 'Enter' || e.key === ' ') && isActivatable(e.target)) return;
      if (useConfirm.getState().request || useNavigation.getState().paletteOpen || useShortcuts.getState().helpOpen)
        return;
      // An exact key first, so Shift+J ("J") can mean something other than j.
      const match =
        latest.current.find((s) => s.key === e.key) ??
        latest.current.find((s) => s.key.toLowerCase() === e.key.toLowerCase());
      if (!match) return;
      e.preventDefault();
      match.run();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      useShortcuts.getState().setView([]);
    };
  }, [signature]);
}

/** Lists the keys a part of the view handles itself (see HelpSection) in `?` while it is shown. */
export function useHelpSection(section: HelpSection): void {
  const signature = JSON.stringify(section);
  useLayoutEffect(() => {
    useShortcuts.getState().setSection(JSON.parse(signature) as HelpSection);
    return () => useShortcuts.getState().setSection(null);
  }, [signature]);
}

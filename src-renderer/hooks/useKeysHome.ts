import { useEffect, useLayoutEffect, useRef } from 'react';
import { holdKeys } from '../heldKeys';
import { isTypingTarget } from '../keyboard';

/**
 * A view's keys home: where focus goes when the student arrives on the view and when Esc leaves a
 * field — its selected row, or its title when it has no list. From there a screen reader says
 * where you are, Tab goes on through the view, and the single-key shortcuts work (focus in a field
 * would take them as typing). Chat's home is its title too, but on arrival its message box takes
 * focus (its main input, ChatView).
 */
type Home = () => boolean;
let home: Home | null = null;

/** Focuses the showing view's home: the view's own choice, else its title (made focusable here). */
export function focusKeysHome(): void {
  if (home?.()) return;
  const title = document.querySelector<HTMLElement>('main h1');
  if (!title) return;
  // Focusable by script only (not a Tab stop): Tab goes on from it into the view.
  if (!title.hasAttribute('tabindex')) title.tabIndex = -1;
  title.focus({ preventScroll: true });
}

/** Nothing of the student's holds focus: the page's body, or the sidebar's button that chose the view. */
function focusIsFree(): boolean {
  const el = document.activeElement;
  return !el || el === document.body || el.closest('nav.sidebar') !== null;
}

// Keys held for a view's first rows are let go after this long even if the rows never come (a
// main process that stopped answering): the app's own keys (Ctrl+K, Ctrl+1) must never be lost.
const MAX_HOLD_MS = 4000;

/**
 * Registers the view's home (`focus` returns false when it has nothing to focus, e.g. an empty
 * list, and the title is used) and, once `ready` (its rows drawn), focuses it on arrival unless
 * something already took focus: a command that opened the quick add, keys replayed into a search,
 * a dialog. Keys pressed before then wait for the rows (heldKeys): Enter or j pressed the moment
 * the view appears acts on its first row, not on a list that had not arrived.
 *
 * @example
 *   useKeysHome(loaded, () => (tasks.length ? (focusList(), true) : false));
 */
export function useKeysHome(ready: boolean, focus: Home | null = null): void {
  const latest = useRef(focus);
  useLayoutEffect(() => {
    latest.current = focus;
  });
  useLayoutEffect(() => {
    const mine: Home = () => latest.current?.() ?? false;
    home = mine;
    return () => {
      if (home === mine) home = null;
    };
  }, []);
  const arrived = useRef(false);
  const release = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    if (ready) return;
    const letGo = holdKeys();
    release.current = letGo;
    const timer = setTimeout(letGo, MAX_HOLD_MS);
    return () => (clearTimeout(timer), letGo());
    // Only on arrival: a view that is ready later lets go below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!ready || arrived.current) return;
    arrived.current = true;
    if (focusIsFree()) focusKeysHome();
    release.current?.();
  }, [ready]);
}

/**
 * Esc in a field that did not handle it itself (a filter, a search with nothing in it, a setting):
 * back to the view's keys. Fields in a dialog are the dialog's.
 */
export function leaveFieldOnEscape(e: KeyboardEvent): void {
  if (e.key !== 'Escape' || e.defaultPrevented || !isTypingTarget(e.target)) return;
  const field = e.target as HTMLElement;
  // Still focused: a handler that closed its form and moved focus has done the field's Esc.
  if (document.activeElement !== field || field.closest('[role="dialog"], [role="alertdialog"]')) return;
  e.preventDefault();
  focusKeysHome();
}

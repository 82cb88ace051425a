/**
 * Keeps Tab inside a modal: from the last focusable control Tab wraps to the first, and
 * Shift+Tab from the first wraps to the last. Call from the dialog's keydown handler.
 */
export function trapTab(
  e: { key: string; shiftKey: boolean; preventDefault(): void },
  container: HTMLElement | null,
): void {
  if (e.key !== 'Tab' || !container) return;
  const focusable = container.querySelectorAll<HTMLElement>('textarea, input, select, a[href], button:not(:disabled)');
  if (focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * Where focus was when an overlay opened; calling the result gives it back (if that element is
 * still in the page). Taken when the overlay is asked to open, before its own control takes focus:
 * an effect after the render read the overlay's field instead, and focus fell to the page's body.
 */
export function rememberFocus(): () => void {
  const el = document.activeElement;
  return () => {
    if (el instanceof HTMLElement && el !== document.body && el.isConnected) el.focus({ preventScroll: true });
  };
}

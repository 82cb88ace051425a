/**
 * J/K through a view's list rows: moves focus to the next or previous element marked
 * `data-nav-item` inside `root`, starting from the focused one (or the first).
 */
export function moveFocus(root: HTMLElement | null, step: 1 | -1): void {
  if (!root) return;
  const items = [...root.querySelectorAll<HTMLElement>('[data-nav-item]')];
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = at < 0 ? (step === 1 ? 0 : items.length - 1) : Math.min(items.length - 1, Math.max(0, at + step));
  items[next]!.focus();
}

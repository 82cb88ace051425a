/**
 * For a view shortcut on Enter or Space. The shortcut hook takes the key before the browser
 * does, so any focused button (the sidebar, a toast's Undo, a form's Save) would stop answering
 * it. Here such a button is clicked, as the key would have done; only a list row's own control
 * (marked `data-row-control`) or no control at all runs the view's action.
 *
 * @example
 *   { key: ' ', label: 'Space', description: 'Next status', run: unlessOtherControl(cycleStatus) }
 */
export function unlessOtherControl(run: () => void): () => void {
  return () => {
    const el = document.activeElement;
    if ((el instanceof HTMLButtonElement || el instanceof HTMLAnchorElement) && el.dataset.rowControl === undefined) {
      el.click();
      return;
    }
    run();
  };
}

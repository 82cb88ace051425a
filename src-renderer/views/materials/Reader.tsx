import { formatCount } from '../../format';
import { useEffect, useRef, useState } from 'react';
import { MAX_SELECTION_CHARS } from '../../../src-shared/chatRequest';
import { useViewShortcuts } from '../../hooks/useViewShortcuts';
import { useChat } from '../../stores/chat';
import { useMaterials } from '../../stores/materials';
import { useNavigation } from '../../stores/navigation';
import type { ViewShortcut } from '../../stores/shortcuts';
import { toastError } from '../../stores/toasts';
import { Highlighted, highlightTerms } from './Highlighted';
import { moveFocus } from './navKeys';
import { sectionLabel } from './sectionLabel';
import { reflowParagraphs } from './reflow';

/** The text selected inside `root`, or '' when the selection is elsewhere. */
function selectionIn(root: HTMLElement | null): string {
  const sel = window.getSelection();
  if (!root || !sel || sel.rangeCount === 0 || sel.isCollapsed) return '';
  return root.contains(sel.getRangeAt(0).commonAncestorContainer) ? sel.toString().trim() : '';
}

/**
 * One material's text, opened at a section or a cited passage (marked and scrolled to). Text
 * selected here — with the mouse, or S for the focused passage — becomes a question in chat
 * that is answered only from that selection (A).
 */
export function Reader() {
  const reader = useMaterials((s) => s.reader)!;
  const closeReader = useMaterials((s) => s.closeReader);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState('');
  const { text, focusChunkId, highlight } = reader;
  const terms = highlightTerms(highlight);

  useEffect(() => {
    const target = focusChunkId
      ? bodyRef.current?.querySelector<HTMLElement>(`[data-chunk-id="${focusChunkId}"]`)
      : bodyRef.current?.querySelector<HTMLElement>('[data-nav-item]');
    if (target) centreInScroller(target);
    target?.focus({ preventScroll: true });
  }, [focusChunkId, text.material_id]);

  useEffect(() => {
    const onChange = () => setSelected(selectionIn(bodyRef.current));
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, []);

  const selectFocusedPassage = () => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || !el.dataset.chunkId) return;
    window.getSelection()?.selectAllChildren(el);
    setSelected(selectionIn(bodyRef.current));
  };
  const ask = () => {
    const chosen = selectionIn(bodyRef.current);
    if (!chosen) return toastError('Select some text first (S selects the passage you are on).');
    if (chosen.length > MAX_SELECTION_CHARS)
      return toastError(
        `That selection is ${formatCount(chosen.length)} characters; the limit is ${formatCount(MAX_SELECTION_CHARS)}.`,
      );
    useChat.getState().setSelection({ text: chosen, title: text.title });
    useNavigation.getState().go('chat');
  };

  const shortcuts: ViewShortcut[] = [
    { key: 'Escape', label: 'Esc', description: 'Back to the materials', run: closeReader },
    { key: 'j', label: 'J', description: 'Next passage', run: () => moveFocus(bodyRef.current, 1) },
    { key: 'k', label: 'K', description: 'Previous passage', run: () => moveFocus(bodyRef.current, -1) },
    { key: 's', label: 'S', description: 'Select the passage you are on', run: selectFocusedPassage },
    { key: 'a', label: 'A', description: 'Ask about the selected text in chat', run: ask },
  ];
  useViewShortcuts(shortcuts);

  return (
    <section className="view reader" aria-labelledby="view-title">
      <header className="view__header">
        <div>
          <button type="button" className="button button--quiet" onClick={closeReader}>
            ← Materials <kbd>Esc</kbd>
          </button>
          <h1 id="view-title">{text.title}</h1>
          <p className="muted">
            {text.source}
            {text.stale && (
              <span className="badge badge--warn" title="The file changed on disk since it was indexed">
                {' '}
                changed — rescan to update
              </span>
            )}
          </p>
        </div>
        <div className="materials__actions">
          <button type="button" className="button" onClick={selectFocusedPassage}>
            Select passage <kbd>S</kbd>
          </button>
          <button type="button" className="button button--primary" disabled={!selected} onClick={ask}>
            Ask about selection <kbd>A</kbd>
          </button>
        </div>
      </header>
      <div className="reader__body" ref={bodyRef}>
        {text.chunks.map((c, i) => {
          const heading = c.section !== text.chunks[i - 1]?.section ? c.section : null;
          const focused = c.chunk_id === focusChunkId;
          return (
            <div key={c.chunk_id}>
              {heading && <h2 className="reader__section">{sectionLabel(text.title, heading)}</h2>}
              <p
                className={`reader__passage${focused ? ' reader__passage--cited' : ''}`}
                data-chunk-id={c.chunk_id}
                data-nav-item
                tabIndex={-1}
              >
                {focused && <span className="visually-hidden">Cited passage: </span>}
                {focused ? <Highlighted text={reflowParagraphs(c.text)} terms={terms} /> : reflowParagraphs(c.text)}
              </p>
            </div>
          );
        })}
      </div>
    </section>
  );
}

/**
 * Scrolls only the view's own scroller (.main) to put `target` in its middle. scrollIntoView would
 * scroll every ancestor that can move, the app's grid included, and push the sidebar off screen.
 */
function centreInScroller(target: HTMLElement) {
  const scroller = target.closest<HTMLElement>('.main');
  if (!scroller) return;
  const box = scroller.getBoundingClientRect();
  const at = target.getBoundingClientRect();
  scroller.scrollTop += at.top - box.top - (box.height - at.height) / 2;
}

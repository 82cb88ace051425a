import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { isTypingTarget } from './keyboard';

/**
 * Keys pressed while a view's code is still loading (a view asked for in the first moments after
 * the window opens, before it was fetched in the background), or while a view first waits for its
 * rows (useKeysHome), wait for the view, then reach it in the order they were pressed: Ctrl+4 then
 * "/" and a word searches Tasks even when Tasks' code came after the keys, and Ctrl+3, Enter, e
 * edits the first plan's step even when the plans arrived after the keys. Each goes to whatever
 * has focus then, as a keydown the view's shortcuts and handlers see; a character (or Backspace)
 * aimed at a text field is typed into it; Tab moves focus, Ctrl+A selects a field's text and Enter
 * in a one-line field submits its form, as the browser would. Other default actions (Enter's
 * newline in a textarea) are not replayed.
 */
let holders = 0;
const held: KeyboardEvent[] = [];
const replayed = new WeakSet<Event>();

function hold(e: KeyboardEvent) {
  if (replayed.has(e)) return;
  held.push(e);
  e.preventDefault();
  e.stopImmediatePropagation();
}

function isTextField(el: Element | null): el is HTMLInputElement | HTMLTextAreaElement {
  return (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && isTypingTarget(el);
}

// Fields whose every character a replayed Ctrl+A selected: number fields keep no selection to read.
const selectedAll = new WeakSet<HTMLInputElement | HTMLTextAreaElement>();
const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

function type(field: HTMLInputElement | HTMLTextAreaElement, key: string) {
  const all = selectedAll.has(field);
  selectedAll.delete(field);
  if (field.selectionStart === null && field instanceof HTMLInputElement) {
    // A number field (no selection API): the key replaces what Ctrl+A selected, or goes at the end.
    const before = all ? '' : field.value;
    setValue.call(field, key === 'Backspace' ? before.slice(0, -1) : before + key);
  } else {
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? start;
    if (key === 'Backspace') {
      if (start === end && start === 0) return;
      field.setRangeText('', start === end ? start - 1 : start, end, 'end');
    } else field.setRangeText(key, start, end, 'end');
  }
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const TABBABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** Tab's own move, which a replayed keydown does not make: the next control in the page's order (or a dialog's). */
function tab(from: Element, back: boolean) {
  const scope = document.querySelector('[aria-modal="true"]') ?? document.body;
  const stops = [...scope.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.matches(':disabled') && el.getClientRects().length > 0,
  );
  if (stops.length === 0) return;
  const here = stops.indexOf(from as HTMLElement);
  const next =
    here === -1
      ? // From outside the stops (the page's body, a title): the first one after it in the page.
        (stops.find((el) => from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) ?? stops[0])
      : stops[(here + (back ? -1 : 1) + stops.length) % stops.length];
  next?.focus();
}

function press(k: KeyboardEvent) {
  const target = document.activeElement ?? document.body;
  const again = new KeyboardEvent('keydown', {
    key: k.key,
    code: k.code,
    location: k.location,
    ctrlKey: k.ctrlKey,
    shiftKey: k.shiftKey,
    altKey: k.altKey,
    metaKey: k.metaKey,
    repeat: k.repeat,
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  replayed.add(again);
  const typed = (k.key.length === 1 || k.key === 'Backspace') && !k.ctrlKey && !k.metaKey && !k.altKey;
  // Synchronously, with React's renders and effects: the next key finds what this one did drawn
  // and bound (Enter opens a plan's steps, then e edits the step; g opens a form, then typing fills it).
  const unhandled = flushSync(() => target.dispatchEvent(again));
  if (!unhandled) return;
  const plain = !k.ctrlKey && !k.metaKey && !k.altKey;
  if (typed && isTextField(target)) flushSync(() => type(target, k.key));
  else if (k.key === 'Tab' && plain) flushSync(() => tab(target, k.shiftKey));
  // The browser's own moves in a field: Ctrl/Cmd+A selects its text, Enter in a one-line field
  // submits its form (g, a goal, Tab, Ctrl+A, 5, Enter generates the plan).
  else if (k.key.toLowerCase() === 'a' && (k.ctrlKey || k.metaKey) && isTextField(target)) {
    target.select();
    selectedAll.add(target);
  } else if (k.key === 'Enter' && plain && target instanceof HTMLInputElement && target.form)
    flushSync(() => target.form!.requestSubmit());
}

/** After the next paint: what changed (a view drawn, its rows arrived) is drawn, bound and focused. */
function afterPaint(then: () => void) {
  requestAnimationFrame(() => setTimeout(then));
}

function replay() {
  if (holders > 0) return; // another view began loading meanwhile: its arrival replays them all
  while (held.length > 0) {
    press(held.shift()!);
    // A replayed key that started a view loading (Ctrl+4 before Tasks' code): its arrival goes on.
    if (holders > 0) return;
  }
  window.removeEventListener('keydown', hold, true);
}

/** Starts holding keys; the returned function (call it once) lets them go when no one else holds them. */
export function holdKeys(): () => void {
  if (holders++ === 0) window.addEventListener('keydown', hold, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    // After the view's next paint and its effects, so its shortcuts and focus are in place.
    afterPaint(replay);
  };
}

/** A loading view's placeholder: draws nothing and holds the keys pressed until the view is there. */
export function HoldKeys() {
  useLayoutEffect(() => holdKeys(), []);
  return null;
}

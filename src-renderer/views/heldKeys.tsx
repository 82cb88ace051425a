import { useLayoutEffect } from 'react';
import { isTypingTarget } from '../keyboard';

/**
 * Keys pressed while a view's code is still loading (a view asked for in the first moments after
 * the window opens, before it was fetched in the background) wait for the view, then reach it in
 * the order they were pressed: Ctrl+4 then "/" and a word searches Tasks even when Tasks' code came
 * after the keys. Each goes to whatever has focus then, as a keydown the view's shortcuts and
 * handlers see; a character (or Backspace) aimed at a text field is typed into it. A browser's own
 * default action for other keys (Tab moving focus, Enter submitting a form) is not replayed.
 */
let holders = 0;
let held: KeyboardEvent[] = [];

function hold(e: KeyboardEvent) {
  held.push(e);
  e.preventDefault();
  e.stopImmediatePropagation();
}

function isTextField(el: Element | null): el is HTMLInputElement | HTMLTextAreaElement {
  return (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && isTypingTarget(el);
}

function type(field: HTMLInputElement | HTMLTextAreaElement, key: string) {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  if (key === 'Backspace') {
    if (start === end && start === 0) return;
    field.setRangeText('', start === end ? start - 1 : start, end, 'end');
  } else field.setRangeText(key, start, end, 'end');
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replay() {
  if (holders > 0) return; // another view began loading meanwhile: its arrival replays them all
  window.removeEventListener('keydown', hold, true);
  const keys = held;
  held = [];
  for (const k of keys) {
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
    const typed = (k.key.length === 1 || k.key === 'Backspace') && !k.ctrlKey && !k.metaKey && !k.altKey;
    if (target.dispatchEvent(again) && typed && isTextField(target)) type(target, k.key);
  }
}

/** A loading view's placeholder: draws nothing and holds the keys pressed until the view is there. */
export function HoldKeys() {
  useLayoutEffect(() => {
    if (holders++ === 0) window.addEventListener('keydown', hold, true);
    return () => {
      holders -= 1;
      // After the view's first paint and its effects, so its shortcuts and focus are in place.
      requestAnimationFrame(() => setTimeout(replay));
    };
  }, []);
  return null;
}

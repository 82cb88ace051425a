import { create } from 'zustand';
import { useEffect, useRef } from 'react';
import type { ViewId } from '../views/registry';
import { useNavigation } from './navigation';

/** Something the palette asks a view to do once it is showing ("focus quick add"). */
export type ViewIntent =
  | { kind: 'task:new' }
  | { kind: 'task:search' }
  | { kind: 'task:filter'; filter: 'pending' | 'completed' | 'all' }
  /** Show exactly this task: selected, scrolled into view and focused (Enter on Today). */
  | { kind: 'task:open'; taskId: number; completed: boolean }
  | { kind: 'plan:new' }
  | { kind: 'plan:generate' }
  | { kind: 'plan:open'; planId: number }
  | { kind: 'materials:search' }
  /** Settings scrolled to one section (its heading's id), its first field focused. */
  | { kind: 'settings:section'; section: string }
  | { kind: 'materials:import'; from: 'files' | 'folder' };

interface IntentState {
  intent: ViewIntent | null;
  /** Switches to `view` and leaves `intent` for it to take. */
  request: (view: ViewId, intent: ViewIntent) => void;
  /** Takes the pending intent if it is one of `kinds`; null otherwise. */
  take: <K extends ViewIntent['kind']>(kinds: readonly K[]) => Extract<ViewIntent, { kind: K }> | null;
}

/**
 * Hand-off from the command palette (or another view) to a view that may not be mounted yet:
 * the view takes the intent when it mounts, or at once if it is already showing.
 */
export const useViewIntents = create<IntentState>((set, get) => ({
  intent: null,
  request: (view, intent) => {
    set({ intent });
    useNavigation.getState().go(view);
  },
  take: (kinds) => {
    const { intent } = get();
    if (!intent || !(kinds as readonly string[]).includes(intent.kind)) return null;
    set({ intent: null });
    return intent as never;
  },
}));

/**
 * Runs `handle` with each intent of `kinds` meant for the calling view: one left before it
 * mounted, and any that arrives while it shows.
 */
export function useViewIntent<K extends ViewIntent['kind']>(
  kinds: readonly K[],
  handle: (intent: Extract<ViewIntent, { kind: K }>) => void,
): void {
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  const key = kinds.join(',');
  useEffect(() => {
    const wanted = key.split(',') as K[];
    const check = () => {
      const intent = useViewIntents.getState().take(wanted);
      if (intent) latest.current(intent);
    };
    check();
    return useViewIntents.subscribe(check);
  }, [key]);
}

import { useEffect, useState, type ComponentType, type JSX } from 'react';
import { HoldKeys } from '../heldKeys';
import { TodayView } from './today/TodayView';
import type { ViewId } from './registry';

/**
 * Today is the view the window opens on, so it is in the first bundle; every other view is its
 * own chunk. Chromium fetches and parses a module whole before running a line of it, so one
 * 880 KB bundle made the window wait for Chat's Markdown, Tasks' virtual list, the quick-add date
 * parser and Settings before Today could draw. `preloadViews()` fetches the rest in the background
 * from the first idle moment, the views Today opens first (Enter, R, a weak topic) first: by the
 * time a key switches view its code is normally in memory and the view draws without waiting.
 */
const LOADERS: Record<Exclude<ViewId, 'today'>, () => Promise<ComponentType>> = {
  tasks: () => import('./tasks/TasksView').then((m) => m.TasksView),
  plans: () => import('./plans/PlansView').then((m) => m.PlansView),
  flashcards: () => import('./flashcards/FlashcardsView').then((m) => m.FlashcardsView),
  quizzes: () => import('./quizzes/QuizzesView').then((m) => m.QuizzesView),
  chat: () => import('./chat/ChatView').then((m) => m.ChatView),
  materials: () => import('./materials/MaterialsView').then((m) => m.MaterialsView),
  progress: () => import('./progress/ProgressView').then((m) => m.ProgressView),
  settings: () => import('./SettingsView').then((m) => m.SettingsView),
};
type LazyId = keyof typeof LOADERS;

const loaded = new Map<LazyId, ComponentType>();
const pending = new Map<LazyId, Promise<ComponentType>>();

function load(id: LazyId): Promise<ComponentType> {
  let p = pending.get(id);
  if (!p) {
    p = LOADERS[id]().then(
      (c) => (loaded.set(id, c), c),
      (e: unknown) => {
        // A failed load is tried again on the next render (the view's "Try again"), not cached.
        pending.delete(id);
        throw e;
      },
    );
    pending.set(id, p);
  }
  return p;
}

/** Resolves once a view's code is in memory (at once for Today); never rejects. */
export function viewReady(id: ViewId): Promise<void> {
  if (id === 'today') return Promise.resolve();
  return load(id).then(
    () => {},
    () => {},
  );
}

let preloading = false;

/**
 * Loads every other view's code in the background, one view per idle moment so a key pressed
 * meanwhile is never kept waiting behind all of them (once; later calls cost nothing).
 */
export function preloadViews(): void {
  if (preloading) return;
  preloading = true;
  const queue = Object.keys(LOADERS) as LazyId[];
  const next = () => {
    const id = queue.shift();
    if (id) void load(id).then(idle, idle);
  };
  const idle = () => void requestIdleCallback(next, { timeout: 1000 });
  next();
}

/**
 * A view whose code is loaded renders at once; one still loading holds the keys pressed meanwhile
 * (HoldKeys) and renders when its code arrives. State, not Suspense: React 19 holds a suspended
 * boundary's content back for up to 300 ms after its fallback showed, which a view pressed for in
 * the first moments would pay in full.
 */
function lazyView(id: LazyId): () => JSX.Element {
  const View = () => {
    const [state, setState] = useState<{ view?: ComponentType; error?: unknown }>(() => ({ view: loaded.get(id) }));
    useEffect(() => {
      if (state.view || state.error) return;
      let live = true;
      load(id).then(
        (view) => live && setState({ view }),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, [state]);
    if (state.error) throw state.error; // the view's error boundary offers "Try again"
    const C = state.view;
    return C ? <C /> : <HoldKeys />;
  };
  View.displayName = `Lazy(${id})`;
  return View;
}

/** The component for each view. */
export const VIEW_COMPONENTS: Record<ViewId, () => JSX.Element> = {
  chat: lazyView('chat'),
  today: TodayView,
  plans: lazyView('plans'),
  tasks: lazyView('tasks'),
  quizzes: lazyView('quizzes'),
  flashcards: lazyView('flashcards'),
  materials: lazyView('materials'),
  settings: lazyView('settings'),
  progress: lazyView('progress'),
};

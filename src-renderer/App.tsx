import { useEffect, useLayoutEffect, useRef } from 'react';
import { onEvent } from './api/client';
import { CommandPalette } from './components/CommandPalette';
import { ConfirmDialog } from './components/ConfirmDialog';
import { ShortcutsHelp } from './components/ShortcutsHelp';
import { Toasts } from './components/Toasts';
import { ErrorBoundary } from './components/ErrorBoundary';
import { FirstRunTour } from './components/FirstRunTour';
import { useFirstRun } from './stores/firstRun';
import { Sidebar } from './components/Sidebar';
import { undoChange } from './api/undo';
import { hasMod, isTypingTarget, isUndoKey } from './keyboard';
import { useAppNotices } from './hooks/useAppNotices';
import { leaveFieldOnEscape } from './hooks/useKeysHome';
import { useNavigation } from './stores/navigation';
import { useSystem } from './stores/system';
import { subscribeChatEvents } from './stores/chat';
import { subscribeMaterialEvents } from './stores/materials';
import { useToday } from './stores/today';
import { preloadViews, VIEW_COMPONENTS, viewReady } from './views';
import { VIEWS } from './views/registry';

/**
 * Global shortcuts: Ctrl/Cmd+1…9 switch views, Ctrl/Cmd+K toggles the command palette, Ctrl/Cmd+Z
 * undoes the window's last change (in a text field it stays the field's own text undo), and Esc in
 * a field that did not handle it returns to the view's keys.
 */
function useGlobalShortcuts() {
  // Bound before the first paint (a layout effect), so a key pressed as soon as the window shows
  // is never lost, as with the views' own keys (useViewShortcuts).
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isUndoKey(e) && !isTypingTarget(e.target) && !e.repeat) {
        e.preventDefault();
        void undoChange();
        return;
      }
      if (!hasMod(e) || e.altKey || e.shiftKey) return;
      const n = Number(e.key);
      if (Number.isInteger(n) && n >= 1 && n <= VIEWS.length) {
        e.preventDefault();
        useNavigation.getState().go(VIEWS[n - 1]!.id);
      } else if (e.key.toLowerCase() === 'k') {
        e.preventDefault();
        const nav = useNavigation.getState();
        nav.setPaletteOpen(!nav.paletteOpen);
      }
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keydown', leaveFieldOnEscape);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keydown', leaveFieldOnEscape);
    };
  }, []);
}

/** Applies the theme setting; "system" leaves it to prefers-color-scheme. */
function useTheme() {
  const theme = useSystem((s) => s.settings?.theme ?? 'system');
  useEffect(() => {
    if (theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  }, [theme]);
}

export function App() {
  const view = useNavigation((s) => s.view);
  const load = useSystem((s) => s.load);
  useGlobalShortcuts();
  useTheme();
  useAppNotices();
  useEffect(() => {
    void load({ health: false });
    return onEvent('data:changed', (change) => {
      if (change.entity_type === 'settings') void load();
    });
  }, [load]);
  // Chat events are handled app-wide: a confirmation asked mid-turn must reach the user
  // whichever view is showing, or the agent would wait forever.
  useEffect(() => subscribeChatEvents(), []);
  useEffect(() => subscribeMaterialEvents(), []);
  // First start: the tour opens once; the sample data's state feeds the palette.
  useEffect(() => void useFirstRun.getState().load(), []);
  // The other views' code is fetched from the first idle moment, one view at a time, while Today's
  // calls are out (after the view asked for, when one is asked for first): a key that switches
  // view soon finds it in memory.
  useEffect(() => {
    if (view !== 'today') void viewReady(view).then(preloadViews);
  }, [view]);
  useEffect(() => {
    const idle = requestIdleCallback(preloadViews);
    return () => cancelIdleCallback(idle);
  }, []);
  // Main's health check behind the agent badge is a quick_check of the whole file (80 ms at 10,000
  // tasks, 0.4–2 s at 100,000 reviews) during which main answers no other call. It waits until
  // the first view shown — Today, or another asked for before Today had its data — has its code
  // and has sent its own calls, and the window is idle.
  const todayLoaded = useToday((s) => s.loaded);
  const healthAsked = useRef(false);
  useEffect(() => {
    if (healthAsked.current || (view === 'today' && !todayLoaded)) return;
    let idle = 0;
    let live = true;
    void viewReady(view).then(() => {
      if (live)
        idle = requestIdleCallback(() => {
          healthAsked.current = true;
          void useSystem.getState().refreshHealth();
        });
    });
    return () => {
      live = false;
      cancelIdleCallback(idle);
    };
  }, [todayLoaded, view]);

  const View = VIEW_COMPONENTS[view];
  const label = VIEWS.find((v) => v.id === view)!.label;
  return (
    <div className="app">
      <Sidebar />
      <main className="main" id="main">
        <ErrorBoundary where={label} key={view}>
          <View />
        </ErrorBoundary>
      </main>
      <CommandPalette />
      <ShortcutsHelp />
      <FirstRunTour />
      <ConfirmDialog />
      <Toasts />
    </div>
  );
}

import { create } from 'zustand';
import { rememberFocus } from '../focusTrap';

/** A single-key shortcut of the current view, shown on its button and in the `?` overlay. */
export interface ViewShortcut {
  /** KeyboardEvent.key, e.g. 'j', 'x', 'Delete', ' '. */
  key: string;
  /** How the key is shown: "J", "Space", "Del". */
  label: string;
  description: string;
  run: () => void;
}

/**
 * Keys a focused part of the view handles itself (a list's arrows, Space to mark), listed by `?`
 * under their own heading: they act only there, so they are not view shortcuts.
 */
export interface HelpSection {
  title: string;
  rows: { label: string; description: string }[];
}

interface ShortcutsState {
  view: ViewShortcut[];
  section: HelpSection | null;
  helpOpen: boolean;
  setView: (s: ViewShortcut[]) => void;
  setSection: (s: HelpSection | null) => void;
  setHelpOpen: (open: boolean) => void;
}

// Where focus goes back to when `?` closes, taken as it opens.
let giveFocusBack: (() => void) | null = null;

export const useShortcuts = create<ShortcutsState>((set) => ({
  view: [],
  section: null,
  helpOpen: false,
  setView: (view) => set({ view }),
  setSection: (section) => set({ section }),
  setHelpOpen: (helpOpen) =>
    set((s) => {
      if (helpOpen && !s.helpOpen) giveFocusBack = rememberFocus();
      if (!helpOpen && s.helpOpen) giveFocusBack?.();
      return { helpOpen };
    }),
}));

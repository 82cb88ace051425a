import { create } from 'zustand';

/** A single-key shortcut of the current view, shown on its button and in the `?` overlay. */
export interface ViewShortcut {
  /** KeyboardEvent.key, e.g. 'j', 'x', 'Delete', ' '. */
  key: string;
  /** How the key is shown: "J", "Space", "Del". */
  label: string;
  description: string;
  run: () => void;
}

interface ShortcutsState {
  view: ViewShortcut[];
  helpOpen: boolean;
  setView: (s: ViewShortcut[]) => void;
  setHelpOpen: (open: boolean) => void;
}

export const useShortcuts = create<ShortcutsState>((set) => ({
  view: [],
  helpOpen: false,
  setView: (view) => set({ view }),
  setHelpOpen: (helpOpen) => set({ helpOpen }),
}));

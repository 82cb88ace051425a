import { create } from 'zustand';
import type { ViewId } from '../views/registry';
import { rememberFocus } from '../focusTrap';

// Where focus goes back to when the palette closes (the Chat box, a task row), taken as it opens.
let giveFocusBack: (() => void) | null = null;

interface NavigationState {
  view: ViewId;
  paletteOpen: boolean;
  go: (view: ViewId) => void;
  setPaletteOpen: (open: boolean) => void;
}

/** Which view is showing and whether the command palette is open. */
export const useNavigation = create<NavigationState>((set) => ({
  view: 'today',
  paletteOpen: false,
  go: (view) => set({ view, paletteOpen: false }),
  setPaletteOpen: (paletteOpen) =>
    set((s) => {
      if (paletteOpen && !s.paletteOpen) giveFocusBack = rememberFocus();
      // Given back before a command runs, so a command that moves focus (New task) still wins.
      if (!paletteOpen && s.paletteOpen) giveFocusBack?.();
      return { paletteOpen };
    }),
}));

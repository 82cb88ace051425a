import { create } from 'zustand';
import type { ViewId } from '../views/registry';

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
  setPaletteOpen: (paletteOpen) => set({ paletteOpen }),
}));

import { create } from 'zustand';

export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'error';
  action?: { label: string; run: () => void | Promise<void> };
}

interface ToastState {
  toasts: Toast[];
  show: (t: Omit<Toast, 'id'>, ms?: number) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;
/** How long an info toast stays. */
export const TOAST_MS = 6000;
/** Toasts shown at once; a new one pushes out the oldest. */
export const MOST_SHOWN = 3;

/** Short messages at the bottom of the window; an action (e.g. Undo) is reachable by keyboard. */
export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  show: (t, ms = TOAST_MS) => {
    const id = nextId++;
    // At most three stack: a burst of completions shows the newest, not a column up the window.
    set({ toasts: [...get().toasts.slice(-(MOST_SHOWN - 1)), { ...t, id }] });
    const expire = () => {
      // Never from under the keyboard: a toast the student has Tabbed to stays until they leave it.
      if (typeof document !== 'undefined' && document.activeElement?.closest(`[data-toast-id="${id}"]`))
        setTimeout(expire, ms);
      else get().dismiss(id);
    };
    setTimeout(expire, ms);
    return id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

export const toast = (message: string, action?: Toast['action'], ms?: number) =>
  useToasts.getState().show({ message, tone: 'info', ...(action ? { action } : {}) }, ms);
export const toastError = (message: string) => useToasts.getState().show({ message, tone: 'error' }, 9000);

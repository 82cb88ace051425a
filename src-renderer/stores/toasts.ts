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

/** Short messages at the bottom of the window; an action (e.g. Undo) is reachable by keyboard. */
export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  show: (t, ms = TOAST_MS) => {
    const id = nextId++;
    set({ toasts: [...get().toasts.slice(-2), { ...t, id }] });
    setTimeout(() => get().dismiss(id), ms);
    return id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

export const toast = (message: string, action?: Toast['action'], ms?: number) =>
  useToasts.getState().show({ message, tone: 'info', ...(action ? { action } : {}) }, ms);
export const toastError = (message: string) => useToasts.getState().show({ message, tone: 'error' }, 9000);

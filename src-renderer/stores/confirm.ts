import { create } from 'zustand';

export interface ConfirmationRequest {
  tool: string;
  input: unknown;
  summary: string;
}

interface ConfirmState {
  request: ConfirmationRequest | null;
  resolve: ((approved: boolean) => void) | null;
  /** Shows the dialog and resolves with the user's answer. One at a time; a second request declines the first. */
  ask: (request: ConfirmationRequest) => Promise<boolean>;
  answer: (approved: boolean) => void;
}

export const useConfirm = create<ConfirmState>((set, get) => ({
  request: null,
  resolve: null,
  ask: (request) =>
    new Promise<boolean>((resolve) => {
      get().resolve?.(false);
      set({ request, resolve });
    }),
  answer: (approved) => {
    const { resolve } = get();
    set({ request: null, resolve: null });
    resolve?.(approved);
  },
}));

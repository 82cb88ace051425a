import { create } from 'zustand';
import { progressSchema, type Progress } from '../../src-shared/progress';
import { callTool } from '../api/tools';
import { TOOL } from '../../src-shared/tools/names';

interface ProgressState {
  data: Progress | null;
  error: string | null;
  load: () => Promise<void>;
}

/** The Progress view's figures: one `get_progress` call, kept until main reports a review or a card change. */
export const useProgress = create<ProgressState>((set) => ({
  data: null,
  error: null,
  load: async () => {
    const r = await callTool(TOOL.get_progress, {});
    if (!r.ok) return set({ error: r.error.message });
    const parsed = progressSchema().safeParse(r.data);
    if (!parsed.success) return set({ error: 'the figures came back in a shape this window does not understand' });
    set({ data: parsed.data, error: null });
  },
}));

import { create } from 'zustand';
import type { SampleStatus } from '../../src-shared/ipc/sample';
import { invoke } from '../api/client';
import { useConfirm } from './confirm';
import { toast, toastError } from './toasts';

interface FirstRunState {
  status: SampleStatus | null;
  /** The tour is showing (first start, or "Show the tour" from the palette). */
  tourOpen: boolean;
  load: () => Promise<void>;
  openTour: () => void;
  /** Closes the tour for good (Finish or Skip). */
  finishTour: () => Promise<void>;
  addSample: () => Promise<void>;
  /** Asks first, then removes the sample topic, cards, plan, tasks and material in one action. */
  removeSample: () => Promise<void>;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** First run: the guided tour and the sample data, as main reports them. */
export const useFirstRun = create<FirstRunState>((set, get) => ({
  status: null,
  tourOpen: false,
  load: async () => {
    const r = await invoke('sample:status');
    if (!r.ok) return;
    set({ status: r.data, tourOpen: get().tourOpen || !r.data.tour_seen });
  },
  openTour: () => set({ tourOpen: true }),
  finishTour: async () => {
    set({ tourOpen: false });
    const r = await invoke('tour:done');
    if (r.ok) set({ status: r.data });
  },
  addSample: async () => {
    const r = await invoke('sample:add');
    if (!r.ok) return void toastError(`The sample data could not be added: ${r.error.message}`);
    set({ status: r.data });
    toast('Added sample data: the topic “Biology (sample)” with cards, a plan and three tasks.');
  },
  removeSample: async () => {
    const s = get().status;
    if (!s?.sample_data && !s?.sample_material) return void toast('There is no sample data to remove.');
    const approved = await useConfirm.getState().ask({
      tool: 'remove sample data',
      input: {},
      summary:
        'Remove the sample data: the Biology (sample) cards, plan and tasks, and the sample material with its note cards? ' +
        'Your own data stays.',
    });
    if (!approved) return;
    const r = await invoke('sample:remove');
    if (!r.ok) return void toastError(`The sample data could not be removed: ${r.error.message}`);
    set({ status: r.data.status });
    const d = r.data;
    toast(
      `Removed ${plural(d.cards, 'card')}, ${plural(d.tasks, 'task')}, ${plural(d.plans, 'plan')} and ${plural(d.materials, 'material')}.`,
    );
  },
}));

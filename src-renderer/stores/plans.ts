import type { ToolInput } from '../../src-shared/tools';
import { create } from 'zustand';
import type { PlanItem, PlanItemStatus, PlanStatus, PlanSummary } from '../../src-shared/plans';
import type { ToolError } from '../../src-shared/result';
import { callTool, callToolWithConfirmation } from '../api/tools';
import { deleteWithUndo, focusLatestToastAction } from '../api/undoableDelete';
import { changed, STATUS_WORDS } from '../api/undo';
import { toast, toastError } from './toasts';
import { TOOL } from '../../src-shared/tools/names';

export interface NewPlanItem {
  title: string;
  due_date?: string;
  notes?: string;
}

/** What the g form sends: the tool's own input (days, or a deadline, or a topic with an exam date). */
export type GenerateInput = ToolInput<typeof TOOL.generate_study_plan>;

interface PlansState {
  /** Only plans of this topic (its name), or every plan: the same filter Tasks has. */
  topic: string | null;
  setTopic: (topic: string | null) => void;
  plans: PlanSummary[];
  loaded: boolean;
  error: ToolError | null;
  /** Items by plan id, for the plans whose detail has been shown. */
  items: Record<number, PlanItem[]>;
  load: () => Promise<void>;
  loadItems: (planId: number) => Promise<void>;
  /** Each returns the new plan's id, or the error to show beside the form. */
  create: (title: string, items: NewPlanItem[]) => Promise<number | ToolError>;
  generate: (input: GenerateInput) => Promise<number | ToolError>;
  addItem: (planId: number, item: NewPlanItem) => Promise<number | null>;
  setItemStatus: (planId: number, item: PlanItem, status: PlanItemStatus) => Promise<void>;
  setPlanStatus: (plan: PlanSummary, status: PlanStatus) => Promise<void>;
  /** "Reschedule what I missed": late steps move forward within the plan's deadline (undoable). */
  reschedule: (plan: PlanSummary) => Promise<void>;
  remove: (plan: PlanSummary, onRestored?: () => void) => Promise<boolean>;
  /** Edits or moves one step (update_plan_item); false when main refused (the toast says why). */
  updateItem: (planId: number, itemId: number, patch: StepPatch) => Promise<boolean>;
  /** Deletes one step after asking; Undo in the toast adds it back in its place. */
  removeItem: (planId: number, item: PlanItem, onRestored?: (itemId: number) => void) => Promise<boolean>;
}

export interface StepPatch {
  title?: string;
  due_date?: string | null;
  notes?: string | null;
  position?: number;
}

let generation = 0;

/** Plans and their items as main reports them; every change goes through the plan tools. */
export const usePlans = create<PlansState>((set, get) => ({
  topic: null,
  setTopic: (topic) => set({ topic }),
  plans: [],
  loaded: false,
  error: null,
  items: {},
  load: async () => {
    const mine = ++generation;
    const r = await callTool(TOOL.list_plans, { status: 'all' });
    if (mine !== generation) return;
    if (!r.ok) return void set({ loaded: true, error: r.error });
    set({ plans: r.data.plans, loaded: true, error: null });
  },
  loadItems: async (planId) => {
    const r = await callTool(TOOL.list_plan_items, { plan_id: planId });
    if (!r.ok) {
      // A plan deleted meanwhile (by the agent) is simply gone; anything else is worth saying.
      if (r.error.code !== 'not_found') toastError(r.error.message);
      return;
    }
    set({ items: { ...get().items, [planId]: r.data.plan_items[String(planId)] ?? [] } });
  },
  create: async (title, items) => {
    const r = await callTool(TOOL.write_plan, { title, items });
    if (!r.ok) return r.error;
    await get().load();
    return r.data.created_plan_id;
  },
  generate: async (input) => {
    const r = await callTool(TOOL.generate_study_plan, input);
    if (!r.ok) return r.error;
    set({ items: { ...get().items, [r.data.created_plan_id]: r.data.items } });
    await get().load();
    return r.data.created_plan_id;
  },
  addItem: async (planId, item) => {
    const r = await callTool(TOOL.add_plan_item, { plan_id: planId, ...item });
    if (!r.ok) {
      toastError(r.error.message);
      return null;
    }
    await Promise.all([get().loadItems(planId), get().load()]);
    return r.data.item_id;
  },
  setItemStatus: async (planId, item, status) => {
    const r = await callTool(TOOL.update_item_status, { item_id: item.item_id, status });
    if (!r.ok) return void toastError(r.error.message);
    changed(`Marked ‘${item.title}’ ${STATUS_WORDS[status]}.`, r.change_id);
    const items = (get().items[planId] ?? []).map((i) => (i.item_id === item.item_id ? { ...i, status } : i));
    const doneDelta = (status === 'done' ? 1 : 0) - (item.status === 'done' ? 1 : 0);
    const plans = get().plans.map((p) => (p.plan_id === planId ? { ...p, done_count: p.done_count + doneDelta } : p));
    // Shown at once; main's change event then re-reads both.
    set({ items: { ...get().items, [planId]: items }, plans });
  },
  reschedule: async (plan) => {
    const r = await callToolWithConfirmation(TOOL.reschedule_plan, {
      plan_id: plan.plan_id,
    });
    if (!r.ok) {
      if (r.error.code !== 'permission_denied' || r.error.details.reason !== 'user_declined')
        toastError(r.error.message);
      return;
    }
    await Promise.all([get().loadItems(plan.plan_id), get().load()]);
    const n = r.data.moved.length;
    if (n === 0) toast(`Nothing in ‘${plan.title}’ is late.`);
    else changed(`Moved ${n} late step${n === 1 ? '' : 's'} of ‘${plan.title}’ forward.`, r.change_id);
  },
  setPlanStatus: async (plan, status) => {
    const r = await callTool(TOOL.update_plan_status, { plan_id: plan.plan_id, status });
    if (!r.ok) return void toastError(r.error.message);
    set({ plans: get().plans.map((p) => (p.plan_id === plan.plan_id ? { ...p, status } : p)) });
    changed(status === 'archived' ? `Archived ‘${plan.title}’.` : `‘${plan.title}’ is ${status} again.`, r.change_id);
  },
  updateItem: async (planId, itemId, patch) => {
    const r = await callTool(TOOL.update_plan_item, { item_id: itemId, ...patch });
    if (!r.ok) {
      toastError(r.error.message);
      return false;
    }
    await get().loadItems(planId);
    return true;
  },
  removeItem: async (planId, item, onRestored) => {
    const r = await callToolWithConfirmation(TOOL.delete_plan_item, { item_id: item.item_id });
    if (!r.ok) {
      if (r.error.code !== 'permission_denied' || r.error.details.reason !== 'user_declined')
        toastError(r.error.message);
      return false;
    }
    await Promise.all([get().loadItems(planId), get().load()]);
    // Undo puts the step back exactly: same id, place, status and fields (and its neighbours' places).
    changed(`Deleted step ‘${item.title}’.`, r.change_id, {
      onUndone: async () => {
        await get().loadItems(planId);
        onRestored?.(item.item_id);
      },
    });
    focusLatestToastAction();
    return true;
  },
  remove: (plan, onRestored) =>
    deleteWithUndo({
      tool: TOOL.delete_plan,
      input: { plan_id: plan.plan_id },
      what: `plan ‘${plan.title}’`,
      ...(onRestored ? { onRestored } : {}),
    }),
}));

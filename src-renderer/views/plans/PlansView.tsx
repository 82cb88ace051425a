import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PlanItem, PlanSummary } from '../../../src-shared/plans';
import { EmptyState } from '../../components/EmptyState';
import { useDataChanged } from '../../hooks/useDataChanged';
import { useKeysHome } from '../../hooks/useKeysHome';
import { useNow } from '../../hooks/useNow';
import { usePlans } from '../../stores/plans';
import { useViewIntent } from '../../stores/viewIntents';
import { reconcileSelection, moveSelection, NO_SELECTION, type Selection } from '../selection';
import { nextItemStatus } from './itemStatus';
import { itemControlId, PlanDetail } from './PlanDetail';
import { GeneratePlanForm, NewPlanForm } from './PlanForms';
import { planControlId, PlanList } from './PlanList';
import { usePlanShortcuts, type PlanZone } from './usePlanShortcuts';
import '../../styles/views/plans.css';
import { TopicFilter, useTopicNames } from '../../components/TopicFilter';
import { ErrorNotice } from '../../components/ErrorNotice';
import { toast } from '../../stores/toasts';

const STATUS_ORDER = { active: 0, completed: 1, archived: 2 } as const;
const NO_STEPS = 'This plan has no steps yet: A adds one.';

/** Plans: the list with progress on the left, the selected plan's steps on the right. */
export function PlansView() {
  const {
    plans,
    loaded,
    error,
    items,
    load,
    loadItems,
    create,
    generate,
    addItem,
    setItemStatus,
    setPlanStatus,
    reschedule,
    remove,
    updateItem,
    removeItem,
    topic,
    setTopic,
  } = usePlans();
  const topics = useTopicNames();
  const now = useNow();
  // Drawn grouped by status, so keyboard order follows the groups.
  // The topic filter matches names ignoring case, as list_plans' topic_name does.
  const ordered = useMemo(
    () =>
      plans
        .filter((p) => topic === null || p.topic?.toLowerCase() === topic.toLowerCase())
        .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]),
    [plans, topic],
  );
  const planIds = useMemo(() => ordered.map((p) => p.plan_id), [ordered]);
  const [planSel, setPlanSel] = useState<Selection>(NO_SELECTION);
  const [itemSel, setItemSel] = useState<Selection>(NO_SELECTION);
  const [zone, setZone] = useState<PlanZone>('plans');
  const [form, setForm] = useState<'new' | 'generate' | null>(null);
  const [adding, setAdding] = useState(false);
  const [editingItemId, setEditingItemId] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const currentPlan = reconcileSelection(planIds, planSel);
  const plan: PlanSummary | undefined = ordered[currentPlan.index];
  const planItems: PlanItem[] | undefined = plan ? items[plan.plan_id] : undefined;
  const itemIds = useMemo(() => (planItems ?? []).map((i) => i.item_id), [planItems]);
  const currentItem = reconcileSelection(itemIds, itemSel);
  const item = planItems?.[currentItem.index];

  useEffect(() => {
    void load();
  }, [load]);
  const planId = plan?.plan_id;
  useEffect(() => {
    if (planId !== undefined) void loadItems(planId);
  }, [planId, loadItems]);
  useDataChanged(['plan', 'item'], () => {
    void load();
    if (planId !== undefined) void loadItems(planId);
  });

  // Focus follows the selection in the zone the keyboard is in.
  // In the steps zone, wait for the steps to load rather than settle for the plan's button.
  const stepsTarget = item
    ? itemControlId(item.item_id)
    : planItems === undefined
      ? null
      : plan
        ? planControlId(plan.plan_id)
        : null;
  const focusTarget = form ? null : zone === 'items' ? stepsTarget : plan ? planControlId(plan.plan_id) : null;
  const handledRequest = useRef(0);
  useEffect(() => {
    // Only when asked: a refresh that moves the selection leaves focus where the user put it.
    if (focusRequest === handledRequest.current || !focusTarget || adding || editingItemId !== null) return;
    handledRequest.current = focusRequest;
    document.getElementById(focusTarget)?.focus();
  }, [focusRequest, focusTarget, adding, editingItemId]);
  const refocus = useCallback(() => setFocusRequest((n) => n + 1), []);
  // Arriving (and on Esc from a field), the selected plan or step; with no plans, the view's title.
  useKeysHome(loaded, () => {
    if (!focusTarget) return false;
    refocus();
    return true;
  });

  const openPlan = useCallback(
    (id: number, z: PlanZone = 'items') => {
      setPlanSel({ id, index: planIds.indexOf(id) });
      setItemSel(NO_SELECTION);
      setForm(null);
      setZone(z);
      refocus();
    },
    [planIds, refocus],
  );

  useViewIntent(['plan:new', 'plan:generate', 'plan:open'], (i) => {
    if (i.kind === 'plan:new') setForm('new');
    else if (i.kind === 'plan:generate') setForm('generate');
    else openPlan(i.planId);
  });

  const afterCreate = (r: number | Awaited<ReturnType<typeof create>>) => {
    if (typeof r !== 'number') return r;
    setPlanSel({ id: r, index: 0 });
    setForm(null);
    setZone('items');
    refocus();
    return null;
  };

  const editable = plan !== undefined && plan.status !== 'archived';
  usePlanShortcuts(zone, form !== null || adding || editingItemId !== null, {
    move: (d) => {
      if (zone === 'plans') setPlanSel(moveSelection(planIds, currentPlan, d));
      else setItemSel(moveSelection(itemIds, currentItem, d));
      refocus();
    },
    enterItems: () => {
      if (!plan) return;
      setZone('items');
      refocus();
    },
    backToPlans: () => {
      setZone('plans');
      refocus();
    },
    advance: () => {
      if (zone === 'plans') return void (plan && openPlan(plan.plan_id));
      if (plan && item && plan.status !== 'archived')
        void setItemStatus(plan.plan_id, item, nextItemStatus(item.status));
    },
    done: () => plan && item && zone === 'items' && void setItemStatus(plan.plan_id, item, 'done'),
    add: () => plan?.status === 'active' && setAdding(true),
    newPlan: () => setForm('new'),
    generate: () => setForm('generate'),
    reschedule: () => {
      if (plan?.status === 'active') void reschedule(plan);
    },
    archive: () => {
      if (!plan) return;
      // Pinned by id: archiving moves the plan to another group, and the selection goes with it.
      setPlanSel({ id: plan.plan_id, index: currentPlan.index });
      void setPlanStatus(plan, plan.status === 'archived' ? 'active' : 'archived');
    },
    remove: () => {
      if (zone === 'items') {
        if (plan && item && editable)
          void removeItem(plan.plan_id, item, (id) => (setItemSel({ id, index: currentItem.index }), refocus()));
        return;
      }
      if (plan) void remove(plan, () => openPlan(plan.plan_id, 'plans'));
    },
    edit: () => {
      if (zone === 'plans') return void toast('Open the plan’s steps (Enter), then E edits the selected step.');
      if (!editable) return;
      if (item) return void setEditingItemId(item.item_id);
      if (planItems !== undefined) return void toast(NO_STEPS);
      // Pressed before the steps arrived (a fast Enter, e): edit the selected step once they do.
      const id = plan.plan_id;
      void loadItems(id).then(() => {
        const steps = usePlans.getState().items[id] ?? [];
        const step =
          steps[
            reconcileSelection(
              steps.map((i) => i.item_id),
              itemSel,
            ).index
          ];
        if (step) setEditingItemId(step.item_id);
        else toast(NO_STEPS);
      });
    },
    moveStep: (delta) => {
      if (zone !== 'items' || !plan || !item || !editable) return;
      const position = currentItem.index + 1 + delta;
      if (position < 1 || position > itemIds.length) return;
      // Pinned by id: the step moves and the selection goes with it.
      setItemSel({ id: item.item_id, index: position - 1 });
      void updateItem(plan.plan_id, item.item_id, { position }).then(refocus);
    },
  });

  return (
    <section className="view plans-view" aria-labelledby="view-title">
      <header className="view__header">
        <h1 id="view-title">Plans</h1>
        <div className="plans-view__actions">
          <TopicFilter topics={topics} value={topic} onChange={setTopic} />
          <button type="button" className="button" onClick={() => setForm('generate')}>
            Generate study plan <kbd>G</kbd>
          </button>
          <button type="button" className="button button--primary" onClick={() => setForm('new')}>
            New plan <kbd>N</kbd>
          </button>
        </div>
      </header>
      <ErrorNotice error={error} />
      {loaded && plans.length === 0 && !form ? (
        <EmptyState
          title="No plans yet"
          hint={
            <>
              Press <kbd>N</kbd> to write one step by step, or <kbd>G</kbd> to spread a goal like{' '}
              <q>Learn the Python tutorial</q> over a number of days.
            </>
          }
        />
      ) : (
        <div className="plans-layout">
          <PlanList
            plans={ordered}
            selectedId={plan?.plan_id ?? null}
            active={zone === 'plans'}
            onSelect={(p) => setPlanSel({ id: p.plan_id, index: planIds.indexOf(p.plan_id) })}
            onOpen={(p) => openPlan(p.plan_id)}
          />
          <div className="plans-layout__detail" onFocus={(e) => e.target.closest('.plan-items') && setZone('items')}>
            {form === 'new' ? (
              <NewPlanForm
                now={now}
                onCreate={async (title, list) => afterCreate(await create(title, list))}
                onCancel={() => (setForm(null), refocus())}
              />
            ) : form === 'generate' ? (
              <GeneratePlanForm
                now={now}
                topics={topics}
                onGenerate={async (input) => afterCreate(await generate(input))}
                onCancel={() => (setForm(null), refocus())}
              />
            ) : plan ? (
              <PlanDetail
                plan={plan}
                items={planItems}
                now={now}
                selectedItemId={item?.item_id ?? null}
                stepsActive={zone === 'items'}
                adding={adding}
                editingItemId={editingItemId}
                onSaveItem={async (i, patch) => {
                  if (Object.keys(patch).length === 0 || (await updateItem(plan.plan_id, i.item_id, patch))) {
                    setEditingItemId(null);
                    refocus();
                  }
                }}
                onCancelEdit={() => (setEditingItemId(null), refocus())}
                onSelectItem={(i) => (
                  setItemSel({ id: i.item_id, index: itemIds.indexOf(i.item_id) }),
                  setZone('items')
                )}
                onAdvance={(i) => void setItemStatus(plan.plan_id, i, nextItemStatus(i.status))}
                onStartAdd={() => setAdding(true)}
                onCancelAdd={() => (setAdding(false), refocus())}
                onAdd={(title, due) => void addItem(plan.plan_id, { title, ...(due ? { due_date: due } : {}) })}
                onReschedule={() => void reschedule(plan)}
                onArchive={() => {
                  setPlanSel({ id: plan.plan_id, index: currentPlan.index });
                  void setPlanStatus(plan, plan.status === 'archived' ? 'active' : 'archived');
                }}
                onDelete={() => void remove(plan, () => openPlan(plan.plan_id, 'plans'))}
              />
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}

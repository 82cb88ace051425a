import type { PlanStatus, PlanSummary } from '../../../src-shared/plans';
import { ProgressBar } from '../../components/ProgressBar';
import { plural } from '../../format';

export const planControlId = (planId: number) => `plan-${planId}`;

const GROUPS: { status: PlanStatus; title: string }[] = [
  { status: 'active', title: 'Active' },
  { status: 'completed', title: 'Completed' },
  { status: 'archived', title: 'Archived' },
];

/** Plans grouped by status, newest first, each with its progress. Arrow keys and j/k move. */
export function PlanList(p: {
  plans: PlanSummary[];
  selectedId: number | null;
  active: boolean;
  onSelect: (plan: PlanSummary) => void;
  onOpen: (plan: PlanSummary) => void;
}) {
  return (
    <section className="plan-list" aria-label="Your plans">
      {p.plans.length === 0 && <p className="muted">Your plans will be listed here, with their progress.</p>}
      {GROUPS.map((g) => {
        const plans = p.plans.filter((x) => x.status === g.status);
        if (plans.length === 0) return null;
        return (
          <div key={g.status} className="plan-list__group">
            <h2 className="section-title" id={`plans-${g.status}`}>
              {g.title} <span className="section-title__count">{plans.length}</span>
            </h2>
            <ul aria-labelledby={`plans-${g.status}`}>
              {plans.map((plan) => {
                const selected = plan.plan_id === p.selectedId;
                const progress =
                  plan.item_count === 0
                    ? 'No steps yet'
                    : `${plan.done_count} of ${plural(plan.item_count, 'step')} done`;
                return (
                  <li key={plan.plan_id}>
                    <button
                      id={planControlId(plan.plan_id)}
                      type="button"
                      data-row-control
                      tabIndex={selected ? 0 : -1}
                      aria-current={selected ? 'true' : undefined}
                      className={`plan-card${selected ? ' is-selected' : ''}${selected && p.active ? ' is-active-zone' : ''} plan-card--${plan.status}`}
                      onClick={() => p.onOpen(plan)}
                      onFocus={() => p.onSelect(plan)}
                    >
                      <span className="plan-card__title">{plan.title}</span>
                      <ProgressBar
                        size="sm"
                        value={plan.done_count}
                        max={plan.item_count}
                        label={`${plan.title} progress`}
                        valueText={progress}
                      />
                      <span className="plan-card__meta">{progress}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

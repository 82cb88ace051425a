import { useMemo, useState } from 'react';
import type { PlanItem, PlanSummary } from '../../../src-shared/plans';
import { parseTaskText } from '../../../src-shared/text/task';
import { EmptyState } from '../../components/EmptyState';
import { ProgressBar } from '../../components/ProgressBar';
import { describeDue, formatDay, localDay, plural } from '../../format';
import type { StepPatch } from '../../stores/plans';
import { ITEM_STATUS_LABELS, nextItemStatus } from './itemStatus';
import { StepEditor } from './StepEditor';

export const itemControlId = (itemId: number) => `plan-item-${itemId}`;

export interface PlanDetailProps {
  plan: PlanSummary;
  items: PlanItem[] | undefined;
  now: Date;
  selectedItemId: number | null;
  /** The keyboard is in the steps (j/k, e, Delete act on the selected step), not in the list of plans. */
  stepsActive: boolean;
  adding: boolean;
  editingItemId: number | null;
  onSaveItem: (item: PlanItem, patch: StepPatch) => void;
  onCancelEdit: () => void;
  onSelectItem: (item: PlanItem) => void;
  onAdvance: (item: PlanItem) => void;
  onAdd: (title: string, dueDate: string | undefined) => void;
  onCancelAdd: () => void;
  onStartAdd: () => void;
  onArchive: () => void;
  onDelete: () => void;
  onReschedule: () => void;
}

/** "2 steps behind · 1 ahead · deadline Fri 18 Dec", or on schedule. */
function paceText(plan: PlanSummary, now: Date): string {
  const parts: string[] = [];
  if (plan.behind > 0) parts.push(`${plural(plan.behind, 'step')} behind`);
  if (plan.ahead > 0) parts.push(`${plan.ahead} ahead`);
  if (parts.length === 0) parts.push('On schedule');
  if (plan.deadline) parts.push(`deadline ${formatDay(plan.deadline, now)}`);
  return parts.join(' · ');
}

/** A plan's steps in order; each status button moves its step on (Space or S). */
export function PlanDetail(p: PlanDetailProps) {
  const { plan, items } = p;
  const archived = plan.status === 'archived';
  const progress =
    plan.item_count === 0 ? 'No steps yet' : `${plan.done_count} of ${plural(plan.item_count, 'step')} done`;
  return (
    <section className="plan-detail" aria-labelledby="plan-detail-title">
      <header className="plan-detail__header">
        <div className="plan-detail__heading">
          <h2 id="plan-detail-title">{plan.title}</h2>
          <span className={`plan-status plan-status--${plan.status}`}>{plan.status}</span>
        </div>
        <div className="plan-detail__actions">
          {!archived && plan.status === 'active' && (
            <button type="button" className="button button--sm" onClick={p.onStartAdd}>
              Add step <kbd>A</kbd>
            </button>
          )}
          {plan.status === 'active' && plan.behind > 0 && (
            <button type="button" className="button button--sm" onClick={p.onReschedule}>
              Reschedule what I missed <kbd>M</kbd>
            </button>
          )}
          <button type="button" className="button button--sm" onClick={p.onArchive}>
            {archived ? 'Restore' : 'Archive'} <kbd>Y</kbd>
          </button>
          <button type="button" className="button button--sm button--quiet-danger" onClick={p.onDelete}>
            Delete plan
          </button>
        </div>
      </header>
      <div className="plan-detail__progress">
        <ProgressBar
          value={plan.done_count}
          max={plan.item_count}
          label={`${plan.title} progress`}
          valueText={progress}
        />
        <span className="muted">{progress}</span>
        <span
          className={`plan-pace${plan.behind > 0 ? ' plan-pace--behind' : plan.ahead > 0 ? ' plan-pace--ahead' : ''}`}
          data-testid="plan-pace"
        >
          {paceText(plan, p.now)}
        </span>
      </div>
      {items === undefined ? (
        <p className="muted">Loading steps…</p>
      ) : items.length === 0 && !p.adding ? (
        <EmptyState
          compact
          title="This plan has no steps yet."
          hint={
            archived ? (
              'Restore the plan (Y) to add steps.'
            ) : (
              <>
                Press <kbd>A</kbd> to add one, e.g. <q>Read chapter 3 fri</q>.
              </>
            )
          }
        />
      ) : (
        <ol className="plan-items" aria-label={`Steps of ${plan.title}`}>
          {items.map((item) => {
            // A step shows selected only while the keys act on it: in the list of plans, Delete
            // deletes the plan, and a highlighted step would say otherwise.
            const selected = p.stepsActive && item.item_id === p.selectedItemId;
            const due = item.due_date ? describeDue(item.due_date, p.now) : null;
            const finished = item.status === 'done' || item.status === 'skipped';
            if (item.item_id === p.editingItemId)
              return (
                <li key={item.item_id} className="plan-item is-selected is-editing" data-testid="plan-item">
                  <StepEditor item={item} onSave={(patch) => p.onSaveItem(item, patch)} onCancel={p.onCancelEdit} />
                </li>
              );
            return (
              <li
                key={item.item_id}
                className={`plan-item${selected ? ' is-selected' : ''} plan-item--${item.status}`}
                onMouseDown={() => p.onSelectItem(item)}
                data-testid="plan-item"
              >
                <button
                  id={itemControlId(item.item_id)}
                  type="button"
                  data-row-control
                  tabIndex={selected ? 0 : -1}
                  disabled={archived}
                  className={`status-pill status-pill--${item.status}`}
                  aria-label={`${item.title}: ${ITEM_STATUS_LABELS[item.status]}. Mark ${ITEM_STATUS_LABELS[nextItemStatus(item.status)].toLowerCase()}`}
                  onClick={() => p.onAdvance(item)}
                  onFocus={() => p.onSelectItem(item)}
                >
                  {ITEM_STATUS_LABELS[item.status]}
                </button>
                <span className="plan-item__text">
                  <span className="plan-item__title">{item.title}</span>
                  {item.notes && <span className="plan-item__notes">{item.notes}</span>}
                </span>
                {due && (
                  <time
                    dateTime={item.due_date!}
                    title={due.full}
                    className={`due due--${finished ? 'later' : due.tone}`}
                  >
                    {finished ? formatDay(item.due_date!, p.now) : due.text}
                  </time>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {items !== undefined && items.length > 0 && !archived && p.stepsActive && (
        <p className="kbd-hints" aria-hidden="true" data-testid="plan-keys">
          <span>
            <kbd>E</kbd> edit step
          </span>
          <span>
            <kbd>Shift+J</kbd> <kbd>Shift+K</kbd> move step
          </span>
          <span>
            <kbd>Del</kbd> delete step
          </span>
          <span>
            <kbd>Esc</kbd> back to plans
          </span>
        </p>
      )}
      {items !== undefined && !p.stepsActive && (
        <p className="kbd-hints" aria-hidden="true" data-testid="plan-keys">
          <span>
            <kbd>Enter</kbd> open the steps
          </span>
          <span>
            <kbd>J</kbd> <kbd>K</kbd> other plans
          </span>
          <span>
            <kbd>Del</kbd> delete plan
          </span>
        </p>
      )}
      {p.adding && <AddStep now={p.now} onAdd={p.onAdd} onCancel={p.onCancelAdd} />}
    </section>
  );
}

/** One line, read like quick add: "Outline the argument fri" is due Friday. */
function AddStep({
  now,
  onAdd,
  onCancel,
}: {
  now: Date;
  onAdd: (title: string, due: string | undefined) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState('');
  const parsed = useMemo(() => (text.trim() ? parseTaskText(text, now) : null), [text, now]);
  const dueDay = parsed?.due
    ? parsed.due.hasTime
      ? localDay(new Date(parsed.due.value))
      : parsed.due.value
    : undefined;
  return (
    <form
      className="add-step"
      onSubmit={(e) => {
        e.preventDefault();
        if (parsed?.title) {
          onAdd(parsed.title, dueDay);
          setText('');
        }
      }}
    >
      <input
        autoFocus
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          }
        }}
        aria-label="New step"
        aria-describedby="add-step-preview"
        placeholder="New step — e.g. Outline the argument fri"
        maxLength={200}
      />
      <span id="add-step-preview" className="add-step__preview">
        {parsed ? (
          <>
            <strong>{parsed.title}</strong> · {dueDay ? `due ${formatDay(dueDay, now)}` : 'no due date'} ·{' '}
            <kbd>Enter</kbd> adds · <kbd>Esc</kbd> closes
          </>
        ) : (
          <>
            <kbd>Enter</kbd> adds · <kbd>Esc</kbd> closes
          </>
        )}
      </span>
    </form>
  );
}

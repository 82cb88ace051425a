import { useEffect, useRef, useState } from 'react';
import { InlineEditForm } from '../../components/InlineEditForm';
import { PLAN_LIMITS, type PlanItem } from '../../../src-shared/plans';
import type { StepPatch } from '../../stores/plans';

/** Only what changed, so saving an untouched field never rewrites it. */
export function stepPatch(item: PlanItem, title: string, day: string, notes: string): StepPatch {
  const patch: StepPatch = {};
  if (title.trim() !== item.title) patch.title = title.trim();
  if (day !== (item.due_date ?? '')) patch.due_date = day === '' ? null : day;
  if (notes.trim() !== (item.notes ?? '')) patch.notes = notes.trim() === '' ? null : notes.trim();
  return patch;
}

/** Inline edit of one plan step (e): title, due day and notes. Enter saves, Esc cancels. */
export function StepEditor({
  item,
  onSave,
  onCancel,
}: {
  item: PlanItem;
  onSave: (patch: StepPatch) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(item.title);
  const [day, setDay] = useState(item.due_date ?? '');
  const [notes, setNotes] = useState(item.notes ?? '');
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
    titleRef.current?.select();
  }, []);
  const invalid = title.trim() === '';
  return (
    <InlineEditForm
      className="task-editor step-editor"
      label={`Edit step ‘${item.title}’`}
      invalid={invalid}
      onSave={() => onSave(stepPatch(item, title, day, notes))}
      onCancel={onCancel}
    >
      <input
        ref={titleRef}
        className="task-editor__title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        aria-label="Step title"
        aria-invalid={invalid || undefined}
        maxLength={PLAN_LIMITS.itemTitle}
      />
      <input
        className="step-editor__notes"
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        aria-label="Notes"
        placeholder="Notes"
        maxLength={PLAN_LIMITS.notes}
      />
      <input
        className="task-editor__date"
        type="date"
        value={day}
        onChange={(e) => setDay(e.target.value)}
        aria-label="Due date"
      />
    </InlineEditForm>
  );
}

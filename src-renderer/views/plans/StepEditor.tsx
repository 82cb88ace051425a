import { useEffect, useRef, useState } from 'react';
import {
  DueField,
  FieldShell,
  NotesField,
  readDueWords,
  useTextLocale,
  type DueReading,
} from '../../components/EditorFields';
import { InlineEditForm } from '../../components/InlineEditForm';
import { PLAN_LIMITS, type PlanItem } from '../../../src-shared/plans';
import type { StepPatch } from '../../stores/plans';

/** Only what changed, so saving an untouched field never rewrites it. */
export function stepPatch(item: PlanItem, title: string, due: DueReading, notes: string): StepPatch {
  const patch: StepPatch = {};
  if (title.trim() !== item.title) patch.title = title.trim();
  if (due.kind === 'clear' && item.due_date !== null) patch.due_date = null;
  if (due.kind === 'set' && due.value !== item.due_date) patch.due_date = due.value;
  if (notes.trim() !== (item.notes ?? '')) patch.notes = notes.trim() === '' ? null : notes.trim();
  return patch;
}

/** Inline edit of one plan step (e): title, due day in words and notes. Enter saves, Esc cancels. */
export function StepEditor({
  item,
  onSave,
  onCancel,
}: {
  item: PlanItem;
  onSave: (patch: StepPatch) => void;
  onCancel: () => void;
}) {
  const locale = useTextLocale();
  const [now] = useState(() => new Date());
  const [title, setTitle] = useState(item.title);
  const [due, setDue] = useState(item.due_date ?? '');
  const [notes, setNotes] = useState(item.notes ?? '');
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
    titleRef.current?.select();
  }, []);
  const reading = readDueWords(due, item.due_date ?? '', now, locale, true);
  const titleError = title.trim() === '' ? 'A step needs a title.' : null;
  const invalid = titleError !== null || reading.kind === 'error' || notes.length > PLAN_LIMITS.notes;
  return (
    <InlineEditForm
      className="task-editor task-editor--full step-editor"
      label={`Edit step ‘${item.title}’`}
      invalid={invalid}
      onSave={() => onSave(stepPatch(item, title, reading, notes))}
      onCancel={onCancel}
    >
      <div className="task-editor__fields">
        <FieldShell label="Step title" error={titleError}>
          {(a11y) => (
            <input
              {...a11y}
              ref={titleRef}
              className="task-editor__title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={PLAN_LIMITS.itemTitle}
            />
          )}
        </FieldShell>
        <DueField words={due} reading={reading} stored={item.due_date} now={now} dateOnly onChange={setDue} />
      </div>
      <NotesField label="Notes" value={notes} max={PLAN_LIMITS.notes} onChange={setNotes} />
    </InlineEditForm>
  );
}

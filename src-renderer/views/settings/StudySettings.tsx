import { useState } from 'react';
import { useSystem } from '../../stores/system';
import { Field, Section, SaveStatus, useSettingsSave } from './fields';

/** FSRS's desired retention: how likely a card should still be remembered when it comes due. */
export function StudySettings() {
  const retention = useSystem((s) => s.settings?.desired_retention ?? 0.9);
  const [draft, setDraft] = useState(String(retention));
  const { errors, status, save } = useSettingsSave();
  const value = Number(draft);
  const valid = Number.isFinite(value) && value > 0 && value < 1;
  return (
    <Section id="study-h" title="Flashcards" lead="How hard FSRS should work to keep cards in your memory.">
      <form
        noValidate
        className="settings-row"
        onSubmit={(e) => {
          e.preventDefault();
          void save({ desired_retention: draft.trim() === '' ? Number.NaN : value });
        }}
      >
        <Field
          label="Desired retention"
          error={errors.desired_retention}
          hint={
            valid
              ? `From 0.70 to 0.99. At ${value.toFixed(2)} you should still recall about ${Math.round(value * 100)} of 100 cards when they come due; higher means more frequent reviews.`
              : 'From 0.70 to 0.99.'
          }
        >
          {(a11y) => (
            <input
              {...a11y}
              type="number"
              min={0.7}
              max={0.99}
              step={0.01}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button">
          Save
        </button>
      </form>
      <SaveStatus status={status} />
    </Section>
  );
}

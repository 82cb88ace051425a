import { useState } from 'react';
import type { Settings } from '../../../src-shared/settings';
import { callTool } from '../../api/tools';
import { useSystem } from '../../stores/system';
import { Field, Section, SaveStatus, useSettingsSave } from './fields';
import { TOOL } from '../../../src-shared/tools/names';

type Draft = Pick<
  Settings,
  'new_cards_per_day' | 'reviews_per_day' | 'new_card_order' | 'next_day_starts_at' | 'enable_short_term'
> & { learning_steps: string; relearning_steps: string };

const steps = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/**
 * Anki's daily limits and scheduling options, overall (a topic may set its own limits and
 * retention: set_topic_review_options), and "optimise my parameters" from the student's reviews.
 */
export function ReviewLimitSettings() {
  const settings = useSystem((s) => s.settings);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [optimising, setOptimising] = useState<string | null>(null);
  const { errors, status, save } = useSettingsSave();
  if (!settings) return null;
  const d: Draft = draft ?? {
    new_cards_per_day: settings.new_cards_per_day,
    reviews_per_day: settings.reviews_per_day,
    new_card_order: settings.new_card_order,
    next_day_starts_at: settings.next_day_starts_at,
    enable_short_term: settings.enable_short_term,
    learning_steps: settings.learning_steps.join(' '),
    relearning_steps: settings.relearning_steps.join(' '),
  };
  const set = (patch: Partial<Draft>) => setDraft({ ...d, ...patch });
  const number = (
    key: 'new_cards_per_day' | 'reviews_per_day' | 'next_day_starts_at',
    label: string,
    max: number,
    hint: string,
  ) => (
    <Field label={label} error={errors[key]} hint={hint}>
      {(a11y) => (
        <input
          {...a11y}
          type="number"
          min={0}
          max={max}
          value={d[key]}
          onChange={(e) => set({ [key]: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
        />
      )}
    </Field>
  );

  const optimise = async () => {
    setOptimising('Optimising from your reviews…');
    const r = await callTool(TOOL.optimise_fsrs_parameters, {});
    setOptimising(r.ok ? r.data.message : r.error.message);
    if (r.ok) await useSystem.getState().load();
  };

  return (
    <Section
      id="review-limits-h"
      title="Daily limits and steps"
      lead="As in Anki. A topic can set its own limits and retention: Limits per topic, below."
    >
      <form
        noValidate
        className="settings-row settings-row--wrap"
        onSubmit={(e) => {
          e.preventDefault();
          void save({
            new_cards_per_day: d.new_cards_per_day,
            reviews_per_day: d.reviews_per_day,
            new_card_order: d.new_card_order,
            next_day_starts_at: d.next_day_starts_at,
            enable_short_term: d.enable_short_term,
            learning_steps: steps(d.learning_steps),
            relearning_steps: steps(d.relearning_steps),
          });
        }}
      >
        {number('new_cards_per_day', 'New cards per day', 9999, 'New cards introduced per day (default 20).')}
        {number('reviews_per_day', 'Reviews per day', 99999, 'Review cards shown per day (default 200).')}
        {number(
          'next_day_starts_at',
          'Next day starts at (hour)',
          23,
          'Limits and buried cards reset at this hour (default 4).',
        )}
        <Field label="New card order" error={errors.new_card_order}>
          {(a11y) => (
            <select
              {...a11y}
              value={d.new_card_order}
              onChange={(e) => set({ new_card_order: e.target.value as Draft['new_card_order'] })}
            >
              <option value="added">In the order added</option>
              <option value="random">Random</option>
            </select>
          )}
        </Field>
        <Field label="Learning steps" error={errors.learning_steps} hint="Such as 1m 10m (m, h or d).">
          {(a11y) => (
            <input {...a11y} value={d.learning_steps} onChange={(e) => set({ learning_steps: e.target.value })} />
          )}
        </Field>
        <Field label="Relearning steps" error={errors.relearning_steps} hint="After a lapse, such as 10m.">
          {(a11y) => (
            <input {...a11y} value={d.relearning_steps} onChange={(e) => set({ relearning_steps: e.target.value })} />
          )}
        </Field>
        <label className="setting-check">
          <input
            type="checkbox"
            checked={d.enable_short_term}
            onChange={(e) => set({ enable_short_term: e.target.checked })}
          />
          Use the steps (off: whole days only)
        </label>
        <button type="submit" className="button">
          Save
        </button>
      </form>
      <SaveStatus status={status} />
      <div className="settings-row">
        <button type="button" className="button" onClick={() => void optimise()}>
          Optimise my parameters
        </button>
        <span className="muted" role="status">
          {optimising ??
            (settings.fsrs_weights.length > 0
              ? 'Using weights optimised from your reviews.'
              : "Using FSRS's default weights.")}
        </span>
      </div>
    </Section>
  );
}

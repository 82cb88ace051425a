import { useState } from 'react';
import { WEEKDAYS, type Settings, type Weekday } from '../../../src-shared/settings';
import { findDueDate } from '../../../src-shared/text/dates';
import { localeFrom } from '../../../src-shared/text/locale';
import { useSystem } from '../../stores/system';
import { Field, Section, SaveStatus, useSettingsSave } from './fields';

const label = (d: Weekday) => d.charAt(0).toUpperCase() + d.slice(1);

/**
 * Dates typed in words ("25 dec, 2 jan") through the one date parser, so they read as quick add
 * reads them; a piece it cannot read is named, never dropped.
 */
function readDates(text: string, now: Date, locale: ReturnType<typeof localeFrom>): string[] | string {
  const out: string[] = [];
  for (const piece of text
    .split(/[,;\n]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const found = findDueDate(piece, now, locale);
    if (!found) return `“${piece}” is not a date Quire can read; try “25 Dec” or 2026-12-25.`;
    out.push(found.value.slice(0, 10));
  }
  return [...new Set(out)].sort();
}

/** Task reminders, and the days plans leave free (generate_study_plan, reschedule_plan). */
export function PlanningSettings() {
  const settings = useSystem((s) => s.settings);
  return settings ? <PlanningForm settings={settings} /> : null;
}

function PlanningForm({ settings }: { settings: Settings }) {
  const { errors, status, save } = useSettingsSave();
  const [lead, setLead] = useState(String(settings.reminder_lead_minutes));
  const [dates, setDates] = useState(settings.unavailable_dates.join(', '));
  const [dateError, setDateError] = useState<string | undefined>();
  const off = new Set(settings.unavailable_weekdays);
  const toggleDay = (d: Weekday) =>
    void save({ unavailable_weekdays: WEEKDAYS.filter((w) => (w === d ? !off.has(w) : off.has(w))) });
  return (
    <Section
      id="planning-h"
      title="Reminders and study days"
      lead="Reminders show only while Quire is open: nothing can notify you when the app is closed."
    >
      <form
        noValidate
        className="settings-row"
        onSubmit={(e) => {
          e.preventDefault();
          void save({ reminder_lead_minutes: lead.trim() === '' ? Number.NaN : Number(lead) });
        }}
      >
        <label className="settings-check">
          <input
            type="checkbox"
            checked={settings.reminders_enabled}
            onChange={(e) => void save({ reminders_enabled: e.target.checked })}
          />{' '}
          Remind me of tasks with a due time
        </label>
        <Field
          label="Minutes before the due time"
          error={errors.reminder_lead_minutes}
          hint="From 0 (at the due time) to 10080 (a week)."
        >
          {(a11y) => (
            <input
              {...a11y}
              type="number"
              min={0}
              max={10080}
              value={lead}
              disabled={!settings.reminders_enabled}
              onChange={(e) => setLead(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button" disabled={!settings.reminders_enabled}>
          Save
        </button>
      </form>
      <fieldset className="settings-weekdays">
        <legend>Days I cannot study (plans skip them)</legend>
        {WEEKDAYS.map((d) => (
          <label key={d}>
            <input type="checkbox" checked={off.has(d)} onChange={() => toggleDay(d)} /> {label(d)}
          </label>
        ))}
        {errors.unavailable_weekdays && (
          <span className="setting-field__error" role="alert">
            {errors.unavailable_weekdays}
          </span>
        )}
      </fieldset>
      <form
        noValidate
        className="settings-row"
        onSubmit={(e) => {
          e.preventDefault();
          const read = readDates(dates, new Date(), localeFrom(settings));
          if (typeof read === 'string') {
            setDateError(read);
            return;
          }
          setDateError(undefined);
          void save({ unavailable_dates: read });
        }}
      >
        <Field
          label="Single days off"
          error={dateError ?? errors.unavailable_dates}
          hint="Comma-separated, in words or as dates: “25 Dec, 2 Jan”."
        >
          {(a11y) => <input {...a11y} value={dates} onChange={(e) => setDates(e.target.value)} />}
        </Field>
        <button type="submit" className="button">
          Save days off
        </button>
      </form>
      <SaveStatus status={status} />
    </Section>
  );
}

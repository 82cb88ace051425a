import { useSystem } from '../../stores/system';
import { Field, Section, SaveStatus, useSettingsSave } from './fields';

/** How typed dates are read everywhere (quick add, the editor, chat, the CLI): day/month order and week start. */
export function DateSettings() {
  const order = useSystem((s) => s.settings?.date_order ?? 'day_first');
  const weekStart = useSystem((s) => s.settings?.week_start ?? 'monday');
  const { errors, status, save } = useSettingsSave();
  return (
    <Section id="dates-h" title="Dates" lead="How the dates you type are read, in quick add, the editor and chat.">
      <div className="settings-row">
        <Field label="Dates like 12/3 mean" error={errors.date_order}>
          {(a11y) => (
            <select
              {...a11y}
              value={order}
              onChange={(e) => void save({ date_order: e.target.value as 'day_first' | 'month_first' })}
            >
              <option value="day_first">12 March (day first)</option>
              <option value="month_first">3 December (month first)</option>
            </select>
          )}
        </Field>
        <Field label="Weeks start on" error={errors.week_start}>
          {(a11y) => (
            <select
              {...a11y}
              value={weekStart}
              onChange={(e) => void save({ week_start: e.target.value as 'monday' | 'sunday' })}
            >
              <option value="monday">Monday</option>
              <option value="sunday">Sunday</option>
            </select>
          )}
        </Field>
      </div>
      <SaveStatus status={status} />
    </Section>
  );
}

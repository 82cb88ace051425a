import { useId, useState, type ReactNode } from 'react';
import type { SettingsPatch } from '../../../src-shared/settings';
import type { ToolError } from '../../../src-shared/result';
import { useSystem } from '../../stores/system';

/** Main's messages for a rejected settings:set, keyed by setting name ("local_base_url"). */
export function fieldMessages(error: ToolError | null): Record<string, string> {
  if (error?.code !== 'validation_error') return {};
  const byField: Record<string, string> = {};
  for (const f of error.details.fields) {
    const key = f.field.split('.')[0]!;
    byField[key] ??= f.message.charAt(0).toUpperCase() + f.message.slice(1);
  }
  return byField;
}

/**
 * Saves a settings patch through main (settings:set) and keeps main's verdict: field messages
 * to show beside the fields, or a short "Saved." for the status line.
 */
export function useSettingsSave() {
  const update = useSystem((s) => s.updateSettings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  const save = async (patch: SettingsPatch, done = 'Saved.') => {
    const error = await update(patch);
    if (error) {
      setErrors(fieldMessages(error));
      setStatus({
        text: error.code === 'validation_error' ? 'Not saved: see the field above.' : error.message,
        tone: 'error',
      });
      return false;
    }
    setErrors({});
    setStatus({ text: done, tone: 'ok' });
    return true;
  };
  return { errors, status, save };
}

/** A labelled control with its hint and main's error, wired for screen readers. */
export function Field(props: {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: (a11y: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}) {
  const id = useId();
  const described = [props.error ? `${id}-error` : null, props.hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="setting-field">
      <label htmlFor={id}>{props.label}</label>
      {props.children({
        id,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(props.error ? { 'aria-invalid': true as const } : {}),
      })}
      {props.error && (
        <span id={`${id}-error`} className="setting-field__error" data-testid="field-error">
          {props.error}
        </span>
      )}
      {props.hint && (
        <span id={`${id}-hint`} className="setting-field__hint">
          {props.hint}
        </span>
      )}
    </div>
  );
}

/** "Saved." or main's refusal, announced politely. */
export function SaveStatus(props: { status: { text: string; tone: 'ok' | 'error' } | null }) {
  return (
    <span role="status" className={`save-status${props.status ? ` save-status--${props.status.tone}` : ''}`}>
      {props.status?.text ?? ''}
    </span>
  );
}

/** One settings section: a heading and a line saying what it is for, then its controls. */
export function Section(props: { id: string; title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <section className="settings-section" aria-labelledby={props.id}>
      <div className="settings-section__intro">
        <h2 id={props.id}>{props.title}</h2>
        <p>{props.lead}</p>
      </div>
      <div className="settings-section__body">{props.children}</div>
    </section>
  );
}

import { useId, useMemo, type ReactNode } from 'react';
import { findDueDate } from '../../src-shared/text/dates';
import { localeFrom } from '../../src-shared/text/locale';
import { describeDue, localDay } from '../format';
import { useSystem } from '../stores/system';
import { Markdown } from '../views/chat/Markdown';

/**
 * The fields the task editor and the plan-step editor share: a due date typed in words (read by
 * the same parser as quick add, the reading shown as you type) and notes in Markdown (previewed
 * safely: no raw HTML, links only through main). Each shows its own error beside it.
 */

/** What the due field's words mean: unchanged (keep the stored value), cleared, a new value, or unreadable. */
export type DueReading = { kind: 'same' } | { kind: 'clear' } | { kind: 'set'; value: string } | { kind: 'error' };

/** The words a stored due value is shown as, which read back to the same value: "2026-11-27", "2026-11-27 16:00". */
export function dueWords(due: string | null): string {
  if (!due) return '';
  if (due.length === 10) return due;
  const d = new Date(due);
  const hh = String(d.getHours()).padStart(2, '0');
  const mm = String(d.getMinutes()).padStart(2, '0');
  return `${localDay(d)} ${hh}:${mm}`;
}

/**
 * @example
 *   readDueWords('fri 5pm', '', now, locale, false) // → { kind: 'set', value: '2026-11-27T17:00:00.000Z' }
 *   readDueWords('', '2026-11-27', now, locale, false) // → { kind: 'clear' }
 */
export function readDueWords(
  words: string,
  initial: string,
  now: Date,
  locale: ReturnType<typeof localeFrom>,
  dateOnly: boolean,
): DueReading {
  const text = words.trim();
  if (text === initial.trim()) return { kind: 'same' };
  if (text === '') return { kind: 'clear' };
  const found = findDueDate(text, now, locale);
  // Everything typed must be the date: "fri and some words" is not silently read as Friday.
  if (!found || text.slice(0, found.start).trim() !== '' || text.slice(found.end).trim() !== '') {
    return { kind: 'error' };
  }
  return { kind: 'set', value: dateOnly ? found.value.slice(0, 10) : found.value };
}

function FieldShell(p: {
  label: string;
  error?: string | null;
  note?: ReactNode;
  children: (a11y: object) => ReactNode;
}) {
  const id = useId();
  const described = [p.error ? `${id}-err` : null, p.note ? `${id}-note` : null].filter(Boolean).join(' ');
  return (
    <div className="editor-field">
      <label htmlFor={id}>{p.label}</label>
      {p.children({
        id,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(p.error ? { 'aria-invalid': true } : {}),
      })}
      {p.error ? (
        <span id={`${id}-err`} className="editor-field__error" data-testid="field-error">
          {p.error}
        </span>
      ) : (
        p.note && (
          <span id={`${id}-note`} className="editor-field__note" aria-live="polite">
            {p.note}
          </span>
        )
      )}
    </div>
  );
}

/** The locale the one date parser reads with, from Settings. */
export function useTextLocale() {
  const settings = useSystem((s) => s.settings);
  return useMemo(() => localeFrom(settings ?? undefined), [settings]);
}

export function DueField(p: {
  words: string;
  reading: DueReading;
  stored: string | null;
  now: Date;
  dateOnly?: boolean;
  onChange: (words: string) => void;
}) {
  const shown = p.reading.kind === 'set' ? p.reading.value : p.reading.kind === 'same' ? p.stored : null;
  const note = shown ? `→ ${describeDue(shown, p.now).full}` : p.reading.kind === 'clear' ? '→ no due date' : null;
  return (
    <FieldShell
      label="Due"
      error={
        p.reading.kind === 'error'
          ? `Quire cannot read “${p.words.trim()}” as a date; try ${p.dateOnly ? '“fri” or “dec 3”' : '“fri 5pm” or “dec 3”'}.`
          : null
      }
      note={note}
    >
      {(a11y) => (
        <input
          {...a11y}
          className="editor-field__due"
          value={p.words}
          onChange={(e) => p.onChange(e.target.value)}
          placeholder={p.dateOnly ? 'e.g. fri, dec 3' : 'e.g. tomorrow 5pm, fri, dec 3'}
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </FieldShell>
  );
}

export function NotesField(p: { label: string; value: string; max: number; onChange: (value: string) => void }) {
  const tooLong = p.value.length > p.max;
  return (
    <div className="editor-notes">
      <FieldShell
        label={p.label}
        error={tooLong ? `${p.value.length} characters; the limit is ${p.max}.` : null}
        note="Markdown. Ctrl+Enter saves."
      >
        {(a11y) => (
          <textarea
            {...a11y}
            className="editor-field__notes"
            rows={3}
            value={p.value}
            onChange={(e) => p.onChange(e.target.value)}
          />
        )}
      </FieldShell>
      {p.value.trim() !== '' && (
        <div className="editor-notes__preview" aria-label={`${p.label} preview`} role="region">
          <Markdown text={p.value} />
        </div>
      )}
    </div>
  );
}

export { FieldShell };

import { useState } from 'react';
import type { SettingsPatch } from '../../../src-shared/settings';
import { useSystem } from '../../stores/system';
import { Field, Section, SaveStatus, useSettingsSave } from './fields';

type LimitKey =
  | 'context_limit_tokens'
  | 'local_context_tokens'
  | 'max_tokens'
  | 'token_budget'
  | 'iteration_cap'
  | 'confirmation_expiry_minutes';

// The bounds repeat settings.ts only as input hints; main validates and its message is shown.
const LIMITS: { key: LimitKey; label: string; hint: string; min: number; max: number; step: number }[] = [
  {
    key: 'context_limit_tokens',
    label: 'Longest request (tokens)',
    hint: 'Older turns of a long chat are summarised to stay under this (or the model’s window, if smaller).',
    min: 8_000,
    max: 1_000_000,
    step: 1_000,
  },
  {
    key: 'local_context_tokens',
    label: 'Local model context (tokens)',
    hint: 'The context length your local server runs with (llama.cpp -c, Ollama num_ctx).',
    min: 2_048,
    max: 2_000_000,
    step: 1_024,
  },
  {
    key: 'max_tokens',
    label: 'Longest answer (tokens)',
    hint: 'The most one model response may write.',
    min: 256,
    max: 64_000,
    step: 256,
  },
  {
    key: 'token_budget',
    label: 'Tokens per chat turn',
    hint: 'A turn stops when what it adds reaches this; re-read cached input does not count.',
    min: 1_000,
    max: 2_000_000,
    step: 1_000,
  },
  {
    key: 'iteration_cap',
    label: 'Steps per chat turn',
    hint: 'How many rounds of tool calls the model may take before it must sum up.',
    min: 1,
    max: 50,
    step: 1,
  },
  {
    key: 'confirmation_expiry_minutes',
    label: 'Unanswered confirmations expire after (minutes)',
    hint: 'A question like “Delete 3 tasks?” left open this long is cancelled; nothing runs.',
    min: 1,
    max: 1_440,
    step: 1,
  },
];

const asInt = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** How long chats, answers and turns may get, and how long a confirmation waits (issue 13's limits). */
export function AgentLimitsSettings() {
  const settings = useSystem((s) => s.settings);
  const [values, setValues] = useState<Record<LimitKey, string>>(
    () => Object.fromEntries(LIMITS.map((l) => [l.key, String(settings?.[l.key] ?? '')])) as Record<LimitKey, string>,
  );
  const { errors, status, save } = useSettingsSave();

  return (
    <Section
      id="chat-limits-h"
      title="Chat limits"
      lead="How long a chat’s requests and answers may get, and how long a confirmation waits for you."
    >
      <form
        noValidate
        className="settings-stack"
        onSubmit={(e) => {
          e.preventDefault();
          const patch: SettingsPatch = {};
          for (const l of LIMITS) patch[l.key] = asInt(values[l.key]);
          void save(patch);
        }}
      >
        {LIMITS.map((l) => (
          <Field key={l.key} label={l.label} error={errors[l.key]} hint={l.hint}>
            {(a11y) => (
              <input
                {...a11y}
                type="number"
                min={l.min}
                max={l.max}
                step={l.step}
                value={values[l.key]}
                onChange={(e) => setValues((v) => ({ ...v, [l.key]: e.target.value }))}
              />
            )}
          </Field>
        ))}
        <div className="settings-actions">
          <button type="submit" className="button">
            Save
          </button>
          <SaveStatus status={status} />
        </div>
      </form>
    </Section>
  );
}

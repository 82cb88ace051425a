import { useEffect, useState } from 'react';
import type { ApiKeyStatus } from '../../../src-shared/chatTurn';
import { invoke } from '../../api/client';
import { Field } from './fields';

const WHAT = {
  local: { label: 'Local API key', hint: 'Only if the server was started with a key.', noun: 'Local key' },
  embedding: {
    label: 'Embedding API key',
    hint: 'Only if the service asks for one (OpenAI and the like).',
    noun: 'Embedding key',
  },
} as const;

/**
 * An endpoint's optional key (the local model's: llama.cpp --api-key, a proxy; the embedding
 * service's). Write-only like the Anthropic key: main keeps it and only answers "set" or "not set".
 */
export function EndpointKeyField({ which }: { which: keyof typeof WHAT }) {
  const what = WHAT[which];
  const [status, setStatus] = useState<ApiKeyStatus | null>(null);
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    void invoke('settings:api_key', { action: 'status', which }).then((r) => r.ok && setStatus(r.data));
  }, [which]);
  const change = async (input: { action: 'set'; key: string } | { action: 'clear' }) => {
    const r = await invoke('settings:api_key', { ...input, which });
    setDraft('');
    if (!r.ok) return setMessage(r.error.message);
    setStatus(r.data);
    setMessage(input.action === 'set' ? `${what.noun} saved.` : `${what.noun} removed.`);
  };
  return (
    <form
      noValidate
      className="settings-row"
      onSubmit={(e) => {
        e.preventDefault();
        if (draft.trim()) void change({ action: 'set', key: draft });
      }}
    >
      <Field label={`${what.label} (optional, ${status?.status ?? 'checking…'})`} hint={what.hint}>
        {(a11y) => (
          <input
            {...a11y}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={!draft.trim()}>
        Save key
      </button>
      {status?.status === 'set' && (
        <button type="button" className="button" onClick={() => void change({ action: 'clear' })}>
          Remove key
        </button>
      )}
      {message && (
        <p className="muted" role="status">
          {message}
        </p>
      )}
    </form>
  );
}

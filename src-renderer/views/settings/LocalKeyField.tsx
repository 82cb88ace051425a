import { useEffect, useState } from 'react';
import type { ApiKeyStatus } from '../../../src-shared/chatTurn';
import { invoke } from '../../api/client';
import { Field } from './fields';

/**
 * The local endpoint's optional key (llama.cpp --api-key, a proxy). Write-only like the Anthropic
 * key: main keeps it and only answers "set" or "not set".
 */
export function LocalKeyField() {
  const [status, setStatus] = useState<ApiKeyStatus | null>(null);
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    void invoke('settings:api_key', { action: 'status', which: 'local' }).then((r) => r.ok && setStatus(r.data));
  }, []);
  const change = async (
    input: { action: 'set'; key: string; which: 'local' } | { action: 'clear'; which: 'local' },
  ) => {
    const r = await invoke('settings:api_key', input);
    setDraft('');
    if (!r.ok) return setMessage(r.error.message);
    setStatus(r.data);
    setMessage(input.action === 'set' ? 'Local key saved.' : 'Local key removed.');
  };
  return (
    <form
      noValidate
      className="settings-row"
      onSubmit={(e) => {
        e.preventDefault();
        if (draft.trim()) void change({ action: 'set', key: draft, which: 'local' });
      }}
    >
      <Field
        label={`Local API key (optional, ${status?.status ?? 'checking…'})`}
        hint="Only if the server was started with a key."
      >
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
        <button type="button" className="button" onClick={() => void change({ action: 'clear', which: 'local' })}>
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

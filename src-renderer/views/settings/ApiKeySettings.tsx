import { useEffect, useState } from 'react';
import type { ApiKeyStatus } from '../../../src-shared/chatTurn';
import { invoke } from '../../api/client';
import { useSystem } from '../../stores/system';
import { Field, Section, SaveStatus, useSettingsSave } from './fields';

/**
 * The Anthropic key is write-only here: main keeps it (encrypted by the OS) and only ever answers
 * "set" or "not set". The field is emptied as soon as the key is sent.
 */
export function ApiKeySettings() {
  const cloudModel = useSystem((s) => s.settings?.cloud_model ?? '');
  const refreshHealth = useSystem((s) => s.refreshHealth);
  const [keyStatus, setKeyStatus] = useState<ApiKeyStatus | null>(null);
  const [draft, setDraft] = useState('');
  const [keyMessage, setKeyMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  const [model, setModel] = useState(cloudModel);
  const modelSave = useSettingsSave();

  useEffect(() => {
    let live = true;
    void invoke('settings:api_key', { action: 'status' }).then((r) => {
      if (!live) return;
      if (r.ok) setKeyStatus(r.data);
      else setKeyMessage({ text: r.error.message, tone: 'error' });
    });
    return () => {
      live = false;
    };
  }, []);

  const change = async (input: { action: 'set'; key: string } | { action: 'clear' }, done: string) => {
    const r = await invoke('settings:api_key', input);
    setDraft('');
    if (!r.ok) return setKeyMessage({ text: r.error.message, tone: 'error' });
    setKeyStatus(r.data);
    setKeyMessage({ text: done, tone: 'ok' });
    await refreshHealth();
  };

  const fromEnvironment = keyStatus?.backend === 'environment';
  return (
    <Section
      id="cloud-h"
      title="Claude (cloud)"
      lead="An Anthropic API key lets Quire use Claude. It never leaves this computer except to Anthropic."
    >
      <p className="key-status">
        API key:{' '}
        <strong
          data-testid="api-key-status"
          className={keyStatus?.status === 'set' ? 'status status--healthy' : 'status'}
        >
          {keyStatus?.status ?? 'checking…'}
        </strong>
        {keyStatus && !fromEnvironment && <span className="muted"> · kept by {keyStatus.backend}</span>}
      </p>
      {keyStatus?.warning && <p className="notice notice--warn">{keyStatus.warning}</p>}
      {fromEnvironment && (
        <p className="muted">
          Here the key comes from the <code>ANTHROPIC_API_KEY</code> environment variable; set or unset it in your
          shell.
        </p>
      )}
      <form
        noValidate
        className="settings-row"
        onSubmit={(e) => {
          e.preventDefault();
          if (draft.trim()) void change({ action: 'set', key: draft }, 'Key saved.');
        }}
      >
        <Field label={keyStatus?.status === 'set' ? 'Replace the key' : 'API key'}>
          {(a11y) => (
            <input
              {...a11y}
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder="sk-ant-…"
              value={draft}
              disabled={fromEnvironment || !keyStatus}
              onChange={(e) => setDraft(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button" disabled={!draft.trim() || fromEnvironment}>
          Save key
        </button>
        <button
          type="button"
          className="button"
          disabled={keyStatus?.status !== 'set' || fromEnvironment}
          onClick={() => void change({ action: 'clear' }, 'Key removed.')}
        >
          Remove key
        </button>
      </form>
      <SaveStatus status={keyMessage} />

      <form
        noValidate
        className="settings-row"
        onSubmit={(e) => {
          e.preventDefault();
          void modelSave.save({ cloud_model: model });
        }}
      >
        <Field label="Claude model" error={modelSave.errors.cloud_model}>
          {(a11y) => <input {...a11y} value={model} spellCheck={false} onChange={(e) => setModel(e.target.value)} />}
        </Field>
        <button type="submit" className="button">
          Save
        </button>
      </form>
      <SaveStatus status={modelSave.status} />
    </Section>
  );
}

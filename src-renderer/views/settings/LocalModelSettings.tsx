import { useState } from 'react';
import { useSystem } from '../../stores/system';
import { Field, Section, SaveStatus, useSettingsSave } from './fields';
import { EndpointKeyField } from './EndpointKeyField';

/** Endpoint and model of a local Anthropic-compatible server; "Test" saves, then asks main for its health. */
export function LocalModelSettings({ ref }: { ref: React.Ref<HTMLFormElement> }) {
  const settings = useSystem((s) => s.settings);
  const health = useSystem((s) => s.health);
  const refreshHealth = useSystem((s) => s.refreshHealth);
  const [url, setUrl] = useState(settings?.local_base_url ?? '');
  const [model, setModel] = useState(settings?.local_model ?? '');
  const [testing, setTesting] = useState(false);
  const [tested, setTested] = useState(false);
  const { errors, status, save } = useSettingsSave();
  const local = health?.providers.find((p) => p.name === 'local');

  return (
    <Section
      id="local-h"
      title="Local model"
      lead="Ollama or a llama.cpp server speaking the Anthropic Messages API, e.g. http://127.0.0.1:11434."
    >
      <form
        noValidate
        ref={ref}
        className="settings-stack"
        onSubmit={async (e) => {
          e.preventDefault();
          setTesting(true);
          if (await save({ local_base_url: url.trim(), local_model: model.trim() })) {
            await refreshHealth();
            setTested(true);
          }
          setTesting(false);
        }}
      >
        <Field label="Endpoint URL" error={errors.local_base_url} hint="Leave empty to turn the local model off.">
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              inputMode="url"
              spellCheck={false}
              placeholder="http://127.0.0.1:11434"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          )}
        </Field>
        <Field label="Model" error={errors.local_model} hint="As the server names it, e.g. llama3.1:8b.">
          {(a11y) => <input {...a11y} spellCheck={false} value={model} onChange={(e) => setModel(e.target.value)} />}
        </Field>
        <div className="settings-actions">
          <button type="submit" className="button button--primary" disabled={testing}>
            {testing ? 'Testing…' : 'Save and test connection'} <kbd>T</kbd>
          </button>
          <SaveStatus status={status} />
        </div>
      </form>
      {tested && local && (
        <p className={`connection connection--${local.status}`} role="status" data-testid="local-connection">
          <span className={`status status--${local.status}`}>{local.status}</span>
          {local.latency_ms !== null && local.status !== 'unavailable' && <span> · {local.latency_ms} ms</span>}
          {local.error && <span className="connection__error"> · {local.error}</span>}
          {local.detail && /\/v1/.test(local.detail) && <span> · {local.detail}</span>}
        </p>
      )}
      <EndpointKeyField which="local" />
    </Section>
  );
}

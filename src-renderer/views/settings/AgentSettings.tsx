import type { Settings } from '../../../src-shared/settings';
import { useSystem } from '../../stores/system';
import { Section, SaveStatus, useSettingsSave } from './fields';

const PROVIDERS: { value: Settings['provider']; label: string; hint: string }[] = [
  {
    value: 'auto',
    label: 'Automatic',
    hint: 'Claude if a key is set and reachable, else your local model, else the offline agent.',
  },
  { value: 'cloud', label: 'Claude (cloud)', hint: 'Anthropic’s models; needs an API key and the internet.' },
  { value: 'local', label: 'Local model', hint: 'Ollama or llama.cpp on this computer; nothing leaves it.' },
  { value: 'offline', label: 'Offline agent', hint: 'No model: understands common requests and always works.' },
];

export const PROVIDER_LABELS = { cloud: 'Claude (cloud)', local: 'Local model', offline: 'Offline agent' } as const;

/** Which agent answers, and how each one is doing right now (health:get). */
export function AgentSettings() {
  const provider = useSystem((s) => s.settings?.provider ?? 'auto');
  const health = useSystem((s) => s.health);
  const refreshHealth = useSystem((s) => s.refreshHealth);
  const { status, save } = useSettingsSave();

  return (
    <Section
      id="agent-h"
      title="Agent"
      lead="Who answers in Chat. The badge in the sidebar always shows the one in use."
    >
      <fieldset className="provider-choice">
        <legend className="visually-hidden">Provider</legend>
        {PROVIDERS.map((p) => (
          <label key={p.value} className="provider-choice__option">
            <input
              type="radio"
              name="provider"
              value={p.value}
              checked={provider === p.value}
              onChange={async () => {
                if (await save({ provider: p.value }, `Now using: ${p.label}.`)) await refreshHealth();
              }}
            />
            <span>
              <span className="provider-choice__label">{p.label}</span>
              <span className="provider-choice__hint">{p.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <SaveStatus status={status} />
      {health && (
        <table className="kv provider-health">
          <caption className="visually-hidden">Provider health</caption>
          <tbody>
            {health.providers.map((p) => (
              <tr key={p.name} data-testid={`provider-${p.name}`}>
                <th scope="row">
                  {PROVIDER_LABELS[p.name]}
                  {p.name === health.active_provider && <span className="tag">active</span>}
                </th>
                <td>
                  <span className={`status status--${p.status}`}>{p.status}</span>
                  {p.latency_ms !== null && p.status !== 'unavailable' && (
                    <span className="muted"> · {p.latency_ms} ms</span>
                  )}
                  {p.error && <div className="muted">{p.error}</div>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

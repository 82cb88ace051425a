import { useEffect } from 'react';
import { useSystem } from '../stores/system';

const PROVIDER_LABELS = { cloud: 'Claude (cloud)', local: 'Local model', offline: 'Offline agent' } as const;

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** Settings: app info and live provider/database health from main. */
export function SettingsView() {
  const { info, health, settings, error, loading, refreshHealth, updateSettings } = useSystem();
  useEffect(() => {
    void refreshHealth();
  }, [refreshHealth]);

  return (
    <section className="view" aria-labelledby="view-title">
      <header className="view__header">
        <h1 id="view-title">Settings</h1>
        <button type="button" className="button" onClick={() => void refreshHealth()} disabled={loading}>
          Check health
        </button>
      </header>
      {error && (
        <p role="alert" className="notice notice--error">
          {error.message}
        </p>
      )}

      <div className="cards">
        <article className="card" aria-labelledby="agent-h">
          <h2 id="agent-h">Agent</h2>
          {health ? (
            <table className="kv">
              <tbody>
                {health.providers.map((p) => (
                  <tr key={p.name} data-testid={`provider-${p.name}`}>
                    <th scope="row">
                      {PROVIDER_LABELS[p.name]}
                      {p.name === health.active_provider && <span className="tag">active</span>}
                    </th>
                    <td>
                      <span className={`status status--${p.status}`}>{p.status}</span>
                      {p.latency_ms !== null && p.status !== 'unavailable' && <span className="muted"> · {p.latency_ms} ms</span>}
                      {p.error && <div className="muted">{p.error}</div>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="muted">Checking…</p>
          )}
        </article>

        <article className="card" aria-labelledby="db-h">
          <h2 id="db-h">Database</h2>
          {health ? (
            <table className="kv">
              <tbody>
                <tr>
                  <th scope="row">Status</th>
                  <td>
                    <span className={`status status--${health.database.ok ? 'healthy' : 'unavailable'}`}>
                      {health.database.ok ? 'ok' : 'problem'}
                    </span>
                    {health.database.error && <div className="muted">{health.database.error}</div>}
                  </td>
                </tr>
                <tr>
                  <th scope="row">File</th>
                  <td>
                    <code data-testid="db-path">{health.database.path}</code>
                  </td>
                </tr>
                <tr>
                  <th scope="row">Schema</th>
                  <td>
                    version {health.database.schema_version} of {health.database.latest_schema_version} · {health.database.journal_mode}
                  </td>
                </tr>
                <tr>
                  <th scope="row">Size</th>
                  <td>{formatBytes(health.database.size_bytes)}</td>
                </tr>
              </tbody>
            </table>
          ) : (
            <p className="muted">Checking…</p>
          )}
        </article>

        <article className="card" aria-labelledby="appearance-h">
          <h2 id="appearance-h">Appearance</h2>
          <label className="field">
            <span>Theme</span>
            <select
              value={settings?.theme ?? 'system'}
              onChange={(e) => void updateSettings({ theme: e.target.value as 'system' | 'light' | 'dark' })}
              disabled={!settings}
            >
              <option value="system">Follow the system</option>
              <option value="light">Light</option>
              <option value="dark">Dark</option>
            </select>
          </label>
        </article>

        <article className="card" aria-labelledby="about-h">
          <h2 id="about-h">About</h2>
          {info ? (
            <table className="kv">
              <tbody>
                <tr>
                  <th scope="row">Version</th>
                  <td data-testid="app-version">Quire {info.version}</td>
                </tr>
                <tr>
                  <th scope="row">Runtime</th>
                  <td>
                    Node {info.versions.node}
                    {info.versions.electron && ` · Electron ${info.versions.electron}`}
                    {info.versions.chrome && ` · Chromium ${info.versions.chrome}`}
                  </td>
                </tr>
                <tr>
                  <th scope="row">Data folder</th>
                  <td>
                    <code>{info.data_dir}</code>
                  </td>
                </tr>
              </tbody>
            </table>
          ) : (
            <p className="muted">Loading…</p>
          )}
        </article>
      </div>
    </section>
  );
}

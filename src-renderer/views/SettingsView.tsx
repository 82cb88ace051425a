import { useEffect, useRef, useState } from 'react';
import { useViewShortcuts } from '../hooks/useViewShortcuts';
import { useSystem } from '../stores/system';
import '../styles/views/settings.css';
import { AgentSettings } from './settings/AgentSettings';
import { AgentLimitsSettings } from './settings/AgentLimitsSettings';
import { ApiKeySettings } from './settings/ApiKeySettings';
import { ConfirmPolicySettings } from './settings/ConfirmPolicySettings';
import { DataSettings, formatBytes, useBackupNow } from './settings/DataSettings';
import { BackupRestore } from './settings/BackupRestore';
import { DataTransferSettings } from './settings/DataTransferSettings';
import { Section } from './settings/fields';
import { LocalModelSettings } from './settings/LocalModelSettings';
import { EmbeddingSettings } from './settings/EmbeddingSettings';
import { StudySettings } from './settings/StudySettings';
import { MaterialsSettings } from './settings/MaterialsSettings';
import { ReviewLimitSettings } from './settings/ReviewLimitSettings';
import { TopicLimitSettings } from './settings/TopicLimitSettings';
import { useViewIntent } from '../stores/viewIntents';
import { DateSettings } from './settings/DateSettings';
import { PlanningSettings } from './settings/PlanningSettings';
import { ErrorNotice } from '../components/ErrorNotice';

/**
 * Settings: every field goes to main (settings:set), which validates it and answers with the
 * field names it refused; those messages appear beside the fields. The forms are noValidate so
 * the browser's own bubbles never stand in for main's messages.
 */
export function SettingsView() {
  const { info, health, settings, error, loading, refreshHealth, updateSettings } = useSystem();
  const localForm = useRef<HTMLFormElement>(null);
  const backupNow = useBackupNow();
  useEffect(() => {
    void refreshHealth();
  }, [refreshHealth]);

  // The palette's "limits", "export": that section in view and its first field focused, once drawn.
  const section = useRef<string | null>(null);
  const [sectionAsked, setSectionAsked] = useState(0);
  useViewIntent(['settings:section'], (i) => {
    section.current = i.section;
    setSectionAsked((n) => n + 1);
  });
  useEffect(() => {
    const box = section.current && settings ? document.getElementById(section.current)?.closest('section') : null;
    if (!box) return;
    section.current = null;
    box.scrollIntoView({ block: 'start' });
    box
      .querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button')
      ?.focus({ preventScroll: true });
  }, [sectionAsked, settings]);

  useViewShortcuts([
    { key: 'h', label: 'H', description: 'Check agent and database health', run: () => void refreshHealth() },
    {
      key: 't',
      label: 'T',
      description: 'Save and test the local model connection',
      run: () => localForm.current?.requestSubmit(),
    },
    { key: 'b', label: 'B', description: 'Back up the database now', run: () => void backupNow.backup() },
  ]);

  return (
    <section className="view settings" aria-labelledby="view-title">
      <header className="view__header">
        <h1 id="view-title">Settings</h1>
        <button type="button" className="button" onClick={() => void refreshHealth()} disabled={loading}>
          Check health <kbd>H</kbd>
        </button>
      </header>
      <ErrorNotice error={error} />
      {!settings ? (
        <p className="muted">Loading settings…</p>
      ) : (
        <div className="settings-sections">
          <AgentSettings />
          <ApiKeySettings />
          <LocalModelSettings ref={localForm} />
          <AgentLimitsSettings />
          <EmbeddingSettings />
          <StudySettings />
          <ReviewLimitSettings />
          <TopicLimitSettings />
          <MaterialsSettings />
          <DateSettings />
          <PlanningSettings />
          <ConfirmPolicySettings />
          <DataSettings {...backupNow} />
          <BackupRestore refreshKey={backupNow.lastBackup} />
          <DataTransferSettings />
          <Section id="appearance-h" title="Appearance" lead="Light, dark, or as your system is set.">
            <div className="setting-field">
              <label htmlFor="theme-select">Theme</label>
              <select
                id="theme-select"
                value={settings.theme}
                onChange={(e) => void updateSettings({ theme: e.target.value as 'system' | 'light' | 'dark' })}
              >
                <option value="system">Follow the system</option>
                <option value="light">Light</option>
                <option value="dark">Dark</option>
              </select>
            </div>
          </Section>
          <Section id="about-h" title="About" lead="The version and the health of the database file.">
            <table className="kv">
              <tbody>
                <tr>
                  <th scope="row">Version</th>
                  <td data-testid="app-version">{info ? `Quire ${info.version}` : '…'}</td>
                </tr>
                {info && (
                  <tr>
                    <th scope="row">Runtime</th>
                    <td>
                      Node {info.versions.node}
                      {info.versions.electron && ` · Electron ${info.versions.electron}`}
                      {info.versions.chrome && ` · Chromium ${info.versions.chrome}`}
                    </td>
                  </tr>
                )}
                {health && (
                  <>
                    <tr>
                      <th scope="row">Database</th>
                      <td>
                        <span className={`status status--${health.database.ok ? 'healthy' : 'unavailable'}`}>
                          {health.database.ok ? 'ok' : 'problem'}
                        </span>
                        {' · '}schema {health.database.schema_version} of {health.database.latest_schema_version} ·{' '}
                        {health.database.journal_mode} · {formatBytes(health.database.size_bytes)}
                        {health.database.error && <div className="muted">{health.database.error}</div>}
                      </td>
                    </tr>
                    <tr>
                      <th scope="row">File</th>
                      <td>
                        <code data-testid="db-path">{health.database.path}</code>
                      </td>
                    </tr>
                  </>
                )}
              </tbody>
            </table>
          </Section>
        </div>
      )}
    </section>
  );
}

import { useState } from 'react';
import type { BackupResult } from '../../../src-shared/ipc/backup';
import { invoke } from '../../api/client';
import { plural } from '../../format';
import { useSystem } from '../../stores/system';
import { Field, Section, SaveStatus, useSettingsSave } from './fields';

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** Where the data lives, backups on demand, and how long things are kept. */
export function DataSettings(props: {
  backup: () => Promise<void>;
  backingUp: boolean;
  lastBackup: BackupResult | null;
  backupError: string | null;
}) {
  const info = useSystem((s) => s.info);
  const settings = useSystem((s) => s.settings);
  const [keep, setKeep] = useState(String(settings?.backup_keep ?? 10));
  const [days, setDays] = useState(String(settings?.conversation_retention_days ?? 30));
  const { errors, status, save } = useSettingsSave();
  const asInt = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

  return (
    <Section
      id="data-h"
      title="Your data"
      lead="Everything is in one SQLite file on this computer. Backups are full copies you can open or restore."
    >
      <table className="kv">
        <tbody>
          <tr>
            <th scope="row">Data folder</th>
            <td>
              <code data-testid="data-folder">{info?.data_dir ?? '…'}</code>
            </td>
          </tr>
        </tbody>
      </table>
      <div className="settings-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void props.backup()}
          disabled={props.backingUp}
        >
          {props.backingUp ? 'Backing up…' : 'Back up now'} <kbd>B</kbd>
        </button>
        <span role="status" className="backup-result" data-testid="backup-result">
          {props.backupError ??
            (props.lastBackup
              ? `Saved ${formatBytes(props.lastBackup.bytes)} to ${props.lastBackup.file} · ${plural(props.lastBackup.kept, 'backup')} kept`
              : '')}
        </span>
      </div>
      <form
        noValidate
        className="settings-stack"
        onSubmit={(e) => {
          e.preventDefault();
          void save({ backup_keep: asInt(keep), conversation_retention_days: asInt(days) });
        }}
      >
        <Field label="Backups to keep" error={errors.backup_keep} hint="1 to 100; the oldest go first.">
          {(a11y) => (
            <input
              {...a11y}
              type="number"
              min={1}
              max={100}
              step={1}
              value={keep}
              onChange={(e) => setKeep(e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Keep conversations for (days)"
          error={errors.conversation_retention_days}
          hint="Chats untouched for longer are deleted; 1 to 3650."
        >
          {(a11y) => (
            <input
              {...a11y}
              type="number"
              min={1}
              max={3650}
              step={1}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          )}
        </Field>
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

/** backup:now through main; the result (or main's refusal) is shown beside the button. */
export function useBackupNow() {
  const [backingUp, setBackingUp] = useState(false);
  const [lastBackup, setLastBackup] = useState<BackupResult | null>(null);
  const [backupError, setBackupError] = useState<string | null>(null);
  const backup = async () => {
    if (backingUp) return;
    setBackingUp(true);
    const r = await invoke('backup:now');
    setBackingUp(false);
    if (r.ok) {
      setLastBackup(r.data);
      setBackupError(null);
    } else setBackupError(`Backup failed: ${r.error.message}`);
  };
  return { backup, backingUp, lastBackup, backupError };
}

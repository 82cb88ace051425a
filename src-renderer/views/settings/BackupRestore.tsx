import { useCallback, useEffect, useState } from 'react';
import type { BackupEntryInfo } from '../../../src-shared/ipc/backup';
import { invoke } from '../../api/client';
import { useDataChanged } from '../../hooks/useDataChanged';
import { useConfirm } from '../../stores/confirm';
import { formatBytes } from './DataSettings';
import { Section } from './fields';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'unknown date';

/**
 * Settings → Data's backups: each with its date, size and whether it was verified, newest first.
 * Restoring asks first; main backs up the current data before replacing it, then reopens.
 */
export function BackupRestore(props: { refreshKey?: unknown }) {
  const [backups, setBackups] = useState<BackupEntryInfo[] | null>(null);
  const [status, setStatus] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = useConfirm((s) => s.ask);

  // A counter rather than a callback in the effect: the list is fetched after every change to it.
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let live = true;
    void invoke('backup:list').then((r) => {
      if (!live) return;
      if (r.ok) setBackups(r.data.backups);
      else setStatus({ text: `Could not list the backups: ${r.error.message}`, tone: 'error' });
    });
    return () => {
      live = false;
    };
  }, [version, props.refreshKey]);
  useDataChanged(['settings'], reload);

  const restore = async (b: BackupEntryInfo) => {
    const approved = await ask({
      tool: 'backup:restore',
      input: { backup: b.name, made: when(b.created_at), size: formatBytes(b.bytes) },
      summary: `Replace all your data with the backup from ${when(b.created_at)}? What is there now is backed up first, so this can be undone by restoring that copy.`,
    });
    if (!approved) return;
    setBusy(true);
    const r = await invoke('backup:restore', { file: b.file });
    setBusy(false);
    if (!r.ok) {
      setStatus({ text: `Not restored: ${r.error.message}`, tone: 'error' });
      return;
    }
    const before = r.data.safety_backup ? ` Your data from just before is kept as ${r.data.safety_backup}.` : '';
    setStatus({
      text: r.data.reopened
        ? `Restored the backup from ${when(b.created_at)}.${before}`
        : `Restored the backup from ${when(b.created_at)}. Restart Quire to see it.${before}`,
      tone: 'ok',
    });
    reload();
  };

  return (
    <Section
      id="backups-h"
      title="Backups"
      lead="Verified copies are checked by SQLite before they are kept. Restoring one replaces all your data; the current data is backed up first."
    >
      {backups === null ? (
        <p className="muted">Loading backups…</p>
      ) : backups.length === 0 ? (
        <p className="muted">No backups yet. “Back up now” makes one; Quire also makes one every day.</p>
      ) : (
        <table className="backup-table" data-testid="backup-list">
          <thead>
            <tr>
              <th scope="col">Made</th>
              <th scope="col">Size</th>
              <th scope="col">Verified</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {backups.map((b) => (
              <tr key={b.file} title={b.name}>
                <td>
                  {when(b.created_at)}
                  {b.reason !== 'manual' && <span className="muted"> · {b.reason.replace(/-/g, ' ')}</span>}
                </td>
                <td>{formatBytes(b.bytes)}</td>
                <td>{b.verified ? 'Yes' : 'No (older kind)'}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    disabled={!b.verified || busy}
                    onClick={() => void restore(b)}
                    aria-label={`Restore the backup from ${when(b.created_at)}`}
                  >
                    Restore…
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {status && (
        <p
          role="status"
          className={status.tone === 'error' ? 'setting-field__error' : 'muted'}
          data-testid="restore-status"
        >
          {status.text}
        </p>
      )}
    </Section>
  );
}

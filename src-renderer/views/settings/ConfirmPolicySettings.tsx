import { useEffect, useState } from 'react';
import type { ToolInfo } from '../../../src-shared/ipc/channels';
import { invoke } from '../../api/client';
import { useSystem } from '../../stores/system';
import { Section, SaveStatus, useSettingsSave } from './fields';

/** "delete_task" → "Delete task". */
const readable = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replaceAll('_', ' ');

/**
 * Every destructive tool (tools:list, annotations.destructive) with the user's choice: ask every
 * time (the default) or not. Main enforces it (settings.confirm_policy); this only records it.
 */
export function ConfirmPolicySettings() {
  const policy = useSystem((s) => s.settings?.confirm_policy ?? {});
  const [tools, setTools] = useState<ToolInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { status, save } = useSettingsSave();

  useEffect(() => {
    let live = true;
    void invoke('tools:list').then((r) => {
      if (!live) return;
      if (r.ok) setTools(r.data.filter((t) => t.annotations.destructive).sort((a, b) => a.name.localeCompare(b.name)));
      else setError(r.error.message);
    });
    return () => {
      live = false;
    };
  }, []);

  const unasked = (tools ?? []).filter((t) => policy[t.name] === 'dont_ask');
  return (
    <Section
      id="confirm-h"
      title="Confirmations"
      lead="Actions that delete or overwrite your data ask first, whether you or the agent start them. You may turn that off per action, and back on."
    >
      {error && <p className="notice notice--error">{error}</p>}
      <p className="muted" data-testid="confirm-summary">
        {unasked.length === 0
          ? 'Every one of these asks first.'
          : `Runs without asking: ${unasked.map((t) => readable(t.name)).join(', ')}.`}
      </p>
      {tools && (
        <table className="policy-table">
          <caption className="visually-hidden">Confirmation per action</caption>
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Before it runs</th>
            </tr>
          </thead>
          <tbody>
            {tools.map((t) => (
              <tr key={t.name}>
                <th scope="row">
                  {/* The name only: tool descriptions are written for the model ("Use when the user asks…"). */}
                  <span className="policy-table__name">{readable(t.name)}</span>
                </th>
                <td>
                  <select
                    aria-label={`${readable(t.name)}: before it runs`}
                    value={policy[t.name] ?? 'ask'}
                    onChange={(e) =>
                      void save(
                        { confirm_policy: { ...policy, [t.name]: e.target.value as 'ask' | 'dont_ask' } },
                        e.target.value === 'ask'
                          ? `${readable(t.name)} asks first again.`
                          : `${readable(t.name)} no longer asks.`,
                      )
                    }
                  >
                    <option value="ask">Always ask</option>
                    <option value="dont_ask">Don’t ask</option>
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <SaveStatus status={status} />
    </Section>
  );
}

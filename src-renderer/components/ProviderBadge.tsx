import { useSystem } from '../stores/system';

const LABELS = { cloud: 'Claude', local: 'Local model', offline: 'Offline agent' } as const;

/** The active provider and its health, always visible (DESIGN §4). */
export function ProviderBadge() {
  const health = useSystem((s) => s.health);
  if (!health) return <div className="provider provider--unknown">Checking agent…</div>;
  const active = health.providers.find((p) => p.name === health.active_provider);
  const status = active?.status ?? 'unavailable';
  return (
    <div
      className={`provider provider--${status}`}
      role="status"
      aria-label={`Agent: ${LABELS[health.active_provider]}, ${status}`}
    >
      <span className="provider__dot" aria-hidden="true" />
      <span className="provider__name">{LABELS[health.active_provider]}</span>
      <span className="provider__status">{status}</span>
    </div>
  );
}

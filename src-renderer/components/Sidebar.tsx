import { useNavigation } from '../stores/navigation';
import { VIEWS } from '../views/registry';
import { ProviderBadge } from './ProviderBadge';
import { modKey } from '../keyboard';
import { Icon } from './Icon';

export function Sidebar() {
  const view = useNavigation((s) => s.view);
  const go = useNavigation((s) => s.go);
  const setPaletteOpen = useNavigation((s) => s.setPaletteOpen);
  return (
    <nav className="sidebar" aria-label="Views">
      <div className="sidebar__brand">
        <span className="sidebar__logo" aria-hidden="true">
          Q
        </span>
        <span>Quire</span>
      </div>
      <ul className="sidebar__list">
        {VIEWS.map((v, i) => (
          <li key={v.id}>
            <button
              type="button"
              className="sidebar__item"
              aria-current={view === v.id ? 'page' : undefined}
              onClick={() => go(v.id)}
              title={`${v.label} (${modKey}+${i + 1})`}
            >
              <span className="sidebar__icon">
                <Icon name={v.id} />
              </span>
              <span className="sidebar__label">{v.label}</span>
              <kbd className="sidebar__kbd" aria-hidden="true">
                {modKey}
                {i + 1}
              </kbd>
            </button>
          </li>
        ))}
      </ul>
      <div className="sidebar__footer">
        <button type="button" className="sidebar__palette" onClick={() => setPaletteOpen(true)}>
          <span>Commands</span>
          <kbd>{modKey}K</kbd>
        </button>
        <ProviderBadge />
      </div>
    </nav>
  );
}

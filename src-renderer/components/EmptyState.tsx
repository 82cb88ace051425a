import type { ReactNode } from 'react';
import '../styles/components/empty-state.css';

/**
 * What a list shows when there is nothing in it: a plain sentence of what would be here and how to
 * add it — never placeholder data.
 *
 * @example
 *   <EmptyState title="No tasks yet" hint={<>Type one above, e.g. <q>essay draft fri p1</q></>} />
 */
export function EmptyState(props: {
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
  icon?: ReactNode;
}) {
  return (
    <div className={`empty-state${props.compact ? ' empty-state--compact' : ''}`}>
      {props.icon && (
        <div className="empty-state__icon" aria-hidden="true">
          {props.icon}
        </div>
      )}
      <p className="empty-state__title">{props.title}</p>
      {props.hint && <p className="empty-state__hint">{props.hint}</p>}
      {props.action && <div className="empty-state__action">{props.action}</div>}
    </div>
  );
}

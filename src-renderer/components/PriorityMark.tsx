import { priorityLong, priorityShort } from '../format';

/** A task's priority as a small "P1" badge (P4, the default, shows nothing); read out in full. */
export function PriorityMark({ priority }: { priority: 1 | 2 | 3 | 4 }) {
  if (priority === 4) return null;
  return (
    <span className={`prio prio--${priority}`} title={priorityLong(priority)}>
      <span aria-hidden="true">{priorityShort(priority)}</span>
      <span className="visually-hidden">{priorityLong(priority)}</span>
    </span>
  );
}

import type { PlanItemStatus } from '../../../src-shared/plans';
import { addDays } from '../../../src-shared/text/locale';
import { isAvailable, studyDays, type Availability } from './studyDays';

/** What pace and rescheduling need of a plan step, in the plan's order. */
export interface PacedItem {
  id: number;
  status: PlanItemStatus;
  due_date: string | null;
}

const isOpen = (i: PacedItem) => i.status === 'todo' || i.status === 'in_progress';

export interface Move {
  id: number;
  from: string;
  to: string;
}

/**
 * "Reschedule what I missed": open steps keep their order and move onto study days from today,
 * at most as many a day as the work left needs to fit before the deadline. Late steps take the
 * first free days; a later step moves only when the ones before it push it. With no deadline the
 * plan may run past its last date; with one, steps that cannot fit share its last study day.
 * Returns only the steps whose date changes.
 */
export function rescheduleMoves(
  items: readonly PacedItem[],
  today: string,
  deadline: string | null,
  availability: Availability,
): Move[] {
  const open = items.filter((i): i is PacedItem & { due_date: string } => isOpen(i) && i.due_date !== null);
  if (!open.some((i) => i.due_date < today)) return [];
  const days = deadline === null ? [] : studyDays(today, deadline, availability);
  const perDay = deadline === null || days.length === 0 ? 1 : Math.ceil(open.length / days.length);
  const used = new Map<string, number>();
  const moves: Move[] = [];
  let day = today;
  for (const item of open) {
    if (item.due_date > day) day = item.due_date;
    // The next study day with room, without passing the deadline's last study day.
    while (!isAvailable(day, availability) || (used.get(day) ?? 0) >= perDay) {
      const next = addDays(day, 1);
      if (deadline !== null && next > deadline) {
        day = days.at(-1) ?? day;
        break;
      }
      day = next;
    }
    used.set(day, (used.get(day) ?? 0) + 1);
    if (day !== item.due_date) moves.push({ id: item.id, from: item.due_date, to: day });
  }
  return moves;
}

import type { PlanItemStatus } from '../../../src-shared/plans';

export const ITEM_STATUS_LABELS: Record<PlanItemStatus, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  done: 'Done',
  skipped: 'Skipped',
};

/**
 * Space/S walks a step forward: to do → in progress → done → to do. A skipped step comes back
 * as to do (skipping is the agent's word for "not doing it", undone by picking it up again).
 */
export function nextItemStatus(s: PlanItemStatus): PlanItemStatus {
  switch (s) {
    case 'todo':
      return 'in_progress';
    case 'in_progress':
      return 'done';
    case 'done':
    case 'skipped':
      return 'todo';
  }
}

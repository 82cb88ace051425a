import { useViewShortcuts } from '../../hooks/useViewShortcuts';
import type { ViewShortcut } from '../../stores/shortcuts';
import { unlessOtherControl } from '../nativeKeys';

/** Where j/k move: the list of plans, or the selected plan's steps. */
export type PlanZone = 'plans' | 'items';

export interface PlanActions {
  move: (delta: number) => void;
  enterItems: () => void;
  backToPlans: () => void;
  advance: () => void;
  done: () => void;
  add: () => void;
  newPlan: () => void;
  generate: () => void;
  archive: () => void;
  /** Deletes what is selected: the step in the steps zone, the plan in the plans zone. */
  remove: () => void;
  /** e: edit the selected step. */
  edit: () => void;
  /** Shift+J / Shift+K: move the selected step down or up. */
  moveStep: (delta: number) => void;
  /** m: move the plan's late steps forward ("reschedule what I missed"). */
  reschedule: () => void;
}

/**
 * The Plans view's single keys, listed by `?`. Which list j/k move in depends on the zone, and
 * keys mean what they mean elsewhere: e edits, Delete deletes what is selected (a step in the
 * steps zone). A form being open (new plan, generate, add or edit a step) leaves every key to it.
 */
export function usePlanShortcuts(zone: PlanZone, formOpen: boolean, a: PlanActions): void {
  const inPlans = zone === 'plans';
  const keys: ViewShortcut[] = formOpen
    ? []
    : [
        { key: 'j', label: 'J', description: inPlans ? 'Next plan' : 'Next step', run: () => a.move(1) },
        { key: 'k', label: 'K', description: inPlans ? 'Previous plan' : 'Previous step', run: () => a.move(-1) },
        inPlans
          ? {
              key: 'Enter',
              label: 'Enter',
              description: 'Open the plan’s steps',
              run: unlessOtherControl(a.enterItems),
            }
          : { key: 'Escape', label: 'Esc', description: 'Back to the list of plans', run: a.backToPlans },
        {
          key: ' ',
          label: 'Space',
          description: inPlans ? 'Open the plan’s steps' : 'Next status: to do → in progress → done',
          run: unlessOtherControl(a.advance),
        },
        { key: 's', label: 'S', description: 'Next status of the step: to do → in progress → done', run: a.advance },
        { key: 'x', label: 'X', description: 'Mark the step done', run: a.done },
        { key: 'a', label: 'A', description: 'Add a step to the plan', run: a.add },
        { key: 'n', label: 'N', description: 'New plan', run: a.newPlan },
        { key: 'g', label: 'G', description: 'Generate a study plan (goal, days, minutes a day)', run: a.generate },
        { key: 'e', label: 'E', description: 'Edit the step (title, due date, notes)', run: a.edit },
        { key: 'J', label: 'Shift+J', description: 'Move the step down', run: () => a.moveStep(1) },
        { key: 'K', label: 'Shift+K', description: 'Move the step up', run: () => a.moveStep(-1) },
        { key: 'm', label: 'M', description: 'Move late steps forward (reschedule what I missed)', run: a.reschedule },
        { key: 'y', label: 'Y', description: 'Archive the plan (or restore an archived one)', run: a.archive },
        {
          key: 'Delete',
          label: 'Del',
          description: inPlans
            ? 'Delete the plan (asks first; undo from the toast)'
            : 'Delete the step (asks first; undo from the toast)',
          run: a.remove,
        },
        { key: 'Backspace', label: '⌫', description: 'Delete what is selected (Mac keyboards)', run: a.remove },
      ];
  useViewShortcuts(keys);
}

import { useViewShortcuts } from '../../hooks/useViewShortcuts';
import type { TaskFilter } from '../../stores/tasks';

export interface TaskActions {
  move: (delta: number) => void;
  toggle: () => void;
  edit: () => void;
  remove: () => void;
  priority: (p: number) => void;
  newTask: () => void;
  search: () => void;
  filter: (f: TaskFilter) => void;
}

/**
 * The Tasks view's single keys (listed by `?`). While a row is being edited only the editor's
 * Enter/Esc apply, so none is bound.
 */
export function useTaskShortcuts(a: TaskActions, editing: boolean): void {
  useViewShortcuts(
    editing
      ? []
      : [
          { key: 'n', label: 'N', description: 'New task (quick add)', run: a.newTask },
          { key: '/', label: '/', description: 'Search tasks', run: a.search },
          { key: 'j', label: 'J', description: 'Next task', run: () => a.move(1) },
          { key: 'k', label: 'K', description: 'Previous task', run: () => a.move(-1) },
          { key: 'x', label: 'X', description: 'Complete the task (or reopen a completed one)', run: a.toggle },
          { key: 'e', label: 'E', description: 'Edit the task (Enter saves, Esc cancels)', run: a.edit },
          {
            key: 'Delete',
            label: 'Del',
            description: 'Delete the task (asks first; undo from the toast)',
            run: a.remove,
          },
          { key: 'Backspace', label: '⌫', description: 'Delete the task (Mac keyboards)', run: a.remove },
          { key: '1', label: '1', description: 'Set priority 1 (urgent)', run: () => a.priority(1) },
          { key: '2', label: '2', description: 'Set priority 2 (high)', run: () => a.priority(2) },
          { key: '3', label: '3', description: 'Set priority 3 (medium)', run: () => a.priority(3) },
          { key: '4', label: '4', description: 'Set priority 4 (normal)', run: () => a.priority(4) },
          { key: 'p', label: 'P', description: 'Show pending tasks', run: () => a.filter('pending') },
          { key: 'o', label: 'O', description: 'Show overdue tasks', run: () => a.filter('overdue') },
          { key: 'c', label: 'C', description: 'Show completed tasks', run: () => a.filter('completed') },
          { key: 'a', label: 'A', description: 'Show all tasks', run: () => a.filter('all') },
        ],
  );
}

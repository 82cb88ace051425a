import type { PaletteCommand } from './paletteCommand';
import { useNavigation } from './stores/navigation';
import { useViewIntents } from './stores/viewIntents';

/**
 * Palette entries for Tasks, Today and Plans: every action those views offer by key is also
 * reachable by name (Ctrl/Cmd+K, then type).
 */
export function planningCommands(): PaletteCommand[] {
  const { request } = useViewIntents.getState();
  const { go } = useNavigation.getState();
  return [
    {
      id: 'task:new',
      label: 'New task',
      group: 'Actions',
      shortcut: 'N',
      keywords: ['add task', 'add', 'todo', 'quick add', 'create task'],
      run: () => request('tasks', { kind: 'task:new' }),
    },
    {
      id: 'task:search',
      label: 'Search tasks',
      group: 'Actions',
      shortcut: '/',
      keywords: ['find', 'filter'],
      run: () => request('tasks', { kind: 'task:search' }),
    },
    {
      id: 'task:completed',
      label: 'Show completed tasks',
      group: 'Actions',
      keywords: ['done', 'finished'],
      run: () => request('tasks', { kind: 'task:filter', filter: 'completed' }),
    },
    {
      id: 'task:all',
      label: 'Show all tasks',
      group: 'Actions',
      run: () => request('tasks', { kind: 'task:filter', filter: 'all' }),
    },
    {
      id: 'today:show',
      label: 'Show today',
      group: 'Actions',
      keywords: ['due', 'agenda', 'overdue'],
      run: () => go('today'),
    },
    {
      id: 'plan:new',
      label: 'New plan',
      group: 'Actions',
      shortcut: 'N',
      keywords: ['study plan', 'create'],
      run: () => request('plans', { kind: 'plan:new' }),
    },
    {
      id: 'plan:generate',
      label: 'Generate study plan',
      group: 'Actions',
      shortcut: 'G',
      keywords: ['schedule', 'days', 'goal'],
      run: () => request('plans', { kind: 'plan:generate' }),
    },
  ];
}

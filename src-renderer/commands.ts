import { useNavigation } from './stores/navigation';
import { useSystem } from './stores/system';
import { VIEWS } from './views/registry';
import { modKey } from './keyboard';
import { planningCommands } from './planningCommands';
import { studyCommands } from './studyCommands';
import { materialCommands } from './materialCommands';
import { helpCommands } from './helpCommands';
import type { ViewId } from './views/registry';
import { undoChange } from './api/undo';
import { useViewIntents } from './stores/viewIntents';
import type { PaletteCommand } from './paletteCommand';

/** The everyday words a student may type for a view ("stats" for Progress, "preferences" for Settings). */
const VIEW_KEYWORDS: Record<ViewId, string[]> = {
  chat: ['ask', 'agent', 'assistant', 'conversation'],
  today: ['agenda', 'due', 'dashboard', 'home'],
  plans: ['study plan', 'schedule', 'steps'],
  tasks: ['todo', 'to-do', 'list'],
  quizzes: ['test', 'exam practice'],
  flashcards: ['cards', 'deck', 'anki', 'browse cards'],
  materials: ['notes', 'library', 'documents', 'reading', 'pdf'],
  settings: ['preferences', 'options', 'configure', 'api key', 'model'],
  progress: ['stats', 'statistics', 'heatmap', 'charts', 'retention', 'history', 'forecast'],
};

export function paletteCommands(theme: 'system' | 'light' | 'dark'): PaletteCommand[] {
  const nav = useNavigation.getState();
  const system = useSystem.getState();
  const goTo: PaletteCommand[] = VIEWS.map((v, i) => ({
    id: `go:${v.id}`,
    label: `Go to ${v.label}`,
    group: 'Go to',
    shortcut: `${modKey}${i + 1}`,
    keywords: VIEW_KEYWORDS[v.id],
    run: () => nav.go(v.id),
  }));
  const nextTheme = theme === 'system' ? 'dark' : theme === 'dark' ? 'light' : 'system';
  const settingsSection = (section: string) => () =>
    useViewIntents.getState().request('settings', { kind: 'settings:section', section });
  const actions: PaletteCommand[] = [
    {
      id: 'undo:last',
      label: 'Undo the last change',
      group: 'Actions',
      shortcut: `${modKey}Z`,
      keywords: ['revert', 'take back', 'oops'],
      run: () => void undoChange(),
    },
    {
      id: 'settings:review-limits',
      label: 'Limits: new cards and reviews per day',
      group: 'Actions',
      keywords: ['daily limit', 'new cards per day', 'learning steps', 'anki'],
      run: settingsSection('review-limits-h'),
    },
    {
      id: 'settings:topic-limits',
      label: 'Limits per topic',
      group: 'Actions',
      keywords: ['topic limits', 'per topic', 'deck options', 'topic retention', 'desired retention'],
      run: settingsSection('topic-limits-h'),
    },
    {
      id: 'health:refresh',
      label: 'Check agent and database health',
      group: 'Actions',
      keywords: ['status', 'provider', 'diagnostics'],
      run: async () => {
        await system.refreshHealth();
        nav.go('settings');
      },
    },
    {
      id: 'theme:cycle',
      label: `Switch theme to ${nextTheme}`,
      group: 'Actions',
      keywords: ['dark', 'light', 'appearance'],
      run: async () => {
        await system.updateSettings({ theme: nextTheme });
      },
    },
  ];
  return [...goTo, ...actions, ...planningCommands(), ...studyCommands(), ...materialCommands(), ...helpCommands()];
}

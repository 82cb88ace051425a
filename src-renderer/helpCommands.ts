import type { PaletteCommand } from './paletteCommand';
import { useFirstRun } from './stores/firstRun';
import { useShortcuts } from './stores/shortcuts';
import { useViewIntents } from './stores/viewIntents';

/** Palette entries for help, the tour, sample data and moving data in and out. */
export function helpCommands(): PaletteCommand[] {
  const firstRun = useFirstRun.getState();
  const status = firstRun.status;
  const commands: PaletteCommand[] = [
    {
      id: 'help:shortcuts',
      label: 'Show keyboard shortcuts',
      group: 'Actions',
      shortcut: '?',
      keywords: ['help', 'keys', 'keyboard', 'hotkeys', 'cheat sheet'],
      // After the palette closes, so the overlay is not shut by the palette's own Escape handling.
      run: () => void setTimeout(() => useShortcuts.getState().setHelpOpen(true), 0),
    },
    {
      id: 'help:tour',
      label: 'Show the welcome tour',
      group: 'Actions',
      keywords: ['help', 'tour', 'welcome', 'getting started', 'introduction', 'guide'],
      run: () => firstRun.openTour(),
    },
    {
      id: 'data:transfer',
      label: 'Export or import data (Settings → Data)',
      group: 'Actions',
      keywords: ['export', 'import', 'anki', 'apkg', 'json', 'csv', 'calendar', 'ics', 'restore'],
      run: () => useViewIntents.getState().request('settings', { kind: 'settings:section', section: 'transfer-h' }),
    },
  ];
  if (!status?.sample_data)
    commands.push({
      id: 'sample:add',
      label: 'Add sample data',
      group: 'Actions',
      keywords: ['example', 'demo', 'try', 'sample cards', 'sample tasks'],
      run: () => void firstRun.addSample(),
    });
  if (status?.sample_data || status?.sample_material)
    commands.push({
      id: 'sample:remove',
      label: 'Remove sample data',
      group: 'Actions',
      keywords: ['example', 'demo', 'clear', 'delete sample'],
      run: () => void firstRun.removeSample(),
    });
  return commands;
}

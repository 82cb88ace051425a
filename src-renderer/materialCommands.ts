import type { PaletteCommand } from './paletteCommand';
import { useMaterials } from './stores/materials';
import { useNavigation } from './stores/navigation';
import { useViewIntents } from './stores/viewIntents';

/** Palette entries for the Materials view: each of its keys is also reachable by name. */
export function materialCommands(): PaletteCommand[] {
  const intents = useViewIntents.getState();
  return [
    {
      id: 'materials:import-files',
      label: 'Import study materials (files)',
      group: 'Actions',
      shortcut: 'I',
      keywords: ['notes', 'pdf', 'markdown', 'book', 'add'],
      run: () => intents.request('materials', { kind: 'materials:import', from: 'files' }),
    },
    {
      id: 'materials:import-folder',
      label: 'Import a folder of study materials',
      group: 'Actions',
      shortcut: 'F',
      keywords: ['notes', 'library', 'directory'],
      run: () => intents.request('materials', { kind: 'materials:import', from: 'folder' }),
    },
    {
      id: 'materials:search',
      label: 'Search your materials',
      group: 'Actions',
      shortcut: '/',
      keywords: ['find', 'notes', 'passage'],
      run: () => intents.request('materials', { kind: 'materials:search' }),
    },
    {
      id: 'materials:rescan',
      label: 'Rescan materials (re-read changed files)',
      group: 'Actions',
      shortcut: 'R',
      keywords: ['refresh', 'reindex', 'stale'],
      run: () => {
        useMaterials.getState().closeReader();
        useNavigation.getState().go('materials');
        void useMaterials.getState().rescan();
      },
    },
  ];
}

/** One entry of the command palette. Every action the app offers is listed here. */
export interface PaletteCommand {
  id: string;
  label: string;
  group: 'Go to' | 'Actions';
  shortcut?: string;
  keywords?: string[];
  run: () => void | Promise<void>;
}

import type { Core } from '../app';
import type { CliIo } from './io';

/** What every CLI command is given; the commands themselves live beside this file, listed in commands.ts. */
export interface CliContext {
  io: CliIo;
  /** Opens the core on the chosen database; commands that need no database never call it. */
  openCore: () => Promise<Core>;
  /** The database file the command works on (--db, QUIRE_DB or the app's). */
  dbPath: string;
  version: string;
}

export interface CliCommand {
  name: string;
  usage: string;
  summary: string;
  /** util.parseArgs option spec for this command's flags. */
  options: Record<string, { type: 'boolean' | 'string'; short?: string }>;
  run(
    args: { values: Record<string, string | boolean | undefined>; positionals: string[] },
    ctx: CliContext,
  ): Promise<number>;
}

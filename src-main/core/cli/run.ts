import { parseArgs } from 'node:util';
import { createCore } from '../app';
import { envApiKeyStore } from '../services/apiKey';
import { DatabaseTooNewError } from '../db/migrate';
import { DatabaseCorruptError } from '../db/integrity';
import { RestoreRefusedError } from '../db/restore';
import { defaultDbPath } from '../paths';
import { COMMANDS } from './commands';
import { EXIT, UsageError, type CliIo } from './io';

async function helpText(): Promise<string> {
  const commands = await Promise.all(COMMANDS.map((c) => c.load()));
  const width = Math.max(...commands.map((c) => c.usage.length));
  return [
    'Quire — study and planning assistant (command line)',
    '',
    'Usage: quire [--db PATH] <command> [options]',
    '',
    ...commands.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`),
    '',
    'Global options:',
    '  --db PATH     database file (default: $QUIRE_DB, else the app data folder)',
    '  --version     print the version',
    '  --help        print this help',
    '',
    'Exit codes: 0 success, 1 error result, 2 bad usage.',
  ].join('\n');
}

/** Splits global flags (before the command) from the command and its own arguments. */
function splitGlobal(argv: string[]): { db?: string; version: boolean; help: boolean; rest: string[] } {
  const out: { db?: string; version: boolean; help: boolean; rest: string[] } = {
    version: false,
    help: false,
    rest: [],
  };
  let i = 0;
  for (; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--version' || a === '-v') out.version = true;
    else if (a === '--help' || a === '-h') out.help = true;
    else if (a === '--db') {
      const v = argv[++i];
      if (!v) throw new UsageError('--db needs a path.');
      out.db = v;
    } else if (a.startsWith('--db=')) out.db = a.slice(5);
    else break;
  }
  out.rest = argv.slice(i);
  return out;
}

/** Runs one CLI invocation and returns its exit code; never throws. */
export async function runCli(argv: string[], io: CliIo, version: string): Promise<number> {
  try {
    const g = splitGlobal(argv);
    if (g.version) {
      io.stdout(`${version}\n`);
      return EXIT.ok;
    }
    const [name, ...rest] = g.rest;
    if (g.help || !name || name === 'help') {
      (name || g.help ? io.stdout : io.stderr)(`${await helpText()}\n`);
      return name || g.help ? EXIT.ok : EXIT.usage;
    }
    const entry = COMMANDS.find((c) => c.name === name);
    if (!entry) throw new UsageError(`Unknown command "${name}". Run "quire --help" for the list.`);
    const command = await entry.load();
    let parsed: ReturnType<typeof parseArgs>;
    try {
      parsed = parseArgs({ args: rest, options: command.options, allowPositionals: true, strict: true });
    } catch (e) {
      throw new UsageError(`${e instanceof Error ? e.message : String(e)}\nUsage: ${command.usage}`);
    }
    const dbPath = g.db ?? io.env.QUIRE_DB ?? defaultDbPath();
    return await command.run(parsed as never, {
      io,
      version,
      dbPath,
      // The CLI's key comes from the environment only; ANTHROPIC_BASE_URL is the SDK's own override.
      openCore: () =>
        createCore({
          dbPath,
          appVersion: version,
          apiKeyStore: envApiKeyStore(io.env),
          localKeyStore: envApiKeyStore(io.env, 'QUIRE_LOCAL_API_KEY'),
          embeddingKeyStore: envApiKeyStore(io.env, 'QUIRE_EMBEDDING_API_KEY'),
          ...(io.env.ANTHROPIC_BASE_URL ? { cloudBaseUrl: io.env.ANTHROPIC_BASE_URL } : {}),
        }),
    });
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`quire: ${e.message}\n`);
      return EXIT.usage;
    }
    if (e instanceof DatabaseTooNewError || e instanceof DatabaseCorruptError || e instanceof RestoreRefusedError) {
      io.stderr(`quire: ${e.message}\n`);
      return EXIT.error;
    }
    io.stderr(`quire: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT.error;
  }
}

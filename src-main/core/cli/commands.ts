import type { HealthReport } from '../../../src-shared/ipc/channels';
import type { Core } from '../app';
import { EXIT, type CliIo } from './io';
import { statsCommand, toolCommand } from './toolCommands';
import { askCommand, chatCommand } from './agentCommands';
import { mcpCommand } from './mcpCommand';
import { exportCommand, importCommand } from './dataCommands';
import { searchCommand } from './materialCommands';
import { backupCommand, restoreCommand } from './backupCommands';
import { DatabaseCorruptError } from '../db/integrity';

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

const health: CliCommand = {
  name: 'health',
  usage: 'quire health [--json]',
  summary: 'Database path, schema version and provider status.',
  options: { json: { type: 'boolean' } },
  async run({ values }, ctx) {
    let core: Core;
    try {
      core = await ctx.openCore();
    } catch (e) {
      if (!(e instanceof DatabaseCorruptError)) throw e;
      return reportCorrupt(e, values.json === true, ctx);
    }
    try {
      const result = await core.router.handle('health:get', {});
      if (!result.ok) {
        ctx.io.stderr(`${result.error.message}\n`);
        return EXIT.error;
      }
      const report = result.data as HealthReport;
      if (values.json) {
        ctx.io.stdout(`${JSON.stringify(report, null, 2)}\n`);
      } else {
        const d = report.database;
        const r = report.retrieval;
        ctx.io.stdout(
          [
            `status: ${report.status}`,
            `database: ${d.path} (schema ${d.schema_version}/${d.latest_schema_version}, ${d.journal_mode}, ${d.ok ? 'ok' : d.error})`,
            `active provider: ${report.active_provider}`,
            ...report.providers.map((p) => `  ${p.name}: ${p.status}${p.error ? ` — ${p.error}` : ''}`),
            ...(r
              ? [
                  `material search: ${r.mode}${r.mode.startsWith('hybrid') ? ` (${r.embedded}/${r.total} chunks embedded)` : ''}${r.reason ? ` — ${r.reason}` : ''}`,
                ]
              : []),
          ].join('\n') + '\n',
        );
      }
      return report.database.ok ? EXIT.ok : EXIT.error;
    } finally {
      core.close();
    }
  },
};

/** `health` on a damaged file: status corrupt, the newest verified backup, exit 1, nothing written. */
function reportCorrupt(e: DatabaseCorruptError, json: boolean, ctx: CliContext): number {
  const report = {
    status: 'corrupt' as const,
    database: { path: e.file, ok: false, writable: false, error: e.detail },
    newest_backup: e.newestBackup?.file ?? null,
    checked_at: new Date().toISOString(),
  };
  if (json) ctx.io.stdout(`${JSON.stringify(report, null, 2)}\n`);
  else
    ctx.io.stdout(
      `status: corrupt\ndatabase: ${e.file} (${e.detail})\nnewest verified backup: ${e.newestBackup?.name ?? 'none'}\n`,
    );
  ctx.io.stderr(`quire: ${e.message}\n`);
  return EXIT.error;
}

/** Every CLI command, in help order. Later features append here. */
export const COMMANDS: readonly CliCommand[] = [
  health,
  askCommand,
  chatCommand,
  toolCommand,
  statsCommand,
  mcpCommand,
  exportCommand,
  importCommand,
  searchCommand,
  backupCommand,
  restoreCommand,
];

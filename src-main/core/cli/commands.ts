import type { HealthReport } from '../../../src-shared/ipc/channels';
import type { Core } from '../app';
import { EXIT, type CliIo } from './io';
import { statsCommand, toolCommand } from './toolCommands';
import { askCommand, chatCommand } from './agentCommands';
import { mcpCommand } from './mcpCommand';
import { exportCommand, importCommand } from './dataCommands';

export interface CliContext {
  io: CliIo;
  /** Opens the core on the chosen database; commands that need no database never call it. */
  openCore: () => Promise<Core>;
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
    const core = await ctx.openCore();
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
        ctx.io.stdout(
          [
            `status: ${report.status}`,
            `database: ${d.path} (schema ${d.schema_version}/${d.latest_schema_version}, ${d.journal_mode}, ${d.ok ? 'ok' : d.error})`,
            `active provider: ${report.active_provider}`,
            ...report.providers.map((p) => `  ${p.name}: ${p.status}${p.error ? ` — ${p.error}` : ''}`),
          ].join('\n') + '\n',
        );
      }
      return report.database.ok ? EXIT.ok : EXIT.error;
    } finally {
      core.close();
    }
  },
};

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
];

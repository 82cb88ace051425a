import type { HealthReport } from '../../../src-shared/ipc/channels';
import type { Core } from '../app';
import { EXIT } from './io';
import type { CliCommand, CliContext } from './command';
import { DatabaseCorruptError } from '../db/integrity';

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

/**
 * Every CLI command by name, in help order; each is loaded when it is run (or for --help), so a
 * start loads one command's code and what it imports — `quire tool` never loads the agent's or
 * the exporters'. Later features append here; cli.test checks each name is its command's own.
 */
export const COMMANDS: readonly { name: string; load: () => Promise<CliCommand> }[] = [
  { name: 'health', load: async () => health },
  { name: 'ask', load: async () => (await import('./agentCommands')).askCommand },
  { name: 'chat', load: async () => (await import('./agentCommands')).chatCommand },
  { name: 'tool', load: async () => (await import('./toolCommands')).toolCommand },
  { name: 'stats', load: async () => (await import('./toolCommands')).statsCommand },
  { name: 'mcp', load: async () => (await import('./mcpCommand')).mcpCommand },
  { name: 'export', load: async () => (await import('./dataCommands')).exportCommand },
  { name: 'import', load: async () => (await import('./dataCommands')).importCommand },
  { name: 'search', load: async () => (await import('./materialCommands')).searchCommand },
  { name: 'backup', load: async () => (await import('./backupCommands')).backupCommand },
  { name: 'restore', load: async () => (await import('./backupCommands')).restoreCommand },
];

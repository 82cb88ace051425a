import type { ToolStatsReport } from '../../../src-shared/ipc/channels';
import { err } from '../../../src-shared/result';
import type { CliCommand } from './command';
import { EXIT, UsageError } from './io';

/** Reads the JSON argument; the whole reason fits on one line, as a usage error should. */
function parseInputArg(text: string | undefined): unknown {
  if (text === undefined) return {};
  try {
    return JSON.parse(text);
  } catch (e) {
    const why = (e instanceof Error ? e.message : String(e)).replace(/\s+/g, ' ');
    throw new UsageError(
      `The tool input is not valid JSON (${why}). Quote it: quire tool add_task '{"title":"Essay"}'`,
    );
  }
}

/**
 * `quire tool NAME 'JSON' [--yes]`: one registry call, origin 'cli'. The ToolResult goes to stdout
 * as JSON whatever happens, so scripts parse one shape; the exit code says whether it was ok.
 */
export const toolCommand: CliCommand = {
  name: 'tool',
  usage: "quire tool NAME ['JSON'] [--yes]",
  summary: 'Call one tool and print its result as JSON (--yes confirms a destructive tool).',
  options: { yes: { type: 'boolean', short: 'y' } },
  async run({ values, positionals }, ctx) {
    const [name, json, ...extra] = positionals;
    if (!name) throw new UsageError(`Name the tool to call. Usage: ${this.usage}`);
    if (extra.length > 0) throw new UsageError(`Give the input as one JSON argument; unexpected "${extra[0]}".`);
    const input = parseInputArg(json);
    const core = await ctx.openCore();
    try {
      const outcome = await core.registry.call(name, input, { origin: 'cli', confirmed: values.yes === true });
      // Nobody can be asked mid-command, so say how to confirm instead of "needs confirmation".
      const result = outcome.confirmation
        ? err(
            'permission_denied',
            `${outcome.confirmation.summary} Nothing was changed: ${name} is destructive. Run it again with --yes to confirm.`,
            { reason: 'policy' },
          )
        : outcome.result;
      ctx.io.stdout(`${JSON.stringify(result, null, 2)}\n`);
      return result.ok ? EXIT.ok : EXIT.error;
    } finally {
      core.close();
    }
  },
};

function statsTable(report: ToolStatsReport): string {
  if (report.tools.length === 0) return 'No tool calls recorded yet.\n';
  const header = ['tool', 'calls', 'failed', 'p50 ms', 'p95 ms', 'failures by code'];
  const rows = report.tools.map((t) => [
    t.tool,
    String(t.calls),
    String(t.failed),
    t.p50_ms.toFixed(2),
    t.p95_ms.toFixed(2),
    Object.entries(t.failures)
      .map(([code, n]) => `${code} ${n}`)
      .join(', '),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  // Names left-aligned, figures right-aligned, as a person scans a table.
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line), `${report.total_calls} calls in all`].join('\n') + '\n';
}

/** `quire stats [--json]`: per-tool calls, failures and latency, read from the shared audit log. */
export const statsCommand: CliCommand = {
  name: 'stats',
  usage: 'quire stats [--json]',
  summary: 'Per-tool call counts, failures by code and p50/p95 latency.',
  options: { json: { type: 'boolean' } },
  async run({ values, positionals }, ctx) {
    if (positionals.length > 0) throw new UsageError(`stats takes no arguments. Usage: ${this.usage}`);
    const core = await ctx.openCore();
    try {
      const result = await core.router.handle('tools:stats', {});
      if (!result.ok) {
        ctx.io.stderr(`quire: ${result.error.message}\n`);
        return EXIT.error;
      }
      const report = result.data as ToolStatsReport;
      ctx.io.stdout(values.json ? `${JSON.stringify(report, null, 2)}\n` : statsTable(report));
      return EXIT.ok;
    } finally {
      core.close();
    }
  },
};

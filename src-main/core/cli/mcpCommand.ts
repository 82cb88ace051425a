import type { CliCommand } from './command';
import { EXIT } from './io';

const ENDING_SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGHUP', 'SIGINT'];

/**
 * `quire mcp`: serves the registry over MCP on stdio until the host closes the pipe. stdout is
 * the protocol; anything human goes to stderr.
 */
export const mcpCommand: CliCommand = {
  name: 'mcp',
  usage: 'quire mcp',
  summary: 'Serve Quire’s tools over MCP (stdio) for Claude Desktop or another MCP host.',
  options: {},
  async run(_args, ctx) {
    // Loaded here, not at the top: the MCP SDK is only for this command (start-up of the others).
    const [{ createMcpServer }, { QuireStdioTransport }] = await Promise.all([
      import('../mcp/server'),
      import('../mcp/stdioTransport'),
    ]);
    const core = await ctx.openCore();
    const server = createMcpServer(core.registry, ctx.version, { db: core.db });
    const transport = new QuireStdioTransport();
    // A host may end the server with a signal instead of closing stdin. It is closed the same way
    // then, so the WAL is folded into the file and the file stamped (db/verification.ts): the
    // next start skips the full check. Then the signal ends the process, as the host expects.
    let endedBy: NodeJS.Signals | null = null;
    let onSignal: (s: NodeJS.Signals) => void = () => {};
    const closed = new Promise<void>((resolve) => {
      transport.onclose = () => resolve();
      process.stdin.once('end', () => resolve());
      onSignal = (s) => {
        endedBy ??= s;
        resolve();
      };
      for (const signal of ENDING_SIGNALS) process.on(signal, onSignal);
    });
    await server.connect(transport);
    ctx.io.stderr(`quire mcp: serving ${core.registry.names().length} tools on ${core.dbPath}\n`);
    await closed;
    await server.close().catch(() => {});
    core.close();
    for (const signal of ENDING_SIGNALS) process.off(signal, onSignal);
    if (endedBy) process.kill(process.pid, endedBy);
    return EXIT.ok;
  },
};

import type { CliCommand } from './command';
import { EXIT } from './io';

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
    const closed = new Promise<void>((resolve) => {
      transport.onclose = () => resolve();
      process.stdin.once('end', () => resolve());
    });
    await server.connect(transport);
    ctx.io.stderr(`quire mcp: serving ${core.registry.names().length} tools on ${core.dbPath}\n`);
    await closed;
    await server.close().catch(() => {});
    core.close();
    return EXIT.ok;
  },
};

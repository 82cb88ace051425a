import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Registry } from '../tools/registry';

/**
 * The registry served over MCP, so Claude Desktop or any MCP host can use the student's data.
 * Every call goes through the same registry with origin 'mcp': validated, audited, and — because
 * an MCP host's model cannot be asked — destructive tools are refused unless the user switched
 * them to "don't ask" in Quire's Settings.
 *
 * @example
 *   const server = createMcpServer(core.registry, '0.1.0');
 *   await server.connect(new StdioServerTransport());
 */
export function createMcpServer(registry: Registry, version: string): Server {
  const server = new Server(
    { name: 'quire', title: 'Quire', version },
    {
      capabilities: { tools: {} },
      instructions:
        'Quire is the student’s local study planner: tasks, study plans, flashcards (FSRS) and quizzes. ' +
        'Ids come from list/get tools; never guess them. Destructive tools need the user’s permission in Quire’s Settings.',
    },
  );

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: registry.list().map((t) => ({
      name: t.name,
      description: t.description,
      inputSchema: t.input_schema as { type: 'object'; [k: string]: unknown },
      annotations: {
        title: t.name.replace(/_/g, ' '),
        readOnlyHint: t.annotations.readOnly,
        destructiveHint: t.annotations.destructive,
        idempotentHint: t.annotations.idempotent,
        // Everything stays in the local database: nothing reaches an outside system.
        openWorldHint: false,
      },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const outcome = await registry.call(request.params.name, request.params.arguments ?? {}, {
      origin: 'mcp',
      signal: extra.signal,
    });
    const result = outcome.result;
    return {
      content: [{ type: 'text' as const, text: JSON.stringify(result) }],
      structuredContent: result as unknown as Record<string, unknown>,
      isError: !result.ok,
    };
  });

  return server;
}

import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { Db } from '../db/connection';
import type { ConfirmationRequest, Registry, ToolInfo, ToolOutputSchema } from '../tools/registry';
import { watchDataChanges } from './changes';
import { getPrompt, listPrompts } from './prompts';
import { materialProvider } from './materialResources';
import { pageOf, todayProvider, type ResourceProvider } from './resources';

export interface McpServerOptions {
  /** The database, watched so hosts hear about writes made by the app or the CLI. */
  db?: Db;
  /** Extra resources (materials); `quire://today` is always there. */
  resources?: ResourceProvider[];
  /** How often to look for writes from other processes (tests shorten it). */
  pollMs?: number;
  pageSize?: number;
}

const INSTRUCTIONS =
  'Quire is the student’s local study planner: tasks, study plans, flashcards (FSRS), quizzes and study materials. ' +
  'Ids come from list/get tools; never guess them. Resources: quire://today (what is due). ' +
  'Prompts: quiz_me, plan_my_week, review_due_cards, whats_due_today. ' +
  'Destructive tools ask the person through the host (elicitation) or need their permission in Quire’s Settings.';

/**
 * The registry served over MCP, so Claude Desktop or any MCP host can use the student's data.
 * Every call goes through the same registry with origin 'mcp': validated and audited. A
 * destructive call runs only when the person accepts the host's elicitation form (the same
 * summary the app's dialog shows), or when they chose "don't ask" in Quire's Settings; a host
 * without elicitation is refused. A yes is never read from tool arguments or model text.
 *
 * @example
 *   const server = createMcpServer(core.registry, '0.1.0', { db: core.db });
 *   await server.connect(new QuireStdioTransport());
 */
export function createMcpServer(registry: Registry, version: string, options: McpServerOptions = {}): Server {
  const server = new Server(
    { name: 'quire', title: 'Quire', version },
    {
      capabilities: {
        tools: { listChanged: false },
        prompts: { listChanged: false },
        resources: { listChanged: true },
      },
      instructions: INSTRUCTIONS,
    },
  );
  const providers: ResourceProvider[] = [
    todayProvider(registry),
    ...(options.db ? [materialProvider(options.db)] : []),
    ...(options.resources ?? []),
  ];

  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const outputs = new Map((await registry.outputSchemas()).map((o) => [o.name, o.output_schema]));
    return { tools: registry.list().map((t) => describeTool(t, outputs.get(t.name))) };
  });

  const askPerson = async (request: ConfirmationRequest): Promise<boolean> => {
    const answer = await server.elicitInput({
      mode: 'form',
      message: `${request.summary}\n\nQuire runs ${request.tool} only if you accept.`,
      requestedSchema: { type: 'object', properties: {} },
    });
    return answer.action === 'accept';
  };

  let announceChange = () => {};
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const canElicit = server.getClientCapabilities()?.elicitation !== undefined;
    const outcome = await registry.call(request.params.name, request.params.arguments ?? {}, {
      origin: 'mcp',
      signal: extra.signal,
      ...(canElicit ? { confirm: askPerson } : {}),
    });
    const result = outcome.result;
    if (outcome.changes.length > 0) announceChange();
    // The text keeps the whole ToolResult (hosts and models that read text see {ok, data|error}).
    // structuredContent is the ok data, which is what outputSchema describes; an error carries
    // none, as MCP's isError results do: a host validates structuredContent whenever present, and
    // one schema for both shapes would be a top-level anyOf many hosts cannot use.
    const content = [{ type: 'text' as const, text: JSON.stringify(result) }];
    if (!result.ok) return { content, isError: true };
    return { content, structuredContent: result.data as Record<string, unknown>, isError: false };
  });

  server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: listPrompts() }));
  server.setRequestHandler(GetPromptRequestSchema, (request) => {
    const found = getPrompt(request.params.name, request.params.arguments ?? {});
    if (!found.ok) throw new McpError(ErrorCode.InvalidParams, found.message);
    return found.result;
  });

  server.setRequestHandler(ListResourcesRequestSchema, (request) => {
    const page = pageOf(
      providers.flatMap((p) => p.list()),
      request.params?.cursor,
      options.pageSize,
    );
    if (!page) throw new McpError(ErrorCode.InvalidParams, 'That cursor is not one this server gave out.');
    return { resources: page.items, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
  });
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    for (const provider of providers) {
      const contents = await provider.read(request.params.uri);
      if (contents) return { contents };
    }
    // -32002 is the spec's "resource not found".
    throw new McpError(-32002, `No resource at ${request.params.uri}. List resources to see what exists.`);
  });

  if (options.db) {
    const watcher = watchDataChanges(options.db, () => announceChange(), options.pollMs);
    announceChange = () => {
      if (server.transport) server.sendResourceListChanged().catch(() => {});
    };
    const previousOnClose = server.onclose;
    server.onclose = () => {
      watcher.stop();
      previousOnClose?.();
    };
  }

  return server;
}

/** A tool as MCP lists it: its input and, for catalogue tools, output schema, and its hints. */
function describeTool(t: ToolInfo, outputSchema: ToolOutputSchema['output_schema'] | undefined) {
  return {
    name: t.name,
    title: t.name.replace(/_/g, ' '),
    description: t.description,
    inputSchema: t.input_schema as { type: 'object'; [k: string]: unknown },
    ...(outputSchema ? { outputSchema } : {}),
    annotations: {
      title: t.name.replace(/_/g, ' '),
      readOnlyHint: t.annotations.readOnly,
      destructiveHint: t.annotations.destructive,
      idempotentHint: t.annotations.idempotent,
      // Everything stays in the local database: nothing reaches an outside system.
      openWorldHint: false,
    },
  };
}

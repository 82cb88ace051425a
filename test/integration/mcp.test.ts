import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/core/app';
import { writeSettings } from '../../src-main/core/services/settings';
import { createMcpServer } from '../../src-main/core/mcp/server';
import { tempDir } from '../helpers/db';

const ROOT = path.resolve(__dirname, '../..');

let core: Core;
let client: Client;
beforeEach(async () => {
  core = await createCore({ dbPath: ':memory:', appVersion: 'test' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(core.registry, 'test').connect(serverSide);
  client = new Client({ name: 'test-host', version: '1' });
  await client.connect(clientSide);
});
afterEach(async () => {
  await client.close();
  core.close();
});

const parse = (r: unknown) => JSON.parse((r as { content: { text: string }[] }).content[0]!.text);

describe('MCP server', () => {
  it('lists every registry tool with its schema and annotations', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(core.registry.names().sort());
    const del = tools.find((t) => t.name === 'delete_task')!;
    expect(del.annotations).toMatchObject({ destructiveHint: true, readOnlyHint: false });
    expect(tools.find((t) => t.name === 'list_tasks')!.annotations).toMatchObject({ readOnlyHint: true });
    expect(del.inputSchema).toMatchObject({ type: 'object', additionalProperties: false });
  });

  it('runs tools through the registry with origin mcp and returns the ToolResult', async () => {
    const added = await client.callTool({ name: 'add_task', arguments: { title: 'Essay draft', priority: 1 } });
    expect(added.isError).toBe(false);
    expect(parse(added)).toMatchObject({ ok: true, data: { task: { title: 'Essay draft', priority: 1 } } });
    const bad = await client.callTool({ name: 'add_task', arguments: { title: '' } });
    expect(bad.isError).toBe(true);
    expect(parse(bad)).toMatchObject({ ok: false, error: { code: 'validation_error' } });
    core.registry.flushAudit();
    expect(core.db.prepare('SELECT DISTINCT origin FROM journal').all()).toEqual([{ origin: 'mcp' }]);
  });

  it('refuses destructive tools unless the user allowed them in Settings', async () => {
    await client.callTool({ name: 'add_task', arguments: { title: 'Keep me' } });
    const refused = await client.callTool({ name: 'delete_task', arguments: { task_id: 1 } });
    expect(parse(refused)).toMatchObject({
      ok: false,
      error: { code: 'permission_denied', details: { reason: 'policy' } },
    });
    expect(core.db.prepare('SELECT deleted_at FROM tasks WHERE id = 1').get()).toEqual({ deleted_at: null });
    writeSettings(core.db, { confirm_policy: { delete_task: 'dont_ask' } });
    const allowed = await client.callTool({ name: 'delete_task', arguments: { task_id: 1 } });
    expect(parse(allowed)).toMatchObject({ ok: true });
  });
});

describe('quire mcp over stdio', () => {
  it('serves a real MCP host from the CLI process', async () => {
    const tmp = tempDir();
    const transport = new StdioClientTransport({
      command: 'npx',
      args: ['tsx', 'src-main/cli.ts', 'mcp'],
      cwd: ROOT,
      env: { ...process.env, QUIRE_DB: path.join(tmp.dir, 'q.db') } as Record<string, string>,
      stderr: 'ignore',
    });
    const host = new Client({ name: 'stdio-host', version: '1' });
    try {
      await host.connect(transport);
      const r = await host.callTool({ name: 'add_task', arguments: { title: 'From Claude Desktop' } });
      expect(parse(r)).toMatchObject({ ok: true, data: { task: { title: 'From Claude Desktop' } } });
    } finally {
      await host.close();
      tmp.cleanup();
    }
  });
});

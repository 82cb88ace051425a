import path from 'node:path';
import { PassThrough } from 'node:stream';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import {
  ElicitRequestSchema,
  LATEST_PROTOCOL_VERSION,
  ResourceListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/core/app';
import { createMcpServer } from '../../src-main/core/mcp/server';
import type { ResourceProvider } from '../../src-main/core/mcp/resources';
import { QuireStdioTransport } from '../../src-main/core/mcp/stdioTransport';
import { tempDir } from '../helpers/db';

const parse = (r: unknown) => JSON.parse((r as { content: { text: string }[] }).content[0]!.text);

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function connect(
  opts: {
    elicit?: 'accept' | 'decline';
    core?: Core;
    extra?: ResourceProvider[];
    pageSize?: number;
    pollMs?: number;
  } = {},
) {
  const core = opts.core ?? (await createCore({ dbPath: ':memory:', appVersion: 'test' }));
  if (!opts.core) cleanups.push(() => core.close());
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = createMcpServer(core.registry, 'test', {
    db: core.db,
    ...(opts.extra ? { resources: opts.extra } : {}),
    ...(opts.pageSize ? { pageSize: opts.pageSize } : {}),
    pollMs: opts.pollMs ?? 20,
  });
  await server.connect(serverSide);
  const client = new Client(
    { name: 'host', version: '1' },
    { capabilities: opts.elicit ? { elicitation: { form: {} } } : {} },
  );
  const asked: string[] = [];
  if (opts.elicit) {
    client.setRequestHandler(ElicitRequestSchema, (req) => {
      asked.push((req.params as { message: string }).message);
      return { action: opts.elicit! };
    });
  }
  await client.connect(clientSide);
  cleanups.push(() => client.close());
  return { core, client, asked };
}

describe('MCP prompts', () => {
  it('lists the four prompts and renders one into a message that uses Quire’s tools', async () => {
    const { client } = await connect();
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name).sort()).toEqual([
      'plan_my_week',
      'quiz_me',
      'review_due_cards',
      'whats_due_today',
    ]);
    const quiz = await client.getPrompt({ name: 'quiz_me', arguments: { topic: 'biology' } });
    const text = (quiz.messages[0]!.content as { text: string }).text;
    expect(quiz.messages[0]!.role).toBe('user');
    expect(text).toContain('quiz_pre_fetch with topic_name "biology"');
    expect(text).toContain('quiz_post_save');
  });

  it('says which argument is missing, and which prompts exist', async () => {
    const { client } = await connect();
    await expect(client.getPrompt({ name: 'quiz_me', arguments: {} })).rejects.toThrow(/needs: topic/);
    await expect(client.getPrompt({ name: 'nope' })).rejects.toThrow(/Prompts: quiz_me/);
  });
});

describe('MCP resources', () => {
  it('reads quire://today with the tasks due today', async () => {
    const { client, core } = await connect();
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await core.registry.call('add_task', { title: 'Essay draft', due_at: iso }, { origin: 'ui' });
    await core.registry.call('add_task', { title: 'Far away', due_at: '2099-01-01' }, { origin: 'ui' });
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain('quire://today');
    const read = await client.readResource({ uri: 'quire://today' });
    const text = (read.contents[0] as { text: string }).text;
    expect(text).toContain('Essay draft');
    expect(text).not.toContain('Far away');
    await expect(client.readResource({ uri: 'quire://nothing' })).rejects.toThrow(/No resource at quire:\/\/nothing/);
  });

  it('pages a long resource list with cursors and covers every resource once', async () => {
    const many: ResourceProvider = {
      list: () => Array.from({ length: 7 }, (_, i) => ({ uri: `quire://material/${i + 1}`, name: `m${i + 1}` })),
      read: async () => null,
    };
    const { client } = await connect({ extra: [many], pageSize: 3 });
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.listResources(cursor ? { cursor } : {});
      seen.push(...page.resources.map((r) => r.uri));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
    await expect(client.listResources({ cursor: 'garbage!' })).rejects.toThrow(/cursor/);
  });

  it('sends list_changed when the app writes to the same database from another connection', async () => {
    const tmp = tempDir();
    cleanups.push(() => tmp.cleanup());
    const dbPath = path.join(tmp.dir, 'quire.db');
    const mcpCore = await createCore({ dbPath, appVersion: 'test' });
    cleanups.push(() => mcpCore.close());
    const { client } = await connect({ core: mcpCore });
    const changed = new Promise<void>((resolve) => {
      client.setNotificationHandler(ResourceListChangedNotificationSchema, () => resolve());
    });
    const app = await createCore({ dbPath, appVersion: 'test' });
    cleanups.push(() => app.close());
    await app.registry.call('add_task', { title: 'Written by the app' }, { origin: 'ui' });
    await changed; // the test times out if it never comes
  });
});

describe('MCP confirmations through elicitation', () => {
  async function withTask(opts: Parameters<typeof connect>[0]) {
    const c = await connect(opts);
    await c.core.registry.call('add_task', { title: 'Essay draft' }, { origin: 'ui' });
    return c;
  }
  const deletedAt = (core: Core) =>
    (core.db.prepare('SELECT deleted_at FROM tasks WHERE id = 1').get() as { deleted_at: string | null }).deleted_at;

  it('asks the person with the app’s summary and runs once on accept', async () => {
    const { client, core, asked } = await withTask({ elicit: 'accept' });
    const r = await client.callTool({ name: 'delete_task', arguments: { task_id: 1 } });
    expect(parse(r)).toMatchObject({ ok: true, data: { deleted_task_id: 1 } });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('Essay draft');
    expect(deletedAt(core)).not.toBeNull();
    core.registry.flushAudit();
    const runs = core.db.prepare("SELECT COUNT(*) AS n FROM journal WHERE tool = 'delete_task' AND ok = 1").get();
    expect(runs).toEqual({ n: 1 });
  });

  it('changes nothing when the person declines', async () => {
    const { client, core, asked } = await withTask({ elicit: 'decline' });
    const r = await client.callTool({ name: 'delete_task', arguments: { task_id: 1 } });
    expect(parse(r)).toMatchObject({
      ok: false,
      error: { code: 'permission_denied', details: { reason: 'user_declined' } },
    });
    expect(asked).toHaveLength(1);
    expect(deletedAt(core)).toBeNull();
  });

  it('refuses a host without elicitation, as before, and never takes a yes from the arguments', async () => {
    const { client, core } = await withTask({});
    const r = await client.callTool({ name: 'delete_task', arguments: { task_id: 1 } });
    expect(parse(r)).toMatchObject({ ok: false, error: { code: 'permission_denied', details: { reason: 'policy' } } });
    const sneaky = await client.callTool({ name: 'delete_task', arguments: { task_id: 1, confirmed: true } });
    expect(parse(sneaky)).toMatchObject({ ok: false, error: { code: 'validation_error' } });
    expect(deletedAt(core)).toBeNull();
  });
});

interface RpcReply {
  id: string | number | null;
  result: { protocolVersion: string; serverInfo: unknown; instructions: string; tools: unknown[] };
  error?: { code: number; message: string };
}

describe('MCP protocol and transport', () => {
  async function rawSession() {
    const core = await createCore({ dbPath: ':memory:', appVersion: 'test' });
    cleanups.push(() => core.close());
    const input = new PassThrough();
    const output = new PassThrough();
    const server = createMcpServer(core.registry, '9.9.9', { db: core.db });
    await server.connect(new QuireStdioTransport(input, output, 1024 * 64));
    cleanups.push(() => server.close());
    const lines: unknown[] = [];
    let pending = '';
    const waiters: (() => void)[] = [];
    output.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      let nl;
      while ((nl = pending.indexOf('\n')) !== -1) {
        lines.push(JSON.parse(pending.slice(0, nl)));
        pending = pending.slice(nl + 1);
        waiters.splice(0).forEach((w) => w());
      }
    });
    const next = async (): Promise<RpcReply> => {
      while (lines.length === 0) await new Promise<void>((r) => waiters.push(r));
      return lines.shift() as RpcReply;
    };
    const send = (text: string) => input.write(`${text}\n`);
    const init = (version: string) =>
      send(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
        }),
      );
    return { send, next, init };
  }

  it('negotiates the protocol version with older and newer clients and fills in who it is', async () => {
    const older = await rawSession();
    older.init('2024-11-05');
    const a = await older.next();
    expect(a.result.protocolVersion).toBe('2024-11-05');
    expect(a.result.serverInfo).toMatchObject({ name: 'quire', version: '9.9.9' });
    expect(a.result.instructions).toContain('quire://today');
    const newer = await rawSession();
    newer.init('2099-01-01');
    expect((await newer.next()).result.protocolVersion).toBe(LATEST_PROTOCOL_VERSION);
  });

  it('answers bad JSON, a wrong shape and an oversized message with errors and keeps the session', async () => {
    const s = await rawSession();
    s.init(LATEST_PROTOCOL_VERSION);
    await s.next();
    s.send('{"jsonrpc":"2.0", this is not json');
    expect(await s.next()).toMatchObject({ id: null, error: { code: -32700 } });
    s.send('{"hello":"world","id":7}');
    expect(await s.next()).toMatchObject({ id: 7, error: { code: -32600 } });
    s.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: { pad: 'x'.repeat(200_000) } }));
    expect(await s.next()).toMatchObject({
      id: null,
      error: { code: -32600, message: expect.stringMatching(/too large/) },
    });
    s.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list' }));
    const listed = await s.next();
    expect(listed.id).toBe(3);
    expect(listed.result.tools.length).toBeGreaterThan(30);
  });

  it('gives the tool’s own validation message, not a schema dump', async () => {
    const { client } = await connect();
    const r = await client.callTool({ name: 'add_task', arguments: { title: 42 } });
    const body = parse(r);
    expect(body.error.code).toBe('validation_error');
    expect(body.error.details.fields[0].message).toMatch(/title must be text/);
  });
});

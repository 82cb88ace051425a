import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import Ajv2020 from 'ajv/dist/2020.js';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src-main/core/db/connection';
import { ALL_TOOLS } from '../../src-main/core/tools';
import { tempDir } from '../helpers/db';
import { seedForExamples } from '../helpers/toolSeed';

// Issue 14, structured output: every tool lists an outputSchema, and a real host over stdio gets
// structuredContent that validates against it, for every tool's first example.

const ROOT = path.resolve(__dirname, '../..');

describe('MCP structured output over stdio', () => {
  it('lists an object outputSchema for every tool, and every ok result’s structuredContent matches it', async () => {
    const tmp = tempDir();
    const dbPath = path.join(tmp.dir, 'q.db');
    const opened = await openDatabase({ path: dbPath });
    await seedForExamples(opened.db);
    opened.db.close();
    // Read beside the server, to see whether a call recorded a change (and so needs undoing).
    const watcher = new Database(dbPath, { readonly: true });
    const newestChange = () =>
      (
        watcher.prepare('SELECT max(id) AS id FROM journal WHERE revisions IS NOT NULL AND part_of IS NULL').get() as {
          id: number;
        }
      ).id;

    const transport = new StdioClientTransport({
      command: 'npx',
      args: ['tsx', 'src-main/cli.ts', 'mcp'],
      cwd: ROOT,
      env: { ...process.env, QUIRE_DB: dbPath } as Record<string, string>,
      stderr: 'ignore',
    });
    // The host says yes to every question, so destructive tools run too.
    const host = new Client({ name: 'stdio-host', version: '1' }, { capabilities: { elicitation: { form: {} } } });
    host.setRequestHandler(ElicitRequestSchema, () => ({ action: 'accept', content: {} }));
    // MCP's default dialect is 2020-12; the SDK's own check in callTool uses draft-07. Both must pass.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    try {
      await host.connect(transport);
      const { tools } = await host.listTools();
      expect(tools.map((t) => t.name)).toEqual(ALL_TOOLS.map((t) => t.name));
      const failures: string[] = [];
      const validated: string[] = [];
      for (const tool of ALL_TOOLS) {
        const listed = tools.find((t) => t.name === tool.name)!;
        expect(listed.outputSchema, tool.name).toMatchObject({ type: 'object', additionalProperties: false });
        const validate = ajv.compile(listed.outputSchema!);
        // Its examples in order, up to the first that succeeds on the seed.
        for (const example of tool.examples) {
          const before = newestChange();
          // callTool also validates structuredContent against the listed schema (and throws if not).
          const r = await host.callTool({ name: tool.name, arguments: example as Record<string, unknown> });
          if (r.isError) {
            expect(r.structuredContent, `${tool.name} failed yet carried structuredContent`).toBeUndefined();
            continue;
          }
          const text = JSON.parse((r.content as { text: string }[])[0]!.text) as unknown;
          expect(text).toEqual({ ok: true, data: r.structuredContent });
          if (!validate(r.structuredContent)) failures.push(`${tool.name}: ${ajv.errorsText(validate.errors)}`);
          validated.push(tool.name);
          // Back to the seed for the next tool: undo reverts the newest change made over MCP.
          if (tool.name !== 'undo' && newestChange() !== before)
            expect((await host.callTool({ name: 'undo', arguments: {} })).isError, `undo ${tool.name}`).toBe(false);
          break;
        }
      }
      expect(failures).toEqual([]);
      const unproven = ALL_TOOLS.map((t) => t.name).filter((n) => !validated.includes(n));
      // Their examples carry a library root and a content hash that no file in a test has
      // (tools.outputs.test.ts lists them too); every other tool is proven here.
      expect(unproven).toEqual(['reroot_material_library', 'edit_material']);
    } finally {
      await host.close();
      watcher.close();
      tmp.cleanup();
    }
  });
});

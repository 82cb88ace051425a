import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_TOOLS } from '../../src-main/core/tools';
import { toolOutputSchemaCache, toolSchemaCache } from '../../src-main/core/tools/schemaCache';
import { testRegistry } from '../helpers/registry';
import { createRegistry } from '../../src-main/core/tools/registry';
import { DEFAULT_SETTINGS } from '../../src-shared/settings';

const g = globalThis as { __QUIRE_BUILD__?: string };
const dirs: string[] = [];
afterEach(() => {
  delete g.__QUIRE_BUILD__;
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-schemas-'));
  dirs.push(d);
  return d;
};

describe('the tool schema cache', () => {
  it('is off when running from source (no build id)', () => {
    expect(toolSchemaCache(tmp())).toBeUndefined();
  });

  it('keeps one build’s schemas, drops an older build’s file, and never trusts a broken one', () => {
    const dir = tmp();
    g.__QUIRE_BUILD__ = 'build1';
    const first = toolSchemaCache(dir)!;
    expect(first.read()).toBeNull();
    first.write([
      {
        name: 'a',
        description: 'A',
        annotations: { readOnly: true, destructive: false, idempotent: true },
        category: 'query',
        input_schema: {},
      },
    ]);
    expect(first.read()?.map((t) => t.name)).toEqual(['a']);
    g.__QUIRE_BUILD__ = 'build2';
    const second = toolSchemaCache(dir)!;
    expect(second.read()).toBeNull();
    second.write([]);
    expect(fs.readdirSync(path.join(dir, 'cache'))).toEqual(['tool-schemas-build2.json']);
    fs.writeFileSync(path.join(dir, 'cache', 'tool-schemas-build2.json'), '{"build":"build2","tools":');
    expect(second.read()).toBeNull();
  });

  it('serves the tool list from the cache when it names exactly these tools, and derives it otherwise', async () => {
    const dir = tmp();
    g.__QUIRE_BUILD__ = 'build3';
    const t = await testRegistry();
    const make = () =>
      createRegistry({
        db: t.db,
        tools: ALL_TOOLS,
        settings: () => DEFAULT_SETTINGS,
        schemaCache: toolSchemaCache(dir),
      });
    const derived = make().list();
    // What a fresh start reads back is what was derived.
    expect(toolSchemaCache(dir)!.read()).toEqual(JSON.parse(JSON.stringify(derived)));
    // A cached list is really used: a marker put in the file comes back.
    const marked = derived.map((d, i) => (i === 0 ? { ...d, description: 'from the cache' } : d));
    toolSchemaCache(dir)!.write(marked);
    expect(make().list()[0]!.description).toBe('from the cache');
    // A list naming other tools (another build's code under the same id) is derived again.
    toolSchemaCache(dir)!.write(marked.slice(1));
    expect(make().list()).toEqual(derived);
  });

  it('keeps the output schemas (MCP tools/list) in a file of their own, used only when it names these tools', async () => {
    const dir = tmp();
    g.__QUIRE_BUILD__ = 'build4';
    const t = await testRegistry();
    const make = () =>
      createRegistry({
        db: t.db,
        tools: ALL_TOOLS,
        settings: () => DEFAULT_SETTINGS,
        schemaCache: toolSchemaCache(dir),
        outputSchemaCache: toolOutputSchemaCache(dir),
      });
    const derived = await make().outputSchemas();
    expect(derived.map((o) => o.name)).toEqual(ALL_TOOLS.map((tool) => tool.name));
    expect(derived.find((o) => o.name === 'add_task')!.output_schema).toMatchObject({
      type: 'object',
      required: ['task'],
    });
    // Listing input schemas neither reads nor clobbers it.
    make().list();
    expect(fs.readdirSync(path.join(dir, 'cache')).sort()).toEqual([
      'tool-output-schemas-build4.json',
      'tool-schemas-build4.json',
    ]);
    const marked = derived.map((o, i) =>
      i === 0 ? { ...o, output_schema: { type: 'object' as const, marker: 1 } } : o,
    );
    toolOutputSchemaCache(dir)!.write(marked);
    expect((await make().outputSchemas())[0]!.output_schema).toEqual({ type: 'object', marker: 1 });
    toolOutputSchemaCache(dir)!.write(marked.slice(1));
    expect(await make().outputSchemas()).toEqual(derived);
  });
});

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/core/app';
import { createMcpServer } from '../../src-main/core/mcp/server';
import { dataOf, materialFolder } from '../helpers/materials';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('materials over MCP', () => {
  it('lists each material as quire://material/<id> and reads it whole or one section', async () => {
    const folder = materialFolder({
      'cells.md': '# Cells\n\n## Mitochondria\n\nThey make ATP.\n\n## Ribosomes\n\nThey build proteins.\n',
    });
    cleanups.push(folder.cleanup);
    const core = await createCore({ dbPath: ':memory:', appVersion: 'test' });
    cleanups.push(() => core.close());
    dataOf((await core.registry.call('import_materials', { paths: [folder.dir] }, { origin: 'ui' })).result);
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createMcpServer(core.registry, 'test', { db: core.db }).connect(serverSide);
    const client = new Client({ name: 'test-host', version: '1' });
    await client.connect(clientSide);
    cleanups.push(() => client.close());

    const { resources } = await client.listResources();
    const material = resources.find((r) => r.uri.startsWith('quire://material/'))!;
    expect(material).toMatchObject({ name: 'cells.md', title: 'Cells', mimeType: 'text/markdown' });
    expect(material.description).toContain('1. Cells > Mitochondria; 2. Cells > Ribosomes');
    const whole = await client.readResource({ uri: material.uri });
    const text = (whole.contents[0] as { text: string }).text;
    expect(text).toContain('## Cells > Mitochondria\n\nThey make ATP.');
    expect(text).toContain('They build proteins.');
    const one = await client.readResource({ uri: `${material.uri}?section=2` });
    const section = (one.contents[0] as { text: string }).text;
    expect(section).toContain('They build proteins.');
    expect(section).not.toContain('ATP');
    await expect(client.readResource({ uri: `${material.uri}?section=9` })).rejects.toThrow(/No resource/);
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/db';

const ROOT = path.resolve(__dirname, '../..');

// Packs the real bundle (build + mcpb validate + mcpb pack), unpacks it with mcpb into an empty
// folder and connects to it as Claude Desktop would: the bundle must carry everything it needs.
describe('npm run pack:mcpb', () => {
  it('builds a valid quire.mcpb whose server answers a host from the unpacked bundle alone', async () => {
    const pack = spawnSync(process.execPath, ['scripts/pack-mcpb.mjs'], { cwd: ROOT, encoding: 'utf8' });
    expect(pack.status, pack.stderr + pack.stdout).toBe(0);
    const tmp = tempDir();
    try {
      const unpack = spawnSync(
        path.join(ROOT, 'node_modules', '.bin', 'mcpb'),
        ['unpack', path.join(ROOT, 'quire.mcpb'), tmp.dir],
        {
          encoding: 'utf8',
        },
      );
      expect(unpack.status, unpack.stderr).toBe(0);
      const manifest = JSON.parse(fs.readFileSync(path.join(tmp.dir, 'manifest.json'), 'utf8'));
      expect(manifest.server.entry_point).toBe('server/quire-mcp.js');
      expect(manifest.user_config.database_path.type).toBe('file');
      expect(manifest.prompts.map((p: { name: string }) => p.name)).toContain('quiz_me');

      const host = new Client({ name: 'desktop-host', version: '1' });
      await host.connect(
        new StdioClientTransport({
          command: process.execPath,
          args: [path.join(tmp.dir, manifest.server.entry_point)],
          cwd: tmp.dir,
          env: { PATH: process.env.PATH ?? '', QUIRE_DB: path.join(tmp.dir, 'student.db') },
          stderr: 'ignore',
        }),
      );
      try {
        const { tools } = await host.listTools();
        expect(tools.map((t) => t.name).sort()).toEqual(manifest.tools.map((t: { name: string }) => t.name).sort());
        const added = await host.callTool({ name: 'add_task', arguments: { title: 'From the bundle' } });
        expect(added.isError).toBe(false);
      } finally {
        await host.close();
      }
      expect(fs.existsSync(path.join(tmp.dir, 'student.db'))).toBe(true);
    } finally {
      tmp.cleanup();
    }
  });
});

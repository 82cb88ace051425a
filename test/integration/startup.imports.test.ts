import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/db';

/**
 * Start-up is mostly module loading: a command that pulls in a package it does not use pays for
 * it on every run (chrono's grammars alone cost more than the 150 ms budget on a busy machine).
 * Each command runs in a real child process with a tracer that lists every file loaded, and the
 * test names the packages it must not touch. It fails when someone imports, say, the Anthropic SDK
 * at the top of a module that `quire tool` reaches.
 */
const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const TRACER = path.join(ROOT, 'test/helpers/traceImports.mjs');

// Packages only some commands need. Each list below says which of them a command must not load.
const FORMAT_LIBS = ['csv-parse', 'csv-stringify', 'ical.js', 'fflate', 'fzstd', 'protobufjs', 'html-to-text'];
const MATERIAL_PARSERS = ['unpdf', 'linkedom', '@mozilla/readability'];
const RENDERER = ['react', 'react-dom', 'zustand'];
const MODEL_SDK = ['@anthropic-ai/sdk'];
const MCP_SDK = ['@modelcontextprotocol/sdk'];
const PARSER = ['chrono-node'];

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => (tmp = tempDir()));
afterEach(() => tmp.cleanup());

/** The packages (by name) a CLI command loaded, from a real child process. */
async function packagesLoaded(args: string[], stdin?: string): Promise<Set<string>> {
  const trace = path.join(tmp.dir, 'trace.txt');
  const child = run(process.execPath, ['--import', TRACER, '--import', 'tsx', 'src-main/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, QUIRE_DB: path.join(tmp.dir, 'q.db'), QUIRE_TRACE_IMPORTS: trace, ANTHROPIC_API_KEY: '' },
    timeout: 120_000,
  });
  if (stdin !== undefined) child.child.stdin?.end(stdin);
  const { stdout } = await child;
  expect(stdout.length, 'the command answered').toBeGreaterThan(0);
  const names = new Set<string>();
  for (const url of fs.readFileSync(trace, 'utf8').split('\n')) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
    if (m) names.add(m[1]!);
  }
  return names;
}

function expectNone(loaded: Set<string>, forbidden: string[]): void {
  expect(forbidden.filter((p) => loaded.has(p))).toEqual([]);
}

describe('start-up loads only what the command needs', () => {
  it('quire tool list_tasks: no model SDK, MCP SDK, date parser, format libraries, material parsers or renderer', async () => {
    const loaded = await packagesLoaded(['tool', 'list_tasks', '{}']);
    // The tracer sees the database driver, so an empty list is not a broken tracer.
    expect(loaded.has('better-sqlite3')).toBe(true);
    expectNone(loaded, [...MODEL_SDK, ...MCP_SDK, ...PARSER, ...FORMAT_LIBS, ...MATERIAL_PARSERS, ...RENDERER]);
  }, 150_000);

  it('quire ask --agent offline: the offline agent without the model SDK, MCP SDK or format libraries', async () => {
    const loaded = await packagesLoaded(['ask', '--agent', 'offline', "what's due today"]);
    expect(loaded.has('chrono-node')).toBe(true);
    expectNone(loaded, [...MODEL_SDK, ...MCP_SDK, ...FORMAT_LIBS, ...MATERIAL_PARSERS, ...RENDERER]);
  }, 150_000);

  it('quire mcp answering initialize and tools/list: no model SDK, date parser or format libraries', async () => {
    const messages = [
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'trace', version: '1' } },
      },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
    ];
    const loaded = await packagesLoaded(['mcp'], messages.map((m) => JSON.stringify(m)).join('\n') + '\n');
    expect(loaded.has('@modelcontextprotocol/sdk')).toBe(true);
    expectNone(loaded, [...MODEL_SDK, ...PARSER, ...FORMAT_LIBS, ...MATERIAL_PARSERS, ...RENDERER]);
  }, 150_000);
});

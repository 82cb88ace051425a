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
 * test names the packages, and Quire's own modules, it must not touch. It fails when someone
 * imports, say, the Anthropic SDK or the offline agent at the top of a module `quire tool` reaches.
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

// Quire's own modules only some commands need, as path prefixes under the repository. A package
// list cannot see these: the bundle carries them inside its own chunks.
const OFFLINE_AGENT = ['src-main/core/agent/offline/'];
const TEXT_PARSER = ['src-shared/text/dates.ts'];
const MCP_SERVER = ['src-main/core/mcp/'];
// The window's IPC channel map and handlers (built on the router's first call), the agent's turn
// machinery (loaded by the first chat turn).
const IPC_CHANNELS = ['src-shared/ipc/channels.ts', 'src-main/core/coreIpc.ts'];
const AGENT_TURN = ['src-main/core/agent/turn.ts', 'src-main/core/agent/loop.ts', 'src-shared/chatTurn.ts'];
// Export and import of whole files (JSON, Anki, iCalendar, CSV): loaded by the commands that do it.
const DATA_FORMATS = [
  'src-main/core/data/exportFile.ts',
  'src-main/core/data/importFile.ts',
  'src-main/core/data/anki',
];

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => (tmp = tempDir()));
afterEach(() => tmp.cleanup());

/**
 * What a CLI command loaded, from a real child process: the packages by name, Quire's own source
 * files by path from the repository root, and each use of ICU's locale machinery (Intl,
 * toLocaleString, localeCompare…) made while a module was being evaluated, with its caller.
 */
async function modulesLoaded(
  args: string[],
  stdin?: string,
): Promise<{ packages: Set<string>; builtins: Set<string>; sources: string[]; intlAtLoad: string[] }> {
  const trace = path.join(tmp.dir, 'trace.txt');
  const intlTrace = path.join(tmp.dir, 'intl.txt');
  const child = run(process.execPath, ['--import', TRACER, '--import', 'tsx', 'src-main/cli.ts', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      QUIRE_DB: path.join(tmp.dir, 'q.db'),
      QUIRE_TRACE_IMPORTS: trace,
      QUIRE_TRACE_INTL: intlTrace,
      ANTHROPIC_API_KEY: '',
    },
    timeout: 120_000,
  });
  if (stdin !== undefined) child.child.stdin?.end(stdin);
  const { stdout } = await child;
  expect(stdout.length, 'the command answered').toBeGreaterThan(0);
  const packages = new Set<string>();
  const builtins = new Set<string>();
  const sources: string[] = [];
  const root = `${ROOT.split(path.sep).join('/')}/`;
  for (const url of fs.readFileSync(trace, 'utf8').split('\n')) {
    if (url.startsWith('builtin:')) builtins.add(url.slice('builtin:'.length));
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
    if (m) packages.add(m[1]!);
    const file = decodeURIComponent(url.replace(/^file:\/\//, ''))
      .split(path.sep)
      .join('/');
    if (file.startsWith(root) && /^src-(?:main|shared)\//.test(file.slice(root.length)))
      sources.push(file.slice(root.length));
  }
  const intlAtLoad = fs.readFileSync(intlTrace, 'utf8').split('\n').filter(Boolean);
  return { packages, builtins, sources, intlAtLoad };
}

function expectNone(loaded: Set<string>, forbidden: string[]): void {
  expect(forbidden.filter((p) => loaded.has(p))).toEqual([]);
}

/** The source files under any of `prefixes` that were loaded: none is the expected answer. */
function expectNoSources(sources: string[], prefixes: string[]): void {
  expect(sources.filter((f) => prefixes.some((p) => f.startsWith(p)))).toEqual([]);
}

describe('start-up loads only what the command needs', () => {
  it('quire tool list_tasks: no model SDK, MCP SDK or server, offline agent, date parser, format libraries, material parsers or renderer', async () => {
    const { packages: loaded, sources, intlAtLoad } = await modulesLoaded(['tool', 'list_tasks', '{}']);
    // The tracer sees the database driver and the registry, so an empty list is not a broken tracer.
    expect(loaded.has('better-sqlite3')).toBe(true);
    expect(sources).toContain('src-main/core/tools/registry.ts');
    expectNone(loaded, [...MODEL_SDK, ...MCP_SDK, ...PARSER, ...FORMAT_LIBS, ...MATERIAL_PARSERS, ...RENDERER]);
    expectNoSources(sources, [
      ...OFFLINE_AGENT,
      ...TEXT_PARSER,
      ...MCP_SERVER,
      ...DATA_FORMATS,
      ...IPC_CHANNELS,
      ...AGENT_TURN,
    ]);
    expect(intlAtLoad).toEqual([]);
  }, 150_000);

  it('quire ask --agent offline: the offline agent without the model SDK, MCP SDK or server, or format libraries', async () => {
    const {
      packages: loaded,
      builtins,
      sources,
      intlAtLoad,
    } = await modulesLoaded(['ask', '--agent', 'offline', "what's due today"]);
    expect(loaded.has('chrono-node')).toBe(true);
    expect(sources).toContain('src-main/core/agent/offline/index.ts');
    expectNone(loaded, [...MODEL_SDK, ...MCP_SDK, ...FORMAT_LIBS, ...MATERIAL_PARSERS, ...RENDERER]);
    expectNoSources(sources, [...MCP_SERVER, ...DATA_FORMATS]);
    // Only the interactive `quire chat` reads lines.
    expect(builtins.has('readline')).toBe(false);
    // A number or date formatted at module load (say, a message built once at the top of a file)
    // loads ICU's data on every answer; written when needed it costs only the answers that say it.
    expect(intlAtLoad).toEqual([]);
  }, 150_000);

  it('quire mcp answering initialize and tools/list: no model SDK, offline agent, date parser or format libraries', async () => {
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
    const {
      packages: loaded,
      sources,
      intlAtLoad,
    } = await modulesLoaded(['mcp'], messages.map((m) => JSON.stringify(m)).join('\n') + '\n');
    expect(loaded.has('@modelcontextprotocol/sdk')).toBe(true);
    expectNone(loaded, [...MODEL_SDK, ...PARSER, ...FORMAT_LIBS, ...MATERIAL_PARSERS, ...RENDERER]);
    expectNoSources(sources, [...OFFLINE_AGENT, ...TEXT_PARSER, ...DATA_FORMATS, ...IPC_CHANNELS, ...AGENT_TURN]);
    expect(intlAtLoad).toEqual([]);
  }, 150_000);
});

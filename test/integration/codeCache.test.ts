import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/db';

/**
 * bin/codeCache.js loads the built CLI with a V8 code cache taken when the process ends, so the
 * functions a command ran are compiled once, not on every start. Each test runs a small bundle
 * (an entry and a chunk, as electron-vite lays out out/main) in real child processes.
 */
const run = promisify(execFile);
const CODE_CACHE = path.resolve(__dirname, '../../bin/codeCache.js');
const { commandOf } = createRequire(import.meta.url)(CODE_CACHE) as { commandOf: (argv: string[]) => string };

// A chunk with one function big enough that its bytecode shows in the cache's size.
const CHUNK = [
  'exports.work = function work() {',
  '  let s = 0;',
  ...Array.from({ length: 200 }, (_, i) => `  s += [${i}, ${i + 1}].map((x) => x * 2).reduce((a, b) => a + b, 0);`),
  '  return s + 41;',
  '};',
  'exports.boom = function boom() {',
  "  throw new Error('boom');", // line 206 of the chunk
  '};',
].join('\n');
const ENTRY = `const chunk = require('./chunks/work.js');
const cmd = process.argv[2];
if (cmd === 'run') process.stdout.write(String(chunk.work()));
else if (cmd === 'throw') chunk.boom();
else if (cmd === 'wait') { process.stdout.write('ready'); setInterval(() => {}, 1000); }
else process.stdout.write('idle');
`;

let tmp: ReturnType<typeof tempDir>;
let cacheDir: string;
let runner: string;
beforeEach(() => {
  tmp = tempDir();
  cacheDir = path.join(tmp.dir, 'cache');
  fs.mkdirSync(path.join(tmp.dir, 'bundle', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(tmp.dir, 'bundle', 'cli.js'), ENTRY);
  fs.writeFileSync(path.join(tmp.dir, 'bundle', 'chunks', 'work.js'), CHUNK);
  runner = path.join(tmp.dir, 'runner.js');
  fs.writeFileSync(
    runner,
    `const { commandOf, requireWithCodeCache } = require(${JSON.stringify(CODE_CACHE)});
requireWithCodeCache(${JSON.stringify(path.join(tmp.dir, 'bundle', 'cli.js'))}, ${JSON.stringify(cacheDir)}, commandOf(process.argv.slice(2)));`,
  );
});
afterEach(() => tmp.cleanup());

const quire = async (command: string) => (await run(process.execPath, [runner, command])).stdout;
/** The cache files, by name, with their size and modification time. */
const caches = () =>
  new Map(
    fs.existsSync(cacheDir)
      ? fs.readdirSync(cacheDir).map((f) => {
          const s = fs.statSync(path.join(cacheDir, f));
          return [f, { size: s.size, mtime: s.mtimeMs }] as const;
        })
      : [],
  );
const cacheOf = (command: string, file: string) =>
  [...caches()].find(([name]) => name.startsWith(`${command}-${file}-`))?.[1];

describe('the built CLI loads with a code cache taken after the command ran', () => {
  it('a first run leaves a cache of each bundle file for its command; the next run uses it as it is', async () => {
    expect(await quire('run')).toBe('80041');
    expect([...caches().keys()].map((f) => f.replace(/(-\d+){3}\.bin$/, '')).sort()).toEqual(['run-cli', 'run-work']);
    const before = caches();
    expect(await quire('run')).toBe('80041');
    // A cache V8 rejected would be written again; an accepted one is left alone.
    expect(caches()).toEqual(before);
  });

  it('holds the functions the command ran, not only what V8 compiles when loading a file', async () => {
    await quire('idle');
    await quire('run');
    // work() was compiled only in the `run` process: its bytecode is in that command's cache.
    expect(cacheOf('run', 'work')!.size).toBeGreaterThan(cacheOf('idle', 'work')!.size + 2_000);
  });

  it('never runs a changed file from the cache of its old text, even at the same length', async () => {
    expect(await quire('run')).toBe('80041');
    const file = path.join(tmp.dir, 'bundle', 'chunks', 'work.js');
    fs.writeFileSync(file, CHUNK.replace('return s + 41;', 'return s + 42;'));
    expect(await quire('run')).toBe('80042');
  });

  it("keeps stack traces' file and line true", async () => {
    const failed = await run(process.execPath, [runner, 'throw']).catch((e: { stderr: string }) => e);
    expect((failed as { stderr: string }).stderr).toMatch(/chunks[\\/]work\.js:206\b/);
  });

  it('saves the cache when the process is ended by SIGTERM, and still ends by that signal', async () => {
    const child = spawn(process.execPath, [runner, 'wait'], { stdio: ['ignore', 'pipe', 'ignore'] });
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.kill('SIGTERM');
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
      child.on('exit', (c, s) => resolve([c, s])),
    );
    expect([code, signal]).toEqual([null, 'SIGTERM']);
    expect(cacheOf('wait', 'work')).toBeDefined();
  });

  it("drops the command's caches older than a day when it saves one, and no other command's", async () => {
    fs.mkdirSync(cacheDir, { recursive: true });
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    for (const name of ['run-gone-1-2-3.bin', 'idle-gone-1-2-3.bin']) {
      fs.writeFileSync(path.join(cacheDir, name), 'stale');
      fs.utimesSync(path.join(cacheDir, name), twoDaysAgo, twoDaysAgo);
    }
    await quire('run');
    expect(caches().has('run-gone-1-2-3.bin')).toBe(false);
    expect(caches().has('idle-gone-1-2-3.bin')).toBe(true);
    expect(cacheOf('run', 'work')).toBeDefined();
  });

  it('keys the cache by the command word, skipping global options', () => {
    expect(commandOf(['--db', 'x.db', 'ask', '--agent', 'offline', 'hi'])).toBe('ask');
    expect(commandOf(['--db=x.db', 'tool', 'list_tasks', '{}'])).toBe('tool');
    expect(commandOf(['--version'])).toBe('none');
  });
});

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCore } from '../src-main/core/app';
import { median, record } from './report';

/**
 * Start-up of the installed `quire` command (bin/quire.js → the built CLI), as a whole process
 * from spawn to answer, on a warm disk: a tool call, an offline agent turn, and an MCP host's
 * initialize + tools/list. Baselines measured in the same run: bare Node, and Node opening the
 * same SQLite file and running the same query by hand. Target: each command under 150 ms median.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const QUIRE = path.join(ROOT, 'bin', 'quire.js');
const TARGET_MS = 150;

function runsOf(args: string[]): number {
  const i = args.indexOf('--runs');
  const n = i >= 0 ? Number(args[i + 1]) : 11;
  return Number.isInteger(n) && n > 0 ? n : 11;
}

/** Wall time of one process from spawn until `done` says its answer is complete, in ms. */
function timeProcess(
  argv: string[],
  env: NodeJS.ProcessEnv,
  input?: (send: (s: string) => void, out: () => string) => Promise<void>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, argv, { env, stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    if (input) {
      input(
        (s) => child.stdin.write(s),
        () => out,
      ).then(() => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        child.kill();
        resolve(ms);
      }, reject);
    } else {
      child.stdin.end();
      child.on('exit', (code) => {
        if (code !== 0) reject(new Error(`${argv.join(' ')} exited ${code}: ${out.slice(0, 300)}`));
        else resolve(Number(process.hrtime.bigint() - started) / 1e6);
      });
    }
  });
}

/** Drives an MCP host's first exchange and resolves when tools/list has been answered. */
const mcpHandshake = async (send: (s: string) => void, out: () => string) => {
  send(
    `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } })}\n`,
  );
  send(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  send(`${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' })}\n`);
  while (!out().includes('"id":2')) await new Promise((r) => setTimeout(r, 1));
};

export async function runStartupBenchmark(args: string[]): Promise<boolean> {
  const runs = runsOf(args);
  process.stdout.write('Building the CLI (electron-vite build)…\n');
  const build = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'electron-vite'), ['build'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('electron-vite build failed');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-startup-'));
  const dbPath = path.join(dir, 'quire.db');
  const core = await createCore({ dbPath, appVersion: 'bench' });
  for (let i = 0; i < 200; i++) {
    await core.registry.call(
      'add_task',
      { title: `Task ${i}`, due_at: i % 3 ? '2026-12-01' : undefined },
      { origin: 'cli' },
    );
  }
  core.close();
  const env = { ...process.env, QUIRE_DB: dbPath };
  const rawScript = `const D=require(${JSON.stringify(path.join(ROOT, 'node_modules', 'better-sqlite3'))});const db=new D(process.env.QUIRE_DB);process.stdout.write(JSON.stringify(db.prepare("SELECT * FROM tasks WHERE status='pending' AND deleted_at IS NULL ORDER BY id LIMIT 50").all()))`;

  const cases: { name: string; argv: string[]; input?: typeof mcpHandshake }[] = [
    { name: 'bare node', argv: ['-e', '0'] },
    { name: 'raw SQLite query', argv: ['-e', rawScript] },
    { name: "quire tool list_tasks '{}'", argv: [QUIRE, 'tool', 'list_tasks', '{}'] },
    {
      name: 'quire ask --agent offline "what\'s due today"',
      argv: [QUIRE, 'ask', '--agent', 'offline', "what's due today"],
    },
    { name: 'quire mcp: initialize + tools/list', argv: [QUIRE, 'mcp'], input: mcpHandshake },
  ];
  const medians = new Map<string, number>();
  for (const c of cases) {
    const times: number[] = [];
    for (let i = 0; i < runs + 2; i++) {
      const ms = await timeProcess(c.argv, env, c.input);
      if (i >= 2) times.push(ms); // two warm-ups: disk cache and V8's compile cache
    }
    medians.set(c.name, median(times));
  }
  fs.rmSync(dir, { recursive: true, force: true });

  const raw = medians.get('raw SQLite query')!;
  let met = true;
  process.stdout.write(`\nStart-up, median of ${runs} runs after 2 warm-ups (whole process, spawn → answer):\n`);
  for (const [name, ms] of medians) {
    const isBaseline = name === 'bare node' || name === 'raw SQLite query';
    const pass = isBaseline ? undefined : ms < TARGET_MS;
    if (pass === false) met = false;
    process.stdout.write(
      `  ${name.padEnd(48)} ${ms.toFixed(1).padStart(7)} ms${isBaseline ? '' : `  (${(ms / raw).toFixed(2)}× raw; target < ${TARGET_MS} ms: ${pass ? 'met' : 'MISSED'})`}\n`,
    );
    record({
      suite: 'startup',
      figure: name,
      value: ms,
      unit: 'ms',
      ...(isBaseline ? {} : { baseline: raw, ratio: ms / raw, target: `< ${TARGET_MS} ms`, pass: pass! }),
    });
  }
  return met;
}

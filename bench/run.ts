// `npm run bench -- <suite> [options]`: runs one benchmark suite and prints its results.
// Suites load on demand, so one suite's dependencies never slow another's start.

import os from 'node:os';
import path from 'node:path';
import { writeReport } from './report';

type Suite = (args: string[]) => Promise<boolean>;

const SUITES: Record<string, () => Promise<Suite>> = {
  // Agent overhead before first byte, tool-schema tokens, cached-prefix reuse (bench/agent.ts).
  agent: async () => (await import('./agent')).default,
  // Registry overhead against raw SQL, with targets; false when one is missed (bench/tools.ts).
  tools: async () => (await import('./tools')).runToolsBenchmark,
  // The offline agent's latency per utterance over its corpus on 100,000 tasks (bench/offline.ts).
  'agent-offline': async () => (await import('./offline')).runOfflineBenchmark,
  // Renderer in Chromium over the real core: bundle size, time to interactive, Tasks with 10,000 tasks (bench/ui.ts).
  ui: async () => (await import('./ui')).runUiBenchmark,
  // Whole-process start-up of the built `quire` command: tool call, offline ask, MCP handshake (bench/startup.ts).
  startup: async () => (await import('./startup')).runStartupBenchmark,
  // Materials: import MB/s, search p50/p95 vs raw FTS5 at 100,000 chunks, memory, rescan (bench/materials.ts).
  materials: async () => (await import('./materials')).runMaterialsBenchmark,
  // Retrieval quality on Debian's real manuals, recall@5 and MRR per format (bench/materialsQuality.ts).
  'materials-quality': async () => (await import('./materialsQuality')).runMaterialsQuality,
};

const [name, ...args] = process.argv.slice(2);

/** Runs the named suites one after another; resolves false when any missed a target. */
async function runSuites(names: string[], suiteArgs: string[]): Promise<boolean> {
  const started = new Date();
  const loadBefore = os.loadavg();
  let allMet = true;
  for (const n of names) {
    process.stdout.write(`\n=== ${n} ===\n`);
    const met = await (await SUITES[n]!())(suiteArgs);
    allMet &&= met;
  }
  const files = writeReport({ suites: names, started, loadBefore });
  process.stdout.write(`\nReport: ${files.map((f) => path.relative(process.cwd(), f)).join(', ')}\n`);
  return allMet;
}

const chosen = name === undefined || name === 'all' ? Object.keys(SUITES) : SUITES[name] ? [name] : null;
if (!chosen) {
  process.stderr.write(
    `Usage: npm run bench [-- <suite> [options]]\nSuites: ${Object.keys(SUITES).join(', ')} (default: all)\n`,
  );
  process.exitCode = 2;
} else {
  runSuites(chosen, args).then(
    // Exit 1 when a target is missed, so CI can run a benchmark as a check.
    (met) => {
      process.exitCode = met ? 0 : 1;
    },
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}

// `npm run bench -- <suite> [options]`: runs one benchmark suite and prints its results.
// Suites load on demand, so one suite's dependencies never slow another's start.

type Suite = (args: string[]) => Promise<boolean>;

const SUITES: Record<string, () => Promise<Suite>> = {
  // Agent overhead before first byte, tool-schema tokens, cached-prefix reuse (bench/agent.ts).
  agent: async () => {
    const { default: agentBench } = await import('./agent');
    return async (args) => {
      await agentBench(args);
      return true;
    };
  },
  // Registry overhead against raw SQL, with targets; false when one is missed (bench/tools.ts).
  tools: async () => (await import('./tools')).runToolsBenchmark,
  // The offline agent's latency per utterance over its corpus on 100,000 tasks (bench/offline.ts).
  'agent-offline': async () => (await import('./offline')).runOfflineBenchmark,
  // Renderer in Chromium over the real core: bundle size, time to interactive, Tasks with 10,000 tasks (bench/ui.ts).
  ui: async () => (await import('./ui')).runUiBenchmark,
};

const [name, ...args] = process.argv.slice(2);
const load = name ? SUITES[name] : undefined;
if (!load) {
  process.stderr.write(`Usage: npm run bench -- <suite> [options]\nSuites: ${Object.keys(SUITES).join(', ')}\n`);
  process.exitCode = 2;
} else {
  load()
    .then((suite) => suite(args))
    .then(
      (met) => {
        // Exit 1 when a target is missed, so CI can run a benchmark as a check.
        process.exitCode = met ? 0 : 1;
      },
      (e: unknown) => {
        process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
        process.exitCode = 1;
      },
    );
}

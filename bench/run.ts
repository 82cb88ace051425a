// `npm run bench -- <suite> [options]`: runs one benchmark suite and prints its table.
import { runToolsBenchmark } from './tools';

const SUITES: Record<string, (args: string[]) => Promise<boolean>> = {
  tools: runToolsBenchmark,
};

const [suite, ...args] = process.argv.slice(2);
const run = suite ? SUITES[suite] : undefined;
if (!run) {
  process.stderr.write(`Usage: npm run bench -- <suite> [--json]\nSuites: ${Object.keys(SUITES).join(', ')}\n`);
  process.exitCode = 2;
} else {
  run(args).then(
    (met) => {
      // Exit 1 when a target is missed, so CI can run the benchmark as a check.
      process.exitCode = met ? 0 : 1;
    },
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}

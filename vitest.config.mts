import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores the suite ran serially
    // (282 s). Most test time waits on fsync, child processes and sockets, so three workers overlap
    // it: 198 s for the same 1,526 tests with a benchmark running beside them.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'],
          setupFiles: ['test/helpers/quietLog.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['test/renderer/**/*.test.tsx', 'test/renderer/**/*.test.ts'],
        },
      },
    ],
  },
});

import { defineConfig } from '@playwright/test';

// Debian's Chromium (ENVIRONMENT.md): never `npx playwright install` here.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Up to eight engineers share two cores: a whole UI walk can take 30 s there. Waits are for states,
  // never for time, so room costs nothing when the machine is idle.
  timeout: 60_000,
  // A state the app reaches in milliseconds when idle took over 5 s (Playwright's default) on a
  // loaded machine: CI saw an agent turn's choices arrive after the wait gave up. Waiting longer
  // for a state costs nothing when it comes at once.
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    viewport: { width: 1280, height: 800 },
    // Tracing every test to keep the failures' traces cost a fifth of the E2E run's time (paired runs
    // of tasks + shell: 76 s traced vs 58–67 s not). A failing test keeps its screenshot; to trace,
    // run `npx playwright test <spec> --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../scripts/chromium';

// Browser tests: Debian's chromium (never a downloaded browser) against the production build of the
// examples, built once per run (e2e/global-setup.ts), each worker with servers of its own on free
// ports (e2e/fixtures.ts), so a developer's `npm start` or a second run on the machine is left alone.
// Workers: E2E_WORKERS, else one per core. Measured on 2 cores: 3 workers were no faster than 2
// (each test's Chromium renders as much as it waits) and starved a frame's load past its 30 s.
const workers = Number(process.env.E2E_WORKERS) || availableParallelism();

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  globalSetup: './e2e/global-setup.ts',
  workers,
  retries: 0,
  // A limit for a test that hangs, not a measure of speed: every wait in a test is for a state.
  timeout: 120_000,
  // Waits for a state, up to 30 s (a loaded machine's slow step), then fails.
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  use: {
    // A trace costs a test about 40% more time: recorded only when asked (E2E_TRACE=on).
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});

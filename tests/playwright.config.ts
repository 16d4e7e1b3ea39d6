import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../scripts/chromium';

const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 3199);
const examplesPort = Number(process.env.E2E_EXAMPLES_PORT ?? 5199);

// Browser tests: Debian's chromium (never a downloaded browser), one worker on 2 cores, against
// `npm start` on ports of their own so a developer's running instance is left alone.
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${examplesPort}/`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node_modules/.bin/tsx scripts/start.ts',
    cwd: '..',
    url: `http://127.0.0.1:${examplesPort}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      SANDBOX_PORT: String(sandboxPort),
      EXAMPLES_PORT: String(examplesPort),
      // A database of its own: two processes must never open the same PGlite directory.
      BACKOFFICE_DATA_DIR: process.env.E2E_BACKOFFICE_DATA_DIR ?? 'examples/sandbox/.data/backoffice-e2e',
    },
  },
});

// The browser tests' servers: one per Playwright worker, started once for the worker's tests. Each is
// `npm run preview` (scripts/preview.ts): the production build of the examples and the merchant's
// routes, beside a sandbox of its own (its own payments, sessions and clock) on free ports, and a
// copy of the back-office template database (global-setup.ts). Tests import `test` from here: its
// `baseURL` is the worker's examples server, and `servers` gives both URLs.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The URLs of a worker's servers. */
interface Servers {
  /** The examples (production build), e.g. http://127.0.0.1:41234/. */
  examplesUrl: string;
  /** The sandbox payment service (and the back-office API under /backoffice/), e.g. http://127.0.0.1:41235/. */
  sandboxUrl: string;
}

/** How long a server may take to start on a loaded machine (tsx, the frame scripts, the database). */
const START_TIMEOUT_MS = 120_000;

/** Starts scripts/preview.ts and resolves with its URLs once it printed its ready line. */
function startServers(dataDir: string): Promise<{ servers: Servers; child: ChildProcess }> {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['scripts/preview.ts'], {
    cwd: root,
    env: {
      ...process.env,
      SANDBOX_PORT: '0',
      EXAMPLES_PORT: '0',
      BACKOFFICE_DATA_DIR: dataDir,
      SANDBOX_LOG: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('did not start in time')), START_TIMEOUT_MS);
    function fail(error: Error) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`The examples' server (scripts/preview.ts) ${error.message}:\n${output}`));
    }
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /^PREVIEW_READY (.+)$/m.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      // Later lines (the back office's progress) go on to the runner's output.
      child.stdout!.removeAllListeners('data');
      child.stdout!.on('data', (more: Buffer) => process.stdout.write(more));
      resolve({ servers: JSON.parse(ready[1]!) as Servers, child });
    });
    child.once('exit', (code) => fail(new Error(`exited with ${code}`)));
  });
}

const test = base.extend<{ baseURL: string }, { servers: Servers }>({
  servers: [
    // Playwright reads a fixture's dependencies from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      // The template's copy for this worker (a database opens in one process at a time).
      const dataDir = join(tmpdir(), `hc-e2e-backoffice-${process.pid}-${workerInfo.workerIndex}`);
      rmSync(dataDir, { recursive: true, force: true });
      cpSync(process.env.E2E_BACKOFFICE_TEMPLATE_DIR!, dataDir, { recursive: true });
      const { servers, child } = await startServers(dataDir);
      await provide(servers);
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 10_000 },
  ],
  baseURL: async ({ servers }, provide) => {
    await provide(servers.examplesUrl);
  },
});

export { test };
export type { Servers };

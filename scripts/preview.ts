// `npm run preview`: the examples as a merchant serves them in production (the static files of
// their Vite build, examples/dist, plus the merchant's server routes) beside the sandbox payment
// service. The browser tests run against this, one server per Playwright worker.
//
//   npm run preview                          # builds examples/dist when missing, then serves it
//   npm run preview -- --build               # builds it anew first
//   SANDBOX_PORT=0 EXAMPLES_PORT=0 ...       # free ports (the tests' way); printed when ready
//
// Ports: SANDBOX_PORT (default 3100) and EXAMPLES_PORT (default 4173). The back-office database:
// BACKOFFICE_DATA_DIR (default examples/sandbox/.data/backoffice), as for `npm start`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { createSandbox } from '../examples/sandbox/app';
import { sandboxMerchant } from '../examples/sandbox/merchants';
import { frameScript } from '../examples/sandbox/routes/secured-fields';
import {
  createDefaultBackoffice,
  freePort,
  portFromEnv,
  startSandboxServer,
} from '../examples/sandbox/server';

// The config imports examples/merchant-server.ts without an extension: bundled, as Vite does by default.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const configFile = fileURLToPath(new URL('../examples/vite.config.ts', import.meta.url));
const outDir = fileURLToPath(new URL('../examples/dist', import.meta.url));
/** The line the browser tests wait for: `PREVIEW_READY {"examplesUrl":…,"sandboxUrl":…}`. */
const READY_MARK = 'PREVIEW_READY';

/** Builds the examples for production into examples/dist (Vite, minified, split per page). */
async function buildExamples(): Promise<void> {
  await build({ configFile, logLevel: 'warn' });
}

const requested = Number(process.env.EXAMPLES_PORT ?? 4173);
const examplesPort = requested === 0 ? await freePort() : requested;
// The client key allows the examples' origins; the back office their origins too (EXAMPLES_PORT).
process.env.EXAMPLES_PORT = String(examplesPort);

if (process.argv.includes('--build') || !existsSync(`${outDir}/index.html`)) await buildExamples();

const sandbox = await startSandboxServer({
  port: portFromEnv(),
  sandbox: createSandbox({ merchants: [sandboxMerchant(examplesPort)] }),
  backoffice: createDefaultBackoffice(),
});
await Promise.all([frameScript('card'), frameScript('bank')]);
// Read by examples/vite.config.ts: the merchant routes, the pages' meta and the /backoffice/ proxy.
process.env.SANDBOX_URL = sandbox.url;

const examples = await preview({
  configFile,
  logLevel: 'warn',
  preview: { port: examplesPort, host: '127.0.0.1', strictPort: true, open: false },
});
const examplesUrl = `http://127.0.0.1:${examplesPort}/`;

console.log(`\n  Sandbox payment service  ${sandbox.url}`);
console.log(`  Examples (production)    ${examplesUrl}`);
console.log(`  Back-office app          ${examplesUrl}backoffice-app/\n`);
console.log(`${READY_MARK} ${JSON.stringify({ examplesUrl, sandboxUrl: sandbox.url })}`);

const stop = async () => {
  await Promise.allSettled([examples.close(), sandbox.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

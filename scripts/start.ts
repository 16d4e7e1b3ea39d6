// `npm start`: the sandbox payment service and the examples (with their landing page), together.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { createSandbox } from '../examples/sandbox/app';
import { sandboxMerchant } from '../examples/sandbox/merchants';
import { frameScript } from '../examples/sandbox/routes/secured-fields';
import {
  createDefaultBackoffice,
  examplesPortFromEnv,
  portFromEnv,
  startSandboxServer,
} from '../examples/sandbox/server';

const sandboxPort = portFromEnv();
const examplesPort = examplesPortFromEnv();

// The test merchant's client key allows the examples' origins on their port (secured fields).
const sandbox = await startSandboxServer({
  port: sandboxPort,
  sandbox: createSandbox({ merchants: [sandboxMerchant(examplesPort)] }),
  backoffice: createDefaultBackoffice(),
});
// Build the secured-field frame bundle now rather than on the first shopper's request.
await Promise.all([frameScript('card'), frameScript('bank')]);
process.env.SANDBOX_URL = sandbox.url;

// examples/vite.config.ts imports examples/merchant-server.ts without an extension: bundled, as Vite does by default.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const examples = await createServer({
  configFile: fileURLToPath(new URL('../examples/vite.config.ts', import.meta.url)),
  server: { port: examplesPort, host: '127.0.0.1', strictPort: true },
});
await examples.listen();

console.log(`\n  Sandbox payment service  ${sandbox.url}`);
console.log(`  Back-office API          ${sandbox.url}backoffice/ (also via the examples' origin)`);
console.log(`  Examples (landing page)  http://127.0.0.1:${examplesPort}/`);
console.log(`  Back-office app          http://127.0.0.1:${examplesPort}/backoffice-app/\n`);

const stop = async () => {
  await Promise.allSettled([examples.close(), sandbox.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

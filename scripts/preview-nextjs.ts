// `npm run preview:nextjs`: the Next.js App Router example (examples/nextjs, docs/nextjs.md) as
// `next start` serves it in production, beside a sandbox payment service whose client key allows its
// origin. It imports the package by its name, the built dist/: run `npm run build` first.
//
//   npm run preview:nextjs                  # builds examples/nextjs/.next when missing, then serves it
//   npm run preview:nextjs -- --build       # builds it anew first
//   SANDBOX_PORT=0 NEXTJS_PORT=0 ...        # free ports (the browser test's way); printed when ready
//
// Ports: SANDBOX_PORT (default 3100) and NEXTJS_PORT (default 3000). No back office here.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSandbox } from '../examples/sandbox/app';
import { sandboxMerchant } from '../examples/sandbox/merchants';
import { frameScript } from '../examples/sandbox/routes/secured-fields';
import { freePort, portFromEnv, startSandboxServer } from '../examples/sandbox/server';

const root = fileURLToPath(new URL('..', import.meta.url));
const next = `${root}node_modules/.bin/next`;
const app = 'examples/nextjs';
/** The line the browser test waits for: `NEXTJS_READY {"appUrl":…,"sandboxUrl":…}`. */
const READY_MARK = 'NEXTJS_READY';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

if (!existsSync(`${root}dist/react/index.js`)) {
  console.error('The example imports the built package: run `npm run build` first.');
  process.exit(1);
}
if (process.argv.includes('--build') || !existsSync(`${root}${app}/.next/BUILD_ID`)) {
  const started = Date.now();
  const built = spawnSync(next, ['build', app], { cwd: root, env, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  console.log(`next build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const requested = Number(process.env.NEXTJS_PORT ?? 3000);
const appPort = requested === 0 ? await freePort() : requested;
const appUrl = `http://127.0.0.1:${appPort}/`;

// The sandbox lets only allowed origins frame its secured fields: the client key allows the app's.
const sandbox = await startSandboxServer({
  port: portFromEnv(),
  sandbox: createSandbox({ merchants: [sandboxMerchant(appPort)] }),
  logRequests: process.env.SANDBOX_LOG === '1',
});
await frameScript('card');

const server = spawn(next, ['start', app, '--port', String(appPort), '--hostname', '127.0.0.1'], {
  cwd: root,
  env: { ...env, SANDBOX_URL: sandbox.url },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
    if (/Ready in/.test(output)) resolve();
  });
  server.once('exit', (code) => reject(new Error(`next start exited with ${code}`)));
});

console.log(`\n  Sandbox payment service  ${sandbox.url}`);
console.log(`  Next.js example          ${appUrl}\n`);
console.log(`${READY_MARK} ${JSON.stringify({ appUrl, sandboxUrl: sandbox.url })}`);

const stop = async () => {
  server.kill('SIGTERM');
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.once('exit', () => void sandbox.close().then(() => process.exit(1)));

// A merchant's fresh apps, written from the README and the docs only, installed from the packed
// tarball as npm would (the tarball's files are node_modules/headless-checkout):
// - a Vite + React + TypeScript (strict) app (tests/fresh-apps/vite) in the system's temporary
//   folder, its other dependencies (React, Vite, TypeScript) the repository's, symlinked; every doc
//   block a merchant copies is compiled against it too;
// - a Next.js App Router app (tests/fresh-apps/next) in .fresh-apps/next of the repository: Turbopack
//   compiles nothing outside its workspace root (the repository, by its lockfile), so its other
//   dependencies are the repository's node_modules, found above it.
// Prepared once per browser-test run by global-setup.ts (type-checking and building keep both cores
// busy, which would starve another test's frames), served by fresh-vite-app.spec.ts and
// fresh-next-app.spec.ts.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../examples/sandbox/server';
import { TS_LANGS, docBlocks } from '../docs/blocks';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where the app is installed and built (made anew each run). */
const FRESH_VITE_APP_DIR = join(tmpdir(), 'headless-checkout-fresh-vite-app');

/** Runs a command; rejects with its output when it fails. Returns its standard output. */
function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<string> {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    ),
  );
}

/** The packed tarball: check:package's (.pack/, packed from this dist/), else packed here. */
async function tarball(into: string): Promise<string> {
  if (!existsSync(join(root, 'dist/react/index.js')))
    throw new Error('The fresh apps install the packed package: run `npm run build` first.');
  const packed = join(root, '.pack');
  const found = existsSync(packed) ? readdirSync(packed).filter((name) => name.endsWith('.tgz')) : [];
  const dist = statSync(join(root, 'dist')).mtimeMs;
  const fresh = found.find((name) => statSync(join(packed, name)).mtimeMs >= dist);
  if (fresh) return join(packed, fresh);
  const name = (await run('npm', ['pack', '--silent', '--pack-destination', into], root))
    .trim()
    .split('\n')
    .at(-1)!;
  return join(into, name);
}

/** Copies the app's template to `app` and installs the tarball there: node_modules/headless-checkout. */
async function install(template: string, app: string, packed: string): Promise<string> {
  rmSync(app, { recursive: true, force: true });
  cpSync(join(root, 'tests/fresh-apps', template), app, { recursive: true });
  const modules = join(app, 'node_modules');
  const installed = join(modules, 'headless-checkout');
  mkdirSync(installed, { recursive: true });
  await run('tar', ['-xzf', packed, '-C', installed, '--strip-components=1'], app);
  return modules;
}

/**
 * Installs the Vite app from the tarball, type-checks it and the docs' blocks (tsc, strict) and
 * builds it (vite build) for the payment service at `sandboxUrl`. Throws with the tool's output when
 * one fails.
 */
async function prepareFreshViteApp(packed: string, sandboxUrl: string): Promise<string> {
  const app = join(FRESH_VITE_APP_DIR, 'app');
  const modules = await install('vite', app, packed);
  // Everything else the app and the package depend on, as installed for the repository.
  for (const entry of readdirSync(join(root, 'node_modules')))
    if (entry !== 'headless-checkout') symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  // Every TypeScript block of README.md and docs/ a merchant copies, a module each, compiled against
  // the installed package; not the blocks about the repository itself (those that name a file of it
  // or import one, as docs/sandbox.md's): tests/docs/examples.test.ts compiles those.
  const blocks = join(app, 'docs-blocks');
  mkdirSync(blocks);
  for (const block of docBlocks(root))
    if (block.lang in TS_LANGS && block.from === block.page && !/from '\.\.?\//.test(block.code))
      writeFileSync(
        join(blocks, `${block.page.replace(/\W/g, '_')}.L${block.line}${TS_LANGS[block.lang]}`),
        block.code,
      );
  // The app's own check, the docs' and the build, side by side (one core each).
  await Promise.all([
    run(join(modules, '.bin/tsc'), ['-p', 'tsconfig.json'], app).then(() =>
      run(join(modules, '.bin/tsc'), ['-p', 'tsconfig.docs.json'], app),
    ),
    run(join(modules, '.bin/vite'), ['build', '--logLevel', 'error'], app, {
      VITE_PAYMENT_SERVICE_URL: sandboxUrl,
    }),
  ]);
  return app;
}

/** Installs the Next.js app from the tarball and builds it (`next build`, which type-checks it). */
async function prepareFreshNextApp(packed: string): Promise<string> {
  const app = join(root, '.fresh-apps/next');
  await install('next', app, packed);
  await run(join(root, 'node_modules/.bin/next'), ['build'], app, { NEXT_TELEMETRY_DISABLED: '1' });
  return app;
}

/** True unless the run names test files and none is a fresh app's spec. */
function runsFreshApps(filters: string[]): boolean {
  return filters.length === 0 || filters.some((filter) => /fresh/.test(filter));
}

/**
 * For global-setup.ts: the apps' and their sandboxes' ports (a client key allows its app's origin;
 * the Vite build names its sandbox), then both apps installed and built. The specs read them from
 * FRESH_VITE_APP, FRESH_VITE_APP_PORT, FRESH_VITE_SANDBOX_PORT and FRESH_NEXT_APP.
 */
async function prepareFreshAppsForRun(filters: string[]): Promise<void> {
  if (!runsFreshApps(filters)) return;
  const started = Date.now();
  mkdirSync(FRESH_VITE_APP_DIR, { recursive: true });
  const packed = await tarball(FRESH_VITE_APP_DIR);
  const [appPort, sandboxPort] = [await freePort(), await freePort()];
  const vite = await prepareFreshViteApp(packed, `http://127.0.0.1:${sandboxPort}/`);
  const next = await prepareFreshNextApp(packed);
  Object.assign(process.env, {
    FRESH_VITE_APP: vite,
    FRESH_VITE_APP_PORT: String(appPort),
    FRESH_VITE_SANDBOX_PORT: String(sandboxPort),
    FRESH_NEXT_APP: next,
  });
  console.log(
    `[e2e] fresh Vite and Next.js apps installed from the tarball, type-checked and built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

export { prepareFreshAppsForRun };

// Once per browser-test run, before any worker starts: the production build of the examples
// (examples/dist, what every worker's server serves), the back-office database template (50,000
// creators, seeded once; each worker's server opens a copy of it: fixtures.ts) and, when the run
// has nextjs.spec.ts, the Next.js example's build (built here rather than beside other files'
// tests: `next build` keeps both cores busy, and would starve a worker's frames) and, when it has
// a fresh app's spec, the fresh apps installed from the packed tarball, type-checked and built.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { createBackoffice } from '../../examples/sandbox/backoffice/app';
import { prepareFreshAppsForRun } from './fresh-apps';

const at = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Where the template lives: it outlives the run, so a second run (locally) opens it at once. */
const TEMPLATE_DIR =
  process.env.E2E_BACKOFFICE_TEMPLATE_DIR ?? at('examples/sandbox/.data/backoffice-e2e-template');

/** Opens the template (seeding it when it is new, migrating it when the schema moved on), then closes it. */
async function prepareBackofficeTemplate(): Promise<void> {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const backoffice = createBackoffice({
    dataDir: TEMPLATE_DIR,
    // Staff scale, not npm start's small default: the browser tests search and page through 50,000.
    seed: { creators: 50_000 },
    onSeeded: ({ creators, ms }) =>
      console.log(
        `[e2e] back-office template seeded with ${creators} creators in ${(ms / 1000).toFixed(1)} s`,
      ),
  });
  try {
    await backoffice.ready;
  } finally {
    await backoffice.close();
  }
}

/** The examples built for production, as a merchant deploys them (E2E_REUSE_BUILD=1 keeps the last one). */
async function buildExamples(): Promise<void> {
  if (process.env.E2E_REUSE_BUILD === '1' && existsSync(at('examples/dist/index.html'))) return;
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  await build({ configFile: at('examples/vite.config.ts'), logLevel: 'warn' });
}

/** Playwright's options that take a value (`-c file`): their values are not test filters. */
const VALUE_OPTIONS = new Set([
  '-c',
  '--config',
  '-j',
  '--workers',
  '-g',
  '--grep',
  '-G',
  '--grep-invert',
  '--project',
  '--reporter',
  '--retries',
  '--timeout',
  '--repeat-each',
  '--shard',
  '--output',
  '--max-failures',
  '--trace',
  '--tsconfig',
  '--global-timeout',
]);

/** The test files the command names (none: every file runs). */
function testFilters(argv = process.argv): string[] {
  const args = argv.slice(argv.indexOf('test') + 1);
  return args.filter((arg, index) => !arg.startsWith('-') && !VALUE_OPTIONS.has(args[index - 1] ?? ''));
}

/** True unless the command names test files and none is nextjs.spec.ts. */
function runsNextExample(): boolean {
  const filters = testFilters();
  return filters.length === 0 || filters.some((filter) => /nextjs/.test(filter));
}

/**
 * The Next.js example's production build (examples/nextjs/.next; it imports the built dist/), for
 * nextjs.spec.ts. Its cache (examples/nextjs/.next/cache) makes a rebuild quicker; E2E_REUSE_BUILD=1
 * keeps the last build.
 */
async function buildNextExample(): Promise<void> {
  if (!runsNextExample()) return;
  if (process.env.E2E_REUSE_BUILD === '1' && existsSync(at('examples/nextjs/.next/BUILD_ID'))) return;
  const started = Date.now();
  const child = spawn(at('node_modules/.bin/next'), ['build', 'examples/nextjs'], {
    cwd: at(''),
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`next build examples/nextjs exited with ${code}:\n${output}`);
  console.log(`[e2e] Next.js example built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  // At once: the Vite build is mostly one core's work, the seed runs in the database's thread.
  await Promise.all([buildExamples(), prepareBackofficeTemplate(), buildNextExample()]);
  // After the Next.js build: both keep the two cores busy.
  await prepareFreshAppsForRun(testFilters());
  process.env.E2E_BACKOFFICE_TEMPLATE_DIR = TEMPLATE_DIR;
  console.log(
    `[e2e] examples built and back-office template ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

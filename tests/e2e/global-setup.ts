// Once per browser-test run, before any worker starts: the production build of the examples
// (examples/dist, what every worker's server serves) and the back-office database template (50,000
// creators, seeded once; each worker's server opens a copy of it: fixtures.ts).
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { createBackoffice } from '../../examples/sandbox/backoffice/app';

const at = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Where the template lives: it outlives the run, so a second run (locally) opens it at once. */
const TEMPLATE_DIR =
  process.env.E2E_BACKOFFICE_TEMPLATE_DIR ?? at('examples/sandbox/.data/backoffice-e2e-template');

/** Opens the template (seeding it when it is new, migrating it when the schema moved on), then closes it. */
async function prepareBackofficeTemplate(): Promise<void> {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const backoffice = createBackoffice({
    dataDir: TEMPLATE_DIR,
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

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  // The two at once: the build is mostly one core's work, the seed runs in the database's thread.
  await Promise.all([buildExamples(), prepareBackofficeTemplate()]);
  process.env.E2E_BACKOFFICE_TEMPLATE_DIR = TEMPLATE_DIR;
  console.log(
    `[e2e] examples built and back-office template ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

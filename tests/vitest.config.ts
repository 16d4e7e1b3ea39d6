import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { formatjsWithoutParser } from '../scripts/formatjs-without-parser.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

// Source aliases: tests import the package by its public names, exactly as a merchant would.
export const alias = {
  'headless-checkout/core': at('headless/core/index.ts'),
  'headless-checkout/skins/default': at('skins/default/index.ts'),
  'headless-checkout/backoffice': at('backoffice-hooks/index.ts'),
  'headless-checkout/validation': at('headless/core/validation/index.ts'),
  'headless-checkout': at('headless/react/index.ts'),
};

/** Test files that run a DOM (`// @vitest-environment happy-dom`): React, the skins, the frames. */
const DOM_FILES = [
  'tests/react/**/*.test.tsx',
  'tests/skins/**/*.test.tsx',
  'tests/backoffice/**/*.test.tsx',
];

/**
 * Pure core tests (no DOM) that share one module graph per worker (`isolate: false`): they import
 * the core's modules and keep no state past their own `afterEach` (fake timers are restored there).
 * Left out, and so isolated: the files that reset or inspect module state (`vi.resetModules`, what
 * the i18n layer loads up front) and the one that runs a secured-field frame in a DOM.
 */
const SHARED_CORE_FILES = ['tests/core/**/*.test.ts'];
const ISOLATED_CORE_FILES = [
  'tests/core/i18n/i18n.test.ts',
  'tests/core/i18n/bundle.test.ts',
  'tests/core/i18n/feature-groups.test.ts',
  'tests/core/i18n/method-texts.test.ts',
  'tests/core/card/secured-field-frame.test.ts',
  'tests/core/card/billing-address-part.test.ts',
  'tests/core/card/card-parts.test.ts',
];

/** Never test files: the browser tests (Playwright's) and the dependencies. */
const NOT_UNIT = ['tests/e2e/**', 'node_modules/**'];

export default defineConfig({
  root,
  resolve: { alias },
  // As in the package's build: formatjs's runtime gets the ICU parser's no-parser build, so every
  // test formats our precompiled catalogues without the parser (a string reaching formatjs fails).
  plugins: [formatjsWithoutParser()],
  test: {
    // Run formatjs's runtime through Vite, so the plugin above resolves its import of the parser.
    server: { deps: { inline: ['intl-messageformat'] } },
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // Worker threads start faster than forked processes, and no test needs a process of its own
    // (none changes directory or exits; the crash test kills a child process it spawns itself).
    pool: 'threads',
    // One worker per core. vitest's default is one fewer, which on the 2-core CI machine ran every
    // file one after another: 245 s then, 174 s with two (docs/testing.md).
    maxWorkers: availableParallelism(),
    // 2 cores run the files in parallel: a skin test's first render and its datasets took over
    // vitest's 5 s default once on a loaded machine. A time limit, not an assertion.
    testTimeout: 20_000,
    // happy-dom: frames are made but do not navigate unless a test serves them (every checkout's
    // hidden device-fingerprint frame, the secured fields); Chromium runs the real ones.
    environmentOptions: {
      happyDOM: {
        settings: { enableIframePageLoading: true, navigation: { disableChildFrameNavigation: true } },
      },
    },
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
    // No benchmark but in the services project below (each project would run every one again).
    benchmark: { include: [] },
    // The back-office databases' templates (tests/sandbox/backoffice/store.ts).
    globalSetup: ['tests/sandbox/backoffice/templates.ts'],
    // Pool and isolation per folder (each project inherits the settings above; a file still names
    // its own environment). `npm run bench` runs tests/bench through the last one only.
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          include: SHARED_CORE_FILES,
          exclude: [...NOT_UNIT, ...ISOLATED_CORE_FILES],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'core-isolated', include: ISOLATED_CORE_FILES } },
      { extends: true, test: { name: 'dom', include: DOM_FILES } },
      {
        extends: true,
        test: {
          name: 'services',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...NOT_UNIT, ...SHARED_CORE_FILES, ...DOM_FILES],
          benchmark: { include: ['tests/bench/**/*.bench.ts'] },
        },
      },
    ],
  },
});

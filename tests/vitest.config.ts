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

export default defineConfig({
  root,
  resolve: { alias },
  // As in the package's build: formatjs's runtime gets the ICU parser's no-parser build, so every
  // test formats our precompiled catalogues without the parser (a string reaching formatjs fails).
  plugins: [formatjsWithoutParser()],
  test: {
    // Run formatjs's runtime through Vite, so the plugin above resolves its import of the parser.
    server: { deps: { inline: ['@formatjs/intl', 'intl-messageformat'] } },
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
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
    benchmark: { include: ['tests/bench/**/*.bench.ts'] },
  },
});

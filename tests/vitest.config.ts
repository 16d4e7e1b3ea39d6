import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/unit.json' }]],
    benchmark: { include: ['tests/bench/**/*.bench.ts'] },
  },
});

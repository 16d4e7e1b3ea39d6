import { defineConfig } from 'tsup';

// One package, three public entry points. The React layer and the skins import the core and
// the hooks through the package's own public names, kept external, so every entry shares one
// copy of the core (one React context, one i18n cache) at run time.
const internal = ['headless-checkout', 'headless-checkout/core'];

export default defineConfig({
  entry: {
    'core/index': 'headless/core/index.ts',
    'react/index': 'headless/react/index.ts',
    'skins/default/index': 'skins/default/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  splitting: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
  outDir: 'dist',
  external: ['react', 'react-dom', 'react/jsx-runtime', ...internal],
  // Locale catalogues and shared code land in dist/chunks: one chunk per locale, loaded on demand.
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
  },
  onSuccess: 'node scripts/copy-css.mjs',
});

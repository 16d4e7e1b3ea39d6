import { defineConfig } from 'tsup';

// One package, five public entry points. The React layer and the skins import the core and
// the hooks through the package's own public names, kept external, so every entry shares one
// copy of the core (one React context, one i18n cache) at run time.
const internal = ['headless-checkout', 'headless-checkout/core', 'headless-checkout/validation'];

export default defineConfig([
  {
    entry: {
      'core/index': 'headless/core/index.ts',
      'validation/index': 'headless/core/validation/index.ts',
      'react/index': 'headless/react/index.ts',
      'skins/default/index': 'skins/default/index.ts',
      'backoffice/index': 'backoffice-hooks/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    splitting: true,
    sourcemap: true,
    clean: false, // `npm run build` empties dist first (two configs build at once)
    treeshake: true,
    target: 'es2022',
    platform: 'neutral',
    outDir: 'dist',
    external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query', ...internal],
    // Locale catalogues and shared code land in dist/chunks: one chunk per locale, loaded on demand.
    esbuildOptions(options) {
      options.chunkNames = 'chunks/[name]-[hash]';
    },
    onSuccess: 'node scripts/copy-css.mjs',
  },
  // The secured-field frame's script, for the payment service to serve inside its frame page
  // (`securedfields/{clientKey}/{version}/securedFields.html`): one self-contained, minified ES
  // module with the core's card rules, valibot and jose bundled in, no imports left.
  {
    entry: { 'secured-fields/frame': 'headless/secured-fields/frame.ts' },
    format: ['esm'],
    dts: false,
    splitting: false,
    sourcemap: true,
    clean: false,
    minify: true,
    target: 'es2022',
    platform: 'browser',
    outDir: 'dist',
    noExternal: [/.*/],
    esbuildOptions(options) {
      options.alias = {
        'headless-checkout/core': './headless/core/index.ts',
        'headless-checkout/validation': './headless/core/validation/index.ts',
      };
    },
  },
]);

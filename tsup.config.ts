import { defineConfig } from 'tsup';

// One package, five public entry points. Their JavaScript is built one file per module by
// scripts/build-modules.ts; tsup builds their declarations, and the secured-field frame's script.
// The React layer and the skins import the core and the hooks through the package's own public
// names, kept external, so every entry shares one copy of the core at run time.
const internal = ['headless-checkout', 'headless-checkout/core', 'headless-checkout/validation'];

export default defineConfig([
  {
    entry: {
      'core/index': 'headless/core/index.ts',
      'core/validation/index': 'headless/core/validation/index.ts',
      'react/index': 'headless/react/index.ts',
      'skins/default/index': 'skins/default/index.ts',
      'backoffice/index': 'backoffice-hooks/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: { only: true },
    clean: false, // `npm run build` empties dist first (two configs build at once)
    target: 'es2022',
    platform: 'neutral',
    outDir: 'dist',
    external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query', ...internal],
  },
  // The secured-field frames' scripts, for the payment service to serve inside its frame page
  // (`securedfields/{clientKey}/{version}/securedFields.html`): the card's and the bank
  // account's (ACH), each one self-contained, minified ES module with the core's rules, valibot
  // and jose bundled in, no imports left.
  {
    entry: {
      'secured-fields/frame': 'headless/secured-fields/frame.ts',
      'secured-fields/bank-frame': 'headless/secured-fields/bank-frame.ts',
    },
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

// The package's JavaScript, one file per source module (ES modules and CommonJS), so that an app's
// bundler sees our modules as we wrote them: it keeps what the app uses and leaves a module that only
// a lazily loaded part uses (the card form's parts, the action views, a locale) in that part's chunk.
// A build that merged each entry into one file would keep such code up front. Declarations and the
// secured-field frame's self-contained script are built by tsup (tsup.config.ts).
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The public entries; dist mirrors the sources, without `headless/`. */
const input = {
  'core/index': 'headless/core/index.ts',
  'core/validation/index': 'headless/core/validation/index.ts',
  'react/index': 'headless/react/index.ts',
  'skins/default/index': 'skins/default/index.ts',
  'backoffice/index': 'backoffice-hooks/index.ts',
};

/** Where a module's file goes: `headless/core/card/card.rules` -> `core/card/card.rules`. */
const outputName = (name: string) =>
  name.replace(/^headless\//, '').replace(/^backoffice-hooks\//, 'backoffice/');

const bundle = await rolldown({
  input,
  cwd: root,
  platform: 'neutral',
  tsconfig: 'tsconfig.json',
  transform: { target: 'es2022', jsx: { runtime: 'automatic' } },
  // Dependencies, peers and our own public names (`headless-checkout/core`…) stay imports, so every
  // entry shares one copy of the core (one React context, one i18n cache) at run time.
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
  logLevel: 'warn',
});
for (const [format, extension] of [
  ['es', 'js'],
  ['cjs', 'cjs'],
] as const) {
  await bundle.write({
    dir: 'dist',
    format,
    preserveModules: true,
    preserveModulesRoot: root,
    sourcemap: true,
    entryFileNames: (chunk) => `${outputName(chunk.name)}.${extension}`,
    chunkFileNames: `chunks/[name]-[hash].${extension}`,
  });
}
await bundle.close();

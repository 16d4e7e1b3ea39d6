// The package's JavaScript, one file per source module (ES modules and CommonJS), so that an app's
// bundler sees our modules as we wrote them: it keeps what the app uses and leaves a module that only
// a lazily loaded part uses (the card form's parts, the action views, a locale) in that part's chunk.
// A build that merged each entry into one file would keep such code up front. Declarations and the
// secured-field frame's self-contained script are built by tsup (tsup.config.ts).
import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { FORMATJS_RUNTIME, formatjsWithoutParser } from './formatjs-without-parser.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The public entries; dist mirrors the sources, without `headless/`. */
const input = {
  'core/index': 'headless/core/index.ts',
  'core/validation/index': 'headless/core/validation/index.ts',
  'react/index': 'headless/react/index.ts',
  'skins/default/index': 'skins/default/index.ts',
  'backoffice/index': 'backoffice-hooks/index.ts',
};

// formatjs's message formatter (intl-messageformat) is part of the package, built with the ICU parser's no-parser build
// (scripts/formatjs-without-parser.mjs): our messages are precompiled, and a merchant's bundler
// could not drop the parser that formatjs imports. The real parser stays a dependency, imported
// on demand by the i18n layer for merchant translations given as ICU strings.
const BUNDLED = ['intl-messageformat', '@formatjs/fast-memoize'];

/** True for an import that stays an import: dependencies, peers and our own public names. */
function isExternal(id: string, importer: string | undefined): boolean {
  if (id.startsWith('.') || id.startsWith('/') || id.startsWith('\0')) return false;
  if (BUNDLED.includes(id)) return false;
  return !(id === '@formatjs/icu-messageformat-parser' && importer && FORMATJS_RUNTIME.test(importer));
}

/**
 * Where a module's file goes: `headless/core/card/card.rules` -> `core/card/card.rules`; bundled
 * dependencies go to `vendor/` (npm leaves any `node_modules` folder out of a package), also when
 * node_modules is a link to another checkout's (a git worktree): the name is then `../main/node_modules/…`.
 */
/**
 * The entries a React Server Component may render but not run: the hooks and the skin use React's
 * state and context, so their entry files start with `'use client'` (Next.js's App Router, any RSC
 * bundler). That marks the boundary; the modules they import follow it into the client graph. The
 * core, the validation toolkit and the back-office client stay usable on the server: no directive.
 * The banner comes before everything, also before the CommonJS build's `"use strict"` (both are
 * directives of one prologue). scripts/smoke-dist.mjs checks it.
 */
const CLIENT_ENTRIES: ReadonlySet<string> = new Set(['react/index', 'skins/default/index']);

const outputName = (name: string) =>
  name
    .replace(/^headless\//, '')
    .replace(/^backoffice-hooks\//, 'backoffice/')
    .replace(/^(?:.*\/)?node_modules\//, 'vendor/');

const bundle = await rolldown({
  input,
  cwd: root,
  platform: 'neutral',
  tsconfig: 'tsconfig.json',
  transform: { target: 'es2022', jsx: { runtime: 'automatic' } },
  // Dependencies, peers and our own public names (`headless-checkout/core`…) stay imports, so every
  // entry shares one copy of the core (one React context, one i18n cache) at run time.
  external: (id, importer) => isExternal(id, importer),
  plugins: [formatjsWithoutParser()],
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
    banner: (chunk) => (chunk.isEntry && CLIENT_ENTRIES.has(outputName(chunk.name)) ? "'use client';" : ''),
    entryFileNames: (chunk) => `${outputName(chunk.name)}.${extension}`,
    chunkFileNames: `chunks/[name]-[hash].${extension}`,
  });
}
await bundle.close();

// The bundled packages' licences travel with their code.
for (const name of [...BUNDLED, '@formatjs/icu-messageformat-parser']) {
  copyFileSync(`${root}node_modules/${name}/LICENSE.md`, `dist/vendor/${name}/LICENSE.md`);
}

// formatjs's message formatter (intl-messageformat) imports the ICU parser
// statically, for messages given as strings; no bundler can shake it out. Our messages are
// precompiled syntax trees, so, as formatjs's docs advise for precompiled messages, formatjs's own
// import of the parser resolves to the parser package's no-parser build (the same syntax-tree
// helpers, and a `parse` that throws). Only formatjs's import is redirected: the i18n layer's own
// dynamic import of the parser (for a merchant's translations given as ICU strings) gets the real one.
// Used by scripts/build-modules.ts (dist bundles formatjs's runtime this way), tests/vitest.config.ts
// and tests/core/i18n/bundle.test.ts.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The parser package's build without the parser. */
const NO_PARSER = require.resolve('@formatjs/icu-messageformat-parser/no-parser.js');

/** The formatjs packages whose import of the parser gets the no-parser build. */
const FORMATJS_RUNTIME = /[\\/]node_modules[\\/]intl-messageformat[\\/]/;

/** A Rolldown / Vite plugin: formatjs's runtime imports the parser's no-parser build. */
function formatjsWithoutParser() {
  return {
    name: 'formatjs-without-parser',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@formatjs/icu-messageformat-parser' || !importer) return null;
      return FORMATJS_RUNTIME.test(importer) ? NO_PARSER : null;
    },
  };
}

export { FORMATJS_RUNTIME, NO_PARSER, formatjsWithoutParser };

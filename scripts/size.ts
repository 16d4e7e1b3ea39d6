// `npm run size`: min+gzip bytes of each public entry point as a merchant's bundler would ship
// it (react and react-dom external; the core bundled into the entries that use it), plus the
// lazily loaded locale chunks. Prints figures; budgets are checked by reading them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';

const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const ENTRIES: Record<string, string> = {
  'headless-checkout/core': at('headless/core/index.ts'),
  'headless-checkout/validation': at('headless/core/validation/index.ts'),
  'headless-checkout': at('headless/react/index.ts'),
  'headless-checkout/skins/default': at('skins/default/index.ts'),
  'headless-checkout/backoffice': at('backoffice-hooks/index.ts'),
};

const packageNames: Plugin = {
  name: 'package-names',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^headless-checkout(\/.*)?$/ }, (args) => {
      const path = ENTRIES[args.path];
      return path ? { path } : undefined;
    });
  },
};

async function measure(
  name: string,
  contents: string,
): Promise<{
  name: string;
  min: number;
  gzip: number;
  chunks: Array<{ file: string; min: number; gzip: number }>;
}> {
  const result = await build({
    stdin: { contents, resolveDir: at('.'), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    outdir: '/virtual-out',
    write: false,
    platform: 'browser',
    target: 'es2022',
    external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query'],
    plugins: [packageNames],
    logLevel: 'silent',
    metafile: true,
  });
  const base = (path: string) => path.slice(path.lastIndexOf('/') + 1);
  const outputs = new Map(
    Object.entries(result.metafile.outputs).map(([path, output]) => [base(path), output]),
  );
  // The entry plus the chunks it imports statically; dynamic-import chunks (locales) load on demand.
  const entry = [...outputs].find(([, output]) => output.entryPoint === '<stdin>')![0];
  const staticFiles = new Set<string>();
  const visit = (file: string) => {
    if (staticFiles.has(file)) return;
    staticFiles.add(file);
    for (const imported of outputs.get(file)?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(base(imported.path));
    }
  };
  visit(entry);
  let min = 0;
  let gzip = 0;
  const chunks: Array<{ file: string; min: number; gzip: number }> = [];
  for (const file of result.outputFiles.filter((output) => output.path.endsWith('.js'))) {
    const bytes = file.contents.byteLength;
    const zipped = gzipSync(file.contents, { level: 9 }).byteLength;
    if (staticFiles.has(base(file.path))) {
      min += bytes;
      gzip += zipped;
    } else {
      chunks.push({ file: base(file.path), min: bytes, gzip: zipped });
    }
  }
  return { name, min, gzip, chunks };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const css = readFileSync(at('skins/default/styles.css'));
const cssMin = css
  .toString()
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ');
const cssGzip = gzipSync(cssMin, { level: 9 }).byteLength;

const scenarios: Array<[string, string]> = [
  ['headless-checkout/core (everything)', `export * from 'headless-checkout/core';`],
  ['headless-checkout/validation (everything)', `export * from 'headless-checkout/validation';`],
  [
    'headless-checkout/validation: four validators (tree-shaken)',
    `export { validateIban, validateCardNumber, validatePostalCode, validateDateOfBirth } from 'headless-checkout/validation';`,
  ],
  ['headless-checkout (hooks + core)', `export * from 'headless-checkout';`],
  ['core + CheckoutProvider + useCard', `export { CheckoutProvider, useCard } from 'headless-checkout';`],
  ['skins/default components alone (JS)', `export * from 'headless-checkout/skins/default';`],
  [
    'CheckoutProvider + skin CardForm (JS; + CSS below)',
    `export { CardForm, CheckoutRoot } from 'headless-checkout/skins/default'; export { CheckoutProvider } from 'headless-checkout';`,
  ],
  [
    'app: CheckoutProvider + skin (JS)',
    `export * from 'headless-checkout/skins/default'; export { CheckoutProvider } from 'headless-checkout';`,
  ],
  [
    'headless-checkout/backoffice (everything; react-query external)',
    `export * from 'headless-checkout/backoffice';`,
  ],
  [
    'backoffice: client only (tree-shaken)',
    `export { createBackofficeClient } from 'headless-checkout/backoffice';`,
  ],
];

console.log('Bundle sizes (min / min+gzip; react, react-dom and @tanstack/react-query external):');
let localeChunks: Array<{ file: string; min: number; gzip: number }> = [];
const lazyChunks = new Map<string, { file: string; min: number; gzip: number }>();
for (const [name, contents] of scenarios) {
  const result = await measure(name, contents);
  console.log(`  ${name.padEnd(62)} ${kb(result.min).padStart(10)} / ${kb(result.gzip).padStart(9)}`);
  const locales = result.chunks.filter((chunk) => /^[a-z]{2}(-[A-Z]{2})?-/.test(chunk.file));
  // What loads later, on demand (the formatting engine, jose, the card form's parts, action views).
  for (const chunk of result.chunks.filter((each) => !locales.includes(each)))
    lazyChunks.set(
      chunk.file.startsWith('chunk-') ? chunk.file : chunk.file.replace(/-[A-Z0-9]{8}\.js$/, ''),
      chunk,
    );
  if (locales.length > localeChunks.length) localeChunks = locales;
}
const frame = await build({
  entryPoints: [at('headless/secured-fields/frame.ts')],
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
  platform: 'browser',
  target: 'es2022',
  plugins: [packageNames],
  logLevel: 'silent',
});
const frameCode = frame.outputFiles[0]!.contents;
const frameGzip = gzipSync(frameCode, { level: 9 }).byteLength;
console.log(
  `  ${'secured-field frame bundle'.padEnd(62)} ${kb(frameCode.byteLength).padStart(10)} / ${kb(frameGzip).padStart(9)}`,
);
console.log(
  `  ${'skins/default/styles.css'.padEnd(62)} ${kb(Buffer.byteLength(cssMin)).padStart(10)} / ${kb(cssGzip).padStart(9)}`,
);
console.log('Loaded on demand (not in the figures above), largest first:');
for (const [name, chunk] of [...lazyChunks].sort((a, b) => b[1].gzip - a[1].gzip)) {
  console.log(`  ${name.padEnd(62)} ${kb(chunk.min).padStart(10)} / ${kb(chunk.gzip).padStart(9)}`);
}
if (localeChunks.length > 0) {
  const sizes = localeChunks.map((chunk) => chunk.gzip).sort((a, b) => a - b);
  console.log(
    `  locale chunks (lazy): ${localeChunks.length}, min+gzip ${kb(sizes[0]!)} to ${kb(sizes[sizes.length - 1]!)} each`,
  );
}

// The browser half of `npm run size`: what a production page of the SDK loads in Chromium.
//
// Four tiny merchant pages (tests/size/skin-page.tsx: the skin's CardForm; tests/size/hooks-page.tsx:
// a card form on the bare hooks; tests/size/dropin-page.tsx: the skin's Dropin, the card open;
// tests/size/skin-options-page.tsx: the card form with billing address and installments) are built
// for production by Vite 8 itself (`vite build`: Rolldown, with Vite's preload helper for dynamic
// imports) and bundled with esbuild, from the published files in dist/ as a merchant's bundler resolves
// `headless-checkout/*`, react and react-dom bundled in a chunk of their own. A small static
// server serves them (compressed, as a production server would) against a real sandbox on a free
// port whose client key allows the server's origin. Chromium (Debian's) opens each page, waits
// until the form is ready with its texts (the three secured-field frames ready, their labels
// rendered), then types the test card 4111 1111 1111 1111, 03/30, 737, presses Pay and waits for
// the Authorised end state. The SDK's bytes are the page's own scripts and stylesheets that
// finished loading by each point, react's chunk left out, each body gzipped (level 9) as the
// other figures of `npm run size` are: comparable with them, whatever the server sends. The
// secured-field frame's scripts are counted apart (they come from the payment service).
// Then, with Slow 4G emulated (CDP Network.emulateNetworkConditions: 150 ms latency, 1.6 Mbps
// down, 750 kbps up), the skin page as `vite build` makes it is timed: navigation to all frames ready,
// and the click on Pay to Authorised (clicked once the network is quiet after the last digit).
// These are printed figures, not assertions.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { build, transform } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { rolldown } from 'rolldown';
import { build as viteBuild } from 'vite';
import { createSandbox } from '../examples/sandbox/app';
import { SANDBOX_API_KEY, SANDBOX_CLIENT_KEY, sandboxMerchant } from '../examples/sandbox/merchants';
import { frameScript } from '../examples/sandbox/routes/secured-fields';
import { startSandboxServer, type SandboxServer } from '../examples/sandbox/server';
import type { PageConfig } from '../tests/size/page-config';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';

const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The public entry points, as the package's exports map resolves them for a bundler. */
const PACKAGE_ENTRIES: Record<string, string> = {
  'headless-checkout': at('dist/react/index.js'),
  'headless-checkout/core': at('dist/core/index.js'),
  'headless-checkout/skins/default': at('dist/skins/default/index.js'),
};
/** react, react-dom and their scheduler: bundled in the page, not counted. */
const REACT_MODULE = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const PRODUCTION = { 'process.env.NODE_ENV': '"production"' };

type Bundler = 'Rolldown' | 'esbuild';
type PageName = 'skin' | 'hooks' | 'dropin' | 'options';
const PAGES: Record<PageName, { title: string; entry: string; css: boolean }> = {
  skin: { title: 'skin CardForm (JS + CSS)', entry: at('tests/size/skin-page.tsx'), css: true },
  hooks: { title: 'bare hooks (useCard)', entry: at('tests/size/hooks-page.tsx'), css: false },
  // The list shows with its first method (the card) open and ready; paid by card.
  dropin: {
    title: 'skin Dropin, the card open (JS + CSS)',
    entry: at('tests/size/dropin-page.tsx'),
    css: true,
  },
  // The optional parts the merchant's options switch on: the billing address and the installments.
  options: {
    title: 'skin CardForm + billing address + installments (JS + CSS)',
    entry: at('tests/size/skin-options-page.tsx'),
    css: true,
  },
};

/**
 * A page's production build: its files by name, the entry, the entry's static imports (the page
 * preloads them, as Vite's HTML does with `modulepreload`), and the files that are react's.
 */
interface BuiltPage {
  files: Map<string, Buffer>;
  entry: string;
  preload: string[];
  react: Set<string>;
}

/** The files the entry imports statically, directly or not (what Vite lists as modulepreload). */
function staticImports(entry: string, imports: Map<string, string[]>): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    for (const imported of imports.get(file) ?? []) {
      if (found.has(imported)) continue;
      found.add(imported);
      visit(imported);
    }
  };
  visit(entry);
  return [...found];
}

/** Throws when a chunk mixes react's modules with others: react's bytes must be apart to be left out. */
function reactOnly(file: string, modules: string[]): boolean {
  const own = modules.filter((id) => !id.startsWith('\0') && !id.startsWith('<'));
  const reactModules = own.filter((id) => REACT_MODULE.test(id));
  if (reactModules.length > 0 && reactModules.length < own.length)
    throw new Error(`${file} mixes react with other modules; react must have its own chunk`);
  return own.length > 0 && reactModules.length === own.length;
}

/** The page as Vite 8 bundles it for production: Rolldown, minified ES modules, react in its own chunk. */
async function buildWithRolldown(entry: string): Promise<BuiltPage> {
  const bundle = await rolldown({
    input: { page: entry },
    cwd: at('.'),
    platform: 'browser',
    logLevel: 'silent',
    transform: { define: PRODUCTION, jsx: 'react-jsx' },
    plugins: [{ name: 'package-names', resolveId: (id) => PACKAGE_ENTRIES[id] ?? null }],
  });
  const { output } = await bundle.generate({
    format: 'es',
    minify: true,
    codeSplitting: { groups: [{ name: 'react', test: REACT_MODULE }] },
  });
  await bundle.close();
  return builtPage(output);
}

/**
 * The page as Vite 8 builds it for production (`vite build`: Rolldown, minified ES modules, react in
 * a chunk of its own), served under `base` (`/Vite/skin/`): the same Rolldown, plus Vite's preload
 * helper and its map of each dynamic chunk's imports, so a dynamic import (an action's view, a card
 * part) fetches the chunk and its own imports at once, as an app built with Vite does.
 */
async function buildWithVite(entry: string, base: string): Promise<BuiltPage> {
  const result = await viteBuild({
    configFile: false,
    root: at('.'),
    base,
    logLevel: 'silent',
    mode: 'production',
    resolve: {
      alias: Object.entries(PACKAGE_ENTRIES).map(([name, file]) => ({
        find: new RegExp(`^${name}$`),
        replacement: file,
      })),
    },
    define: PRODUCTION,
    build: {
      write: false,
      minify: true,
      assetsDir: '',
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: { page: entry },
        output: { codeSplitting: { groups: [{ name: 'react', test: REACT_MODULE }] } },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Array<{ output: OutputChunkLike[] }>;
  return builtPage(outputs.flatMap(({ output }) => output));
}

/** A build's output as the page server serves it. */
function builtPage(output: readonly OutputChunkLike[]): BuiltPage {
  const built: BuiltPage = { files: new Map(), entry: '', preload: [], react: new Set() };
  const imports = new Map<string, string[]>();
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    built.files.set(chunk.fileName, Buffer.from(chunk.code));
    imports.set(chunk.fileName, chunk.imports);
    if (chunk.isEntry) built.entry = chunk.fileName;
    if (reactOnly(chunk.fileName, chunk.moduleIds)) built.react.add(chunk.fileName);
  }
  built.preload = staticImports(built.entry, imports);
  return built;
}

/** What a page's build gives of each output file (Rolldown's output, or Vite's, not written). */
type OutputChunkLike =
  | { type: 'asset' }
  | {
      type: 'chunk';
      fileName: string;
      code: string;
      imports: string[];
      isEntry: boolean;
      moduleIds: string[];
    };

/**
 * The page bundled by esbuild (minified ES modules, code splitting). esbuild has no manual
 * chunks: a second entry importing react and react-dom makes them a chunk the two entries share,
 * which the page loads and the second entry (never loaded) leaves apart from the SDK's code.
 */
async function buildWithEsbuild(entry: string): Promise<BuiltPage> {
  const result = await build({
    entryPoints: { page: entry, 'react-entry': 'react-entry' },
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    outdir: '/virtual-out',
    write: false,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: PRODUCTION,
    logLevel: 'silent',
    metafile: true,
    absWorkingDir: at('.'),
    plugins: [
      {
        name: 'package-names',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^headless-checkout(\/.*)?$/ }, (args) => {
            const path = PACKAGE_ENTRIES[args.path];
            return path ? { path } : undefined;
          });
          pluginBuild.onResolve({ filter: /^react-entry$/ }, () => ({
            path: 'react-entry',
            namespace: 'react',
          }));
          pluginBuild.onLoad({ filter: /.*/, namespace: 'react' }, () => ({
            contents: "import 'react'; import 'react-dom/client'; import 'react/jsx-runtime';",
            resolveDir: at('.'),
          }));
        },
      },
    ],
  });
  const base = (path: string) => path.slice(path.lastIndexOf('/') + 1);
  const built: BuiltPage = { files: new Map(), entry: '', preload: [], react: new Set() };
  const imports = new Map<string, string[]>();
  for (const [path, output] of Object.entries(result.metafile.outputs)) {
    if (!path.endsWith('.js') || output.entryPoint === 'react:react-entry') continue;
    const file = result.outputFiles.find((each) => base(each.path) === base(path))!;
    built.files.set(base(path), Buffer.from(file.contents));
    imports.set(
      base(path),
      output.imports.filter(({ kind }) => kind === 'import-statement').map((each) => base(each.path)),
    );
    if (output.entryPoint === entry.slice(at('.').length)) built.entry = base(path);
    if (reactOnly(base(path), Object.keys(output.inputs))) built.react.add(base(path));
  }
  if (!built.entry) throw new Error(`esbuild built no entry for ${entry}`);
  built.preload = staticImports(built.entry, imports);
  return built;
}

/** A merchant's server for the built pages: each page with a new session, its files compressed. */
async function startPageServer(
  pages: Map<string, BuiltPage>,
  css: Buffer,
  sandboxUrl: () => string,
): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://page.invalid');
      const [, bundler, page, file] = url.pathname.split('/');
      const built = pages.get(`${bundler}/${page}`);
      const send = (status: number, type: string, body: Buffer) => {
        const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        response.writeHead(status, {
          'Content-Type': type,
          'Cache-Control': 'no-store',
          ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        });
        response.end(gzip ? gzipSync(body, { level: 9 }) : body);
      };
      if (url.pathname === '/styles.css') return send(200, 'text/css', css);
      if (!built) return send(404, 'text/plain', Buffer.from('Not found'));
      if (file) {
        const code = built.files.get(file);
        return code ? send(200, 'text/javascript', code) : send(404, 'text/plain', Buffer.from('Not found'));
      }
      const amount = { value: 12000, currency: 'EUR' };
      const answer = await fetch(new URL('merchant/v1/sessions', sandboxUrl()), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-api-key': SANDBOX_API_KEY },
        body: JSON.stringify({
          amount,
          countryCode: 'NL',
          returnUrl: `http://${request.headers.host}${url.pathname}`,
          reference: `size-${Date.now()}`,
        }),
      });
      if (!answer.ok) throw new Error(`The sandbox created no session: ${answer.status}`);
      const session = (await answer.json()) as { id: string; sessionData: string };
      const config: PageConfig = {
        environment: sandboxUrl(),
        clientKey: SANDBOX_CLIENT_KEY,
        amount,
        countryCode: 'NL',
        session: { id: session.id, sessionData: session.sessionData },
      };
      const stylesheet = PAGES[page as PageName]?.css ? '<link rel="stylesheet" href="/styles.css">' : '';
      const preloads = built.preload
        .map((file) => `<link rel="modulepreload" href="/${bundler}/${page}/${file}">`)
        .join('');
      send(
        200,
        'text/html; charset=utf-8',
        Buffer.from(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title>${stylesheet}` +
            `<script id="checkout-config" type="application/json">${JSON.stringify(config)}</script>` +
            `<script type="module" src="/${bundler}/${page}/${built.entry}"></script>${preloads}</head>` +
            `<body><div id="root"></div></body></html>`,
        ),
      );
    })().catch((error: unknown) => {
      console.error('[size] page server', error);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const FRAME_TITLES = ['Card number', 'Expiry date', 'Security code'] as const;

/** The form is ready with its texts: the three frames ready, their labels rendered (en-US). */
function formReady(titles: readonly string[]): number | false {
  const frames = document.querySelectorAll('[data-secured-field]');
  const labels = [...document.querySelectorAll('label')].map((label) => label.textContent ?? '');
  const ready =
    frames.length === 3 &&
    [...frames].every((frame) => frame.getAttribute('data-state') === 'ready') &&
    titles.every((title) => labels.some((label) => label.startsWith(title)));
  return ready ? performance.now() : false;
}

/** The Authorised end state: the result reached the page, and the form shows it. */
function authorised(ended: string): number | false {
  const result = document.querySelector('[data-testid="result-code"]')?.textContent;
  const shown = [
    ...document.querySelectorAll('form button, form [role="status"], form p, .hc-dropin__screen p'),
  ].some((element) => element.textContent?.trim() === ended);
  return result === 'Authorised' && shown ? performance.now() : false;
}

/** What the page shows at the end: the skin's button says Paid, the bare-hooks page its message, the drop-in its screen. */
const END_TEXT: Record<PageName, string> = {
  skin: 'Paid',
  hooks: 'Payment successful',
  dropin: 'Payment successful',
  options: 'Paid',
};

/** The sandbox's frictionless card (Authorised at once) and its 3DS2 challenge card (code 1234). */
const FRICTIONLESS_CARD = '4111111111111111';
const CHALLENGE_CARD = '4212345678910006';

async function fillCard(page: Page, number = FRICTIONLESS_CARD) {
  const input = (title: string) => page.frameLocator(`iframe[title="${title}"]`).locator('input');
  await input('Card number').pressSequentially(number, { delay: 10 });
  await input('Expiry date').pressSequentially('0330', { delay: 10 });
  await input('Security code').pressSequentially('737', { delay: 10 });
}

/** Resolves once no request of the page (its frames included) has been in flight for `quietMs`. */
function networkQuiet(page: Page, quietMs: number): Promise<void> {
  const inFlight = new Set<Request>();
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const settle = () => {
      clearTimeout(timer);
      if (inFlight.size === 0)
        timer = setTimeout(() => {
          page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
          resolve();
        }, quietMs);
    };
    const started = (request: Request) => {
      inFlight.add(request);
      clearTimeout(timer);
    };
    const ended = (request: Request) => {
      inFlight.delete(request);
      settle();
    };
    page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
    settle();
  });
}

/** One response the page received, gzipped. */
interface Loaded {
  url: string;
  gzip: number;
}

/** The bytes of a page's run: SDK (page's own JS and CSS, react left out), react's, the frames'. */
interface PageBytes {
  /** The SDK's: the page's own scripts and stylesheets, react's chunk left out. */
  sdk: number;
  /** react and react-dom's chunk. */
  react: number;
  /** The secured-field frame's scripts (from the payment service), each URL once. */
  frame: number;
  /** The SDK's files, each with its bytes. */
  files: Array<{ file: string; gzip: number }>;
}

function tally(loaded: Loaded[], origin: string, built: BuiltPage): PageBytes {
  const bytes: PageBytes = { sdk: 0, react: 0, frame: 0, files: [] };
  const seen = new Set<string>();
  for (const { url, gzip } of loaded) {
    if (seen.has(url)) continue;
    seen.add(url);
    const { pathname } = new URL(url);
    const file = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (url.startsWith(origin)) {
      if (!/\.(js|css)$/.test(file)) continue;
      if (built.react.has(file)) bytes.react += gzip;
      else {
        bytes.sdk += gzip;
        bytes.files.push({ file, gzip });
      }
    } else if (/\/securedfields\//.test(pathname) && file.endsWith('.js')) bytes.frame += gzip;
  }
  return bytes;
}

/**
 * The scripts and stylesheets a page loads, each gzipped, as they finish. Only those are counted:
 * the body of anything else (a frame's page that navigated away, the analytics image) is never
 * read, as Chromium may have let it go. A body still on its way when the page closes counts 0.
 */
function recordScripts(page: Page): Promise<Loaded>[] {
  const loaded: Promise<Loaded>[] = [];
  page.on('requestfinished', (request) => {
    const url = request.url();
    if (!/\.(js|css)$/.test(new URL(url).pathname)) return;
    loaded.push(
      request
        .response()
        .then(async (response) => ({
          url,
          gzip: response ? gzipSync(await response.body(), { level: 9 }).byteLength : 0,
        }))
        .catch(() => ({ url, gzip: 0 })),
    );
  });
  return loaded;
}

/** The billing address the options page asks for (the Netherlands' fields), typed by their labels. */
const ADDRESS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Street/, 'Damrak'],
  [/^House number/, '1'],
  [/^Postal code/, '1012 LG'],
  [/^City/, 'Amsterdam'],
];

/** Fills the billing address once its fields show (the part loads when the form first shows it). */
async function fillAddress(page: Page) {
  for (const [label, value] of ADDRESS) await page.getByLabel(label).fill(value);
  await page.getByRole('combobox', { name: /^Country/ }).click();
  await page.getByRole('listbox').waitFor();
  await page.keyboard.type('Netherlands');
  await page.keyboard.press('Enter');
}

/** Answers the 3DS2 challenge in the issuer's frame with the sandbox's code. */
async function answerChallenge(page: Page) {
  const code = page.frameLocator('iframe[title="Verify your payment"]').getByLabel('One-time code');
  await code.fill('1234');
  await code.press('Enter');
}

/** V8 coverage of a page's own scripts (react's chunk left out), from load to the end state. */
interface Coverage {
  /** The SDK's script bytes (minified, as served), and how many of them never ran. */
  total: number;
  unused: number;
}

/**
 * The bytes of the page's own scripts V8's precise block coverage saw run. Its ranges nest (a
 * function within a script, a block within a function): applied from the largest to the smallest,
 * an inner range's count overrides its outer one's.
 */
function coverageOf(
  entries: Awaited<ReturnType<Page['coverage']['stopJSCoverage']>>,
  origin: string,
  built: BuiltPage,
): Coverage {
  const coverage: Coverage = { total: 0, unused: 0 };
  for (const entry of entries) {
    const file = new URL(entry.url).pathname.split('/').pop() ?? '';
    if (!entry.url.startsWith(origin) || !file.endsWith('.js') || built.react.has(file)) continue;
    const length = entry.source?.length ?? 0;
    const ran = new Uint8Array(length);
    const ranges = entry.functions
      .flatMap((fn) => fn.ranges)
      .sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset));
    for (const { startOffset, endOffset, count } of ranges)
      ran.fill(count > 0 ? 1 : 0, startOffset, Math.min(endOffset, length));
    coverage.total += length;
    coverage.unused += ran.reduce((sum, value) => sum + (value === 0 ? 1 : 0), 0);
  }
  return coverage;
}

/** A journey to Authorised: the card typed, what the page asks for, Pay, the challenge if any. */
interface Journey {
  card: string;
  address: boolean;
  challenge: boolean;
}

/** What a page loaded by its form's being ready and by Authorised, and the coverage at the end. */
interface PageRun {
  ready: PageBytes;
  authorised: PageBytes;
  coverage: Coverage;
}

/** Loads a page, waits for the form, pays; the bytes finished loading at each point. */
async function measurePage(
  browser: Browser,
  url: string,
  origin: string,
  built: BuiltPage,
  name: PageName,
  journey: Journey = { card: FRICTIONLESS_CARD, address: name === 'options', challenge: false },
): Promise<PageRun> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loaded = recordScripts(page);
  try {
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(url);
    await page.waitForFunction(formReady, FRAME_TITLES, { polling: 'raf', timeout: 30_000 });
    const ready = tally(await Promise.all(loaded.slice()), origin, built);
    await fillCard(page, journey.card);
    if (journey.address) await fillAddress(page);
    await page.getByRole('button', { name: /^Pay\b/ }).click();
    if (journey.challenge) await answerChallenge(page);
    await page.waitForFunction(authorised, END_TEXT[name], { polling: 'raf', timeout: 30_000 });
    const coverage = coverageOf(await page.coverage.stopJSCoverage(), origin, built);
    return { ready, authorised: tally(await Promise.all(loaded.slice()), origin, built), coverage };
  } catch (error) {
    // What the page showed when it did not get there, for whoever reads the failure.
    const screenshot = at(`test-results/size-${name}${journey.challenge ? '-challenge' : ''}.png`);
    await page.screenshot({ path: screenshot, fullPage: true }).catch(() => undefined);
    throw new Error(`${url} (${journey.card}) did not end Authorised; see ${screenshot}`, { cause: error });
  } finally {
    await context.close();
  }
}

/** The drop-in's open item is ready: its panel drawn (a control, a frame or a button), nothing loading in it. */
function panelReady(): boolean {
  const panel = document.querySelector('.hc-dropin__item[data-state="open"] .hc-dropin__panel');
  if (!panel || panel.querySelector('[data-state="loading"], [aria-busy="true"]')) return false;
  return panel.querySelector('button, input, select, iframe, [role="combobox"]') !== null;
}

/** What choosing one item of the drop-in adds: the SDK bytes loaded after the list was ready. */
interface DropinChoice {
  bundler: Bundler;
  /** The item's name in the list. */
  name: string;
  /** The SDK bytes (gzip) the choice loaded, its files; null when its panel did not get ready. */
  added: { sdk: number; files: string[] } | null;
}

/**
 * Each item of the drop-in page chosen on a fresh page: the list ready with the card open, the item
 * clicked, its panel ready and the network quiet; the SDK bytes loaded since the list was ready.
 */
async function measureDropinChoices(
  browser: Browser,
  url: string,
  origin: string,
  built: BuiltPage,
  bundler: Bundler,
): Promise<DropinChoice[]> {
  const open = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const loaded = recordScripts(page);
    await page.goto(url);
    await page.waitForFunction(formReady, FRAME_TITLES, { polling: 'raf', timeout: 30_000 });
    const ready = tally(await Promise.all(loaded.slice()), origin, built);
    return { context, page, loaded, ready };
  };
  const first = await open();
  const names = (await first.page.getByRole('radio').allTextContents())
    .map((name) => name.trim())
    .filter((name) => !/^Cards/.test(name));
  await first.context.close();
  const choices: DropinChoice[] = [];
  for (const name of names) {
    const { context, page, loaded, ready } = await open();
    try {
      const before = new Set(ready.files.map((file) => file.file));
      const quiet = networkQuiet(page, 300);
      await page.getByRole('radio', { name, exact: true }).click();
      const drawn = await page
        .waitForFunction(panelReady, undefined, { polling: 'raf', timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      await quiet.then(() => networkQuiet(page, 300));
      const after = tally(await Promise.all(loaded.slice()), origin, built);
      const files = after.files.filter((file) => !before.has(file.file));
      choices.push({
        bundler,
        name,
        added: drawn
          ? { sdk: files.reduce((sum, file) => sum + file.gzip, 0), files: files.map((file) => file.file) }
          : null,
      });
    } finally {
      await context.close();
    }
  }
  return choices;
}

/** Slow 4G as Chrome's DevTools presets have it (150 ms, 1.6 Mbps down, 750 kbps up). */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 200_000,
  uploadThroughput: 93_750,
};

/** One Slow-4G run of the skin page, in ms. */
interface Slow4gRun {
  /** Navigation to all frames ready. */
  ready: number;
  /** The click on Pay to Authorised (the frictionless card). */
  pay: number;
}

/** One Slow-4G run of a 3DS2 challenge payment on the skin page, in ms. */
interface Slow4gChallengeRun {
  /** The click on Pay to the issuer's code field shown (the 3DS2 code and the fingerprint on the way). */
  shown: number;
  /** The code sent (Enter) to Authorised. */
  end: number;
}

/** The moment of the next click on the page (captured before anything handles it). */
const markNextClick = (page: Page) =>
  page.evaluate(() =>
    document.addEventListener(
      'click',
      () => ((window as unknown as { clickedAt: number }).clickedAt = performance.now()),
      { capture: true, once: true },
    ),
  );
const clickedAt = (page: Page) => page.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt);

/** A new page on Slow 4G, loaded until its frames are ready and the card typed, the network quiet. */
async function openOnSlow4g(browser: Browser, url: string, card: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.goto(url, { waitUntil: 'commit' });
  const readyAt = await page.waitForFunction(formReady, FRAME_TITLES, { polling: 'raf', timeout: 60_000 });
  const ready = (await readyAt.jsonValue()) as number;
  const quiet = networkQuiet(page, 500);
  await fillCard(page, card);
  await quiet.then(() => networkQuiet(page, 500));
  await markNextClick(page);
  await page.getByRole('button', { name: /^Pay\b/ }).click();
  return { context, page, ready };
}

/** One Slow-4G run of the skin page: navigation → frames ready, click on Pay → Authorised. */
async function timeSkinPage(browser: Browser, url: string): Promise<Slow4gRun> {
  const { context, page, ready } = await openOnSlow4g(browser, url, FRICTIONLESS_CARD);
  try {
    const endedAt = await page.waitForFunction(authorised, END_TEXT.skin, {
      polling: 'raf',
      timeout: 60_000,
    });
    return { ready, pay: ((await endedAt.jsonValue()) as number) - (await clickedAt(page)) };
  } finally {
    await context.close();
  }
}

/**
 * One Slow-4G run of a challenge payment on the skin page: Pay → the issuer's code field shown, and
 * the code sent → Authorised (the shopper's reading and typing in between is not counted).
 */
async function timeChallenge(browser: Browser, url: string): Promise<Slow4gChallengeRun> {
  const { context, page } = await openOnSlow4g(browser, url, CHALLENGE_CARD);
  try {
    const code = page.frameLocator('iframe[title="Verify your payment"]').getByLabel('One-time code');
    await code.waitFor({ timeout: 60_000 });
    const shown = (await page.evaluate(() => performance.now())) - (await clickedAt(page));
    await code.fill('1234');
    const sentAt = await page.evaluate(() => performance.now());
    await code.press('Enter');
    const endedAt = await page.waitForFunction(authorised, END_TEXT.skin, {
      polling: 'raf',
      timeout: 60_000,
    });
    return { shown, end: ((await endedAt.jsonValue()) as number) - sentAt };
  } finally {
    await context.close();
  }
}

/** What `npm run size` prints from the browser. */
interface BrowserFigures {
  bytes: Array<{ bundler: Bundler; page: PageName } & PageRun>;
  /** The skin page paid with the 3DS2 challenge card, per bundler. */
  challenge: Array<{ bundler: Bundler } & PageRun>;
  /** The skin page as `vite build` makes it (with its preload helper), paid by each card; with the timings only. */
  vite?: { frictionless: PageRun; challenge: PageRun };
  /** The Slow-4G timings, of the skin page as `vite build` makes it. */
  slow4g: Slow4gRun[];
  slow4gChallenge: Slow4gChallengeRun[];
  /** What each other item of the drop-in adds when chosen (none when not asked for). */
  choices: DropinChoice[];
}

/**
 * Builds the pages, serves them against a sandbox, and measures them in Chromium: the bytes, `runs`
 * Slow-4G timings of the skin page (none with 0), and with `choices` what each item of the drop-in
 * adds when chosen, with each of `bundlers` (both by default).
 */
async function measureInBrowser({
  runs = 5,
  bundlers = ['Rolldown', 'esbuild'],
  choices = false,
}: { runs?: number; bundlers?: readonly Bundler[]; choices?: boolean } = {}): Promise<BrowserFigures> {
  const css = Buffer.from(
    (
      await transform(await readFile(at('dist/skins/default/styles.css'), 'utf8'), {
        loader: 'css',
        minify: true,
      })
    ).code,
  );
  const pages = new Map<string, BuiltPage>();
  for (const page of Object.keys(PAGES) as PageName[]) {
    if (bundlers.includes('Rolldown'))
      pages.set(`Rolldown/${page}`, await buildWithRolldown(PAGES[page].entry));
    if (bundlers.includes('esbuild')) pages.set(`esbuild/${page}`, await buildWithEsbuild(PAGES[page].entry));
  }
  // The Slow-4G timings are of the skin page as `vite build` makes it (its preload helper fetches a
  // dynamic chunk's imports with it); its bytes are printed beside Rolldown's.
  if (runs > 0) pages.set('Vite/skin', await buildWithVite(PAGES.skin.entry, '/Vite/skin/'));
  let sandbox: SandboxServer | undefined;
  const { origin, server } = await startPageServer(pages, css, () => sandbox!.url);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const port = Number(new URL(origin).port);
    sandbox = await startSandboxServer({
      port: 0,
      sandbox: createSandbox({ merchants: [sandboxMerchant(port)] }),
    });
    await frameScript();
    const figures: BrowserFigures = {
      bytes: [],
      challenge: [],
      slow4g: [],
      slow4gChallenge: [],
      choices: [],
    };
    for (const bundler of bundlers) {
      for (const page of Object.keys(PAGES) as PageName[]) {
        const built = pages.get(`${bundler}/${page}`)!;
        const measured = await measurePage(browser, `${origin}/${bundler}/${page}/`, origin, built, page);
        figures.bytes.push({ bundler, page, ...measured });
      }
      const skin = pages.get(`${bundler}/skin`)!;
      const challenge = { card: CHALLENGE_CARD, address: false, challenge: true };
      figures.challenge.push({
        bundler,
        ...(await measurePage(browser, `${origin}/${bundler}/skin/`, origin, skin, 'skin', challenge)),
      });
      if (choices) {
        const built = pages.get(`${bundler}/dropin`)!;
        const url = `${origin}/${bundler}/dropin/`;
        figures.choices.push(...(await measureDropinChoices(browser, url, origin, built, bundler)));
      }
    }
    const vite = pages.get('Vite/skin');
    if (vite) {
      const url = `${origin}/Vite/skin/`;
      figures.vite = {
        frictionless: await measurePage(browser, url, origin, vite, 'skin'),
        challenge: await measurePage(browser, url, origin, vite, 'skin', {
          card: CHALLENGE_CARD,
          address: false,
          challenge: true,
        }),
      };
    }
    for (let run = 0; run < runs; run += 1) {
      figures.slow4g.push(await timeSkinPage(browser, `${origin}/Vite/skin/`));
      figures.slow4gChallenge.push(await timeChallenge(browser, `${origin}/Vite/skin/`));
    }
    return figures;
  } finally {
    await browser.close();
    await sandbox?.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

export { PAGES, buildWithRolldown, measureInBrowser, startPageServer };
export type { BrowserFigures, Bundler, Coverage, DropinChoice, PageBytes, PageName };

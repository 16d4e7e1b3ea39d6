import { existsSync, readFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { merchantServer as merchantRoutes, withSandboxUrl } from './merchant-server';

const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

const SANDBOX_URL = process.env.SANDBOX_URL ?? 'http://127.0.0.1:3100/';
/** The page's HTML file in the build for a request path (`/checkout-skin/` → checkout-skin/index.html). */
function pageFile(outDir: string, url: string | undefined): string | undefined {
  const path = decodeURIComponent((url ?? '/').split('?')[0]!);
  const file = path.endsWith('/') ? `${path}index.html` : path.endsWith('.html') ? path : undefined;
  if (!file || file.includes('..')) return undefined;
  const absolute = join(outDir, file);
  return existsSync(absolute) ? absolute : undefined;
}

/**
 * The merchant's server (examples/merchant-server.ts) in the dev server and in the production
 * preview; both render the sandbox's URL into every page.
 */
function merchantServer(): Plugin {
  let outDir = '';
  return {
    name: 'merchant-server',
    configResolved(config) {
      outDir = resolvePath(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(merchantRoutes(SANDBOX_URL));
    },
    transformIndexHtml: {
      order: 'post',
      // Only pages the dev server serves: a production build carries no URL (its server adds one).
      handler: (html, context) => (context.server ? withSandboxUrl(html, SANDBOX_URL) : html),
    },
    configurePreviewServer(server) {
      server.middlewares.use(merchantRoutes(SANDBOX_URL));
      server.middlewares.use((request, response, next) => {
        const file =
          request.method === 'GET' || request.method === 'HEAD' ? pageFile(outDir, request.url) : undefined;
        if (!file) return next();
        response.statusCode = 200;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(withSandboxUrl(readFileSync(file, 'utf8'), SANDBOX_URL));
      });
    },
  };
}

// The examples import the package by its public names only; in development those names point at
// the source so a change shows at once.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The optimized-deps cache of this checkout: git worktrees share node_modules (a symlink), and
  // two dev servers rewriting one node_modules/.vite answer each other's pages with 504s.
  cacheDir: at('examples/.vite'),
  plugins: [react(), merchantServer()],
  resolve: {
    alias: [
      { find: /^headless-checkout\/core$/, replacement: at('headless/core/index.ts') },
      { find: /^headless-checkout\/backoffice$/, replacement: at('backoffice-hooks/index.ts') },
      { find: /^headless-checkout\/validation$/, replacement: at('headless/core/validation/index.ts') },
      {
        find: /^headless-checkout\/skins\/default\/styles\.css$/,
        replacement: at('skins/default/styles.css'),
      },
      { find: /^headless-checkout\/skins\/default$/, replacement: at('skins/default/index.ts') },
      { find: /^headless-checkout$/, replacement: at('headless/react/index.ts') },
    ],
  },
  server: {
    host: '127.0.0.1',
    strictPort: true,
    // The back-office API, same-origin for the examples: the dev-login cookie lands on this origin.
    proxy: { '/backoffice/': { target: SANDBOX_URL, changeOrigin: false } },
  },
  preview: { proxy: { '/backoffice/': { target: SANDBOX_URL, changeOrigin: false } } },
  build: {
    rollupOptions: {
      input: {
        landing: fileURLToPath(new URL('index.html', import.meta.url)),
        hooks: fileURLToPath(new URL('checkout-hooks/index.html', import.meta.url)),
        skin: fileURLToPath(new URL('checkout-skin/index.html', import.meta.url)),
        dropin: fileURLToPath(new URL('checkout-dropin/index.html', import.meta.url)),
        // Served at /backoffice-app/: /backoffice/ is the proxied API.
        backoffice: fileURLToPath(new URL('backoffice-app/index.html', import.meta.url)),
      },
    },
  },
});

import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

const SANDBOX_URL = process.env.SANDBOX_URL ?? 'http://127.0.0.1:3100/';
const SANDBOX_API_KEY = 'sandbox-api-key';

/** Answers a merchant-server call with JSON. */
function answerJson(response: ServerResponse, status: number, body: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json');
  response.end(body);
}

/** Reads a request's JSON body ({} when empty; rejects when it is not JSON). */
function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      try {
        resolve(JSON.parse(body || '{}') as Record<string, unknown>);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    request.on('error', reject);
  });
}

/**
 * POST /api/donations `{ sessionId, amount }`: the merchant's server looks up the session's
 * authorised payment with the sandbox's merchant API and donates after it (the shopper never
 * names the payment).
 */
async function donateAfterSession(body: Record<string, unknown>): Promise<{ status: number; body: string }> {
  const sessionId = typeof body['sessionId'] === 'string' ? body['sessionId'] : '';
  const outcome = await fetch(new URL(`merchant/v1/sessions/${encodeURIComponent(sessionId)}`, SANDBOX_URL), {
    headers: { 'x-api-key': SANDBOX_API_KEY },
  });
  if (!outcome.ok) return { status: outcome.status, body: await outcome.text() };
  const { payments = [] } = (await outcome.json()) as {
    payments?: Array<{ pspReference: string; resultCode: string }>;
  };
  const paid = payments.find((payment) => payment.resultCode === 'Authorised');
  if (!paid)
    return { status: 422, body: JSON.stringify({ message: 'The session has no authorised payment' }) };
  const answer = await fetch(new URL('merchant/v1/donations', SANDBOX_URL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-api-key': SANDBOX_API_KEY },
    body: JSON.stringify({
      amount: body['amount'],
      reference: `donation-${Date.now()}`,
      donationOriginalPspReference: paid.pspReference,
    }),
  });
  return { status: answer.status, body: await answer.text() };
}

/**
 * The merchant's server, as the examples need it: POST /api/sessions creates a checkout session
 * with the sandbox's merchant API, GET /api/sessions/{id} gives it again (after a redirect), POST
 * /api/donations donates after the session's payment. The API key stays on the server, never in
 * the page.
 */
function merchantServer(): Plugin {
  return {
    name: 'merchant-server',
    configureServer(server) {
      server.middlewares.use('/api/donations', (request, response) => {
        if (request.method !== 'POST')
          return answerJson(response, 405, JSON.stringify({ message: 'POST only' }));
        readJson(request)
          .then(donateAfterSession)
          .then(({ status, body }) => answerJson(response, status, body))
          .catch((error: unknown) =>
            answerJson(response, 502, JSON.stringify({ message: `The donation failed: ${String(error)}` })),
          );
      });
      server.middlewares.use('/api/sessions', (request, response) => {
        // GET /api/sessions/{id}: the session again, for the page a redirect returns to.
        const id = (request.url ?? '').replace(/^\/+/, '').split('?')[0];
        if (request.method === 'GET' && id) {
          void fetch(new URL(`merchant/v1/sessions/${encodeURIComponent(id)}`, SANDBOX_URL), {
            headers: { 'x-api-key': SANDBOX_API_KEY },
          })
            .then(async (answer) => {
              response.statusCode = answer.status;
              response.setHeader('Content-Type', 'application/json');
              response.end(await answer.text());
            })
            .catch((error: unknown) => {
              response.statusCode = 502;
              response.setHeader('Content-Type', 'application/json');
              response.end(JSON.stringify({ message: `The sandbox is not reachable: ${String(error)}` }));
            });
          return;
        }
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', async () => {
          try {
            const { amount, countryCode, shopperReference, installmentOptions } = JSON.parse(
              body || '{}',
            ) as Record<string, unknown>;
            const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
            const answer = await fetch(new URL('merchant/v1/sessions', SANDBOX_URL), {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'x-api-key': SANDBOX_API_KEY },
              body: JSON.stringify({
                amount: amount ?? { value: 2499, currency: 'EUR' },
                countryCode: countryCode ?? 'NL',
                returnUrl: `${origin}/`,
                reference: `example-${Date.now()}`,
                ...(shopperReference ? { shopperReference } : {}),
                ...(installmentOptions ? { installmentOptions } : {}),
              }),
            });
            response.statusCode = answer.status;
            response.setHeader('Content-Type', 'application/json');
            response.end(await answer.text());
          } catch (error) {
            response.statusCode = 502;
            response.setHeader('Content-Type', 'application/json');
            response.end(JSON.stringify({ message: `The sandbox is not reachable: ${String(error)}` }));
          }
        });
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
  define: {
    __SANDBOX_URL__: JSON.stringify(SANDBOX_URL),
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
        // Served at /backoffice-app/: /backoffice/ is the proxied API.
        backoffice: fileURLToPath(new URL('backoffice-app/index.html', import.meta.url)),
      },
    },
  },
});

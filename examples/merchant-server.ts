/**
 * The examples' merchant server: what a merchant's own server does beside its pages, for the dev
 * server (`npm start`) and the production server (`npm run preview`, the browser tests) alike.
 *
 * - POST /api/sessions creates a checkout session with the sandbox's merchant API; GET
 *   /api/sessions/{id} gives it again (after a redirect); POST /api/donations donates after the
 *   session's payment. The API key stays on the server, never in the page.
 * - The advanced flow (examples/checkout-dropin `?flow=advanced`): POST /api/paymentMethods,
 *   /api/payments and /api/payments/details call the sandbox's merchant routes with the API key;
 *   the server adds the payment's reference and return URL: the page's `returnPath` on its own
 *   origin (a session's too), never another origin.
 * - Every page gets the payment service's URL in `<meta name="sandbox-url">`, as a merchant's
 *   server renders its configuration into the page (examples/shared/sandbox-url.ts reads it), so
 *   one production build runs against any sandbox.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const SANDBOX_API_KEY = 'sandbox-api-key';

/** A connect-style middleware, as Vite's dev and preview servers take them. */
type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

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

/** The sandbox's merchant API: one call with the API key, answered as { status, body }. */
async function callSandbox(
  sandboxUrl: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: string }> {
  const answer = await fetch(new URL(path, sandboxUrl), {
    ...(body === undefined
      ? {}
      : { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    headers: {
      'x-api-key': SANDBOX_API_KEY,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
  });
  return { status: answer.status, body: await answer.text() };
}

/**
 * POST /api/donations `{ sessionId, amount }`: the merchant's server looks up the session's
 * authorised payment with the sandbox's merchant API and donates after it (the shopper never
 * names the payment).
 */
async function donateAfterSession(
  sandboxUrl: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: string }> {
  const sessionId = typeof body['sessionId'] === 'string' ? body['sessionId'] : '';
  const outcome = await callSandbox(sandboxUrl, `merchant/v1/sessions/${encodeURIComponent(sessionId)}`);
  if (outcome.status !== 200) return outcome;
  const { payments = [] } = JSON.parse(outcome.body) as {
    payments?: Array<{ pspReference: string; resultCode: string }>;
  };
  const paid = payments.find((payment) => payment.resultCode === 'Authorised');
  if (!paid)
    return { status: 422, body: JSON.stringify({ message: 'The session has no authorised payment' }) };
  return callSandbox(sandboxUrl, 'merchant/v1/donations', {
    amount: body['amount'],
    reference: `donation-${Date.now()}`,
    donationOriginalPspReference: paid.pspReference,
  });
}

/** The page to come back to: a path of this site (`returnPath`), never another origin ('//evil.example/'). */
function returnUrlOf(origin: string, returnPath: unknown, fallback: string): string {
  const path = typeof returnPath === 'string' && /^\/(?![/\\])/.test(returnPath) ? returnPath : fallback;
  return new URL(path, origin).href;
}

/** What a page asks a session for (POST /api/sessions' body); every field has a default. */
interface SessionRequest {
  amount?: unknown;
  countryCode?: unknown;
  shopperReference?: unknown;
  installmentOptions?: unknown;
  /** The page to come back to after a bank's page: a path on this origin (the site's root otherwise). */
  returnPath?: unknown;
}

/**
 * A session for the page's market from the sandbox's merchant API (the API key stays on the
 * server), returning to `returnPath` on `origin`. The payment service adds the session id and the
 * redirect's result when the shopper comes back. Used by POST /api/sessions here and by the
 * Next.js example's route handler and pages (examples/nextjs).
 */
function createSandboxSession(
  sandboxUrl: string,
  { amount, countryCode, shopperReference, installmentOptions, returnPath }: SessionRequest,
  origin: string,
): Promise<{ status: number; body: string }> {
  return callSandbox(sandboxUrl, 'merchant/v1/sessions', {
    amount: amount ?? { value: 2499, currency: 'EUR' },
    countryCode: countryCode ?? 'NL',
    // Only a path of this site: never another origin ('//evil.example/' is one).
    returnUrl: returnUrlOf(origin, returnPath, '/'),
    reference: `example-${Date.now()}`,
    ...(shopperReference ? { shopperReference } : {}),
    ...(installmentOptions ? { installmentOptions } : {}),
  });
}

/** A session again by its id (the page a redirect returns to needs its `sessionData`). */
function fetchSandboxSession(sandboxUrl: string, id: string): Promise<{ status: number; body: string }> {
  return callSandbox(sandboxUrl, `merchant/v1/sessions/${encodeURIComponent(id)}`);
}

/** POST /api/sessions: a session for the page's market, returning to the page that asked. */
async function createSession(
  sandboxUrl: string,
  request: IncomingMessage,
): Promise<{ status: number; body: string }> {
  const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
  return createSandboxSession(sandboxUrl, await readJson(request), origin);
}

/**
 * POST /api/payments `{ data, amount, countryCode, returnPath }`: the advanced flow's payment, the
 * SDK's payment data (what onSubmit got) with the merchant's fields, returning to the page that
 * asked (`returnPath`) after a bank's page. (A real shop prices the basket on its
 * server; the example's page sends the price of its market, which the server passes on.)
 */
async function makePayment(
  sandboxUrl: string,
  request: IncomingMessage,
): Promise<{ status: number; body: string }> {
  const { data, amount, countryCode, returnPath } = await readJson(request);
  const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
  return callSandbox(sandboxUrl, 'merchant/v1/payments', {
    ...(data as Record<string, unknown>),
    amount,
    countryCode,
    reference: `example-${Date.now()}`,
    returnUrl: returnUrlOf(origin, returnPath, '/checkout-dropin/?flow=advanced'),
  });
}

/** The advanced flow's calls: the page's body goes on to the sandbox's merchant route. */
const ADVANCED_ROUTES: Readonly<Record<string, string>> = {
  '/api/paymentMethods': 'merchant/v1/paymentMethods',
  '/api/payments/details': 'merchant/v1/payments/details',
};

/** The merchant server's routes (/api/sessions, /api/donations); other requests go on to `next`. */
function merchantServer(sandboxUrl: string): Middleware {
  return (request, response, next) => {
    const path = (request.url ?? '/').split('?')[0]!;
    let call: Promise<{ status: number; body: string }>;
    if (path === '/api/donations') {
      if (request.method !== 'POST')
        return answerJson(response, 405, JSON.stringify({ message: 'POST only' }));
      call = readJson(request).then((body) => donateAfterSession(sandboxUrl, body));
    } else if (path === '/api/payments' && request.method === 'POST') {
      call = makePayment(sandboxUrl, request);
    } else if (ADVANCED_ROUTES[path] && request.method === 'POST') {
      call = readJson(request).then((body) => callSandbox(sandboxUrl, ADVANCED_ROUTES[path]!, body));
    } else if (path === '/api/sessions' && request.method === 'POST') {
      call = createSession(sandboxUrl, request);
    } else if (path.startsWith('/api/sessions/') && request.method === 'GET') {
      // GET /api/sessions/{id}: the session again, for the page a redirect returns to.
      const id = path.slice('/api/sessions/'.length);
      call = fetchSandboxSession(sandboxUrl, decodeURIComponent(id));
    } else if (path.startsWith('/api/')) {
      return answerJson(
        response,
        404,
        JSON.stringify({ message: `No merchant route ${request.method} ${path}` }),
      );
    } else {
      return next();
    }
    call
      .then(({ status, body }) => answerJson(response, status, body))
      .catch((error: unknown) =>
        answerJson(
          response,
          502,
          JSON.stringify({ message: `The sandbox is not reachable: ${String(error)}` }),
        ),
      );
  };
}

/** The page with the payment service's URL in its head (`<meta name="sandbox-url">`). */
function withSandboxUrl(html: string, sandboxUrl: string): string {
  const escaped = sandboxUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace(/<\/head>/i, `  <meta name="sandbox-url" content="${escaped}" />\n  </head>`);
}

export { createSandboxSession, fetchSandboxSession, merchantServer, withSandboxUrl };
export type { Middleware, SessionRequest };

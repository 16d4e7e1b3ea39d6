/**
 * The sandbox payment service as a plain `Request -> Response` function. The same handler serves
 * the examples over HTTP (server.ts) and unit tests through msw:
 *
 *   const sandbox = createSandbox();
 *   setupServer(http.all('http://sandbox.test/*', ({ request }) => sandbox.handle(request)));
 */
import type { RouteContext, RouteHandler, SandboxContext } from './context';
import { preflight, withCors } from './cors';
import { createKeyRing } from './crypto';
import { ERROR_CODES, SandboxError, toSandboxError } from './errors';
import { PAYLOAD_TOO_LARGE_MESSAGE, json } from './http';
import type { AdapterRefusal } from './http';
import {
  SANDBOX_MERCHANT,
  copyMerchant,
  createMerchantDirectory,
  restoreStoredPaymentMethods,
} from './merchants';
import type { MerchantConfig } from './merchants';
import { registerBuiltInProcessors } from './processors';
import { createProcessorRegistry } from './processors/registry';
import type { PaymentProcessor } from './processors/registry';
import { allowHeader, createRouter } from './router';
import type { Route, RouteMethod } from './router';
import { analyticsRoutes } from './routes/analytics';
import { deviceFingerprintRoutes } from './routes/device-fingerprint';
import { bankRoutes } from './routes/bank';
import { barcodeRoutes } from './routes/barcode';
import { binLookupRoutes } from './routes/bin-lookup';
import { klarnaRoutes } from './routes/klarna';
import { walletRoutes } from './routes/wallets';
import { amazonPayRoutes } from './routes/amazonpay';
import { paypalRoutes } from './routes/paypal';
import { clickToPayRoutes } from './routes/click-to-pay';
import { clientKeyRoutes } from './routes/client-keys';
import { datasetRoutes } from './routes/datasets';
import { merchantPaymentMethodRoutes } from './routes/merchant-payment-methods';
import { merchantPaymentRoutes } from './routes/merchant-payments';
import { securedFieldRoutes } from './routes/secured-fields';
import { merchantDonationRoutes } from './routes/merchant-donations';
import { merchantSessionRoutes } from './routes/merchant-sessions';
import { orderStatusRoutes } from './routes/order-status';
import { paymentStatusRoutes } from './routes/payment-status';
import { sessionBalanceRoutes } from './routes/session-balance';
import { sessionOrderRoutes } from './routes/session-orders';
import { sessionStoredMethodRoutes } from './routes/session-stored-methods';
import { sessionPaymentRoutes } from './routes/session-payments';
import { sessionSetupRoutes } from './routes/session-setup';
import { threeDS2Routes } from './routes/three-ds2';
import { voucherRoutes } from './routes/vouchers';
import { logoRoutes } from './routes/logos';
import { homeRoutes } from './routes/home';
import { SandboxStore } from './store';
import { createTokenSigner } from './tokens';

/** How long a session lives by default: one hour. */
const DEFAULT_SESSION_TTL_MS = 60 * 60 * 1000;

/** Every route of the service, relative to its root. */
const SANDBOX_ROUTES: readonly Route<RouteHandler>[] = [
  // The service's own page at its root: what it is, its services, the examples.
  ...homeRoutes,
  ...merchantSessionRoutes,
  ...merchantDonationRoutes,
  ...merchantPaymentMethodRoutes,
  ...merchantPaymentRoutes,
  ...clientKeyRoutes,
  ...sessionSetupRoutes,
  ...sessionPaymentRoutes,
  ...sessionBalanceRoutes,
  ...sessionOrderRoutes,
  ...sessionStoredMethodRoutes,
  ...orderStatusRoutes,
  ...analyticsRoutes,
  ...deviceFingerprintRoutes,
  ...binLookupRoutes,
  ...datasetRoutes,
  ...securedFieldRoutes,
  ...threeDS2Routes,
  ...paymentStatusRoutes,
  ...bankRoutes,
  ...barcodeRoutes,
  ...voucherRoutes,
  ...logoRoutes,
  ...klarnaRoutes,
  // Wallet buttons: the Google Pay and Apple Pay stand-ins, Apple Pay's merchant sessions.
  ...walletRoutes,
  ...amazonPayRoutes,
  ...paypalRoutes,
  ...clickToPayRoutes,
];

/** Options of `createSandbox`. */
interface CreateSandboxOptions {
  /** The service's clock (default: the real time). */
  now?: () => Date;
  /** The merchants (default: the seeded test merchant only). */
  merchants?: readonly MerchantConfig[];
  /** Secret for signing sessionData (default: 32 random bytes per sandbox). */
  secret?: string | Uint8Array;
  /** Session lifetime in milliseconds (default one hour). */
  sessionTtlMs?: number;
  /** A path prefix the service lives under, e.g. '/sandbox' (default: the root). */
  basePath?: string;
  /** Called with every unexpected (500) error; default `console.error`. */
  onInternalError?: (error: unknown) => void;
}

/** A sandbox payment service. */
interface Sandbox {
  /** Answers one request. Never throws: every failure is an error response. */
  handle(request: Request): Promise<Response>;
  /**
   * The error answer (with CORS headers) to a request the HTTP adapter refuses before `handle`;
   * `request` carries the URL and headers only.
   */
  refuse(request: Request, refusal: AdapterRefusal): Response;
  /** The in-memory store. */
  store: SandboxStore;
  /** Empties the store, restores the test gift card balances and forgets stored cards (key pairs and merchants stay). */
  reset(): void;
  /** Registers (or replaces) the payment processor of a payment method type. */
  registerPaymentProcessor(type: string, processor: PaymentProcessor): void;
  /** Resolves once every client key's key pair is generated. */
  ready: Promise<void>;
  /** The merchants it serves (the sandbox's own copies of the configured ones). */
  merchants: readonly MerchantConfig[];
}

function normaliseBasePath(basePath: string | undefined): string {
  if (!basePath) return '';
  const trimmed = basePath.replace(/\/+$/, '');
  return trimmed.startsWith('/') || trimmed === '' ? trimmed : `/${trimmed}`;
}

/** Builds a sandbox: the test merchant, fresh key pairs, an empty store and the built-in processors. */
function createSandbox(options: CreateSandboxOptions = {}): Sandbox {
  const seeds = options.merchants ?? [SANDBOX_MERCHANT];
  // Each sandbox works on copies: cards stored by payments must not leak into other sandboxes.
  const merchants = seeds.map(copyMerchant);
  const store = new SandboxStore();
  const processors = createProcessorRegistry();
  registerBuiltInProcessors(processors);
  const basePath = normaliseBasePath(options.basePath);
  const context: SandboxContext = {
    store,
    merchants: createMerchantDirectory(merchants),
    keys: createKeyRing(),
    tokens: createTokenSigner(options.secret),
    processors,
    now: options.now ?? (() => new Date()),
    sessionTtlMs: options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS,
    basePath,
  };
  const router = createRouter(SANDBOX_ROUTES);
  const onInternalError =
    options.onInternalError ?? ((error: unknown) => console.error('[sandbox] internal error', error));
  const ready = Promise.all(
    merchants.flatMap((merchant) => merchant.clientKeys.map((key) => context.keys.get(key))),
  ).then(() => undefined);
  ready.catch(onInternalError);

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === 'OPTIONS') return preflight(request);
    let pathname = url.pathname;
    if (basePath) {
      if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
        throw new SandboxError(
          404,
          ERROR_CODES.notFound,
          `Route not found: ${request.method} ${url.pathname}`,
          'configuration',
        );
      }
      pathname = pathname.slice(basePath.length) || '/';
    }
    const match = router.match(request.method, pathname);
    if (match.kind === 'notFound') {
      throw new SandboxError(
        404,
        ERROR_CODES.notFound,
        `Route not found: ${request.method} ${url.pathname}`,
        'configuration',
      );
    }
    if (match.kind === 'methodNotAllowed') throw methodNotAllowed(request.method, url, match.allowed);
    const routeContext: RouteContext = { request, url, params: match.params, sandbox: context };
    const response = await match.route.handler(routeContext);
    return request.method === 'HEAD'
      ? new Response(null, { status: response.status, headers: response.headers })
      : response;
  }

  function methodNotAllowed(method: string, url: URL, allowed: readonly RouteMethod[]): SandboxError {
    return new SandboxError(
      405,
      ERROR_CODES.methodNotAllowed,
      `Method ${method} is not allowed on ${url.pathname}; use ${allowed.join(' or ')}`,
      'configuration',
      { Allow: allowHeader(allowed) },
    );
  }

  function errorResponse(request: Request, error: SandboxError): Response {
    const response =
      request.method === 'HEAD'
        ? new Response(null, { status: error.status, headers: error.headers })
        : json(error.toBody(), error.status, error.headers);
    return withCors(request, response);
  }

  async function handle(request: Request): Promise<Response> {
    let response: Response;
    try {
      response = await route(request);
    } catch (thrown) {
      const error = toSandboxError(thrown);
      if (error.status >= 500) onInternalError(thrown);
      return errorResponse(request, error);
    }
    return withCors(request, response);
  }

  function refuse(request: Request, refusal: AdapterRefusal): Response {
    const url = new URL(request.url);
    if (refusal.kind === 'methodNotAllowed') {
      const pathname = basePath ? url.pathname.slice(basePath.length) || '/' : url.pathname;
      const match = router.match(refusal.method, pathname);
      const allowed = match.kind === 'methodNotAllowed' ? match.allowed : [];
      return errorResponse(request, methodNotAllowed(refusal.method, url, allowed));
    }
    if (refusal.kind === 'payloadTooLarge') {
      return errorResponse(
        request,
        new SandboxError(413, ERROR_CODES.payloadTooLarge, PAYLOAD_TOO_LARGE_MESSAGE, 'validation'),
      );
    }
    return errorResponse(
      request,
      new SandboxError(400, ERROR_CODES.invalidRequest, refusal.message, 'validation'),
    );
  }

  return {
    handle,
    refuse,
    store,
    reset: () => {
      store.reset();
      merchants.forEach((merchant, index) => {
        const seed = seeds[index];
        if (seed) restoreStoredPaymentMethods(merchant, seed);
      });
    },
    registerPaymentProcessor: (type, processor) => processors.register(type, processor),
    ready,
    merchants,
  };
}

export { DEFAULT_SESSION_TTL_MS, SANDBOX_ROUTES, createSandbox };
export type { CreateSandboxOptions, Sandbox };

/**
 * The secured-field frames (spec section 7):
 * GET /securedfields/:clientKey/:version/securedFields.html?type={type}&d={origin} — the page in the iframe;
 * GET /securedfields/:clientKey/:version/securedFields.js — its script, the SDK's frame bundle
 * (headless/secured-fields/frame.ts), built with esbuild on first use, as the payment service
 * would host it. The page may only be framed by the origin in `d` (CSP frame-ancestors).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { RouteContext, RouteHandler } from '../context';
import { ERROR_CODES, SandboxError } from '../errors';
import type { Route } from '../router';

/** The frame protocol version served. */
const SECURED_FIELDS_VERSION = '4.3.2';
const FIELD_TYPES = new Set([
  'cardNumber',
  'expiryDate',
  'expiryMonth',
  'expiryYear',
  'securityCode',
  'password',
]);
const at = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

let bundle: Promise<string> | null = null;

/** Builds the frame bundle once (minified ESM, the core inlined). */
function frameBundle(): Promise<string> {
  bundle ??= build({
    entryPoints: [at('headless/secured-fields/frame.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    alias: { 'headless-checkout/core': at('headless/core/index.ts') },
  })
    .then((result) => result.outputFiles[0]!.text)
    .catch((error: unknown) => {
      bundle = null;
      throw error;
    });
  return bundle;
}

function checkFrameRequest(context: RouteContext): void {
  const { clientKey = '', version = '' } = context.params;
  if (!context.sandbox.merchants.byClientKey(decodeURIComponent(clientKey))) {
    throw new SandboxError(401, ERROR_CODES.invalidClientKey, 'ERROR: Invalid ClientKey', 'security');
  }
  if (version !== SECURED_FIELDS_VERSION) {
    throw new SandboxError(
      404,
      ERROR_CODES.notFound,
      `Secured fields version ${version} is not available`,
      'configuration',
    );
  }
}

/** The origin of `d`, or null when it is not an http(s) origin. */
function parentOriginOf(url: URL): string | null {
  try {
    const origin = new URL(url.searchParams.get('d') ?? '');
    return origin.protocol === 'http:' || origin.protocol === 'https:' ? origin.origin : null;
  } catch {
    return null;
  }
}

const STYLE = `html,body{margin:0;padding:0;height:100%;background:transparent;overflow:hidden}
body{font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#00112c}
input{box-sizing:border-box;display:block;width:100%;height:100%;margin:0;border:0;outline:0;background:transparent;font:inherit;color:inherit;padding:0 12px}
input::placeholder{color:var(--placeholder-color,#5c687c)}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

const page: RouteHandler = (context) => {
  checkFrameRequest(context);
  const type = context.url.searchParams.get('type') ?? '';
  const parentOrigin = parentOriginOf(context.url);
  if (!FIELD_TYPES.has(type) || !parentOrigin) {
    throw new SandboxError(
      400,
      ERROR_CODES.invalidRequest,
      'Invalid request: type must be a secured field type and d an http(s) origin',
      'validation',
    );
  }
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Secured field</title><style>${STYLE}</style></head>
<body><script type="module" src="securedFields.js"></script></body></html>`;
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors ${parentOrigin}`,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};

const script: RouteHandler = async (context) => {
  checkFrameRequest(context);
  return new Response(await frameBundle(), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};

/** The secured-field routes. */
const securedFieldRoutes: Route<RouteHandler>[] = [
  { method: 'GET', path: '/securedfields/:clientKey/:version/securedFields.html', handler: page },
  { method: 'GET', path: '/securedfields/:clientKey/:version/securedFields.js', handler: script },
];

export { SECURED_FIELDS_VERSION, frameBundle, securedFieldRoutes };

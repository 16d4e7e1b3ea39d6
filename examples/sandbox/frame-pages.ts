/**
 * What the sandbox's framed pages share (the secured fields, the device fingerprint): the parent
 * origin a page is told in `d`, the headers of a page that checks its origin per request, the 403
 * page for an origin the client key does not allow, and the merchant of a frame's client key.
 */
import type { RouteContext } from './context';
import { ERROR_CODES, SandboxError } from './errors';
import { escapeHtml } from './html';
import type { MerchantConfig } from './merchants';

/** The headers every frame page has (the HTML checks the origin per request: never cached). */
const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/** The origin of `d`, or null when it is not an http(s) origin. */
function parentOriginOf(url: URL): string | null {
  try {
    const origin = new URL(url.searchParams.get('d') ?? '');
    return origin.protocol === 'http:' || origin.protocol === 'https:' ? origin.origin : null;
  } catch {
    return null;
  }
}

/** The merchant of the route's `:clientKey`; a 401 'ERROR: Invalid ClientKey' when there is none. */
function frameMerchantOf(context: RouteContext): { merchant: MerchantConfig; clientKey: string } {
  const { clientKey = '' } = context.params;
  const merchant = context.sandbox.merchants.byClientKey(clientKey);
  if (!merchant) {
    throw new SandboxError(401, ERROR_CODES.invalidClientKey, 'ERROR: Invalid ClientKey', 'security');
  }
  return { merchant, clientKey };
}

/**
 * The answer to a frame request whose `d` is not allowed for the client key: a 403 page that says
 * so, without a script, which only the key's allowed origins may frame (so the page that named
 * itself in `d` cannot even show it).
 */
function refusedFramePage(what: string, parentOrigin: string, allowed: readonly string[]): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(what)} unavailable</title></head>
<body><p>Configuration error: the origin ${escapeHtml(parentOrigin)} is not allowed for this client key.
Add it to the client key's allowed origins.</p></body></html>`;
  return new Response(html, {
    status: 403,
    headers: {
      ...PAGE_HEADERS,
      'Content-Security-Policy': `default-src 'none'; frame-ancestors ${allowed.length > 0 ? allowed.join(' ') : "'none'"}`,
    },
  });
}

export { PAGE_HEADERS, frameMerchantOf, parentOriginOf, refusedFramePage };

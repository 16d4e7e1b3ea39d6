/**
 * CORS: the examples run on another port of localhost, which is another origin. Any
 * http://localhost:*, http://127.0.0.1:* or http://[::1]:* origin is allowed and echoed back.
 */

/** Methods a preflight may ask for. */
const CORS_ALLOWED_METHODS = 'GET, POST, OPTIONS';
/** Headers allowed when a preflight names none. */
const CORS_DEFAULT_HEADERS = 'Content-Type, Accept, Accept-Language, X-Api-Key';
/** How long a browser may cache a preflight, in seconds. */
const CORS_MAX_AGE_SECONDS = 600;

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;
const HEADER_LIST = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(\s*,\s*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/;

/** True for an origin the sandbox answers (a local http origin on any port). */
function isAllowedOrigin(origin: string | null): origin is string {
  return origin !== null && LOCAL_ORIGIN.test(origin);
}

/** Adds the CORS headers for the request's origin to a response (a copy when the headers are immutable). */
function withCors(request: Request, response: Response): Response {
  const origin = request.headers.get('origin');
  const headers = new Headers(response.headers);
  const vary = headers.get('Vary') ?? '';
  if (!/(^|,\s*)Origin(\s*,|$)/i.test(vary)) headers.set('Vary', vary ? `${vary}, Origin` : 'Origin');
  if (isAllowedOrigin(origin)) headers.set('Access-Control-Allow-Origin', origin);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The answer to a preflight: 204, the methods, the headers the browser asked for, and a cache age. */
function preflight(request: Request): Response {
  const origin = request.headers.get('origin');
  const headers = new Headers({
    Vary: 'Origin, Access-Control-Request-Headers',
    'Cache-Control': 'no-store',
  });
  if (isAllowedOrigin(origin)) {
    const requested = request.headers.get('access-control-request-headers')?.trim() ?? '';
    headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS);
    headers.set(
      'Access-Control-Allow-Headers',
      requested && HEADER_LIST.test(requested) ? requested : CORS_DEFAULT_HEADERS,
    );
    headers.set('Access-Control-Max-Age', String(CORS_MAX_AGE_SECONDS));
  }
  headers.set('Allow', CORS_ALLOWED_METHODS);
  return new Response(null, { status: 204, headers });
}

export {
  CORS_ALLOWED_METHODS,
  CORS_DEFAULT_HEADERS,
  CORS_MAX_AGE_SECONDS,
  isAllowedOrigin,
  preflight,
  withCors,
};

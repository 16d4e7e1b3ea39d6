/**
 * What the back office checks before a route runs, against pages of other origins acting with a
 * signed-in user's cookie (docs/sandbox.md, "Back-office sessions and origins"):
 * - the caller's origin: a request that names an `Origin` must come from the service's own origin or
 *   from the staff app's (`allowedOrigins`), else 403; a state-changing call (POST, PUT, PATCH,
 *   DELETE) without an `Origin` is refused too when `Sec-Fetch-Site` says another site sent it;
 * - the body's type on state-changing calls: JSON routes take `application/json` (or `+json`), the
 *   CSV imports `text/csv`; another type, or a body without a type, is 415. Those are the types a
 *   page cannot send to another origin without a CORS preflight, which the origin check refuses.
 * - CORS: only allowed origins get `Access-Control-Allow-Origin` and `-Credentials`.
 */
import { STATE_CHANGING_METHODS } from '../router';
import { ApiError } from './errors';

/** What a route's body is: JSON (the default) or a CSV file's text. */
type BodyKind = 'json' | 'csv';

/** The media types each kind of body accepts (parameters such as `charset` aside). */
const BODY_TYPES: Record<BodyKind, { label: string; test: (mediaType: string) => boolean }> = {
  json: {
    label: 'application/json',
    test: (mediaType) => mediaType === 'application/json' || /^application\/[\w.-]+\+json$/.test(mediaType),
  },
  csv: { label: 'text/csv', test: (mediaType) => mediaType === 'text/csv' },
};

/** The media type of a Content-Type header, lower-cased, without parameters; null when absent. */
function mediaTypeOf(header: string | null): string | null {
  const type = header?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return type === '' ? null : type;
}

/** True when a page of `origin` may call the service at `url`: its own origin or an allowed one. */
function isAllowedCaller(origin: string | null, url: URL, allowedOrigins: readonly string[]): boolean {
  return origin !== null && (origin === url.origin || allowedOrigins.includes(origin));
}

function originRefused(message: string): ApiError {
  return new ApiError(403, 'origin_not_allowed', message);
}

/** 403 for a request from a page of another origin (see the module comment). */
function checkOrigin(request: Request, url: URL, allowedOrigins: readonly string[]): void {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    if (isAllowedCaller(origin, url, allowedOrigins)) return;
    throw originRefused(
      `Origin ${origin} may not call the back-office API; allowed: ${[url.origin, ...allowedOrigins].join(', ')}`,
    );
  }
  const site = request.headers.get('sec-fetch-site');
  if (STATE_CHANGING_METHODS.includes(request.method) && (site === 'cross-site' || site === 'same-site')) {
    throw originRefused(`A ${site} ${request.method} without an Origin header is refused`);
  }
}

/** 415 unless a state-changing call's body is of the route's kind (an empty body needs no type). */
/**
 * Whether the body carries a byte: reads a copy only up to its first bytes (an import's body is a
 * stream that may be hundreds of MiB; it is not read whole here).
 */
async function hasBytes(request: Request): Promise<boolean> {
  if (!request.body) return false;
  const reader = request.clone().body!.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return false;
      if (value.byteLength > 0) return true;
    }
  } finally {
    reader.releaseLock();
  }
}

async function checkContentType(request: Request, kind: BodyKind): Promise<void> {
  if (!STATE_CHANGING_METHODS.includes(request.method)) return;
  const expected = BODY_TYPES[kind];
  const mediaType = mediaTypeOf(request.headers.get('content-type'));
  if (mediaType === null) {
    if (!(await hasBytes(request))) return;
    throw new ApiError(
      415,
      'unsupported_media_type',
      `A body needs Content-Type: ${expected.label} on ${request.method} ${new URL(request.url).pathname}`,
    );
  }
  if (expected.test(mediaType)) return;
  throw new ApiError(
    415,
    'unsupported_media_type',
    `Content-Type ${mediaType} is not accepted on ${request.method} ${new URL(request.url).pathname}; send ${expected.label}`,
  );
}

/** Adds the CORS headers of an allowed caller (its origin and credentials) and `Vary: Origin`. */
function withCallerCors(request: Request, response: Response, allowedOrigins: readonly string[]): Response {
  const headers = new Headers(response.headers);
  const vary = headers.get('Vary') ?? '';
  if (!/(^|,\s*)Origin(\s*,|$)/i.test(vary)) headers.set('Vary', vary ? `${vary}, Origin` : 'Origin');
  const origin = request.headers.get('origin');
  if (isAllowedCaller(origin, new URL(request.url), allowedOrigins)) {
    headers.set('Access-Control-Allow-Origin', origin!);
    headers.set('Access-Control-Allow-Credentials', 'true');
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export { BODY_TYPES, checkContentType, checkOrigin, isAllowedCaller, mediaTypeOf, withCallerCors };
export type { BodyKind };

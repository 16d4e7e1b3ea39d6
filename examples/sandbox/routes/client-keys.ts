/**
 * GET /v1/clientKeys/:clientKey/publicKey — the key card data is encrypted to. It is public and the
 * same for every request, but a sandbox makes its key pairs when it starts: a key cached past a
 * restart would encrypt to a key the service no longer has. So a client may keep it and must
 * revalidate it on each use (`no-cache`), which costs an empty 304 while the key id (its ETag, the
 * key's thumbprint) is unchanged.
 */
import { requireClientKey } from '../context';
import type { RouteHandler } from '../context';
import { json } from '../http';
import type { Route } from '../router';

/** The cache of the public key: stored by anyone, revalidated on each use. */
const PUBLIC_KEY_CACHE_CONTROL = 'public, no-cache';

/** Whether an If-None-Match header names the entity tag (weak or strong), or is `*`. */
function matchesEntityTag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

const publicKey: RouteHandler = async (context) => {
  const { clientKey } = requireClientKey(context);
  const pair = await context.sandbox.keys.get(clientKey);
  const headers = { 'Cache-Control': PUBLIC_KEY_CACHE_CONTROL, ETag: `"${pair.kid}"` };
  if (matchesEntityTag(context.request.headers.get('if-none-match'), headers.ETag))
    return new Response(null, { status: 304, headers });
  return json({ kid: pair.kid, jwk: pair.jwk }, 200, headers);
};

/** The public key route. */
const clientKeyRoutes: Route<RouteHandler>[] = [
  { method: 'GET', path: '/v1/clientKeys/:clientKey/publicKey', handler: publicKey },
];

export { PUBLIC_KEY_CACHE_CONTROL, clientKeyRoutes };

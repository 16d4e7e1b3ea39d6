/** GET /v1/clientKeys/:clientKey/publicKey — the key card data is encrypted to. */
import { requireClientKey } from '../context';
import type { RouteHandler } from '../context';
import { json } from '../http';
import type { Route } from '../router';

const publicKey: RouteHandler = async (context) => {
  const { clientKey } = requireClientKey(context);
  const pair = await context.sandbox.keys.get(clientKey);
  return json({ kid: pair.kid, jwk: pair.jwk });
};

/** The public key route. */
const clientKeyRoutes: Route<RouteHandler>[] = [
  { method: 'GET', path: '/v1/clientKeys/:clientKey/publicKey', handler: publicKey },
];

export { clientKeyRoutes };

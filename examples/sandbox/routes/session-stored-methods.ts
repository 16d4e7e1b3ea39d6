/**
 * Removing a stored payment method in a session: POST /v1/sessions/:id/disableToken?clientKey=
 * with `{ sessionData, storedPaymentMethodId }`. The method must be one of the session shopper's
 * stored methods (422 otherwise); it is removed from the shopper's stored methods of this sandbox.
 */
import * as v from 'valibot';
import { requireClientKey } from '../context';
import type { RouteHandler } from '../context';
import { invalidRequest } from '../errors';
import { json, readBody } from '../http';
import type { Route } from '../router';
import { NonEmptyString, SessionDataSchema } from '../schemas';
import { nextSessionData, requireSession } from '../sessions';

/** The body of disableToken. */
const DisableTokenSchema = v.object({
  sessionData: SessionDataSchema,
  storedPaymentMethodId: v.pipe(NonEmptyString, v.maxLength(64, 'must be at most 64 characters')),
});

const disableToken: RouteHandler = async (context) => {
  const { merchant } = requireClientKey(context);
  const body = await readBody(context.request, DisableTokenSchema);
  const { sandbox } = context;
  const sessionId = context.params.id ?? '';
  return sandbox.store.withLock(sessionId, async () => {
    const session = requireSession(sandbox, { sessionId, sessionData: body.sessionData, merchant });
    const stored = session.shopperReference
      ? merchant.storedPaymentMethods[session.shopperReference]
      : undefined;
    const index = stored?.findIndex((method) => method.id === body.storedPaymentMethodId) ?? -1;
    if (!stored || index < 0) {
      throw invalidRequest(
        'Invalid storedPaymentMethodId: it is not a stored payment method of the session shopper',
      );
    }
    stored.splice(index, 1);
    return json({ sessionData: nextSessionData(sandbox, session), resultCode: 'Success' });
  });
};

/** The stored-method routes. */
const sessionStoredMethodRoutes: Route<RouteHandler>[] = [
  { method: 'POST', path: '/v1/sessions/:id/disableToken', handler: disableToken },
];

export { DisableTokenSchema, sessionStoredMethodRoutes };

/** POST /v1/sessions/:id/setup?clientKey= — the client's first call: the session and its payment methods. */
import * as v from 'valibot';
import { requireClientKey } from '../context';
import type { RouteHandler } from '../context';
import { json, readBody } from '../http';
import type { Route } from '../router';
import { OrderReferenceSchema, SessionDataSchema } from '../schemas';
import {
  availablePaymentMethods,
  orderView,
  publicPaymentMethod,
  requireOrder,
  requireSession,
  sessionDataOf,
  storedPaymentMethodsFor,
} from '../sessions';

/** The body of setup. */
const SetupSchema = v.object({
  sessionData: SessionDataSchema,
  order: v.optional(OrderReferenceSchema),
});

const setup: RouteHandler = async (context) => {
  const { merchant } = requireClientKey(context);
  const body = await readBody(context.request, SetupSchema);
  const { sandbox } = context;
  // A completed session may still be set up (the page reloads after paying); paying it is refused.
  const session = requireSession(sandbox, {
    sessionId: context.params.id ?? '',
    sessionData: body.sessionData,
    merchant,
    active: false,
  });
  const order = body.order ? requireOrder(sandbox, session, body.order) : undefined;

  return json({
    id: session.id,
    sessionData: sessionDataOf(sandbox, session),
    amount: session.amount,
    countryCode: session.countryCode,
    shopperLocale: session.shopperLocale,
    returnUrl: session.returnUrl,
    expiresAt: session.expiresAt.toISOString(),
    paymentMethods: {
      paymentMethods: availablePaymentMethods(merchant, session).map(publicPaymentMethod),
      storedPaymentMethods: storedPaymentMethodsFor(merchant, session),
    },
    configuration: session.configuration,
    ...(order ? { order: orderView(order) } : {}),
  });
};

/** The setup route. */
const sessionSetupRoutes: Route<RouteHandler>[] = [
  { method: 'POST', path: '/v1/sessions/:id/setup', handler: setup },
];

export { SetupSchema, sessionSetupRoutes };

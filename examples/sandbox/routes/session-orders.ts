/**
 * Partial-payment orders of a session: POST /v1/sessions/:id/orders and
 * POST /v1/sessions/:id/orders/cancel (both `?clientKey=`).
 */
import * as v from 'valibot';
import { requireClientKey } from '../context';
import type { RouteHandler } from '../context';
import { json, readBody } from '../http';
import type { Route } from '../router';
import { OrderReferenceSchema, SessionDataSchema } from '../schemas';
import { ensureOrder, nextSessionData, requireOrder, requireSession } from '../sessions';

/** The body of orders. */
const CreateOrderSchema = v.object({ sessionData: SessionDataSchema });

/** The body of orders/cancel. */
const CancelOrderSchema = v.object({ sessionData: SessionDataSchema, order: OrderReferenceSchema });

const createOrder: RouteHandler = async (context) => {
  const { merchant } = requireClientKey(context);
  const body = await readBody(context.request, CreateOrderSchema);
  const { sandbox } = context;
  const sessionId = context.params.id ?? '';
  return sandbox.store.withLock(sessionId, async () => {
    const session = requireSession(sandbox, { sessionId, sessionData: body.sessionData, merchant });
    const order = ensureOrder(sandbox, session);
    return json({
      orderData: order.orderData,
      pspReference: order.pspReference,
      amount: { ...order.amount },
      remainingAmount: { ...order.remainingAmount },
      expiresAt: order.expiresAt.toISOString(),
      sessionData: nextSessionData(sandbox, session),
    });
  });
};

const cancelOrder: RouteHandler = async (context) => {
  const { merchant } = requireClientKey(context);
  const body = await readBody(context.request, CancelOrderSchema);
  const { sandbox } = context;
  const sessionId = context.params.id ?? '';
  return sandbox.store.withLock(sessionId, async () => {
    const session = requireSession(sandbox, { sessionId, sessionData: body.sessionData, merchant });
    const order = requireOrder(sandbox, session, body.order);
    if (order) {
      for (const pspReference of order.paymentPspReferences) {
        const payment = sandbox.store.payments.get(pspReference);
        if (!payment || payment.refunded || payment.resultCode !== 'Authorised') continue;
        sandbox.processors.get(payment.type)?.refund?.(payment, { store: sandbox.store, now: sandbox.now() });
        payment.refunded = true;
      }
      order.status = 'cancelled';
      order.remainingAmount = { ...order.amount };
      if (session.orderPspReference === order.pspReference) delete session.orderPspReference;
    }
    return json({ sessionData: nextSessionData(sandbox, session), resultCode: 'Received' });
  });
};

/** The order routes. */
const sessionOrderRoutes: Route<RouteHandler>[] = [
  { method: 'POST', path: '/v1/sessions/:id/orders', handler: createOrder },
  { method: 'POST', path: '/v1/sessions/:id/orders/cancel', handler: cancelOrder },
];

export { CancelOrderSchema, CreateOrderSchema, sessionOrderRoutes };

/** POST /v1/order/status?clientKey= — the payments of an order and what is left to pay. */
import * as v from 'valibot';
import { requireClientKey } from '../context';
import type { RouteHandler } from '../context';
import { invalidOrder } from '../errors';
import { json, readBody } from '../http';
import type { Route } from '../router';
import { NonEmptyString } from '../schemas';
import type { PaymentRecord } from '../types';

/** The body of order status. */
const OrderStatusSchema = v.object({ orderData: NonEmptyString });

const orderStatus: RouteHandler = async (context) => {
  const { merchant } = requireClientKey(context);
  const body = await readBody(context.request, OrderStatusSchema);
  const { store } = context.sandbox;
  const order = store.orderByData(body.orderData);
  if (!order || order.merchantAccount !== merchant.merchantAccount) throw invalidOrder();
  const paymentMethods = order.paymentPspReferences
    .map((pspReference) => store.payments.get(pspReference))
    .filter(
      (payment): payment is PaymentRecord =>
        payment !== undefined && !payment.refunded && payment.resultCode === 'Authorised',
    )
    .map((payment) => ({
      // Like the payment service, a gift card is listed by its brand ('givex'), not 'giftcard'.
      type: payment.brand ?? payment.type,
      name: payment.name,
      lastFour: payment.lastFour ?? '',
      amount: { ...payment.amount },
    }));
  return json({ paymentMethods, remainingAmount: { ...order.remainingAmount } });
};

/** The order status route. */
const orderStatusRoutes: Route<RouteHandler>[] = [
  { method: 'POST', path: '/v1/order/status', handler: orderStatus },
];

export { OrderStatusSchema, orderStatusRoutes };

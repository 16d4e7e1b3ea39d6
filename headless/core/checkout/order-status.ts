import * as v from 'valibot';
import type { Amount } from '../amount/amount';
import type { HttpClient } from '../http/http-client';

/** A method an order was (partly) paid with (its other fields kept as sent). */
interface OrderStatusPaymentMethod {
  /** The method's type. */
  type: string;
  /** Display name. */
  name?: string | undefined;
  /** The last four digits of the card or gift card. */
  lastFour?: string | undefined;
  /** The amount paid with it. */
  amount?: Amount | undefined;
  /** Further fields. */
  [field: string]: unknown;
}

/** An order's status: what was paid with which method, and what is left (spec section 3; other fields kept as sent). */
interface OrderStatus {
  /** The methods paid with so far; empty when the answer has none. */
  paymentMethods: OrderStatusPaymentMethod[];
  /** What is left to pay. */
  remainingAmount?: Amount | undefined;
  /** Further fields. */
  [field: string]: unknown;
}

const AmountSchema: v.GenericSchema<unknown, Amount | undefined> = v.optional(
  v.object({ value: v.number(), currency: v.string() }),
);
const OrderStatusSchema: v.GenericSchema<unknown, OrderStatus> = v.looseObject({
  paymentMethods: v.optional(
    v.array(
      v.looseObject({
        type: v.string(),
        name: v.optional(v.string()),
        lastFour: v.optional(v.string()),
        amount: AmountSchema,
      }),
    ),
    [],
  ),
  remainingAmount: AmountSchema,
});

/** POST v1/order/status?clientKey={key} with `{ orderData }`. */
function fetchOrderStatus(
  http: HttpClient,
  clientKey: string,
  orderData: string,
  signal?: AbortSignal,
): Promise<OrderStatus> {
  return http.request({
    path: 'v1/order/status',
    method: 'POST',
    query: { clientKey },
    body: { orderData },
    schema: OrderStatusSchema,
    ...(signal ? { signal } : {}),
  });
}

export { fetchOrderStatus };
export type { OrderStatus };

import * as v from 'valibot';
import type { HttpClient } from '../http/http-client';

const AmountSchema = v.object({ value: v.number(), currency: v.string() });
const OrderStatusSchema = v.looseObject({
  paymentMethods: v.optional(
    v.array(
      v.looseObject({
        type: v.string(),
        name: v.optional(v.string()),
        lastFour: v.optional(v.string()),
        amount: v.optional(AmountSchema),
      }),
    ),
    [],
  ),
  remainingAmount: v.optional(AmountSchema),
});

/** An order's status: what was paid with which method, and what is left (spec section 3). */
type OrderStatus = v.InferOutput<typeof OrderStatusSchema>;

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

import * as v from 'valibot';
import type { HttpClient } from '../http/http-client';
import { CheckoutError, ERROR_MESSAGES } from '../errors/checkout-error';
import type { Order, PaymentData, PaymentResponse, SessionReference } from './types';

const AmountSchema = v.object({ value: v.number(), currency: v.string() });
const OrderSchema = v.looseObject({
  orderData: v.string(),
  pspReference: v.string(),
  remainingAmount: v.optional(AmountSchema),
});
const PaymentResponseSchema = v.looseObject({
  resultCode: v.optional(v.string()),
  action: v.optional(v.looseObject({ type: v.string() })),
  order: v.optional(OrderSchema),
  sessionData: v.optional(v.string()),
  sessionResult: v.optional(v.string()),
});
const SetupResponseSchema = v.looseObject({
  id: v.string(),
  sessionData: v.string(),
  amount: v.optional(AmountSchema),
  countryCode: v.optional(v.string()),
  shopperLocale: v.optional(v.string()),
  expiresAt: v.optional(v.string()),
  paymentMethods: v.optional(v.unknown()),
  configuration: v.optional(v.record(v.string(), v.unknown())),
});
const BalanceResponseSchema = v.looseObject({
  balance: v.optional(AmountSchema),
  transactionLimit: v.optional(AmountSchema),
  resultCode: v.optional(v.string()),
  sessionData: v.optional(v.string()),
});
const OrderResponseSchema = v.looseObject({
  orderData: v.string(),
  pspReference: v.string(),
  remainingAmount: v.optional(AmountSchema),
  expiresAt: v.optional(v.string()),
  sessionData: v.optional(v.string()),
});
const CancelOrderResponseSchema = v.looseObject({
  sessionData: v.optional(v.string()),
  resultCode: v.optional(v.string()),
});

/** The answer to the session setup call. */
type SessionSetupResponse = v.InferOutput<typeof SetupResponseSchema>;
/** The answer to a balance check. */
type BalanceResponse = v.InferOutput<typeof BalanceResponseSchema>;
/** The answer to an order creation. */
type OrderResponse = v.InferOutput<typeof OrderResponseSchema>;

/** The sessions flow's calls (spec section 7), carrying sessionData forward from every answer. */
interface SessionClient {
  /** The session's id. */
  readonly id: string;
  /** The latest sessionData. */
  getSessionData: () => string;
  /** POST v1/sessions/{id}/setup. */
  setup: (options?: { order?: Order; signal?: AbortSignal }) => Promise<SessionSetupResponse>;
  /** POST v1/sessions/{id}/payments. */
  payments: (data: PaymentData, signal?: AbortSignal) => Promise<PaymentResponse>;
  /** POST v1/sessions/{id}/paymentDetails. */
  paymentDetails: (details: Record<string, unknown>, signal?: AbortSignal) => Promise<PaymentResponse>;
  /** POST v1/sessions/{id}/paymentMethodBalance. */
  checkBalance: (
    paymentMethod: PaymentData['paymentMethod'],
    signal?: AbortSignal,
  ) => Promise<BalanceResponse>;
  /** POST v1/sessions/{id}/orders. */
  createOrder: (signal?: AbortSignal) => Promise<OrderResponse>;
  /** POST v1/sessions/{id}/orders/cancel. */
  cancelOrder: (order: Order, signal?: AbortSignal) => Promise<{ resultCode?: string }>;
}

/** Creates the session client. Throws IMPLEMENTATION_ERROR for a session without id or data. */
function createSessionClient({
  http,
  clientKey,
  session,
}: {
  http: HttpClient;
  clientKey: string;
  session: SessionReference;
}): SessionClient {
  if (!session?.id || !session.sessionData) {
    throw new CheckoutError('IMPLEMENTATION_ERROR', ERROR_MESSAGES.invalidSession);
  }
  let sessionData = session.sessionData;
  const base = `v1/sessions/${encodeURIComponent(session.id)}`;

  const call = async <TSchema extends v.GenericSchema<unknown, { sessionData?: string | undefined }>>(
    path: string,
    body: Record<string, unknown>,
    schema: TSchema,
    signal?: AbortSignal,
  ): Promise<v.InferOutput<TSchema>> => {
    const response = await http.request({
      path: `${base}${path}`,
      method: 'POST',
      query: { clientKey },
      body: { sessionData, ...body },
      schema,
      ...(signal ? { signal } : {}),
    });
    if (typeof response.sessionData === 'string') sessionData = response.sessionData;
    return response;
  };

  return {
    id: session.id,
    getSessionData: () => sessionData,
    setup: ({ order, signal } = {}) =>
      call(
        '/setup',
        order ? { order: { orderData: order.orderData, pspReference: order.pspReference } } : {},
        SetupResponseSchema,
        signal,
      ),
    payments: (data, signal) =>
      call('/payments', { ...data }, PaymentResponseSchema, signal) as Promise<PaymentResponse>,
    paymentDetails: (details, signal) =>
      call('/paymentDetails', { details }, PaymentResponseSchema, signal) as Promise<PaymentResponse>,
    checkBalance: (paymentMethod, signal) =>
      call('/paymentMethodBalance', { paymentMethod }, BalanceResponseSchema, signal),
    createOrder: (signal) => call('/orders', {}, OrderResponseSchema, signal),
    cancelOrder: (order, signal) =>
      call(
        '/orders/cancel',
        { order: { orderData: order.orderData, pspReference: order.pspReference } },
        CancelOrderResponseSchema,
        signal,
      ),
  };
}

export { createSessionClient };
export type { BalanceResponse, OrderResponse, SessionClient, SessionSetupResponse };

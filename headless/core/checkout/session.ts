import * as v from 'valibot';
import type { HttpClient, ResponseSchema } from '../http/http-client';
import { CheckoutError } from '../errors/checkout-error';
import * as ERROR_TEXTS from '../errors/error-texts';
import type { Amount } from '../amount/amount';
import type { Order, PaymentData, PaymentResponse, SessionReference } from './types';

/** The answer to the session setup call (its other fields kept as sent). */
interface SessionSetupResponse {
  /** The session's id. */
  id: string;
  /** The session's data. */
  sessionData: string;
  /** The amount to pay, in minor units. */
  amount?: Amount | undefined;
  /** The shopper's country. */
  countryCode?: string | undefined;
  /** The shopper's locale. */
  shopperLocale?: string | undefined;
  /** When the session expires (ISO 8601). */
  expiresAt?: string | undefined;
  /** The payment-methods response (normalised by `normalizePaymentMethodsResponse`). */
  paymentMethods?: unknown;
  /** The session's configuration (by name). */
  configuration?: Record<string, unknown> | undefined;
  /** Further fields. */
  [field: string]: unknown;
}

/** The answer to a balance check (its other fields kept as sent). */
interface BalanceResponse {
  /** The balance of the gift card or voucher. */
  balance?: Amount | undefined;
  /** How much may be paid with it. */
  transactionLimit?: Amount | undefined;
  /** The check's result code. */
  resultCode?: string | undefined;
  /** Why a check failed, in words ('Invalid Pin'). */
  refusalReason?: string | undefined;
  /** Why a check failed, as the payment service's refusal code ('17': the PIN is wrong). */
  refusalReasonCode?: string | undefined;
  /** The session's data after the call. */
  sessionData?: string | undefined;
  /** Further fields. */
  [field: string]: unknown;
}

/** The answer to an order creation (its other fields kept as sent). */
interface OrderResponse {
  /** The order's opaque data. */
  orderData: string;
  /** The order's reference. */
  pspReference: string;
  /** What is left to pay. */
  remainingAmount?: Amount | undefined;
  /** When the order expires (ISO 8601). */
  expiresAt?: string | undefined;
  /** The session's data after the call. */
  sessionData?: string | undefined;
  /** Further fields. */
  [field: string]: unknown;
}

const AmountSchema: v.GenericSchema<unknown, Amount | undefined> = v.optional(
  v.object({ value: v.number(), currency: v.string() }),
);
const PaymentResponseSchema = v.looseObject({
  resultCode: v.optional(v.string()),
  action: v.optional(v.looseObject({ type: v.string() })),
  order: v.optional(
    v.looseObject({ orderData: v.string(), pspReference: v.string(), remainingAmount: AmountSchema }),
  ),
  sessionData: v.optional(v.string()),
  sessionResult: v.optional(v.string()),
});
const SetupResponseSchema: v.GenericSchema<unknown, SessionSetupResponse> = v.looseObject({
  id: v.string(),
  sessionData: v.string(),
  amount: AmountSchema,
  countryCode: v.optional(v.string()),
  shopperLocale: v.optional(v.string()),
  expiresAt: v.optional(v.string()),
  paymentMethods: v.optional(v.unknown()),
  configuration: v.optional(v.record(v.string(), v.unknown())),
});
const BalanceResponseSchema: v.GenericSchema<unknown, BalanceResponse> = v.looseObject({
  balance: AmountSchema,
  transactionLimit: AmountSchema,
  resultCode: v.optional(v.string()),
  refusalReason: v.optional(v.string()),
  refusalReasonCode: v.optional(v.string()),
  sessionData: v.optional(v.string()),
});
const OrderResponseSchema: v.GenericSchema<unknown, OrderResponse> = v.looseObject({
  orderData: v.string(),
  pspReference: v.string(),
  remainingAmount: AmountSchema,
  expiresAt: v.optional(v.string()),
  sessionData: v.optional(v.string()),
});
const CancelOrderResponseSchema = v.looseObject({
  sessionData: v.optional(v.string()),
  resultCode: v.optional(v.string()),
});

const DisableTokenResponseSchema = v.looseObject({
  sessionData: v.optional(v.string()),
  resultCode: v.optional(v.string()),
});

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
  /** POST v1/sessions/{id}/disableToken: removes the session shopper's stored payment method. */
  disableToken: (storedPaymentMethodId: string, signal?: AbortSignal) => Promise<{ resultCode?: string }>;
}

/** Creates the session client. Throws IMPLEMENTATION_ERROR for a session without id or data. */
function createSessionClient({
  http,
  clientKey,
  session,
  onAmount,
}: {
  http: HttpClient;
  clientKey: string;
  session: SessionReference;
  /** Called with the session's amount from each setup answer that carries one. */
  onAmount?: (amount: Amount) => void;
}): SessionClient {
  if (!session?.id || !session.sessionData) {
    throw new CheckoutError('IMPLEMENTATION_ERROR', ERROR_TEXTS.invalidSession);
  }
  let sessionData = session.sessionData;
  const base = `v1/sessions/${encodeURIComponent(session.id)}`;

  const call = async <T extends { sessionData?: string | undefined }>(
    path: string,
    body: Record<string, unknown>,
    schema: ResponseSchema<T>,
    signal?: AbortSignal,
  ): Promise<T> => {
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
    setup: async ({ order, signal } = {}) => {
      const answer = await call(
        '/setup',
        order ? { order: { orderData: order.orderData, pspReference: order.pspReference } } : {},
        SetupResponseSchema,
        signal,
      );
      if (answer.amount) onAmount?.(answer.amount);
      return answer;
    },
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
    disableToken: (storedPaymentMethodId, signal) =>
      call('/disableToken', { storedPaymentMethodId }, DisableTokenResponseSchema, signal),
  };
}

export { createSessionClient };
export type { BalanceResponse, OrderResponse, SessionClient, SessionSetupResponse };

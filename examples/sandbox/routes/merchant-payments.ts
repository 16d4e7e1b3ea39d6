/**
 * The advanced flow's merchant-server calls (header `x-api-key`): POST /merchant/v1/payments with
 * the payment data the SDK gave the page's `onSubmit` plus the merchant's own fields (amount,
 * reference, countryCode, returnUrl, shopperReference), and POST /merchant/v1/payments/details with
 * what `onAdditionalDetails` gave (an action's details, its paymentData). Each payment runs in a
 * session of its own that the merchant never sees (the same processors, rules and pending actions as
 * the sessions flow); its card data is decrypted with the merchant's client key (the sandbox's
 * merchants have one). The answers carry no sessionData or sessionResult.
 */
import * as v from 'valibot';
import { requireApiKey } from '../context';
import type { RouteHandler } from '../context';
import { invalidRequest } from '../errors';
import { json, readBody } from '../http';
import type { MerchantConfig } from '../merchants';
import type { Route } from '../router';
import {
  AmountSchema,
  CountryCodeSchema,
  HttpUrlSchema,
  LocaleSchema,
  NonEmptyString,
  OrderReferenceSchema,
  PaymentMethodSchema,
} from '../schemas';
import { newSessionRecord } from '../sessions';
import { findPending, noPendingPayment, paySession, settleDetails } from './session-payments';

/** The body of POST merchant/v1/payments: the SDK's payment data and the merchant's fields. */
const MerchantPaymentSchema = v.looseObject({
  amount: AmountSchema,
  reference: v.pipe(NonEmptyString, v.maxLength(80, 'must be at most 80 characters')),
  countryCode: CountryCodeSchema,
  returnUrl: HttpUrlSchema,
  paymentMethod: PaymentMethodSchema,
  shopperLocale: v.optional(LocaleSchema, 'en-US'),
  shopperReference: v.optional(
    v.pipe(v.string(), v.minLength(3, 'must be at least 3 characters'), v.maxLength(256)),
  ),
  merchantAccount: v.optional(v.string()),
  order: v.optional(OrderReferenceSchema),
});

/** The body of POST merchant/v1/payments/details. */
const MerchantDetailsSchema = v.looseObject({
  details: v.record(v.string(), v.unknown()),
  paymentData: v.optional(v.string()),
});

/** An answer without the sessions flow's fields. */
function serverAnswer(body: Record<string, unknown>): Record<string, unknown> {
  const { sessionData: _sessionData, sessionResult: _sessionResult, ...answer } = body;
  return answer;
}

/** The client key a merchant's card data is encrypted for. */
const clientKeyOf = (merchant: MerchantConfig) => merchant.clientKeys[0] ?? '';

const payments: RouteHandler = async (context) => {
  const merchant = requireApiKey(context);
  const body = await readBody(context.request, MerchantPaymentSchema);
  if (body.merchantAccount !== undefined && body.merchantAccount !== merchant.merchantAccount)
    throw invalidRequest(
      `Invalid request: merchantAccount: ${body.merchantAccount} does not belong to this API key`,
    );
  const { sandbox } = context;
  // Each payment runs in a session of its own that the merchant never sees.
  const session = {
    ...newSessionRecord(sandbox, merchant, {
      ...body,
      enableStoreDetails: body.shopperReference !== undefined,
    }),
    ownOfPayment: true as const,
  };
  sandbox.store.sessions.set(session.id, session);
  return sandbox.store.withLock(session.id, async () =>
    json(
      serverAnswer(
        (await paySession(context, { merchant, clientKey: clientKeyOf(merchant), session }, body)) as never,
      ),
    ),
  );
};

const paymentDetails: RouteHandler = async (context) => {
  const merchant = requireApiKey(context);
  const body = await readBody(context.request, MerchantDetailsSchema);
  const { sandbox } = context;
  const pending = findPending(context, null, body.paymentData, body.details);
  if (!pending || pending.merchantAccount !== merchant.merchantAccount) throw noPendingPayment();
  const session = sandbox.store.sessions.get(pending.sessionId);
  if (!session) throw noPendingPayment();
  return sandbox.store.withLock(session.id, async () =>
    json(
      serverAnswer(
        (await settleDetails(
          context,
          { merchant, clientKey: pending.clientKey, session },
          pending,
          body.details,
        )) as never,
      ),
    ),
  );
};

/** The merchant server's payment routes (advanced flow). */
const merchantPaymentRoutes: Route<RouteHandler>[] = [
  { method: 'POST', path: '/merchant/v1/payments', handler: payments },
  { method: 'POST', path: '/merchant/v1/payments/details', handler: paymentDetails },
];

export { MerchantDetailsSchema, MerchantPaymentSchema, merchantPaymentRoutes };

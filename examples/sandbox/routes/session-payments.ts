/**
 * Payments of a session: POST /v1/sessions/:id/payments and POST /v1/sessions/:id/paymentDetails
 * (both `?clientKey=`). Each payment goes to the processor registered for its method type.
 */
import * as v from 'valibot';
import { decryptorFor, requireClientKey } from '../context';
import type { RouteContext, RouteHandler } from '../context';
import {
  ERROR_CODES,
  SandboxError,
  cardDataReused,
  invalidSession,
  paymentMethodNotSupported,
} from '../errors';
import { json, readBody } from '../http';
import type { MerchantConfig } from '../merchants';
import { sandboxUrls } from '../origins';
import { readResultToken, storePendingAction } from '../pending';
import type { ProcessorBaseContext } from '../processors/registry';
import { keepsJweSet } from '../replay';
import type { JweClaim } from '../replay';
import type { PaymentOutcome } from '../processors/registry';
import type { Route } from '../router';
import { OrderReferenceSchema, PaymentMethodSchema, SessionDataSchema } from '../schemas';
import {
  amountDue,
  assertSessionUsable,
  isPaymentMethodOffered,
  requireOrder,
  requireSession,
} from '../sessions';
import { settlePayment } from '../settlement';
import type { Amount, OrderRecord, PendingActionRecord, SessionRecord } from '../types';

/** The body of payments: the sessionData, the payment method, an optional order, and anything else the client sends. */
const PaymentSchema = v.looseObject({
  sessionData: SessionDataSchema,
  paymentMethod: PaymentMethodSchema,
  order: v.optional(OrderReferenceSchema),
  // The client's payment data says it was made by the client (spec section 3).
  clientStateDataIndicator: v.optional(v.boolean()),
});

/** The body of paymentDetails. sessionData may be absent after a redirect: the paymentData then proves the session. */
const PaymentDetailsSchema = v.looseObject({
  sessionData: v.optional(SessionDataSchema),
  details: v.record(v.string(), v.unknown()),
  paymentData: v.optional(v.string()),
});

interface BaseInput {
  context: RouteContext;
  session: SessionRecord;
  merchant: MerchantConfig;
  clientKey: string;
  due: Amount;
  order: OrderRecord | undefined;
  type: string;
  /** The claimed JWE set of the payment, handed on to its pending actions. */
  jweSet?: JweClaim | undefined;
}

function processorBase(input: BaseInput): ProcessorBaseContext {
  const { sandbox } = input.context;
  const base: ProcessorBaseContext = {
    session: input.session,
    merchant: input.merchant,
    clientKey: input.clientKey,
    due: input.due,
    now: sandbox.now(),
    store: sandbox.store,
    urls: sandboxUrls(input.context),
    tokens: sandbox.tokens,
    decrypt: decryptorFor(sandbox, input.clientKey),
    storePendingAction: (state) =>
      storePendingAction(sandbox, {
        type: input.type,
        session: input.session,
        clientKey: input.clientKey,
        due: input.due,
        order: input.order,
        state,
        jweSet: input.jweSet,
      }).paymentData,
  };
  if (input.order) base.order = input.order;
  return base;
}

/** What a payment is made with: the merchant, the client key its card data was encrypted for, the session. */
interface PaymentParties {
  merchant: MerchantConfig;
  clientKey: string;
  session: SessionRecord;
}

/**
 * Pays within a session (the client's call; the merchant server's payments run in a session of
 * their own): the method's processor, the order, card data accepted once. Call under the session's lock.
 */
async function paySession(
  context: RouteContext,
  { merchant, clientKey, session }: PaymentParties,
  body: v.InferOutput<typeof PaymentSchema> | v.InferOutput<typeof ServerPaymentSchema>,
): Promise<ReturnType<typeof settlePayment>> {
  const { sandbox } = context;
  const type = body.paymentMethod.type;
  const processor = sandbox.processors.get(type);
  if (!processor || !isPaymentMethodOffered(merchant, session, body.paymentMethod))
    throw paymentMethodNotSupported();
  const order = requireOrder(sandbox, session, body.order);
  const due = amountDue(session, order);
  // Card data is accepted once: a JWE set, or its card number, that paid (or waits for the shopper) is refused.
  const { jweSets } = sandbox.store;
  const jweSet = jweSets.claimOf(body.paymentMethod);
  const refusal = jweSet === undefined ? undefined : jweSets.claim(clientKey, jweSet);
  if (refusal !== undefined) throw cardDataReused(refusal);
  try {
    const base = processorBase({ context, session, merchant, clientKey, due, order, type, jweSet });
    const outcome = await processor.pay({ ...base, request: body });
    if (jweSet !== undefined && releasesJweSet(outcome)) jweSets.release(clientKey, jweSet);
    return settlePayment(sandbox, { session, type, due, order, outcome });
  } catch (error) {
    if (jweSet !== undefined) jweSets.release(clientKey, jweSet);
    throw error;
  }
}

/** A payment's body as the merchant server sends it (its own server-side call, no sessionData). */
const ServerPaymentSchema = v.looseObject({
  paymentMethod: PaymentMethodSchema,
  order: v.optional(OrderReferenceSchema),
});

const payments: RouteHandler = async (context) => {
  const { merchant, clientKey } = requireClientKey(context);
  const body = await readBody(context.request, PaymentSchema);
  const { sandbox } = context;
  const sessionId = context.params.id ?? '';
  return sandbox.store.withLock(sessionId, async () => {
    const session = requireSession(sandbox, { sessionId, sessionData: body.sessionData, merchant });
    return json(await paySession(context, { merchant, clientKey, session }, body));
  });
};

/** True when a payment ended without paying (refused, cancelled, an error): its JWE set is free again. */
function releasesJweSet(outcome: PaymentOutcome): boolean {
  return outcome.action === undefined && !keepsJweSet(outcome.resultCode);
}

function findPending(
  context: RouteContext,
  sessionId: string | null,
  paymentData: string | undefined,
  details: Record<string, unknown>,
): PendingActionRecord | undefined {
  const { pendingActions } = context.sandbox.store;
  const values = Object.values(details).filter((value): value is string => typeof value === 'string');
  // A result token (redirectResult, payload, threeDSResult) names the paymentData it was issued for.
  const fromTokens = values.flatMap((value) => readResultToken(context.sandbox.tokens, value)?.pd ?? []);
  const candidates = [paymentData, ...values, ...fromTokens].filter(
    (value): value is string => typeof value === 'string',
  );
  for (const candidate of candidates) {
    const pending = pendingActions.get(candidate);
    if (pending && (sessionId === null || pending.sessionId === sessionId)) return pending;
  }
  return undefined;
}

function noPendingPayment(): SandboxError {
  return new SandboxError(
    422,
    ERROR_CODES.invalidDetails,
    'No pending payment matches these details',
    'validation',
  );
}

const paymentDetails: RouteHandler = async (context) => {
  const { merchant, clientKey } = requireClientKey(context);
  const body = await readBody(context.request, PaymentDetailsSchema);
  const { sandbox } = context;
  const sessionId = context.params.id ?? '';
  return sandbox.store.withLock(sessionId, async () => {
    let session: SessionRecord;
    let pending = findPending(context, sessionId, body.paymentData, body.details);
    if (body.sessionData !== undefined) {
      session = requireSession(sandbox, { sessionId, sessionData: body.sessionData, merchant });
      pending ??= session.pendingPaymentData
        ? sandbox.store.pendingActions.get(session.pendingPaymentData)
        : undefined;
      if (!pending) throw noPendingPayment();
    } else {
      if (!pending) throw noPendingPayment();
      const found = sandbox.store.sessions.get(sessionId);
      if (!found || found.merchantAccount !== merchant.merchantAccount) throw invalidSession();
      assertSessionUsable(sandbox, found, true);
      session = found;
    }
    if (pending.merchantAccount !== merchant.merchantAccount) throw noPendingPayment();
    return json(await settleDetails(context, { merchant, clientKey, session }, pending, body.details));
  });
};

/** Settles a pending action's details (a redirect's result, 3DS2's, PayPal's approval). Call under the session's lock. */
async function settleDetails(
  context: RouteContext,
  { merchant, clientKey, session }: PaymentParties,
  pending: PendingActionRecord,
  details: Record<string, unknown>,
): Promise<ReturnType<typeof settlePayment>> {
  const { sandbox } = context;
  const processor = sandbox.processors.get(pending.type);
  if (!processor?.details) throw paymentMethodNotSupported();
  const order = pending.orderPspReference ? sandbox.store.orders.get(pending.orderPspReference) : undefined;
  if (pending.orderPspReference && order?.status !== 'open')
    throw new SandboxError(422, ERROR_CODES.invalidOrder, 'Invalid order', 'validation');
  const base = processorBase({
    context,
    session,
    merchant,
    clientKey,
    due: pending.due,
    order,
    type: pending.type,
    jweSet: pending.jweSet,
  });
  // Consumed before the processor runs: it may store a follow-up action (3DS2 fingerprint, then challenge).
  sandbox.store.pendingActions.delete(pending.paymentData);
  if (session.pendingPaymentData === pending.paymentData) delete session.pendingPaymentData;
  let outcome;
  try {
    outcome = await processor.details({ ...base, pending, details });
  } catch (error) {
    // Rejected details leave the action pending so the shopper can try again.
    sandbox.store.pendingActions.set(pending.paymentData, pending);
    session.pendingPaymentData ??= pending.paymentData;
    throw error;
  }
  if (pending.jweSet !== undefined && releasesJweSet(outcome))
    sandbox.store.jweSets.release(pending.clientKey, pending.jweSet);
  return settlePayment(sandbox, { session, type: pending.type, due: pending.due, order, outcome });
}

/** The payment routes. */
const sessionPaymentRoutes: Route<RouteHandler>[] = [
  { method: 'POST', path: '/v1/sessions/:id/payments', handler: payments },
  { method: 'POST', path: '/v1/sessions/:id/paymentDetails', handler: paymentDetails },
];

export {
  PaymentDetailsSchema,
  PaymentSchema,
  ServerPaymentSchema,
  findPending,
  noPendingPayment,
  paySession,
  sessionPaymentRoutes,
  settleDetails,
};
export type { PaymentParties };

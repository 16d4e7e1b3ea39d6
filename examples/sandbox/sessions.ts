/** Sessions: sessionData tokens, loading and checking sessions, the methods a session offers, orders. */
import * as v from 'valibot';
import type { SandboxContext } from './context';
import { ERROR_CODES, SandboxError, invalidOrder, invalidSession } from './errors';
import { newOpaqueToken, newPspReference, newSessionId } from './ids';
import type { MerchantConfig, PaymentMethodConfig, StoredPaymentMethodConfig } from './merchants';
import type { Amount, OrderRecord, SessionRecord } from './types';

const SessionDataPayload = v.object({
  typ: v.literal('sessionData'),
  sid: v.string(),
  mid: v.string(),
  v: v.number(),
});

const SessionResultPayload = v.object({
  typ: v.literal('sessionResult'),
  sid: v.string(),
  mid: v.string(),
});

/** The sessionData of the session's current state. */
function sessionDataOf(sandbox: SandboxContext, session: SessionRecord): string {
  return sandbox.tokens.sign({
    typ: 'sessionData',
    sid: session.id,
    mid: session.merchantAccount,
    v: session.version,
  });
}

/** Moves the session to a new state version and returns its sessionData (older sessionData is now stale). */
function nextSessionData(sandbox: SandboxContext, session: SessionRecord): string {
  session.version += 1;
  return sessionDataOf(sandbox, session);
}

/** The opaque sessionResult of a completed session. */
function sessionResultOf(sandbox: SandboxContext, session: SessionRecord): string {
  return sandbox.tokens.sign({ typ: 'sessionResult', sid: session.id, mid: session.merchantAccount });
}

/** True when `sessionResult` was issued for this session. */
function isSessionResultOf(sandbox: SandboxContext, session: SessionRecord, sessionResult: unknown): boolean {
  const payload = sandbox.tokens.verify(sessionResult, SessionResultPayload);
  return payload !== undefined && payload.sid === session.id && payload.mid === session.merchantAccount;
}

/** Options of `requireSession`. */
interface RequireSessionOptions {
  /** The session id of the path. */
  sessionId: string;
  /** The sessionData of the body. */
  sessionData: unknown;
  /** The merchant of the client key. */
  merchant: MerchantConfig;
  /** Also refuse a completed session (default true). */
  active?: boolean;
}

/**
 * The session that `sessionData` is the current state of. 422 'Invalid session' when it is tampered
 * with, names another session or merchant, or is stale; 'Session expired'; 'Session already completed'.
 */
function requireSession(sandbox: SandboxContext, options: RequireSessionOptions): SessionRecord {
  const payload = sandbox.tokens.verify(options.sessionData, SessionDataPayload);
  if (!payload || payload.sid !== options.sessionId || payload.mid !== options.merchant.merchantAccount)
    throw invalidSession();
  const session = sandbox.store.sessions.get(payload.sid);
  if (
    !session ||
    session.merchantAccount !== options.merchant.merchantAccount ||
    session.version !== payload.v
  )
    throw invalidSession();
  assertSessionUsable(sandbox, session, options.active ?? true);
  return session;
}

/** 422 when the session has expired or (with `active`) is completed. */
function assertSessionUsable(sandbox: SandboxContext, session: SessionRecord, active: boolean): void {
  if (sandbox.now().getTime() > session.expiresAt.getTime()) {
    throw new SandboxError(422, ERROR_CODES.sessionExpired, 'Session expired', 'validation');
  }
  if (active && session.status === 'completed') {
    throw new SandboxError(422, ERROR_CODES.sessionCompleted, 'Session already completed', 'validation');
  }
}

function matchesFilter(method: PaymentMethodConfig, filter: string[]): boolean {
  return filter.includes(method.type) || (method.brand !== undefined && filter.includes(method.brand));
}

/** The methods the merchant offers for this session: by country, currency and the session's allow/block lists. */
/** What decides which methods are offered: a session, or the merchant server's paymentMethods request. */
type PaymentMethodsQuery = Pick<
  SessionRecord,
  'countryCode' | 'amount' | 'allowedPaymentMethods' | 'blockedPaymentMethods'
>;

function availablePaymentMethods(
  merchant: MerchantConfig,
  session: PaymentMethodsQuery,
): PaymentMethodConfig[] {
  return merchant.paymentMethods.filter(
    (method) =>
      (!method.countries || method.countries.includes(session.countryCode)) &&
      (!method.currencies || method.currencies.includes(session.amount.currency)) &&
      (!session.allowedPaymentMethods || matchesFilter(method, session.allowedPaymentMethods)) &&
      (!session.blockedPaymentMethods || !matchesFilter(method, session.blockedPaymentMethods)),
  );
}

/** A method as the client sees it (no country or currency lists). */
function publicPaymentMethod(method: PaymentMethodConfig): Record<string, unknown> {
  const { countries: _countries, currencies: _currencies, ...shown } = method;
  return shown;
}

/** The shopper's stored methods for this session. */
function storedPaymentMethodsFor(
  merchant: MerchantConfig,
  session: Pick<SessionRecord, 'shopperReference'>,
): StoredPaymentMethodConfig[] {
  return session.shopperReference ? (merchant.storedPaymentMethods[session.shopperReference] ?? []) : [];
}

/** True when the session offers this payment method (type, and brand when the method names one). */
function isPaymentMethodOffered(
  merchant: MerchantConfig,
  session: SessionRecord,
  paymentMethod: { type: string; brand?: unknown },
): boolean {
  const brand = typeof paymentMethod.brand === 'string' ? paymentMethod.brand : undefined;
  return availablePaymentMethods(merchant, session).some((method) => {
    if (method.type !== paymentMethod.type) return false;
    if (method.brand !== undefined) return brand === method.brand;
    if (method.brands !== undefined && brand !== undefined) return method.brands.includes(brand);
    return true;
  });
}

/** The session's open order. */
function openOrderOf(sandbox: SandboxContext, session: SessionRecord): OrderRecord | undefined {
  const order = session.orderPspReference ? sandbox.store.orders.get(session.orderPspReference) : undefined;
  return order && order.status === 'open' ? order : undefined;
}

/**
 * The open order the client names, checked against the session (422 'Invalid order' when it is
 * unknown, another session's, closed or expired); without a reference, the session's open order.
 */
function requireOrder(
  sandbox: SandboxContext,
  session: SessionRecord,
  reference?: { orderData: string; pspReference: string },
): OrderRecord | undefined {
  if (!reference) return openOrderOf(sandbox, session);
  const order = sandbox.store.orders.get(reference.pspReference);
  if (!order || order.orderData !== reference.orderData || order.sessionId !== session.id)
    throw invalidOrder();
  if (order.status !== 'open') throw invalidOrder(`Order is ${order.status}`);
  if (sandbox.now().getTime() > order.expiresAt.getTime()) throw invalidOrder('Order expired');
  return order;
}

/** Opens an order for the session's full amount (or returns the open one). */
function ensureOrder(sandbox: SandboxContext, session: SessionRecord): OrderRecord {
  const open = openOrderOf(sandbox, session);
  if (open) return open;
  const order: OrderRecord = {
    pspReference: newPspReference(),
    orderData: newOpaqueToken('Sb02!'),
    sessionId: session.id,
    merchantAccount: session.merchantAccount,
    amount: { ...session.amount },
    remainingAmount: { ...session.amount },
    expiresAt: new Date(session.expiresAt),
    status: 'open',
    paymentPspReferences: [],
    createdAt: sandbox.now(),
  };
  sandbox.store.addOrder(order);
  session.orderPspReference = order.pspReference;
  return order;
}

/** What is left to pay: the order's remaining amount, or the session amount. */
function amountDue(session: SessionRecord, order: OrderRecord | undefined): Amount {
  return order ? { ...order.remainingAmount } : { ...session.amount };
}

/** The order as the client sees it. */
function orderView(order: OrderRecord): {
  orderData: string;
  pspReference: string;
  remainingAmount: Amount;
  amount: Amount;
  expiresAt: string;
} {
  return {
    orderData: order.orderData,
    pspReference: order.pspReference,
    remainingAmount: { ...order.remainingAmount },
    amount: { ...order.amount },
    expiresAt: order.expiresAt.toISOString(),
  };
}

/** What a new session is made of: the merchant's request, and whether it may store details. */
interface NewSession {
  amount: Amount;
  countryCode: string;
  shopperLocale: string;
  returnUrl: string;
  reference: string;
  shopperReference?: string | undefined;
  enableStoreDetails: boolean;
}

/** A new active session of a merchant (a session's, or the one an advanced-flow payment runs in). */
function newSessionRecord(
  sandbox: SandboxContext,
  merchant: MerchantConfig,
  request: NewSession,
): SessionRecord {
  const now = sandbox.now();
  return {
    id: newSessionId(),
    merchantAccount: merchant.merchantAccount,
    amount: request.amount,
    countryCode: request.countryCode,
    shopperLocale: request.shopperLocale,
    returnUrl: request.returnUrl,
    reference: request.reference,
    createdAt: now,
    expiresAt: new Date(now.getTime() + sandbox.sessionTtlMs),
    version: 1,
    status: 'active',
    configuration: { enableStoreDetails: request.enableStoreDetails },
    paymentPspReferences: [],
    ...(request.shopperReference !== undefined ? { shopperReference: request.shopperReference } : {}),
  };
}

export {
  amountDue,
  newSessionRecord,
  assertSessionUsable,
  availablePaymentMethods,
  ensureOrder,
  isPaymentMethodOffered,
  isSessionResultOf,
  nextSessionData,
  openOrderOf,
  orderView,
  publicPaymentMethod,
  requireOrder,
  requireSession,
  sessionDataOf,
  sessionResultOf,
  storedPaymentMethodsFor,
};
export type { PaymentMethodsQuery, RequireSessionOptions };

/**
 * Pending actions (3DS2, redirects, QR codes, vouchers…) and the signed result tokens that complete
 * them. A pending action is keyed by its paymentData; a result token (`redirectResult`, a status
 * poll's `payload`, `threeDSResult`) names the paymentData it was issued for, so paymentDetails
 * can find the action from the details alone (after a redirect the page may have no sessionData).
 */
import * as v from 'valibot';
import type { SandboxContext } from './context';
import { newOpaqueToken } from './ids';
import type { JweClaim } from './replay';
import type { TokenSigner } from './tokens';
import type { Amount, OrderRecord, PendingActionRecord, SessionRecord } from './types';

/** What a new pending action needs. */
interface NewPendingAction {
  /** The payment method type whose processor completes it. */
  type: string;
  /** The session it belongs to. */
  session: SessionRecord;
  /** The client key of the payment. */
  clientKey: string;
  /** What was due when the payment started. */
  due: Amount;
  /** The order the payment is part of. */
  order?: OrderRecord | undefined;
  /** The processor's state. */
  state: unknown;
  /** The payment's claimed JWE set and card number, if it carried card data (replay.ts). */
  jweSet?: JweClaim | undefined;
}

/** Stores a pending action and makes it the session's current one. */
function storePendingAction(sandbox: SandboxContext, input: NewPendingAction): PendingActionRecord {
  const pending: PendingActionRecord = {
    paymentData: newOpaqueToken('Sbpd!'),
    type: input.type,
    sessionId: input.session.id,
    merchantAccount: input.session.merchantAccount,
    clientKey: input.clientKey,
    due: { ...input.due },
    state: input.state,
    createdAt: sandbox.now(),
  };
  if (input.order) pending.orderPspReference = input.order.pspReference;
  if (input.jweSet) pending.jweSet = input.jweSet;
  sandbox.store.pendingActions.set(pending.paymentData, pending);
  input.session.pendingPaymentData = pending.paymentData;
  return pending;
}

/**
 * Replaces a pending action by a follow-up one (the 3DS2 challenge after the fingerprint): the old
 * paymentData stops working, the new one carries the same payment and the given state.
 */
function replacePendingAction(
  sandbox: SandboxContext,
  session: SessionRecord,
  previous: PendingActionRecord,
  state: unknown,
): PendingActionRecord {
  sandbox.store.pendingActions.delete(previous.paymentData);
  const next: PendingActionRecord = {
    ...previous,
    due: { ...previous.due },
    paymentData: newOpaqueToken('Sbpd!'),
    state,
    createdAt: sandbox.now(),
  };
  sandbox.store.pendingActions.set(next.paymentData, next);
  session.pendingPaymentData = next.paymentData;
  return next;
}

/** The kinds of result token. */
type ResultTokenType = 'threeDSResult' | 'redirectResult' | 'payload';

const ResultTokenPayload = v.object({
  typ: v.picklist(['threeDSResult', 'redirectResult', 'payload']),
  pd: v.string(),
  r: v.string(),
});

/** A verified result token: its kind, the paymentData it was issued for, and the result it carries. */
type ResultToken = v.InferOutput<typeof ResultTokenPayload>;

/** Signs a result token for a pending action. */
function signResultToken(tokens: TokenSigner, typ: ResultTokenType, paymentData: string, result: string) {
  return tokens.sign({ typ, pd: paymentData, r: result });
}

/**
 * Verifies a result token, given as issued or base64-wrapped (threeDSResult); undefined when it is
 * not one of ours, was changed, or (with `typ`) is of another kind.
 */
function readResultToken(
  tokens: TokenSigner,
  value: unknown,
  typ?: ResultTokenType,
): ResultToken | undefined {
  if (typeof value !== 'string' || value === '' || value.length > 4096) return undefined;
  let payload = tokens.verify(value, ResultTokenPayload);
  if (!payload && /^[A-Za-z0-9+/]+=*$/.test(value)) {
    payload = tokens.verify(Buffer.from(value, 'base64').toString('utf8'), ResultTokenPayload);
  }
  if (!payload || (typ !== undefined && payload.typ !== typ)) return undefined;
  return payload;
}

export { readResultToken, replacePendingAction, signResultToken, storePendingAction };
export type { NewPendingAction, ResultToken, ResultTokenType };

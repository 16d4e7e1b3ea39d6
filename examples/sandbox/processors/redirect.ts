/**
 * Redirect methods: `ideal` (GET redirect) and `onlineBanking_PL` (POST redirect with form fields).
 * payments answers resultCode 'RedirectShopper' with a redirect action to the simulated bank's
 * page (issuer origin, routes/bank.ts). The bank page sends the shopper back to the returnUrl with
 * `redirectResult`; paymentDetails `{ redirectResult }` then gives Authorised (Pay), Cancelled
 * (Cancel) or Refused (Fail). A redirectResult works once.
 */
import * as v from 'valibot';
import { invalidDetails, invalidRequest } from '../errors';
import { parseWith } from '../http';
import { newOpaqueToken } from '../ids';
import { readResultToken } from '../pending';
import type { PaymentOutcome, PaymentProcessor } from './registry';
import { methodName } from './status-methods';

/** What the shopper chose on the bank page. */
type BankDecision = 'pay' | 'cancel' | 'fail';

/** The pending state of a redirect payment. */
interface RedirectState {
  kind: 'redirect';
  /** The method's display name. */
  name: string;
  /** The chosen issuer's name, if any. */
  issuerName?: string;
  /** The reference of the bank page. */
  pageRef: string;
  /** Where the bank page sends the shopper back to. */
  returnUrl: string;
  /** What the shopper chose, once they have. */
  decision?: BankDecision;
}

/** True for a redirect payment's state. */
function isRedirectState(state: unknown): state is RedirectState {
  return typeof state === 'object' && state !== null && (state as { kind?: unknown }).kind === 'redirect';
}

/** The fields a redirect payment may carry. */
const RedirectPaymentSchema = v.looseObject({
  paymentMethod: v.looseObject({
    issuer: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  }),
  returnUrl: v.optional(
    v.pipe(
      v.string(),
      v.url('must be an absolute URL'),
      v.check((url) => /^https?:/i.test(url), 'must be an http(s) URL'),
    ),
  ),
});

/** The processor of a redirect method; `method` is how the shopper is sent to the bank. */
function redirectProcessor(type: string, method: 'GET' | 'POST'): PaymentProcessor {
  return {
    pay(context) {
      const request = parseWith(RedirectPaymentSchema, context.request, 'request');
      const issuerId = request.paymentMethod.issuer;
      const offered = context.merchant.paymentMethods.find((candidate) => candidate.type === type);
      const issuer =
        issuerId !== undefined ? offered?.issuers?.find((item) => item.id === issuerId) : undefined;
      if (issuerId !== undefined && (!issuer || issuer.disabled)) {
        throw invalidRequest(
          `Invalid request: paymentMethod.issuer: ${issuerId} is not an available issuer of ${type}`,
        );
      }
      const state: RedirectState = {
        kind: 'redirect',
        name: methodName(context.merchant, type),
        pageRef: newOpaqueToken('', 16),
        returnUrl: request.returnUrl ?? context.session.returnUrl,
      };
      if (issuer) state.issuerName = issuer.name;
      const paymentData = context.storePendingAction(state);
      context.store.bankPages.set(state.pageRef, paymentData);
      const page = `${context.urls.issuer}issuer/bank/pay`;
      const action =
        method === 'GET'
          ? { type: 'redirect', method, url: `${page}?ref=${state.pageRef}` }
          : {
              type: 'redirect',
              method,
              url: page,
              data: { ref: state.pageRef, ...(issuerId !== undefined ? { issuer: issuerId } : {}) },
            };
      return {
        resultCode: 'RedirectShopper',
        action: { ...action, paymentMethodType: type, paymentData },
      };
    },
    details(context): PaymentOutcome {
      const state = context.pending.state;
      if (!isRedirectState(state)) throw invalidDetails('Unsupported details for this payment');
      const token = readResultToken(context.tokens, context.details['redirectResult'], 'redirectResult');
      if (!token || token.pd !== context.pending.paymentData || token.r !== state.decision)
        throw invalidDetails('Invalid details: redirectResult is not the bank page result of this payment');
      context.store.bankPages.delete(state.pageRef);
      if (state.decision === 'pay') return { resultCode: 'Authorised', name: state.name };
      if (state.decision === 'cancel') return { resultCode: 'Cancelled', name: state.name };
      return { resultCode: 'Refused', refusalReason: 'Refused by the bank', name: state.name };
    },
  };
}

export { isRedirectState, redirectProcessor };
export type { BankDecision, RedirectState };

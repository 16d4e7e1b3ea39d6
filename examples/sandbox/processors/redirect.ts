/**
 * Redirect methods: the issuer-list methods (issuer-lists.ts: iDEAL, online banking PL/CZ/SK/IN,
 * the Indian wallets, BillDesk, Pay by Bank). payments checks `paymentMethod.issuer` against the
 * merchant's issuer list of the method and answers resultCode 'RedirectShopper' with a redirect
 * action (GET, or POST with form fields) to the simulated page of that bank (issuer origin,
 * routes/bank.ts). The bank page sends the shopper back to the returnUrl with `redirectResult`;
 * paymentDetails `{ redirectResult }` then gives Authorised (Authorise), Refused (Refuse) or
 * Cancelled (Cancel). A redirectResult works once.
 */
import * as v from 'valibot';
import { invalidDetails, invalidRequest } from '../errors';
import { parseWith } from '../http';
import { newOpaqueToken } from '../ids';
import { allowedOriginsOf, type IssuerConfig, type PaymentMethodConfig } from '../merchants';
import { originOf } from '../origins';
import { readResultToken } from '../pending';
import type { PaymentOutcome, PaymentProcessor, ProcessorBaseContext } from './registry';
import { methodName } from './status-methods';

/** What the shopper chose on the bank page. */
type BankDecision = 'authorise' | 'refuse' | 'cancel';

/** The bank page's decisions, in the order of its buttons. */
const BANK_DECISIONS: readonly BankDecision[] = ['authorise', 'refuse', 'cancel'];

/** The pending state of a redirect payment. */
interface RedirectState {
  kind: 'redirect';
  /** The method's display name. */
  name: string;
  /** The chosen issuer's id; none for a payment without an issuer. */
  issuerId?: string;
  /** The chosen issuer's name. */
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
    issuer: v.optional(
      v.pipe(
        v.string('must be a string'),
        v.minLength(1, 'must not be empty'),
        v.maxLength(64, 'must be at most 64 characters'),
      ),
    ),
  }),
  returnUrl: v.optional(
    v.pipe(
      v.string(),
      v.url('must be an absolute URL'),
      v.check((url) => /^https?:/i.test(url), 'must be an http(s) URL'),
    ),
  ),
});

/**
 * The issuer a payment names, checked against the method's issuer list (422 '702' otherwise): an
 * enabled issuer of the list, required when the method has issuers; none for a method without.
 */
function chosenIssuer(
  type: string,
  offered: PaymentMethodConfig | undefined,
  issuerId: string | undefined,
): IssuerConfig | undefined {
  const issuers = offered?.issuers ?? [];
  const field = 'Invalid request: paymentMethod.issuer';
  if (issuers.length === 0) {
    if (issuerId !== undefined) throw invalidRequest(`${field}: ${type} has no issuers; leave it out`);
    return undefined;
  }
  if (issuerId === undefined) throw invalidRequest(`${field}: is required for ${type}`);
  const issuer = issuers.find((item) => item.id === issuerId);
  if (!issuer) throw invalidRequest(`${field}: ${issuerId} is not an issuer of ${type}`);
  if (issuer.disabled)
    throw invalidRequest(`${field}: ${issuer.name} (${issuer.id}) is not available at the moment`);
  return issuer;
}

/**
 * Where the bank sends the shopper back: the payment's own `returnUrl` when it is on an origin the
 * client key allows (the merchant's pages) or on the session's own return origin, else 422 with
 * the reason (a page holding only the client key and sessionData cannot send shoppers elsewhere);
 * the session's returnUrl when the payment names none.
 */
function checkedReturnUrl(requested: string | undefined, context: ProcessorBaseContext): string {
  if (requested === undefined) return context.session.returnUrl;
  const origin = originOf(requested);
  const allowed = [
    originOf(context.session.returnUrl),
    ...allowedOriginsOf(context.merchant, context.clientKey),
  ];
  if (origin && allowed.includes(origin)) return requested;
  throw invalidRequest(
    `Invalid request: returnUrl: ${origin ?? requested} is not an origin this client key allows, nor the session's`,
  );
}

/** The URL of a bank page: the issuer's own page, or the method's page for a payment without one. */
function bankPageUrl(issuerBase: string, issuerId: string | undefined): string {
  const page = `${issuerBase}issuer/bank/pay`;
  return issuerId === undefined ? page : `${page}/${encodeURIComponent(issuerId)}`;
}

/** The processor of a redirect method; `method` is how the shopper is sent to the bank. */
function redirectProcessor(type: string, method: 'GET' | 'POST'): PaymentProcessor {
  return {
    pay(context) {
      const request = parseWith(RedirectPaymentSchema, context.request, 'request');
      const offered = context.merchant.paymentMethods.find((candidate) => candidate.type === type);
      const issuer = chosenIssuer(type, offered, request.paymentMethod.issuer);
      const state: RedirectState = {
        kind: 'redirect',
        name: methodName(context.merchant, type),
        pageRef: newOpaqueToken('', 16),
        returnUrl: checkedReturnUrl(request.returnUrl, context),
      };
      if (issuer) {
        state.issuerId = issuer.id;
        state.issuerName = issuer.name;
      }
      const paymentData = context.storePendingAction(state);
      context.store.bankPages.set(state.pageRef, paymentData);
      const page = bankPageUrl(context.urls.issuer, issuer?.id);
      const action =
        method === 'GET'
          ? { type: 'redirect', method, url: `${page}?ref=${state.pageRef}` }
          : {
              type: 'redirect',
              method,
              url: page,
              data: { ref: state.pageRef, ...(issuer ? { issuer: issuer.id } : {}) },
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
      if (state.decision === 'authorise') return { resultCode: 'Authorised', name: state.name };
      if (state.decision === 'cancel') return { resultCode: 'Cancelled', name: state.name };
      return { resultCode: 'Refused', refusalReason: 'Refused by the bank', name: state.name };
    },
  };
}

export { BANK_DECISIONS, isRedirectState, redirectProcessor };
export type { BankDecision, RedirectState };

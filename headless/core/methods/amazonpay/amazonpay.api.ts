/**
 * Amazon Pay's calls to the payment service (spec section 7): `v1/AmazonPayUtility/signString`
 * (the button's payload signature), `getCheckoutDetails` (the shopper's details for the review,
 * or the decline flow's URL) and `updateCheckoutSession` (the amount, then the URL where Amazon
 * confirms the purchase). Every answer is checked; the errors carry the spec's texts.
 *
 * The service binds an Amazon checkout session to the checkout whose button it signed, and answers
 * the other two calls for that checkout only: each call names the checkout by its client key and,
 * in the sessions flow, by its session (`sessionId` and the current `sessionData` in the body).
 */
import * as v from 'valibot';
import type { Amount } from '../../amount/amount';
import { CheckoutError } from '../../errors/checkout-error';
import type { HttpClient, Logger } from '../../http/http-client';
import type { CheckoutSessionReference } from '../payment-method.types';
import type { AmazonPayRegion } from './amazonpay.rules';

/** The spec's texts of Amazon Pay's errors (section 8). */
const AMAZON_PAY_ERRORS = {
  signature: 'Could not get AmazonPay signature',
  url: 'Could not get the AmazonPay URL',
  shopperDetails: 'Could not shopper details. Missing checkoutSessionId.',
  declineFlow: 'Could handle the decline flow. Missing checkoutSessionId.',
} as const;

/** What the calls need. */
interface AmazonPayApiDeps {
  /** The payment-service client. */
  http: HttpClient;
  /** The client key (every call's `clientKey` query). */
  clientKey: string;
  /** Where the logged errors go (the checkout's logger). */
  logger?: Logger | undefined;
  /** The checkout's session (sessions flow): every call names it; none in the advanced flow. */
  session?: CheckoutSessionReference | undefined;
}

/** The shopper's details of a checkout session (Amazon's answer, as the service forwards it). */
interface AmazonPayCheckoutDetails {
  /** The buyer: name and email. */
  buyer?: { name?: string; email?: string } | undefined;
  /** The shipping address the shopper chose at Amazon (PayAndShip). */
  shippingAddress?:
    | {
        name?: string;
        addressLine1?: string;
        addressLine2?: string;
        city?: string;
        postalCode?: string;
        stateOrRegion?: string;
        countryCode?: string;
      }
    | undefined;
  /** The payment instruments the shopper chose ('Visa ••••1111'). */
  paymentPreferences?: Array<{ paymentDescriptor?: string }> | undefined;
}

const text = v.optional(v.string());
const DetailsSchema = v.looseObject({
  buyer: v.optional(v.looseObject({ name: text, email: text })),
  shippingAddress: v.optional(
    v.nullable(
      v.looseObject({
        name: text,
        addressLine1: text,
        addressLine2: v.optional(v.nullable(v.string())),
        city: text,
        postalCode: text,
        stateOrRegion: v.optional(v.nullable(v.string())),
        countryCode: text,
      }),
    ),
  ),
  paymentPreferences: v.optional(v.array(v.looseObject({ paymentDescriptor: text }))),
});
const SignatureSchema = v.object({ signature: v.pipe(v.string(), v.nonEmpty()) });
const DeclineFlowSchema = v.looseObject({ declineFlowUrl: v.optional(v.string()) });
const UpdateSchema = v.looseObject({
  action: v.optional(v.looseObject({ type: v.optional(v.string()), url: v.optional(v.string()) })),
  errorMessage: v.optional(v.string()),
});

/** The path of a utility call. */
const pathOf = (call: string) => `v1/AmazonPayUtility/${call}`;

/** What names the checkout in a call's body: its session's id and current sessionData (sessions flow). */
const checkoutOf = ({ session }: AmazonPayApiDeps) =>
  session ? { sessionId: session.id, sessionData: session.getSessionData() } : {};

/** Signs the button's payload (`stringToSign`); rejects with 'Could not get AmazonPay signature'. */
async function signAmazonPayPayload(deps: AmazonPayApiDeps, stringToSign: string): Promise<string> {
  try {
    const answer = await deps.http.request({
      path: pathOf('signString'),
      method: 'POST',
      query: { clientKey: deps.clientKey },
      body: { stringToSign, ...checkoutOf(deps) },
      schema: SignatureSchema,
    });
    return answer.signature;
  } catch (cause) {
    throw new CheckoutError('ERROR', AMAZON_PAY_ERRORS.signature, { cause });
  }
}

/** What getCheckoutDetails is asked about a session. */
interface CheckoutDetailsRequest {
  /** The checkout session. */
  checkoutSessionId: string | undefined;
  /** Amazon's public key id of the merchant. */
  publicKeyId: string;
  /** The region. */
  region: AmazonPayRegion;
}

/**
 * The shopper's details of a checkout session (the review's address and payment). Rejects with
 * 'Could not shopper details. Missing checkoutSessionId.' without a session, and with the
 * service's error when it refuses.
 */
async function getAmazonPayShopperDetails(
  deps: AmazonPayApiDeps,
  request: CheckoutDetailsRequest,
): Promise<AmazonPayCheckoutDetails> {
  if (!request.checkoutSessionId) throw new CheckoutError('ERROR', AMAZON_PAY_ERRORS.shopperDetails);
  const answer = await deps.http.request({
    path: pathOf('getCheckoutDetails'),
    method: 'POST',
    query: { clientKey: deps.clientKey },
    body: { ...request, getDeliveryAddress: true, ...checkoutOf(deps) },
    schema: DetailsSchema,
  });
  return answer as AmazonPayCheckoutDetails;
}

/**
 * The URL of Amazon's decline flow (the shopper picks another payment instrument after a
 * refusal), or null: without a session 'Could handle the decline flow. Missing checkoutSessionId.'
 * is logged; a refused call or an answer without a URL is logged too.
 */
async function getAmazonPayDeclineFlowUrl(
  deps: AmazonPayApiDeps,
  request: CheckoutDetailsRequest,
): Promise<string | null> {
  if (!request.checkoutSessionId) {
    deps.logger?.warn(AMAZON_PAY_ERRORS.declineFlow);
    return null;
  }
  try {
    const answer = await deps.http.request({
      path: pathOf('getCheckoutDetails'),
      method: 'POST',
      query: { clientKey: deps.clientKey },
      body: { ...request, getDeclineFlowUrl: true, ...checkoutOf(deps) },
      schema: DeclineFlowSchema,
    });
    if (answer.declineFlowUrl) return answer.declineFlowUrl;
    deps.logger?.warn(AMAZON_PAY_ERRORS.url);
  } catch (error) {
    deps.logger?.warn(AMAZON_PAY_ERRORS.url, error);
  }
  return null;
}

/** What updateCheckoutSession sends (spec section 7). */
interface UpdateCheckoutSessionRequest extends CheckoutDetailsRequest {
  /** The amount to charge. */
  amount: Amount;
  /** OneTime or Recurring. */
  chargePermissionType: string;
  /** Where Amazon returns once the purchase is confirmed. */
  checkoutResultReturnUrl: string;
  /** Recurring metadata (Recurring). */
  recurringMetadata?: Record<string, unknown> | undefined;
}

/**
 * Sets the amount of the checkout session and asks where Amazon confirms the purchase: the URL of
 * the answer's redirect action. An answer without one ('errorMessage') is logged as the service's
 * message or 'Could not get the AmazonPay URL' and rejects with 'Could not get the AmazonPay URL'.
 */
async function updateAmazonPayCheckoutSession(
  deps: AmazonPayApiDeps,
  request: UpdateCheckoutSessionRequest,
): Promise<string> {
  if (!request.checkoutSessionId) throw new CheckoutError('ERROR', AMAZON_PAY_ERRORS.shopperDetails);
  const answer = await deps.http.request({
    path: pathOf('updateCheckoutSession'),
    method: 'POST',
    query: { clientKey: deps.clientKey },
    body: {
      amount: request.amount,
      chargePermissionType: request.chargePermissionType,
      checkoutResultReturnUrl: request.checkoutResultReturnUrl,
      checkoutSessionId: request.checkoutSessionId,
      publicKeyId: request.publicKeyId,
      ...(request.recurringMetadata ? { recurringMetadata: request.recurringMetadata } : {}),
      region: request.region,
      ...checkoutOf(deps),
    },
    schema: UpdateSchema,
  });
  if (answer.action?.type === 'redirect' && answer.action.url) return answer.action.url;
  deps.logger?.warn(answer.errorMessage ?? AMAZON_PAY_ERRORS.url);
  throw new CheckoutError('ERROR', AMAZON_PAY_ERRORS.url);
}

export {
  AMAZON_PAY_ERRORS,
  getAmazonPayDeclineFlowUrl,
  getAmazonPayShopperDetails,
  signAmazonPayPayload,
  updateAmazonPayCheckoutSession,
};
export type {
  AmazonPayApiDeps,
  AmazonPayCheckoutDetails,
  CheckoutDetailsRequest,
  UpdateCheckoutSessionRequest,
};

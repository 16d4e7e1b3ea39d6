/**
 * Where a page is in Amazon Pay's journey, as its URL and options say, and the status it shows:
 * what a page reads before (and without) Amazon Pay's definition, so a page that only routes the
 * shopper back does not carry the definition's rules.
 */
import type { ElementStatus } from '../../payment/payment.machine';

/** The query parameter Amazon adds to the return URLs. */
const AMAZON_CHECKOUT_SESSION_PARAM = 'amazonCheckoutSessionId';
/** The query parameter that marks the return after the purchase was confirmed (the result step). */
const AMAZON_CHECKOUT_RESULT_PARAM = 'amazonCheckoutResult';

/** Where a page is in Amazon Pay's journey. */
type AmazonPayStep =
  /** No checkout session: the Amazon Pay button. */
  | 'button'
  /** Back from Amazon with a checkout session: the order review (confirm, change, sign out). */
  | 'review'
  /** Back after the purchase was confirmed: the payment. */
  | 'result';

/** What the page's URL says about Amazon Pay. */
interface AmazonPayReturn {
  /** The checkout session Amazon created (`amazonCheckoutSessionId`). */
  checkoutSessionId: string;
  /** 'review' after the shopper chose the address and payment; 'result' after the purchase was confirmed. */
  step: 'review' | 'result';
}

/** The step of a page with (or without) a checkout session. */
function amazonPayStepOf(
  checkoutSessionId: string | undefined,
  checkoutResult: boolean | undefined,
): AmazonPayStep {
  if (!checkoutSessionId) return 'button';
  return checkoutResult ? 'result' : 'review';
}

/**
 * What a page's URL (or its query string) says about Amazon Pay: the checkout session and the step,
 * or null when Amazon did not send the shopper back to it.
 */
function amazonPayReturnOf(url: string): AmazonPayReturn | null {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : url;
  const params = new URLSearchParams(query.split('#')[0]);
  const checkoutSessionId = params.get(AMAZON_CHECKOUT_SESSION_PARAM);
  if (!checkoutSessionId) return null;
  return { checkoutSessionId, step: params.has(AMAZON_CHECKOUT_RESULT_PARAM) ? 'result' : 'review' };
}

/** Where Amazon Pay stands on the page. */
type AmazonPayStatus = 'pending' | 'ready' | 'loading' | 'redirect' | 'error';

/**
 * The status a page shows: the journey's, and at the result step the payment's (unless the
 * decline flow runs).
 */
function amazonPayStatusOf(
  state: { step: AmazonPayStep; status: AmazonPayStatus },
  payment: ElementStatus,
): AmazonPayStatus {
  const { step, status } = state;
  if (step !== 'result' || status === 'redirect') return status;
  if (status === 'loading' || payment === 'loading') return 'loading';
  if (payment === 'redirect') return 'redirect';
  return payment === 'error' ? 'error' : 'ready';
}

export {
  AMAZON_CHECKOUT_RESULT_PARAM,
  AMAZON_CHECKOUT_SESSION_PARAM,
  amazonPayReturnOf,
  amazonPayStatusOf,
  amazonPayStepOf,
};
export type { AmazonPayReturn, AmazonPayStatus, AmazonPayStep };

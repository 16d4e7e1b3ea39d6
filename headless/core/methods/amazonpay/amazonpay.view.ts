/**
 * What a page shows of Amazon Pay (the method hooks' `view`): the journey's status and step, the
 * review's details, and whether the decline flow may run. Apart from the definition, so a page
 * reads it before (and without) the definition's chunk.
 */
import type { CheckoutError } from '../../errors/checkout-error';
import type { MessageKey } from '../../i18n/messages';
import { elementStatusOf, type PaymentState } from '../../payment/payment.machine';
import type { AmazonPayCheckoutDetails } from './amazonpay.api';
import type { AmazonPayState } from './amazonpay.flow';
import {
  amazonPayStatusOf,
  amazonPayStepOf,
  type AmazonPayStatus,
  type AmazonPayStep,
} from './amazonpay.return';
import type { AmazonPayOptions } from './amazonpay.settings';

/** What the page shows of Amazon Pay. */
interface AmazonPayView {
  /** 'pending' (the script, the signature or the details load), 'ready', 'loading', 'redirect' or 'error'. */
  status: AmazonPayStatus;
  /** The step: 'button', 'review' (back from Amazon) or 'result' (the purchase confirmed: the payment runs). */
  step: AmazonPayStep;
  /** The shopper's details at the review: buyer, shipping address, payment instruments. */
  details: AmazonPayCheckoutDetails | null;
  /** True after the shopper signed out of Amazon (the button shows again). */
  signedOut: boolean;
  /** Amazon Pay's own failure (script, signature, details, confirm), else null. */
  error: CheckoutError | null;
  /** The message to show with it ('error.message.unknown'), else null. */
  messageKey: MessageKey | null;
  /** True after a refused payment (result step): the decline flow may let the shopper choose another instrument. */
  canHandleDeclineFlow: boolean;
}

/** The view of a state (null: the definition loads; the step is the options'). */
function amazonPayViewOf(
  state: { extra: AmazonPayState; payment: PaymentState } | null,
  options: Pick<AmazonPayOptions, 'amazonCheckoutSessionId' | 'checkoutResult'>,
): AmazonPayView {
  if (!state) {
    const step = amazonPayStepOf(options.amazonCheckoutSessionId, options.checkoutResult);
    return {
      status: 'pending',
      step,
      details: null,
      signedOut: false,
      error: null,
      messageKey: null,
      canHandleDeclineFlow: false,
    };
  }
  const { extra: journey, payment } = state;
  const refused = journey.step === 'result' && payment.status === 'ready' && payment.ended > 0;
  return {
    status: amazonPayStatusOf(journey, elementStatusOf(payment)),
    step: journey.step,
    details: journey.details,
    signedOut: journey.signedOut,
    error: journey.error,
    messageKey: journey.messageKey,
    canHandleDeclineFlow: refused && journey.status !== 'redirect',
  };
}

export { amazonPayViewOf };
export type { AmazonPayView };

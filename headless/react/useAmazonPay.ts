import {
  amazonPayStatusOf,
  amazonPayStepOf,
  type AmazonPayCheckoutDetails,
  type AmazonPayEvent,
  type AmazonPayStatus,
  type AmazonPayStep,
  type CheckoutError,
  type MessageKey,
} from 'headless-checkout/core';
import { collectBrowserEnvironment } from './browser-info';
import { METHOD_REGISTRY } from './method-registry';
import type { UsePaymentMethodOptions } from './use-method-machine';
import { usePaymentMethodAs, type UsePaymentMethodResult } from './usePaymentMethod';
import { merge } from './prop-getters';

/** Options of useAmazonPay: Amazon Pay's (see docs/wallets.md), and what the page does on sign-out. */
type UseAmazonPayOptions = UsePaymentMethodOptions<'amazonpay'> & {
  /** Called after the shopper signed out of Amazon (drop `amazonCheckoutSessionId` from your page's URL). */
  onSignOut?: (() => void) | undefined;
};

/** What useAmazonPay returns: the journey's state and actions, and the payment's (usePaymentMethod's). */
interface UseAmazonPayResult extends Omit<UsePaymentMethodResult<'amazonpay'>, 'status' | 'error'> {
  /** 'pending' (the script, the signature or the details load), 'ready', 'loading', 'redirect' or 'error'. */
  status: AmazonPayStatus;
  /** The step: 'button', 'review' (back from Amazon) or 'result' (the purchase confirmed: the payment runs). */
  step: AmazonPayStep;
  /** The shopper's details at the review: buyer, shipping address, payment instruments. */
  details: AmazonPayCheckoutDetails | null;
  /** The last error (script, signature, details, confirm), else the payment's. */
  error: CheckoutError | null;
  /** The message to show with Amazon Pay's own error ('error.message.unknown'), else null. */
  amazonPayMessageKey: MessageKey | null;
  /** Props for the element Amazon renders its button in (the button step). */
  getButtonContainerProps: <P extends object>(
    userProps?: P,
  ) => P & { ref: (element: HTMLElement | null) => void };
  /** Props for the 'change payment details' button (the review: Amazon opens to change the payment). */
  getChangePaymentProps: <P extends object>(
    userProps?: P,
  ) => P & { ref: (element: HTMLElement | null) => void; type: 'button' };
  /** Confirms the purchase (the review): the amount is set on the session and Amazon confirms it. */
  confirmPurchase: () => void;
  /** Signs the shopper out of Amazon: back to the button. */
  signOut: () => void;
  /** True after the shopper signed out of Amazon (the button shows again). */
  signedOut: boolean;
  /** True after a refused payment: the decline flow may let the shopper choose another instrument. */
  canHandleDeclineFlow: boolean;
  /** Sends the shopper to Amazon's decline flow (another payment instrument), then back to the review. */
  handleDeclineFlow: () => void;
}

/**
 * Amazon Pay (`amazonpay`, spec sections 2 to 4): the definition's effects load Amazon's script,
 * draw the button (the payload signed by the payment service) into your container, load the
 * review's details (back from Amazon), confirm the purchase (the page goes to Amazon), pay once
 * Amazon confirmed it (sent once, by itself) and run the decline flow after a refusal. Safe on the
 * server and under StrictMode.
 */
function useAmazonPay(options: UseAmazonPayOptions = {}): UseAmazonPayResult {
  const { onSignOut, ...methodOptions } = options;
  const method = usePaymentMethodAs('useAmazonPay', 'amazonpay', methodOptions, {
    registry: METHOD_REGISTRY,
    // Amazon's script and the service's calls are the definition's effects; the registry brings the page.
    deps: () => ({ environment: collectBrowserEnvironment }),
  });
  const { state, machine, payment } = method;
  // Before the definition has loaded: the step the options say, pending.
  const journey = state?.extra ?? null;
  const step = journey?.step ?? amazonPayStepOf(options.amazonCheckoutSessionId, options.checkoutResult);
  const send = (event: AmazonPayEvent) => machine?.send(event);
  const refused = step === 'result' && payment.status === 'ready' && payment.ended > 0;
  return {
    ...method,
    status: journey ? amazonPayStatusOf(journey, method.status) : 'pending',
    step,
    details: journey?.details ?? null,
    signedOut: journey?.signedOut ?? false,
    error: journey?.error ?? method.error,
    amazonPayMessageKey: journey?.messageKey ?? null,
    getButtonContainerProps: (userProps) => method.getContainerProps('button', userProps) as never,
    getChangePaymentProps: (userProps) =>
      method.getContainerProps('changePayment', merge(userProps, { type: 'button' as const })) as never,
    confirmPurchase: () => send({ type: 'confirm.requested' }),
    signOut: () => {
      send({ type: 'signOut.requested' });
      onSignOut?.();
    },
    canHandleDeclineFlow: refused && journey?.status !== 'redirect',
    handleDeclineFlow: () => send({ type: 'declineFlow.requested' }),
  };
}

export { useAmazonPay };
export type { UseAmazonPayOptions, UseAmazonPayResult };

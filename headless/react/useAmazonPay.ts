import { amazonPayViewOf, type AmazonPayEvent, type AmazonPayView } from 'headless-checkout/core';
import { collectBrowserEnvironment } from './browser-info';
import type { UsePaymentMethodOptions } from './method-hook.types';
import { useLoadedMethod, type UsePaymentMethodResult } from './usePaymentMethod';
import { merge, type Merged } from './prop-getters';

/** Options of useAmazonPay: Amazon Pay's (see docs/wallets.md), and what the page does on sign-out. */
type UseAmazonPayOptions = UsePaymentMethodOptions<'amazonpay'> & {
  /** Called after the shopper signed out of Amazon (drop `amazonCheckoutSessionId` from your page's URL). */
  onSignOut?: (() => void) | undefined;
};

/** What useAmazonPay returns: the method hook's fields (the journey in `view`), and the journey's actions. */
interface UseAmazonPayResult extends Omit<UsePaymentMethodResult<'amazonpay'>, 'view'> {
  /** The journey: its status and step, the review's details, sign-out, its own error, the decline flow. */
  view: AmazonPayView;
  /** Props for the element Amazon renders its button in (the button step). */
  getButtonContainerProps: <P extends object>(
    userProps?: P,
  ) => P & { ref: (element: HTMLElement | null) => void };
  /** Props for the 'change payment details' button (the review: Amazon opens to change the payment). */
  getChangePaymentProps: <P extends object>(
    userProps?: P,
  ) => P & { ref: (element: HTMLElement | null) => void; type: 'button' };
  /**
   * Props for the review's title: the review is a new screen (the shopper is back from Amazon), so
   * focus moves to its title as it shows.
   */
  getReviewTitleProps: <P extends object>(
    userProps?: P,
  ) => Merged<P, { tabIndex: -1; ref: (element: HTMLElement | null) => void }>;
  /** Confirms the purchase (the review): the amount is set on the session and Amazon confirms it. */
  confirmPurchase: () => void;
  /** Signs the shopper out of Amazon: back to the button. */
  signOut: () => void;
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
  const { onSignOut: _onSignOut, ...methodOptions } = options;
  const method = useLoadedMethod('useAmazonPay', 'amazonpay', methodOptions, {
    // Amazon's script and the service's calls are the definition's effects; the registry brings the page.
    deps: () => ({ environment: collectBrowserEnvironment }),
  });
  return amazonPayOf(method, options);
}

/** Focuses an element as it is attached (one function, so React calls it once per mount). */
const focusWhenShown = (element: HTMLElement | null): void => element?.focus();

/**
 * Amazon Pay's journey over a running `amazonpay` method (useAmazonPay's own, or a drop-in's item):
 * its view, the button's and the change-payment containers, and the journey's actions.
 */
function amazonPayOf(
  method: UsePaymentMethodResult<'amazonpay'>,
  options: Partial<
    Pick<UseAmazonPayOptions, 'amazonCheckoutSessionId' | 'checkoutResult' | 'onSignOut'>
  > = {},
): UseAmazonPayResult {
  const send = (event: AmazonPayEvent) => method.machine?.send(event);
  return {
    ...method,
    // Before the definition has loaded: the step the options say, pending.
    view: amazonPayViewOf(method.state, {
      amazonCheckoutSessionId: options.amazonCheckoutSessionId,
      checkoutResult: options.checkoutResult,
    }),
    getButtonContainerProps: (userProps) => method.getContainerProps('button', userProps) as never,
    getChangePaymentProps: (userProps) =>
      method.getContainerProps('changePayment', merge(userProps, { type: 'button' as const })) as never,
    getReviewTitleProps: (userProps) => merge(userProps, { tabIndex: -1 as const, ref: focusWhenShown }),
    confirmPurchase: () => send({ type: 'confirm.requested' }),
    signOut: () => {
      send({ type: 'signOut.requested' });
      options.onSignOut?.();
    },
    handleDeclineFlow: () => send({ type: 'declineFlow.requested' }),
  };
}

export { amazonPayOf, useAmazonPay };
export type { UseAmazonPayOptions, UseAmazonPayResult };

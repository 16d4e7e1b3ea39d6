import {
  CheckoutError as CheckoutErrorClass,
  ERROR_MESSAGES,
  paypalViewOf,
  type PayPalFundingSource,
  type PayPalView,
} from 'headless-checkout/core';
import type { UsePaymentMethodOptions } from './method-hook.types';
import { useLoadedMethod, type UsePaymentMethodResult } from './usePaymentMethod';
import { merge } from './prop-getters';

/** Options of usePayPal (see docs/wallets.md). */
type UsePayPalOptions = UsePaymentMethodOptions<'paypal'> & {
  /** The SDK script's base URL; by default the checkout's `scriptUrls.paypal`, else PayPal's. */
  scriptUrl?: string | undefined;
};

/** What usePayPal returns: the method hook's fields (the buttons' state in `view`), and the buttons' containers. */
interface UsePayPalResult extends Omit<UsePaymentMethodResult<'paypal'>, 'submit' | 'view'> {
  /** What the buttons show: their status ('pending', 'ready', 'processing', 'error'), the funding sources, vault. */
  view: PayPalView;
  /** Props for the element PayPal renders one button in (hidden when PayPal does not offer it). */
  getButtonContainerProps: <P extends object>(
    fundingSource: PayPalFundingSource,
    userProps?: P,
  ) => P & { ref: (element: HTMLElement | null) => void; hidden: boolean; 'data-funding-source': string };
  /** Not supported: PayPal's buttons start the payment. Throws 'Calling submit() is not supported for this payment method'. */
  submit: () => never;
}

/**
 * PayPal (`paypal`, spec sections 2 to 4): the definition's effects load PayPal's SDK (URL built in
 * the core), draw the PayPal, Credit and Pay Later buttons into your containers; a button's click
 * submits the payment, whose `sdk` action's token is PayPal's order; the shopper's approval goes to
 * /paymentDetails (or onAdditionalDetails); a cancel returns to the buttons (CANCEL reported),
 * PayPal's error fails the payment. A zero amount vaults. Safe on the server and under StrictMode.
 */
function usePayPal(options: UsePayPalOptions = {}): UsePayPalResult {
  const { scriptUrl, ...methodOptions } = options;
  return payPalButtonsOf(
    useLoadedMethod('usePayPal', 'paypal', methodOptions, {
      // PayPal's SDK and buttons are the definition's effects; the registry brings the page.
      scriptUrl,
    }),
  );
}

/**
 * PayPal's buttons over a running `paypal` method (usePayPal's own, or a drop-in's item): its view
 * and a container per funding source (hidden when PayPal does not offer it to this shopper).
 */
function payPalButtonsOf(method: UsePaymentMethodResult<'paypal'>): UsePayPalResult {
  // Before the definition has loaded: pending, no button yet.
  const view = paypalViewOf(method.state);
  return {
    ...method,
    view,
    getButtonContainerProps: (fundingSource, userProps) =>
      method.getContainerProps(
        fundingSource,
        merge(userProps, {
          hidden: view.status !== 'pending' && !view.eligibleFundingSources.includes(fundingSource),
          'data-funding-source': fundingSource,
        }),
      ) as never,
    submit: () => {
      throw new CheckoutErrorClass('IMPLEMENTATION_ERROR', ERROR_MESSAGES.submitNotSupported);
    },
  };
}

export { payPalButtonsOf, usePayPal };
export type { UsePayPalOptions, UsePayPalResult };

import { walletAvailabilityOf, type GooglePayOptions, type WalletAvailability } from 'headless-checkout/core';
import { collectBrowserEnvironment } from './browser-info';
import type { UsePaymentMethodOptions } from './method-hook.types';
import { useLoadedMethod, type UsePaymentMethodResult } from './usePaymentMethod';
import { merge } from './prop-getters';

/** Options of useGooglePay: Google Pay's options (merchant, networks, button…) and the script's URL. */
type UseGooglePayOptions = Omit<UsePaymentMethodOptions<'googlepay'>, 'type'> & {
  /** googlepay (default) or paywithgoogle, as your payment methods name it. */
  type?: GooglePayOptions['type'];
  /** Google's script; by default the checkout's `scriptUrls.googlePay`, else Google's production URL. */
  scriptUrl?: string;
};

/** What useGooglePay returns: the method hook's fields, and the wallet's. */
interface UseGooglePayResult extends UsePaymentMethodResult<'googlepay'> {
  /** Props for the element Google's button is drawn in (createButton), once available. */
  getButtonContainerProps: <P extends { className?: string }>(
    userProps?: P,
  ) => P & { ref: (element: HTMLElement | null) => void; 'data-state': WalletAvailability };
}

/**
 * Google Pay (spec sections 2, 3, 4, 7, 8, 9): the definition's effects load Google's script (once
 * per page), ask isReadyToPay (an answer within 5 s, else not available) and prefetch the payment
 * data, and draw Google's button (createButton, in the checkout's language) into your
 * container; a press opens Google's sheet (loadPaymentData) and its answer pays through the
 * checkout (success, refusal, a 3DS2 action as `action`). A closed sheet returns to ready (CANCEL
 * reported to onError); not available: `availability` 'unavailable' with 'Google Pay is not
 * available'. Safe on the server and under StrictMode.
 */
function useGooglePay(options: UseGooglePayOptions = {}): UseGooglePayResult {
  const { type = 'googlepay', scriptUrl, ...rest } = options;
  const method = useLoadedMethod(
    'useGooglePay',
    type as 'googlepay',
    rest as UsePaymentMethodOptions<'googlepay'>,
    {
      // Google's script and API are the definition's effects; the registry brings the page.
      scriptUrl,
      deps: () => ({ environment: collectBrowserEnvironment }),
    },
  );
  const availability = walletAvailabilityOf(method.state?.availability);
  // Google's button is drawn into this container by the definition's effect.
  const getButtonContainerProps: UseGooglePayResult['getButtonContainerProps'] = (userProps) =>
    method.getContainerProps('button', merge(userProps, { 'data-state': availability })) as never;

  return {
    ...method,
    getButtonContainerProps,
  };
}

export { useGooglePay };
export type { UseGooglePayOptions, UseGooglePayResult };

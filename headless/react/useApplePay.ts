import {
  walletAvailabilityOf,
  type ApplePayButtonColor,
  type ApplePayButtonType,
  type WalletAvailability,
} from 'headless-checkout/core';
import { collectBrowserEnvironment } from './browser-info';
import { useCheckoutContext } from './context';
import type { UsePaymentMethodOptions } from './method-hook.types';
import { useLoadedMethod, type UsePaymentMethodResult } from './usePaymentMethod';
import { merge } from './prop-getters';

/** Options of useApplePay: Apple Pay's options (request fields, button…) and the script's URL. */
type UseApplePayOptions = UsePaymentMethodOptions<'applepay'> & {
  /** Apple's JS SDK; by default the checkout's `scriptUrls.applePay`, else Apple's production URL. */
  scriptUrl?: string;
};

/** Props of the Apple Pay button element. */
interface ApplePayButtonElementProps {
  type: 'button';
  onClick: (event: { defaultPrevented: boolean }) => void;
  disabled: boolean;
  'aria-busy'?: true;
  'data-color': ApplePayButtonColor;
  'data-type': ApplePayButtonType;
  'data-state': WalletAvailability;
  lang: string;
}

/** What useApplePay returns: the method hook's fields, and the wallet's. */
interface UseApplePayResult extends UsePaymentMethodResult<'applepay'> {
  /** Props for your Apple Pay `<button>`: type, click, disabled while it cannot open, its colour, type and language. */
  getButtonProps: <P extends object>(userProps?: P) => P & ApplePayButtonElementProps;
}

/**
 * Apple Pay (spec sections 2, 3, 4, 7, 8, 9): the definition's effects check the client key and a
 * secure context, load Apple's JS SDK (once per page), then `ApplePaySession.canMakePayments()` and
 * the version (from 11 down). A press begins a session with the payment request, in the shopper's
 * click; Apple's merchant validation asks the payment service (`v1/applePay/sessions`), the
 * shopper's authorisation pays through the checkout with `applePayToken`, and the sheet completes
 * with success or failure by the result. A closed sheet returns to ready (CANCEL to onError). Safe
 * on the server and under StrictMode.
 */
function useApplePay(options: UseApplePayOptions = {} as UseApplePayOptions): UseApplePayResult {
  const { scriptUrl, ...rest } = options;
  const checkout = useCheckoutContext('useApplePay');
  const method = useLoadedMethod('useApplePay', 'applepay', rest as UsePaymentMethodOptions<'applepay'>, {
    // Apple's script and API are the definition's effects; the registry brings the page.
    scriptUrl,
    deps: () => ({ environment: collectBrowserEnvironment }),
  });
  const availability = walletAvailabilityOf(method.state?.availability);
  // The method's pay button, where the shopper's click begins Apple's session (synchronously: the
  // submit's effect presses the wallet), usable once Apple Pay is available.
  const getButtonProps: UseApplePayResult['getButtonProps'] = (userProps) => {
    const pay = method.getPayButtonProps();
    return merge(userProps, {
      type: 'button' as const,
      onClick: () => method.submit(),
      disabled: method.available !== true || pay.disabled,
      ...(pay['aria-busy'] ? { 'aria-busy': true as const } : {}),
      'data-color': rest.buttonColor ?? 'black',
      'data-type': rest.buttonType ?? 'plain',
      'data-state': availability,
      lang: checkout.config.locale,
    }) as never;
  };

  return {
    ...method,
    getButtonProps,
  };
}

export { useApplePay };
export type { ApplePayButtonElementProps, UseApplePayOptions, UseApplePayResult };

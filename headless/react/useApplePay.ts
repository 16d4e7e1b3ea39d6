import { useCallback } from 'react';
import {
  walletAvailabilityOf,
  type ApplePayButtonColor,
  type ApplePayButtonType,
  type CheckoutError,
  type WalletAvailability,
} from 'headless-checkout/core';
import { collectBrowserEnvironment } from './browser-info';
import { useCheckoutContext } from './context';
import { METHOD_REGISTRY } from './method-registry';
import type { UsePaymentMethodOptions } from './use-method-machine';
import { usePaymentMethodAs, type UsePaymentMethodResult } from './usePaymentMethod';
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
  /** 'checking' until the page and Apple answered; the button shows only when 'available'. */
  availability: WalletAvailability;
  /** Why Apple Pay cannot be used (no clientKey, an insecure page, not available) or its session failed; null otherwise. */
  walletError: CheckoutError | null;
  /** Starts Apple's session (call it from the shopper's click); ignored within 300 ms of a press, while open and after success. */
  press: () => void;
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
  const method = usePaymentMethodAs('useApplePay', 'applepay', rest as UsePaymentMethodOptions<'applepay'>, {
    registry: METHOD_REGISTRY,
    // Apple's script and API are the definition's effects; the registry brings the page.
    scriptUrl,
    deps: () => ({ environment: collectBrowserEnvironment }),
  });
  const { machine, state, payment } = method;
  const availability = walletAvailabilityOf(state?.availability);
  // Apple asks for the session in the shopper's click: the press's effect begins it synchronously.
  const press = useCallback(() => machine?.send({ type: 'wallet.pressed', at: Date.now() }), [machine]);

  const canPress = availability === 'available' && (payment.status === 'ready' || payment.status === 'error');
  const getButtonProps: UseApplePayResult['getButtonProps'] = (userProps) =>
    merge(userProps, {
      type: 'button' as const,
      onClick: () => press(),
      disabled: !canPress,
      ...(payment.status === 'submitting' ? { 'aria-busy': true as const } : {}),
      'data-color': rest.buttonColor ?? 'black',
      'data-type': rest.buttonType ?? 'plain',
      'data-state': availability,
      lang: checkout.config.locale,
    }) as never;

  return {
    ...method,
    availability,
    walletError: state?.extra.error ?? state?.availability.error ?? null,
    press,
    getButtonProps,
  };
}

export { useApplePay };
export type { ApplePayButtonElementProps, UseApplePayOptions, UseApplePayResult };

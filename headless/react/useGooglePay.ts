import { useCallback, useEffect, useRef } from 'react';
import {
  walletAvailabilityOf,
  type CheckoutError,
  type GooglePayOptions,
  type GooglePaymentsClient,
  type WalletAvailability,
} from 'headless-checkout/core';
import { collectBrowserEnvironment } from './browser-info';
import { METHOD_REGISTRY } from './method-registry';
import { useLatest } from './use-latest';
import type { UsePaymentMethodOptions } from './use-method-machine';
import { usePaymentMethodAs, type UsePaymentMethodResult } from './usePaymentMethod';
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
  /** 'checking' until Google answered isReadyToPay; the button shows only when 'available'. */
  availability: WalletAvailability;
  /** Why Google Pay cannot be used ('Google Pay is not available') or its sheet failed; null otherwise. */
  walletError: CheckoutError | null;
  /** Opens Google's sheet (what Google's button calls); ignored within 300 ms of a press, while it is open and after success. */
  press: () => void;
  /** Props for the element Google's button is drawn in (createButton), once available. */
  getButtonContainerProps: <P extends { className?: string }>(
    userProps?: P,
  ) => P & { ref: (element: HTMLElement | null) => void; 'data-state': WalletAvailability };
}

/**
 * Google Pay (spec sections 2, 3, 4, 7, 8, 9): the definition's effects load Google's script (once
 * per page), ask isReadyToPay (an answer within 5 s, else not available) and prefetch the payment
 * data; the hook draws Google's button (createButton, in the checkout's language) into your
 * container; a press opens Google's sheet (loadPaymentData) and its answer pays through the
 * checkout (success, refusal, a 3DS2 action as `action`). A closed sheet returns to ready (CANCEL
 * reported to onError); not available: `availability` 'unavailable' with 'Google Pay is not
 * available'. Safe on the server and under StrictMode.
 */
function useGooglePay(options: UseGooglePayOptions = {}): UseGooglePayResult {
  const { type = 'googlepay', scriptUrl, ...rest } = options;
  const method = usePaymentMethodAs(
    'useGooglePay',
    type as 'googlepay',
    rest as UsePaymentMethodOptions<'googlepay'>,
    {
      registry: METHOD_REGISTRY,
      // Google's script and API are the definition's effects; the registry brings the page.
      scriptUrl,
      deps: () => ({ environment: collectBrowserEnvironment }),
    },
  );
  const { definition, machine, state } = method;
  const container = useRef<HTMLElement | null>(null);
  const latest = useLatest(state);
  const availability = walletAvailabilityOf(state?.availability);

  const press = useCallback(() => machine?.send({ type: 'wallet.pressed', at: Date.now() }), [machine]);
  const pressed = useLatest(press);

  // Google's button, drawn into the container while available.
  const client = (state?.availability.provider ?? null) as GooglePaymentsClient | null;
  const buttonKey =
    state && definition ? JSON.stringify(definition.buttonOptions(state.options, state.context)) : '';
  useEffect(() => {
    const element = container.current;
    const current = latest.current;
    if (availability !== 'available' || !element || !client || !definition || !current) return;
    const button = client.createButton({
      ...definition.buttonOptions(current.options, current.context),
      onClick: () => pressed.current(),
    });
    if (!(button instanceof Node)) return;
    element.replaceChildren(button);
    return () => void (button.parentNode === element && element.removeChild(button));
  }, [availability, client, buttonKey, definition, latest, pressed]);

  const ref = useCallback((element: HTMLElement | null) => {
    container.current = element;
  }, []);
  const getButtonContainerProps: UseGooglePayResult['getButtonContainerProps'] = (userProps) =>
    merge(userProps, { ref, 'data-state': availability }) as never;

  return {
    ...method,
    availability,
    walletError: state?.extra.error ?? state?.availability.error ?? null,
    press,
    getButtonContainerProps,
  };
}

export { useGooglePay };
export type { UseGooglePayOptions, UseGooglePayResult };

import { useCallback, useEffect, useRef } from 'react';
import {
  CheckoutError as CheckoutErrorClass,
  isCheckoutError,
  type CheckoutError,
  type GooglePayOptions,
  type GooglePaymentsClient,
  type WalletAvailability,
} from 'headless-checkout/core';
import { collectBrowserEnvironment } from './browser-info';
import { useCheckoutContext } from './context';
import { METHOD_REGISTRY } from './method-registry';
import { useLatest } from './use-latest';
import type { UsePaymentMethodOptions } from './use-method-machine';
import { usePaymentMethodAs, type UsePaymentMethodResult } from './usePaymentMethod';
import { loadWalletScript } from './wallet-script';
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
 * Google Pay (spec sections 2, 3, 4, 7, 8, 9): loads Google's script (once per page), asks
 * isReadyToPay, prefetches the payment data and draws Google's button (createButton, in the
 * checkout's language) into your container; a press opens Google's sheet (loadPaymentData) and its
 * answer pays through the checkout (success, refusal, a 3DS2 action as `action`). A closed sheet
 * returns to ready (CANCEL reported to onError); not available: `availability` 'unavailable' with
 * 'Google Pay is not available'. Safe on the server and under StrictMode.
 */
function useGooglePay(options: UseGooglePayOptions = {}): UseGooglePayResult {
  const { type = 'googlepay', scriptUrl: ownUrl, ...rest } = options;
  const checkout = useCheckoutContext('useGooglePay');
  const method = usePaymentMethodAs(
    'useGooglePay',
    type as 'googlepay',
    rest as UsePaymentMethodOptions<'googlepay'>,
    {
      registry: METHOD_REGISTRY,
      deps: () => ({ environment: collectBrowserEnvironment }),
    },
  );
  const { definition, machine, state } = method;
  const scriptUrl = ownUrl ?? checkout.config.scriptUrls?.googlePay ?? definition?.scriptUrl ?? null;
  const live = checkout.config.environment.live;
  const client = useRef<GooglePaymentsClient | null>(null);
  const known = useRef<{ available: boolean; error?: CheckoutError } | null>(null);
  const container = useRef<HTMLElement | null>(null);
  const latest = useLatest(state);
  const availability: WalletAvailability = state?.extra.availability ?? 'checking';

  // Google's script, its client and isReadyToPay: once per machine.
  useEffect(() => {
    if (!machine || !definition || !scriptUrl) return;
    let current = true;
    const { options: methodOptions } = machine.getSnapshot();
    const answer = (available: boolean, error?: CheckoutError) => {
      known.current = { available, ...(error ? { error } : {}) };
      if (current) machine.send({ type: 'wallet.availabilityChecked', available, error });
    };
    loadWalletScript(scriptUrl)
      .then(async () => {
        const Client = definition.clientOf(window);
        if (!Client) throw new CheckoutErrorClass('ERROR', definition.errors.noApi);
        const payments = new Client({ environment: definition.environmentOf(live) });
        const ready = definition.availabilityOf(
          await payments.isReadyToPay(definition.isReadyToPayRequest(methodOptions)),
          methodOptions,
        );
        if (ready !== true) return answer(false, ready);
        client.current = payments;
        const { options: now, context } = machine.getSnapshot();
        payments.prefetchPaymentData(definition.paymentDataRequest(now, context));
        answer(true);
      })
      .catch((cause: unknown) =>
        answer(false, new CheckoutErrorClass('ERROR', definition.errors.notAvailable, { cause })),
      );
    return () => void (current = false);
  }, [machine, definition, scriptUrl, live]);

  // A reset form checks again: the answer already known is given back.
  useEffect(() => {
    if (availability === 'checking' && known.current && machine)
      machine.send({ type: 'wallet.availabilityChecked', ...known.current });
  }, [availability, machine]);

  const press = useCallback(() => {
    const payments = client.current;
    if (!machine || !definition || !payments) return;
    const opened = machine.getSnapshot().extra.opened;
    machine.send({ type: 'wallet.pressed', at: Date.now() });
    const now = machine.getSnapshot();
    if (now.extra.opened === opened) return;
    payments.loadPaymentData(definition.paymentDataRequest(now.options, now.context)).then(
      (paymentData) => {
        const token = definition.tokenOf(paymentData);
        machine.send(
          token instanceof CheckoutErrorClass
            ? { type: 'wallet.failed', error: token }
            : { type: 'wallet.authorized', token },
        );
      },
      (reason: unknown) =>
        machine.send(
          definition.isCancel(reason)
            ? { type: 'wallet.cancelled' }
            : {
                type: 'wallet.failed',
                error: isCheckoutError(reason)
                  ? reason
                  : new CheckoutErrorClass('ERROR', definition.errors.notAvailable, { cause: reason }),
              },
        ),
    );
  }, [machine, definition]);
  const pressed = useLatest(press);

  // Google's button, drawn into the container while available.
  const buttonKey =
    state && definition ? JSON.stringify(definition.buttonOptions(state.options, state.context)) : '';
  useEffect(() => {
    const element = container.current;
    const payments = client.current;
    const current = latest.current;
    if (availability !== 'available' || !element || !payments || !definition || !current) return;
    const button = payments.createButton({
      ...definition.buttonOptions(current.options, current.context),
      onClick: () => pressed.current(),
    });
    if (!(button instanceof Node)) return;
    element.replaceChildren(button);
    return () => void (button.parentNode === element && element.removeChild(button));
  }, [availability, buttonKey, definition, latest, pressed]);

  const ref = useCallback((element: HTMLElement | null) => {
    container.current = element;
  }, []);
  const getButtonContainerProps: UseGooglePayResult['getButtonContainerProps'] = (userProps) =>
    merge(userProps, { ref, 'data-state': availability }) as never;

  return {
    ...method,
    availability,
    walletError: state?.extra.error ?? null,
    press,
    getButtonContainerProps,
  };
}

export { useGooglePay };
export type { UseGooglePayOptions, UseGooglePayResult };

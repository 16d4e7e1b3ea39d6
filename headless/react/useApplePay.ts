import { useCallback, useEffect, useRef } from 'react';
import {
  CheckoutError as CheckoutErrorClass,
  isCheckoutError,
  type ApplePayButtonColor,
  type ApplePayButtonType,
  type ApplePaySessionLike,
  type CheckoutError,
  type WalletAvailability,
} from 'headless-checkout/core';
import { collectBrowserEnvironment } from './browser-info';
import { useCheckoutContext } from './context';
import { METHOD_REGISTRY } from './method-registry';
import type { UsePaymentMethodOptions } from './use-method-machine';
import { usePaymentMethodAs, type UsePaymentMethodResult } from './usePaymentMethod';
import { loadWalletScript } from './wallet-script';
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
 * Apple Pay (spec sections 2, 3, 4, 7, 8, 9): checks the client key and a secure context, loads
 * Apple's JS SDK (once per page), then `ApplePaySession.canMakePayments()` and the version (from 11
 * down). A press starts a session with the payment request; Apple's merchant validation asks the
 * payment service (`v1/applePay/sessions`), the shopper's authorisation pays through the checkout
 * with `applePayToken`, and the sheet completes with success or failure by the result. A closed
 * sheet returns to ready (CANCEL to onError). Safe on the server and under StrictMode.
 */
function useApplePay(options: UseApplePayOptions = {} as UseApplePayOptions): UseApplePayResult {
  const { scriptUrl: ownUrl, ...rest } = options;
  const checkout = useCheckoutContext('useApplePay');
  const method = usePaymentMethodAs('useApplePay', 'applepay', rest as UsePaymentMethodOptions<'applepay'>, {
    registry: METHOD_REGISTRY,
    deps: () => ({ environment: collectBrowserEnvironment }),
  });
  const { definition, machine, state, payment } = method;
  const scriptUrl = ownUrl ?? checkout.config.scriptUrls?.applePay ?? definition?.scriptUrl ?? null;
  const { clientKey } = checkout.config;
  const version = useRef<number | null>(null);
  const known = useRef<{ available: boolean; error?: CheckoutError } | null>(null);
  const authorized = useRef<{ session: ApplePaySessionLike; submitted: boolean } | null>(null);
  const availability: WalletAvailability = state?.extra.availability ?? 'checking';

  useEffect(() => {
    if (!machine || !definition || !scriptUrl) return;
    let current = true;
    const answer = (available: boolean, error?: CheckoutError) => {
      known.current = { available, ...(error ? { error } : {}) };
      if (current) machine.send({ type: 'wallet.availabilityChecked', available, error });
    };
    // No client key or an insecure page: nothing loads.
    const page = { clientKey, isSecureContext: window.isSecureContext };
    const early = definition.availabilityOf({ ...page, session: definition.sessionOf(window) });
    if (early instanceof CheckoutErrorClass && early.type === 'IMPLEMENTATION_ERROR') {
      answer(false, early);
      return () => void (current = false);
    }
    loadWalletScript(scriptUrl).then(
      () => {
        const found = definition.availabilityOf({ ...page, session: definition.sessionOf(window) });
        if (found instanceof CheckoutErrorClass) return answer(false, found);
        version.current = found.version;
        answer(true);
      },
      (cause: unknown) =>
        answer(false, new CheckoutErrorClass('ERROR', definition.errors.notAvailable, { cause })),
    );
    return () => void (current = false);
  }, [machine, definition, scriptUrl, clientKey]);

  useEffect(() => {
    if (availability === 'checking' && known.current && machine)
      machine.send({ type: 'wallet.availabilityChecked', ...known.current });
  }, [availability, machine]);

  // The authorised sheet is completed as soon as its payment ended (success or failure), before
  // the page shows the result: closing the sheet never takes the focus from the result.
  useEffect(() => {
    if (!machine || !definition) return;
    return machine.subscribe(() => {
      const pending = authorized.current;
      const Session = definition.sessionOf(window);
      if (!pending || !Session) return;
      const { payment: now } = machine.getSnapshot();
      if (now.status === 'submitting') pending.submitted = true;
      const completion = pending.submitted ? definition.completionOf(now) : null;
      if (!completion) return;
      authorized.current = null;
      pending.session.completePayment(
        completion === 'success' ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE,
      );
    });
  }, [machine, definition]);

  const press = useCallback(() => {
    const Session = definition?.sessionOf(window);
    if (!machine || !definition || !Session || version.current === null) return;
    const opened = machine.getSnapshot().extra.opened;
    machine.send({ type: 'wallet.pressed', at: Date.now() });
    const now = machine.getSnapshot();
    if (now.extra.opened === opened) return;
    const fail = (error: CheckoutError) => machine.send({ type: 'wallet.failed', error });
    let session: ApplePaySessionLike;
    try {
      // Apple asks for the session in the shopper's click: no await before `begin`.
      session = new Session(version.current, definition.requestOf(now.options, now.context));
    } catch (cause) {
      fail(new CheckoutErrorClass('ERROR', definition.errors.notAvailable, { cause }));
      return;
    }
    session.onvalidatemerchant = () => {
      const current = machine.getSnapshot();
      definition
        .fetchSession(
          checkout.http,
          clientKey,
          definition.sessionRequestOf(current.options, current.context, window.location.hostname),
        )
        .then(
          (merchantSession) => session.completeMerchantValidation(merchantSession),
          (error: unknown) => {
            session.abort();
            fail(
              isCheckoutError(error)
                ? error
                : new CheckoutErrorClass('ERROR', definition.errors.couldNotGet, { cause: error }),
            );
          },
        );
    };
    session.onpaymentauthorized = (event) => {
      authorized.current = { session, submitted: false };
      machine.send({ type: 'wallet.authorized', token: definition.tokenOf(event.payment.token) });
    };
    session.oncancel = () => machine.send({ type: 'wallet.cancelled' });
    session.begin();
  }, [machine, definition, checkout, clientKey]);

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
    walletError: state?.extra.error ?? null,
    press,
    getButtonProps,
  };
}

export { useApplePay };
export type { ApplePayButtonElementProps, UseApplePayOptions, UseApplePayResult };

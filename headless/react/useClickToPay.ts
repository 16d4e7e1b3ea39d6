import { useEffect, useId, useMemo, useRef } from 'react';
import {
  clickToPayFocusOf,
  clickToPayShownOf,
  clickToPayViewOf,
  createCheckoutClickToPay,
  followCheckoutCompletion,
} from 'headless-checkout/core';
import { collectBrowserEnvironment } from './browser-info';
import { browserTimers, pageScriptLoader } from './provider-script';
import { useCheckoutContext } from './context';
import { clickToPayGetters } from './click-to-pay-props';
import { useI18n } from './useI18n';
import { useLatest } from './use-latest';
import { usePaymentResult } from './use-payment-result';
import type { UseClickToPayOptions, UseClickToPayResult } from './useClickToPay.types';
import { useStoreSelector } from './useStoreSelector';

/**
 * Click to Pay (spec sections 2-4, 7, 8): the core's Click to Pay of the checkout (the Visa and
 * Mastercard SDKs from the checkout's `scriptUrls`, else the schemes' URLs; the shopper recognised
 * or looked up, the one-time code and the login, the cards, the payment of the chosen one with
 * 3DS2, refusals and success as the card's) in this page. Safe on the server (nothing loads before
 * mount) and under StrictMode.
 */
function useClickToPay(options: UseClickToPayOptions = {}): UseClickToPayResult {
  const checkout = useCheckoutContext('useClickToPay');
  const latest = useLatest(options);
  const { t, formatAmount } = useI18n();
  // One Click to Pay per checkout; the identity is read once, as the shopper's session starts.
  const machine = useMemo(
    () =>
      createCheckoutClickToPay(
        checkout,
        {
          loader: pageScriptLoader,
          global: () => window,
          timers: browserTimers,
          paymentEnvironment: collectBrowserEnvironment,
        },
        { shopperIdentity: options.shopperIdentity, configuration: () => latest.current.configuration },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [checkout],
  );
  useEffect(() => {
    machine.send({ type: 'clickToPay.started' });
    // Ends with nothing to offer once another payment on the page completed the checkout.
    return followCheckoutCompletion(checkout, machine);
  }, [checkout, machine]);

  const state = useStoreSelector(machine, (snapshot) => snapshot);
  const id = useId();
  const result = usePaymentResult(state.payment, id, t);
  // Each new screen, and each refused code or login, takes focus (the core's rule).
  const lastSeen = useRef(state);
  useEffect(() => {
    const target = clickToPayFocusOf(lastSeen.current, state);
    lastSeen.current = clickToPayShownOf(lastSeen.current, state);
    if (target) document.getElementById(target === 'title' ? `${id}-title` : `${id}-${target}`)?.focus();
  }, [state, id]);
  const view = clickToPayViewOf(state, checkout.config.amount);
  const { payButtonLabel: label, otpSubtitle, resendLabel, errorKey, fieldErrorKeys: _, ...shown } = view;
  const send = machine.send;
  return {
    ...result,
    ...clickToPayGetters(machine, state, view, id, t),
    ...shown,
    clickToPayStatus: state.status,
    error: view.availabilityError ?? state.payment.error,
    state,
    cards: state.cards,
    errorMessage: errorKey ? t(errorKey) : '',
    otpSubtitle: t(otpSubtitle.key, otpSubtitle.values),
    resendLabel: t(resendLabel.key, resendLabel.values),
    loginType: state.login.type,
    payButtonLabel: t(label.key, {
      ...(label.amount ? { amount: formatAmount(label.amount) } : {}),
      ...(label.lastFour ? { lastFour: label.lastFour } : {}),
    }),
    action: state.payment.action,
    selectCard: (srcDigitalCardId) => send({ type: 'card.selected', srcDigitalCardId }),
    submit: () => send({ type: 'pay.requested' }),
    resend: () => send({ type: 'otp.resendRequested' }),
    logout: () => send({ type: 'logout.requested' }),
    setLoginType: (identityType) => send({ type: 'login.typeChanged', identityType }),
    showManualEntry: () => send({ type: 'manualEntry.requested' }),
    completeAction: (response) => send({ type: 'payment', event: { type: 'payment.answered', response } }),
    failAction: (error) => send({ type: 'payment', event: { type: 'payment.failed', error } }),
  };
}

export { useClickToPay };

import { useEffect, useId, useMemo } from 'react';
import {
  clickToPayViewOf,
  createCheckoutClickToPay,
  type CheckoutAction,
  type CheckoutError,
  type ClickToPayCard,
  type ClickToPayConfiguration,
  type ClickToPayState,
  type ClickToPayStatus,
  type ClickToPayView,
  type PaymentResponse,
  type ShopperIdentity,
  type ShopperIdentityType,
} from 'headless-checkout/core';
import { collectBrowserEnvironment } from './browser-info';
import { browserTimers, pageScriptLoader } from './provider-script';
import { useCheckoutContext } from './context';
import { clickToPayGetters, type ClickToPayGetters } from './click-to-pay-props';
import { useI18n } from './useI18n';
import { useLatest } from './use-latest';
import { usePaymentResult, type PaymentResultProps } from './use-payment-result';
import { useStoreSelector } from './useStoreSelector';

/** Options of useClickToPay. */
interface UseClickToPayOptions {
  /** The merchant's ids with the schemes; by default the checkout's `scheme` method's configuration. */
  configuration?: ClickToPayConfiguration;
  /** The shopper's email or mobile phone number, looked up when the browser is not recognised. */
  shopperIdentity?: ShopperIdentity;
}

/** What useClickToPay returns: a method hook's shape, and Click to Pay's own state and actions. */
interface UseClickToPayResult
  extends
    PaymentResultProps,
    ClickToPayGetters,
    // As every method hook: status (the payment's element status), screen, available and why not.
    Omit<ClickToPayView, 'payButtonLabel' | 'otpSubtitle' | 'resendLabel' | 'errorKey' | 'fieldErrorKeys'> {
  /** Where Click to Pay stands: Idle, Loading, ShopperIdentified, OneTimePassword, Ready, Login, NotAvailable. */
  clickToPayStatus: ClickToPayStatus;
  /** Why nothing can be paid with Click to Pay: it is not available, or the payment failed. */
  error: CheckoutError | null;
  /** The whole state (fields, pending call, resend, payment). */
  state: ClickToPayState;
  /** The profile's cards: most recently used first, expired last (marked `isExpired`, not selectable). */
  cards: readonly ClickToPayCard[];
  /** The scheme error to show (`ctp.errors.{reason}`, translated); '' when none. */
  errorMessage: string;
  /** 'Enter the code Visa sent to s***@example.com…'. */
  otpSubtitle: string;
  /** The resend link's text: 'Resend code', 'Code resent', 'Resend code in 42 s'. */
  resendLabel: string;
  /** The login's type: email or mobilePhone. */
  loginType: ShopperIdentityType;
  /** The pay button's text: 'Pay €120.00 with •••• 1111', progress, 'Paid'. */
  payButtonLabel: string;
  /** The payment's action (3DS2…), for ActionView or the action hooks. */
  action: CheckoutAction | null;
  /** Chooses a card by its srcDigitalCardId (an expired card is ignored). */
  selectCard: (srcDigitalCardId: string) => void;
  /** Pays with the chosen card: the scheme's checkout, then the payment. */
  submit: () => void;
  /** Sends a new code. */
  resend: () => void;
  /** 'Not you?': the schemes forget this browser and the login shows. */
  logout: () => void;
  /** Switches the login between email and mobile phone. */
  setLoginType: (type: ShopperIdentityType) => void;
  /** Shows the card form. */
  showManualEntry: () => void;
  /** Hand the action hook's final response here. */
  completeAction: (response: PaymentResponse) => void;
  /** Hand the action hook's error here. */
  failAction: (error: CheckoutError) => void;
}

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
  useEffect(() => machine.send({ type: 'clickToPay.started' }), [machine]);

  const state = useStoreSelector(machine, (snapshot) => snapshot);
  const id = useId();
  const result = usePaymentResult(state.payment, id, t);
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
export type { UseClickToPayOptions, UseClickToPayResult };

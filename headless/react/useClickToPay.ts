import { useEffect, useId, useMemo } from 'react';
import {
  CLICK_TO_PAY_SCHEME_NAMES,
  CLICK_TO_PAY_SDK_URLS,
  canPayWithClickToPay,
  canSubmitOtp,
  clickToPayConfigurationOf,
  clickToPayErrorKeyOf,
  clickToPayInitParamsOf,
  clickToPaySchemesOf,
  createClickToPayMachine,
  createScriptLoader,
  elementStatusOf,
  loadClickToPaySchemes,
  payButtonLabelOf,
  selectedCardOf,
  shopperIdentityOf,
  type CheckoutAction,
  type CheckoutError,
  type ClickToPayCard,
  type ClickToPayConfiguration,
  type ClickToPayState,
  type ClickToPayStatus,
  type ElementStatus,
  type PaymentResponse,
  type ShopperIdentity,
  type ShopperIdentityType,
} from 'headless-checkout/core';
import { collectBrowserEnvironment } from './browser-info';
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

/** What useClickToPay returns. */
interface UseClickToPayResult extends PaymentResultProps, ClickToPayGetters {
  /** Where Click to Pay stands: Idle, Loading, ShopperIdentified, OneTimePassword, Ready, Login, NotAvailable. */
  status: ClickToPayStatus;
  /** The whole state (fields, pending call, resend, payment). */
  state: ClickToPayState;
  /** The profile's cards: most recently used first, expired last (marked `isExpired`, not selectable). */
  cards: readonly ClickToPayCard[];
  /** The chosen card. */
  selectedCard: ClickToPayCard | null;
  /** The scheme error to show (`ctp.errors.{reason}`, translated); '' when none. */
  errorMessage: string;
  /** 'Enter the code Visa sent to s***@example.com…'. */
  otpSubtitle: string;
  /** The resend link's text: 'Resend code', 'Code resent', 'Resend code in 42 s'. */
  resendLabel: string;
  /** False when the account is inaccessible (ACCT_INACCESSIBLE): the resend link is hidden then. */
  showResend: boolean;
  /** Whether a new code may be asked now (not during 'code resent' and the countdown, nor while a call runs). */
  canResend: boolean;
  /** True while a call to the schemes runs (lookup, code, checkout, logout): buttons wait. */
  busy: boolean;
  /** Whether the code may be sent for checking (false while a call runs and for an inaccessible account). */
  canContinue: boolean;
  /** The login's type: email or mobilePhone. */
  loginType: ShopperIdentityType;
  /** Whether the shopper may pay now (a usable card chosen, nothing running). */
  canPay: boolean;
  /** The pay button's text: 'Pay €120.00 with •••• 1111', progress, 'Paid'. */
  payButtonLabel: string;
  /** The payment's element status. */
  paymentStatus: ElementStatus;
  /** The payment's action (3DS2…), for ActionView or the action hooks. */
  action: CheckoutAction | null;
  /**
   * The card form: 'hidden' while Click to Pay loads (mounted, so it is ready at once), 'collapsed'
   * behind the manual-entry button while Click to Pay offers its cards, 'shown' once asked for or
   * when Click to Pay is not available.
   */
  cardForm: 'hidden' | 'collapsed' | 'shown';
  /** Chooses a card by its srcDigitalCardId (an expired card is ignored). */
  selectCard: (srcDigitalCardId: string) => void;
  /** Pays with the chosen card: the scheme's checkout, then the payment. */
  pay: () => void;
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
 * Click to Pay (spec sections 2-4, 7, 8): loads the Visa and Mastercard SDKs configured (the
 * checkout's `scriptUrls.clickToPayVisa` / `clickToPayMastercard`, else the schemes' production
 * URLs), recognises the shopper or looks the shopper identity up, runs the one-time code and the
 * login, lists the cards, and pays the chosen one through the payment lifecycle (3DS2, refusals and
 * success as the card's). Safe on the server (nothing loads before mount) and under StrictMode.
 */
function useClickToPay(options: UseClickToPayOptions = {}): UseClickToPayResult {
  const checkout = useCheckoutContext('useClickToPay');
  const latest = useLatest(options);
  const { t, formatAmount } = useI18n();
  const machine = useMemo(() => {
    let identity: ShopperIdentity | null = null;
    try {
      identity = shopperIdentityOf(options.shopperIdentity);
    } catch (error) {
      checkout.reportError(error);
    }
    // This checkout's transaction with the schemes: its id (made in the browser, on first use) and the ids loaded.
    const transaction = { id: '', configuration: {} as ClickToPayConfiguration };
    return createClickToPayMachine({
      shopperIdentity: identity,
      loadSchemes: async () => {
        const given = latest.current.configuration;
        if (!given) await checkout.paymentMethods.load();
        const scheme = checkout.paymentMethods
          .getSnapshot()
          .response.paymentMethods.find((m) => m.type === 'scheme');
        const configuration = clickToPayConfigurationOf(given ?? scheme?.['configuration']);
        const { scriptUrls, environment } = checkout.config;
        const kind = environment.live ? 'live' : 'test';
        return loadClickToPaySchemes({
          schemes: clickToPaySchemesOf(configuration),
          loader: createScriptLoader<HTMLScriptElement>({
            page: document,
            setTimeout: (callback, ms) => window.setTimeout(callback, ms),
            clearTimeout: (timer) => window.clearTimeout(timer as number),
          }),
          global: window,
          urls: {
            visa: scriptUrls?.clickToPayVisa ?? CLICK_TO_PAY_SDK_URLS.visa[kind],
            mc: scriptUrls?.clickToPayMastercard ?? CLICK_TO_PAY_SDK_URLS.mc[kind],
          },
        }).then((sdks) => {
          transaction.configuration = configuration;
          return sdks;
        });
      },
      initParams: (scheme) =>
        clickToPayInitParamsOf(scheme, transaction.configuration, {
          ...(checkout.config.amount ? { amount: checkout.config.amount } : {}),
          locale: checkout.config.locale,
          transactionId: (transaction.id ||= globalThis.crypto?.randomUUID?.() ?? `${Date.now()}`),
        }),
      now: () => new Date(),
      live: checkout.config.environment.live,
      timers: {
        setTimeout: (run, ms) => window.setTimeout(run, ms),
        clearTimeout: (timer) => window.clearTimeout(timer as number),
      },
      paymentEnvironment: collectBrowserEnvironment,
      submit: (data) => checkout.submitPayment(data),
      reportResult: (response) => void checkout.reportResult(response),
      reportError: (error) => void checkout.reportError(error),
    });
    // One machine per checkout; the identity is read once, as the shopper's session starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkout]);
  useEffect(() => machine.send({ type: 'clickToPay.started' }), [machine]);

  const state = useStoreSelector(machine, (snapshot) => snapshot);
  const id = useId();
  const result = usePaymentResult(state.payment, id, t);
  const card = selectedCardOf(state);
  const paymentStatus = elementStatusOf(state.payment);
  const amount = checkout.config.amount;
  const label = payButtonLabelOf({ status: paymentStatus, amount });
  const payButtonLabel =
    label.key === 'payButton.withAmount' && card && amount
      ? t('ctp.payWith', { amount: formatAmount(amount), lastFour: card.panLastFour })
      : t(label.key, { ...(label.amount ? { amount: formatAmount(label.amount) } : {}) });
  const errorKey = clickToPayErrorKeyOf(state);
  const { phase, seconds } = state.resend;
  const status = state.status;
  return {
    ...result,
    ...clickToPayGetters(machine, state, id, t),
    status,
    state,
    cards: state.cards,
    selectedCard: card,
    errorMessage: errorKey ? t(errorKey) : '',
    otpSubtitle: t('ctp.otp.subtitle', {
      network: state.scheme ? CLICK_TO_PAY_SCHEME_NAMES[state.scheme] : 'Click to Pay',
      destination: state.maskedChannel ?? state.identity?.value ?? '',
    }),
    resendLabel:
      phase === 'resent'
        ? t('ctp.otp.codeResent')
        : phase === 'countdown'
          ? t('ctp.otp.resendIn', { seconds })
          : t('ctp.otp.resendCode'),
    showResend: !state.accountInaccessible,
    canResend: !state.accountInaccessible && phase === 'idle' && state.pending === null,
    busy: state.pending !== null,
    canContinue: canSubmitOtp(state),
    loginType: state.login.type,
    canPay: canPayWithClickToPay(state),
    payButtonLabel,
    paymentStatus,
    action: state.payment.action,
    cardForm:
      status === 'Idle' || status === 'Loading' || status === 'ShopperIdentified'
        ? 'hidden'
        : status === 'NotAvailable' || state.manualEntry
          ? 'shown'
          : 'collapsed',
    selectCard: (srcDigitalCardId) => machine.send({ type: 'card.selected', srcDigitalCardId }),
    pay: () => machine.send({ type: 'pay.requested' }),
    resend: () => machine.send({ type: 'otp.resendRequested' }),
    logout: () => machine.send({ type: 'logout.requested' }),
    setLoginType: (identityType) => machine.send({ type: 'login.typeChanged', identityType }),
    showManualEntry: () => machine.send({ type: 'manualEntry.requested' }),
    completeAction: (response) =>
      machine.send({ type: 'payment', event: { type: 'payment.answered', response } }),
    failAction: (error) => machine.send({ type: 'payment', event: { type: 'payment.failed', error } }),
  };
}

export { useClickToPay };
export type { UseClickToPayOptions, UseClickToPayResult };

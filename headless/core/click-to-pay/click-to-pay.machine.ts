/**
 * Click to Pay's machine (spec section 4): Idle → Loading (the schemes' SDKs load and initialise,
 * recognition is checked) → Ready (a recognised shopper's cards), or ShopperIdentified (the
 * merchant's shopper identity is enrolled with a scheme: the first scheme to match wins) →
 * OneTimePassword (the code was sent) → Ready; NotAvailable when no scheme knows the shopper, or
 * when Loading has not ended within the spec's instant-pay availability timeout (5 s, as a wallet's
 * availability check: what answers later is ignored);
 * Login after 'not you' (or when the code could not be sent), where an enrolled identity goes to
 * OneTimePassword and an unknown one shows NOT_FOUND. A code the scheme refuses shows its reason
 * (spec section 8): ACCT_INACCESSIBLE hides resend, disables continue and shows the card form;
 * RETRIES_EXCEEDED on a code stops its attempts (field and continue disabled) until a new code is
 * sent, and on a resend hides the resend link (the code sent last keeps any attempts it has left);
 * with both, nothing is left to try and the card form shows. The payment of the chosen card runs
 * the one payment lifecycle (`paymentReducer`), so 3DS2, refusals and success behave like the card's.
 *
 * The reducer is pure; the schemes' SDKs, timers, the clock and the payment request come in
 * through deps, so Node tests drive the machine with a fake scheme SDK.
 */
import { CheckoutError, isCheckoutError } from '../errors/checkout-error';
import type { PaymentData } from '../checkout/types';
import type { MessageKey } from '../i18n/messages';
import { METHOD_AVAILABILITY_TIMEOUT_MS } from '../methods/availability';
import type { PaymentEnvironment } from '../methods/payment-method.types';
import {
  READY_PAYMENT,
  canStartPayment,
  paysOrPaid,
  paymentReducer,
  submitPaymentEffect,
  type PaymentDeps,
  type PaymentEvent,
  type PaymentState,
} from '../payment/payment.machine';
import { createMachine, type Effect, type Machine, type MachineOptions } from '../store/machine';
import type { Timers } from '../store/timers';
import { clickToPayCardsOf } from './click-to-pay.cards';
import {
  CLICK_TO_PAY_ERROR_MESSAGES,
  ClickToPayError,
  clickToPayMessageKeyOf,
  clickToPayReasonOf,
  type ClickToPayErrorReason,
} from './click-to-pay.errors';
import { clickToPayCheckoutResultOf, clickToPayPaymentMethodOf } from './click-to-pay.payload';
import type {
  ClickToPayCard,
  ClickToPayScheme,
  ClickToPaySchemeSdk,
  SchemeInitParams,
  ShopperIdentity,
  ShopperIdentityType,
} from './click-to-pay.types';
import { addMessages } from '../i18n/i18n';
import { messages as clickToPayMessages } from '../i18n/compiled/en-US.click-to-pay';

/** The states of spec section 4. */
type ClickToPayStatus =
  'Idle' | 'Loading' | 'ShopperIdentified' | 'OneTimePassword' | 'Ready' | 'Login' | 'NotAvailable';

/** 'code resent' shows this long before the countdown starts (spec section 9). */
const CODE_RESENT_MS = 2_000;
/** The resend countdown, in seconds (spec section 9). */
const RESEND_COUNTDOWN_SECONDS = 60;

/** A text field of Click to Pay (the one-time code, the login identity). */
interface ClickToPayField {
  /** What the shopper typed. */
  value: string;
  /** True once the field lost focus or its form was submitted: an empty value then shows its error. */
  touched: boolean;
}

/** Where the resend link stands: 'idle' (may resend), 'resent' ('code resent', 2 s), 'countdown'. */
interface ClickToPayResend {
  /** The phase. */
  phase: 'idle' | 'resent' | 'countdown';
  /** Seconds left in the countdown. */
  seconds: number;
}

/** A call to the schemes under way, if any. */
type ClickToPayPending = 'lookup' | 'validation' | 'resend' | 'code' | 'checkout' | 'logout' | null;

/** Click to Pay's state. */
interface ClickToPayState {
  /** Where Click to Pay stands (spec section 4). */
  status: ClickToPayStatus;
  /** The schemes whose SDKs loaded and initialised. */
  schemes: readonly ClickToPayScheme[];
  /** The identity being validated or looked up (the merchant's, or the shopper's at login). */
  identity: ShopperIdentity | null;
  /** The scheme that knows the identity (the first to match) or recognised the browser. */
  scheme: ClickToPayScheme | null;
  /** Where the one-time code went (masked), as the scheme said. */
  maskedChannel: string | null;
  /** The profile's cards: most recently used first, expired last. */
  cards: readonly ClickToPayCard[];
  /** The chosen card's id (never an expired card). */
  selectedCardId: string | null;
  /** The one-time code field. */
  otp: ClickToPayField;
  /** The login field, and whether it takes an email or a mobile phone number. */
  login: ClickToPayField & { type: ShopperIdentityType };
  /** A call under way: inputs and buttons wait for it. */
  pending: ClickToPayPending;
  /** The scheme's reason of the last failure shown to the shopper; null when nothing is to show. */
  errorReason: ClickToPayErrorReason | null;
  /** The resend link. */
  resend: ClickToPayResend;
  /** ACCT_INACCESSIBLE on a code: resend hidden, continue disabled, manual card entry shown. */
  accountInaccessible: boolean;
  /**
   * RETRIES_EXCEEDED on a code: this code takes no more attempts (the field and continue disabled,
   * the reason shown) until a new code is sent.
   */
  codeRetriesExceeded: boolean;
  /** RETRIES_EXCEEDED on a resend: no more codes may be sent now (resend hidden). */
  resendRetriesExceeded: boolean;
  /** The shopper asked for the card form (or the account is inaccessible). */
  manualEntry: boolean;
  /** The typed error when the schemes could not load (NotAvailable): reported to onError. */
  error: CheckoutError | null;
  /** The payment of the chosen card (the one payment lifecycle). */
  payment: PaymentState;
}

/** Click to Pay's events. */
type ClickToPayEvent =
  /** Starts loading (only from Idle: a second start, StrictMode's, does nothing). */
  | { type: 'clickToPay.started' }
  /** Another payment on the page completed the checkout: nothing more to offer (unless it paid). */
  | { type: 'checkout.completed' }
  /** The schemes loaded and initialised. */
  | { type: 'schemes.loaded'; schemes: readonly ClickToPayScheme[] }
  /** The schemes could not load (the typed errors of spec section 8). */
  | { type: 'schemes.failed'; error: CheckoutError }
  /** Loading did not end within the availability timeout: Click to Pay is not offered. */
  | { type: 'availability.timedOut'; error: CheckoutError }
  /** A scheme recognised the browser and gave the profile's cards. */
  | { type: 'shopper.recognized'; scheme: ClickToPayScheme; cards: readonly ClickToPayCard[] }
  /** No scheme recognised the browser. */
  | { type: 'shopper.notRecognized' }
  /** The identity lookup across schemes answered: the first scheme that knows it, or none. */
  | { type: 'identity.lookedUp'; identity: ShopperIdentity; scheme: ClickToPayScheme | null }
  /** The lookup failed. */
  | { type: 'identity.failed'; reason: ClickToPayErrorReason }
  /** The one-time code was sent (initiateIdentityValidation). */
  | { type: 'validation.started'; maskedChannel: string | null }
  /** It could not be sent: the shopper is logged out. */
  | { type: 'validation.failed'; reason: ClickToPayErrorReason }
  /** The shopper typed in the code field. */
  | { type: 'otp.changed'; value: string }
  /** The code field lost focus. */
  | { type: 'otp.blurred' }
  /** The shopper asked to continue with the code. */
  | { type: 'otp.submitted' }
  /** The code was right: the profile's cards. */
  | { type: 'otp.validated'; cards: readonly ClickToPayCard[] }
  /** The code was refused. */
  | { type: 'otp.rejected'; reason: ClickToPayErrorReason }
  /** The shopper asked for a new code. */
  | { type: 'otp.resendRequested' }
  /** A new code was sent. */
  | { type: 'otp.resent'; maskedChannel: string | null }
  /** The new code could not be sent. */
  | { type: 'otp.resendFailed'; reason: ClickToPayErrorReason }
  /** The resend's timer fired (2 s of 'code resent', then every second of the countdown). */
  | { type: 'resend.ticked' }
  /** The shopper typed in the login field. */
  | { type: 'login.changed'; value: string }
  /** The login field lost focus. */
  | { type: 'login.blurred' }
  /** The shopper switched between email and mobile phone. */
  | { type: 'login.typeChanged'; identityType: ShopperIdentityType }
  /** The shopper asked to continue with the identity typed. */
  | { type: 'login.submitted' }
  /** 'Not you?': the schemes forget this browser, Click to Pay shows the login. */
  | { type: 'logout.requested' }
  /** The schemes forgot this browser. */
  | { type: 'logout.completed' }
  /** The shopper chose a card (an expired one is ignored). */
  | { type: 'card.selected'; srcDigitalCardId: string }
  /** The shopper pressed pay: the scheme's checkout runs, then the payment. */
  | { type: 'pay.requested' }
  /** The scheme's checkout did not complete (cancelled, or failed). */
  | { type: 'checkout.failed'; error: CheckoutError; cancelled: boolean }
  /** The shopper chose to type a card instead. */
  | { type: 'manualEntry.requested' }
  /** The payment lifecycle's own events (its answer, an action's end, a reset). */
  | { type: 'payment'; event: PaymentEvent };

/** What Click to Pay needs from its host. */
interface ClickToPayDeps extends PaymentDeps {
  /** Loads the configured schemes' SDKs; rejects with 'There are no schemes set to be loaded' or 'Unable to load network schemes'. */
  loadSchemes: () => Promise<readonly ClickToPaySchemeSdk[]>;
  /** The initialisation of a scheme's SDK (the merchant's ids, the amount, the locale). */
  initParams: (scheme: ClickToPayScheme) => SchemeInitParams;
  /** The shopper identity the merchant knows; null when none. */
  shopperIdentity: ShopperIdentity | null;
  /** The current date (expiries are checked against its month). */
  now: () => Date;
  /** True in live environments (Visa's real token reference is sent then). */
  live: boolean;
  /** Timers for the resend countdown. */
  timers: Timers;
  /** The browser's details a payment carries (browserInfo, origin). */
  paymentEnvironment: () => PaymentEnvironment;
}

/** The first state. */
const INITIAL_CLICK_TO_PAY: ClickToPayState = {
  status: 'Idle',
  schemes: [],
  identity: null,
  scheme: null,
  maskedChannel: null,
  cards: [],
  selectedCardId: null,
  otp: { value: '', touched: false },
  login: { value: '', touched: false, type: 'email' },
  pending: null,
  errorReason: null,
  resend: { phase: 'idle', seconds: 0 },
  accountInaccessible: false,
  codeRetriesExceeded: false,
  resendRetriesExceeded: false,
  manualEntry: false,
  error: null,
  payment: READY_PAYMENT,
};

/** The first usable card of a list (the list is sorted: expired cards last). */
function firstUsableCard(cards: readonly ClickToPayCard[]): string | null {
  return cards.find((card) => !card.isExpired)?.srcDigitalCardId ?? null;
}

/** The state of a shopper whose cards are known. */
function ready(
  state: ClickToPayState,
  scheme: ClickToPayScheme,
  cards: readonly ClickToPayCard[],
): ClickToPayState {
  return {
    ...state,
    status: 'Ready',
    scheme,
    cards,
    selectedCardId: firstUsableCard(cards),
    pending: null,
    errorReason: null,
    resend: { phase: 'idle', seconds: 0 },
  };
}

/** The login screen, emptied (after 'not you', or when the code could not be sent). */
function loggedOut(state: ClickToPayState, errorReason: ClickToPayErrorReason | null): ClickToPayState {
  return {
    ...state,
    status: 'Login',
    identity: null,
    scheme: null,
    maskedChannel: null,
    cards: [],
    selectedCardId: null,
    otp: { value: '', touched: false },
    login: { ...state.login, touched: false },
    pending: null,
    errorReason,
    resend: { phase: 'idle', seconds: 0 },
    accountInaccessible: false,
    codeRetriesExceeded: false,
    resendRetriesExceeded: false,
  };
}

/** True while the payment of a card runs or has succeeded: Click to Pay's screens then stay as they are. */
function paymentLocked(state: ClickToPayState): boolean {
  return (
    state.payment.status !== 'ready' && state.payment.status !== 'error' && state.payment.status !== 'partial'
  );
}

/** The chosen card, if any. */
function selectedCardOf(state: ClickToPayState): ClickToPayCard | null {
  return state.cards.find((card) => card.srcDigitalCardId === state.selectedCardId) ?? null;
}

/** Whether the pay button may pay now. */
function canPayWithClickToPay(state: ClickToPayState): boolean {
  const card = selectedCardOf(state);
  return (
    state.status === 'Ready' &&
    state.pending === null &&
    !!card &&
    !card.isExpired &&
    canStartPayment(state.payment)
  );
}

/** Whether the code field takes no more attempts: the account is inaccessible, or this code took its last. */
function otpLocked(state: ClickToPayState): boolean {
  return state.accountInaccessible || state.codeRetriesExceeded;
}

/** Whether the code may be sent for checking now. */
function canSubmitOtp(state: ClickToPayState): boolean {
  return state.status === 'OneTimePassword' && state.pending === null && !otpLocked(state);
}

/** Whether a new code may be asked for now (the resend link may be pressed). */
function canResendOtp(state: ClickToPayState): boolean {
  return (
    state.status === 'OneTimePassword' &&
    state.pending === null &&
    !state.accountInaccessible &&
    !state.resendRetriesExceeded &&
    state.resend.phase === 'idle'
  );
}

/** The message key of the error shown now (a scheme's reason), or null. */
function clickToPayErrorKeyOf(state: ClickToPayState): MessageKey | null {
  return state.errorReason ? clickToPayMessageKeyOf(state.errorReason) : null;
}

/** The pure transition of Click to Pay. */
function clickToPayReducer(state: ClickToPayState, event: ClickToPayEvent): ClickToPayState {
  switch (event.type) {
    case 'clickToPay.started':
      return state.status === 'Idle' ? { ...state, status: 'Loading' } : state;
    case 'checkout.completed':
      // One order, one payment: its own payment (running or done) stays; else it ends, silently.
      if (state.status === 'NotAvailable' || paysOrPaid(state.payment)) return state;
      return { ...state, status: 'NotAvailable', pending: null, error: null };
    case 'schemes.loaded':
      return state.status === 'Loading' ? { ...state, schemes: event.schemes } : state;
    case 'schemes.failed':
    case 'availability.timedOut':
      return state.status === 'Loading'
        ? { ...state, status: 'NotAvailable', pending: null, error: event.error }
        : state;
    case 'shopper.recognized':
      return state.status === 'Loading' ? ready(state, event.scheme, event.cards) : state;
    case 'shopper.notRecognized':
      // The merchant's identity is looked up next (an effect); without one there is nothing to offer.
      if (state.status !== 'Loading') return state;
      return state.identity ? { ...state, pending: 'lookup' } : { ...state, status: 'NotAvailable' };
    case 'identity.lookedUp': {
      if (state.pending !== 'lookup') return state;
      if (event.scheme)
        return {
          ...state,
          status: 'ShopperIdentified',
          identity: event.identity,
          scheme: event.scheme,
          pending: 'validation',
          errorReason: null,
        };
      // In Login an unknown identity shows NOT_FOUND; the merchant's unknown shopper gets no Click to Pay.
      return state.status === 'Login'
        ? { ...state, pending: null, errorReason: 'NOT_FOUND' }
        : { ...state, status: 'NotAvailable', pending: null };
    }
    case 'identity.failed':
      if (state.pending !== 'lookup') return state;
      return state.status === 'Login'
        ? { ...state, pending: null, errorReason: event.reason }
        : { ...state, status: 'NotAvailable', pending: null };
    case 'validation.started':
      if (state.status !== 'ShopperIdentified' || state.pending !== 'validation') return state;
      return {
        ...state,
        status: 'OneTimePassword',
        maskedChannel: event.maskedChannel,
        otp: { value: '', touched: false },
        pending: null,
        errorReason: null,
        resend: { phase: 'idle', seconds: 0 },
        accountInaccessible: false,
        codeRetriesExceeded: false,
        resendRetriesExceeded: false,
      };
    case 'validation.failed':
      // Failure to start the validation logs the shopper out (spec section 4).
      if (state.status !== 'ShopperIdentified' || state.pending !== 'validation') return state;
      return { ...loggedOut(state, event.reason), pending: 'logout' };
    case 'otp.changed':
      if (state.status !== 'OneTimePassword' || state.pending === 'code') return state;
      return {
        ...state,
        otp: { ...state.otp, value: event.value.replace(/\s/g, '') },
        // A locked code keeps its reason in view: typing cannot make it take an attempt.
        errorReason: otpLocked(state) ? state.errorReason : null,
      };
    case 'otp.blurred':
      return state.status === 'OneTimePassword' && !state.otp.touched
        ? { ...state, otp: { ...state.otp, touched: true } }
        : state;
    case 'otp.submitted':
      if (!canSubmitOtp(state)) return state;
      if (state.otp.value === '') return { ...state, otp: { ...state.otp, touched: true } };
      return { ...state, otp: { ...state.otp, touched: true }, pending: 'code', errorReason: null };
    case 'otp.validated':
      if (state.status !== 'OneTimePassword' || state.pending !== 'code' || !state.scheme) return state;
      return ready(state, state.scheme, event.cards);
    case 'otp.rejected': {
      if (state.status !== 'OneTimePassword' || state.pending !== 'code') return state;
      // ACCT_INACCESSIBLE: resend hidden, continue disabled, the card form shown (spec section 8).
      const inaccessible = event.reason === 'ACCT_INACCESSIBLE';
      // RETRIES_EXCEEDED: this code takes no more attempts; a new code may (a resend), or the card form.
      const codeRetriesExceeded = state.codeRetriesExceeded || event.reason === 'RETRIES_EXCEEDED';
      return {
        ...state,
        pending: null,
        errorReason: event.reason,
        accountInaccessible: inaccessible,
        codeRetriesExceeded,
        // Nothing left to try with Click to Pay: the card form shows.
        manualEntry:
          state.manualEntry || inaccessible || (codeRetriesExceeded && state.resendRetriesExceeded),
      };
    }
    case 'otp.resendRequested':
      if (!canResendOtp(state)) return state;
      return { ...state, pending: 'resend', errorReason: null };
    case 'otp.resent':
      if (state.status !== 'OneTimePassword' || state.pending !== 'resend') return state;
      // A new code: a new cycle of attempts.
      return {
        ...state,
        pending: null,
        maskedChannel: event.maskedChannel ?? state.maskedChannel,
        otp: { value: '', touched: false },
        resend: { phase: 'resent', seconds: RESEND_COUNTDOWN_SECONDS },
        codeRetriesExceeded: false,
      };
    case 'otp.resendFailed': {
      if (state.status !== 'OneTimePassword' || state.pending !== 'resend') return state;
      // RETRIES_EXCEEDED: no more codes now. The code sent last still takes its attempts, if it has any.
      const resendRetriesExceeded = state.resendRetriesExceeded || event.reason === 'RETRIES_EXCEEDED';
      return {
        ...state,
        pending: null,
        errorReason: event.reason,
        resendRetriesExceeded,
        manualEntry: state.manualEntry || (resendRetriesExceeded && state.codeRetriesExceeded),
      };
    }
    case 'resend.ticked': {
      if (state.status !== 'OneTimePassword') return state;
      const { phase, seconds } = state.resend;
      if (phase === 'resent')
        return { ...state, resend: { phase: 'countdown', seconds: RESEND_COUNTDOWN_SECONDS } };
      if (phase === 'countdown')
        return {
          ...state,
          resend: seconds <= 1 ? { phase: 'idle', seconds: 0 } : { phase, seconds: seconds - 1 },
        };
      return state;
    }
    case 'login.changed':
      if (state.status !== 'Login' || state.pending !== null) return state;
      return { ...state, login: { ...state.login, value: event.value }, errorReason: null };
    case 'login.blurred':
      return state.status === 'Login' && !state.login.touched
        ? { ...state, login: { ...state.login, touched: true } }
        : state;
    case 'login.typeChanged':
      if (state.status !== 'Login' || state.pending !== null || state.login.type === event.identityType)
        return state;
      return { ...state, login: { value: '', touched: false, type: event.identityType }, errorReason: null };
    case 'login.submitted': {
      if (state.status !== 'Login' || state.pending !== null) return state;
      const value = state.login.value.trim();
      if (value === '') return { ...state, login: { ...state.login, touched: true } };
      const identity: ShopperIdentity = {
        value: state.login.type === 'mobilePhone' ? value.replace(/[\s()-]/g, '') : value,
        type: state.login.type,
      };
      return {
        ...state,
        login: { ...state.login, touched: true },
        identity,
        pending: 'lookup',
        errorReason: null,
      };
    }
    case 'logout.requested':
      if (
        (state.status !== 'Ready' && state.status !== 'OneTimePassword') ||
        state.pending !== null ||
        paymentLocked(state)
      )
        return state;
      return {
        ...loggedOut(state, null),
        login: { value: '', touched: false, type: 'email' },
        pending: 'logout',
      };
    case 'logout.completed':
      return state.pending === 'logout' ? { ...state, pending: null } : state;
    case 'card.selected': {
      if (state.status !== 'Ready' || paymentLocked(state) || state.pending !== null) return state;
      const card = state.cards.find((candidate) => candidate.srcDigitalCardId === event.srcDigitalCardId);
      if (!card || card.isExpired || card.srcDigitalCardId === state.selectedCardId) return state;
      return { ...state, selectedCardId: card.srcDigitalCardId };
    }
    case 'pay.requested':
      if (!canPayWithClickToPay(state)) return state;
      return {
        ...state,
        pending: 'checkout',
        errorReason: null,
        payment: paymentReducer(state.payment, { type: 'payment.started' }),
      };
    case 'checkout.failed':
      if (state.pending !== 'checkout') return state;
      // A checkout that did not complete takes back the payment it had started: nothing was submitted.
      return {
        ...state,
        pending: null,
        errorReason: event.cancelled ? null : 'UNKNOWN_ERROR',
        payment: { ...state.payment, status: 'ready', error: null, messageKey: null },
      };
    case 'manualEntry.requested':
      return state.manualEntry ? state : { ...state, manualEntry: true };
    case 'payment': {
      const payment = paymentReducer(state.payment, event.event);
      if (payment === state.payment) return state;
      // The answer of the submitted payment ends the checkout's call.
      const pending =
        state.pending === 'checkout' && event.event.type !== 'payment.started' ? null : state.pending;
      return { ...state, payment, pending };
    }
    default:
      event satisfies never;
      return state;
  }
}

/** The schemes' SDKs a machine loaded, kept with the machine (never in its state). */
interface LoadedSchemes {
  /** The initialised SDKs, in the order they are asked. */
  sdks: readonly ClickToPaySchemeSdk[];
  /** The resend timer running, if any. */
  timer: unknown;
  /** The availability timer running while Loading, if any. */
  availability: unknown;
}

/** A checkout error of anything an SDK or the loader threw. */
function asClickToPayError(error: unknown, call: string): CheckoutError {
  return isCheckoutError(error) ? error : new ClickToPayError(call, clickToPayReasonOf(error), error);
}

/** Click to Pay's effects, over the SDKs this machine loaded. */
function clickToPayEffects(
  loaded: LoadedSchemes,
): Effect<ClickToPayState, ClickToPayEvent, ClickToPayDeps>[] {
  const sdkOf = (scheme: ClickToPayScheme | null) => loaded.sdks.find((sdk) => sdk.scheme === scheme) ?? null;

  const load: Effect<ClickToPayState, ClickToPayEvent, ClickToPayDeps> = ({
    state,
    previous,
    send,
    deps,
  }) => {
    if (state.status !== 'Loading' || previous.status === 'Loading') return;
    void (async () => {
      let sdks: readonly ClickToPaySchemeSdk[];
      try {
        sdks = await deps.loadSchemes();
        if (loaded.availability === undefined) return; // timed out: nothing more is asked
        if (sdks.length === 0) throw new CheckoutError('ERROR', CLICK_TO_PAY_ERROR_MESSAGES.noSchemes);
        const initialised = await Promise.all(
          sdks.map((sdk) =>
            sdk.init(deps.initParams(sdk.scheme)).then(
              () => sdk,
              () => null,
            ),
          ),
        );
        sdks = initialised.filter((sdk): sdk is ClickToPaySchemeSdk => sdk !== null);
        if (sdks.length === 0)
          throw new CheckoutError('ERROR', CLICK_TO_PAY_ERROR_MESSAGES.unableToLoadSchemes);
      } catch (error) {
        const typed = isCheckoutError(error)
          ? error
          : new CheckoutError('ERROR', CLICK_TO_PAY_ERROR_MESSAGES.unableToLoadSchemes, { cause: error });
        // After the time-out the failure was already reported as the time-out.
        if (loaded.availability === undefined) return;
        deps.reportError?.(typed);
        send({ type: 'schemes.failed', error: typed });
        return;
      }
      if (loaded.availability === undefined) return; // timed out: nothing more is asked
      loaded.sdks = sdks;
      send({ type: 'schemes.loaded', schemes: sdks.map((sdk) => sdk.scheme) });
      // Recognition: the first scheme that recognises this browser gives the profile.
      for (const sdk of sdks) {
        try {
          const answer = await sdk.isRecognized();
          if (!answer.recognized || !answer.idTokens?.length) continue;
          const profile = await sdk.getSrcProfile(answer.idTokens);
          send({
            type: 'shopper.recognized',
            scheme: sdk.scheme,
            cards: clickToPayCardsOf(sdk.scheme, profile, deps.now()),
          });
          return;
        } catch {
          // A scheme that fails here does not recognise the shopper; the next may.
        }
      }
      send({ type: 'shopper.notRecognized' });
    })();
  };

  // Loading (the SDKs, their init, recognition, the identity's lookup) answers within the
  // instant-pay availability timeout, else Click to Pay is not available (reported once).
  const availability: Effect<ClickToPayState, ClickToPayEvent, ClickToPayDeps> = ({
    state,
    previous,
    send,
    deps,
  }) => {
    if (state.status === previous.status) return;
    if (previous.status === 'Loading' && loaded.availability !== undefined) {
      deps.timers.clearTimeout(loaded.availability);
      loaded.availability = undefined;
    }
    if (state.status !== 'Loading') return;
    loaded.availability = deps.timers.setTimeout(() => {
      loaded.availability = undefined;
      const error = new CheckoutError(
        'ERROR',
        CLICK_TO_PAY_ERROR_MESSAGES.notAvailable(METHOD_AVAILABILITY_TIMEOUT_MS),
      );
      deps.reportError?.(error);
      send({ type: 'availability.timedOut', error });
    }, METHOD_AVAILABILITY_TIMEOUT_MS);
  };

  const lookup: Effect<ClickToPayState, ClickToPayEvent, ClickToPayDeps> = ({
    state,
    previous,
    send,
    deps,
  }) => {
    if (state.pending !== 'lookup' || previous.pending === 'lookup') return;
    const identity = state.identity ?? deps.shopperIdentity;
    if (!identity) return;
    void (async () => {
      // Every scheme is asked; the first in order that knows the identity wins.
      const answers = await Promise.all(
        loaded.sdks.map((sdk) =>
          sdk.identityLookup(identity).then(
            (answer) => ({ scheme: sdk.scheme, present: answer.consumerPresent === true, reason: null }),
            (error: unknown) => ({ scheme: sdk.scheme, present: false, reason: clickToPayReasonOf(error) }),
          ),
        ),
      );
      const match = answers.find((answer) => answer.present);
      if (match) return send({ type: 'identity.lookedUp', identity, scheme: match.scheme });
      const failure = answers.find((answer) => answer.reason !== null);
      if (failure?.reason && answers.every((answer) => answer.reason !== null)) {
        deps.reportError?.(new ClickToPayError('identityLookup', failure.reason));
        return send({ type: 'identity.failed', reason: failure.reason });
      }
      send({ type: 'identity.lookedUp', identity, scheme: null });
    })();
  };

  const validate: Effect<ClickToPayState, ClickToPayEvent, ClickToPayDeps> = ({
    state,
    previous,
    send,
    deps,
  }) => {
    const starting = state.pending === 'validation' && previous.pending !== 'validation';
    const resending = state.pending === 'resend' && previous.pending !== 'resend';
    if (!starting && !resending) return;
    const sdk = sdkOf(state.scheme);
    if (!sdk) return;
    sdk.initiateIdentityValidation().then(
      (answer) => {
        const maskedChannel =
          typeof answer?.maskedValidationChannel === 'string' ? answer.maskedValidationChannel : null;
        send(
          starting ? { type: 'validation.started', maskedChannel } : { type: 'otp.resent', maskedChannel },
        );
      },
      (error: unknown) => {
        const reason = clickToPayReasonOf(error);
        deps.reportError?.(new ClickToPayError('initiateIdentityValidation', reason, error));
        send(starting ? { type: 'validation.failed', reason } : { type: 'otp.resendFailed', reason });
      },
    );
  };

  const completeCode: Effect<ClickToPayState, ClickToPayEvent, ClickToPayDeps> = ({
    state,
    previous,
    send,
    deps,
  }) => {
    if (state.pending !== 'code' || previous.pending === 'code') return;
    const sdk = sdkOf(state.scheme);
    if (!sdk) return;
    void (async () => {
      let idToken: string;
      try {
        ({ idToken } = await sdk.completeIdentityValidation(state.otp.value));
      } catch (error) {
        const reason = clickToPayReasonOf(error);
        deps.reportError?.(new ClickToPayError('completeIdentityValidation', reason, error));
        return send({ type: 'otp.rejected', reason });
      }
      try {
        const profile = await sdk.getSrcProfile([idToken]);
        send({ type: 'otp.validated', cards: clickToPayCardsOf(sdk.scheme, profile, deps.now()) });
      } catch (error) {
        const reason = clickToPayReasonOf(error);
        deps.reportError?.(new ClickToPayError('getSrcProfile', reason, error));
        send({ type: 'otp.rejected', reason });
      }
    })();
  };

  const resendTimer: Effect<ClickToPayState, ClickToPayEvent, ClickToPayDeps> = ({
    state,
    previous,
    send,
    deps,
  }) => {
    if (state.resend === previous.resend && state.status === previous.status) return;
    if (loaded.timer !== undefined) deps.timers.clearTimeout(loaded.timer);
    loaded.timer = undefined;
    if (state.status !== 'OneTimePassword' || state.resend.phase === 'idle') return;
    loaded.timer = deps.timers.setTimeout(
      () => {
        loaded.timer = undefined;
        send({ type: 'resend.ticked' });
      },
      state.resend.phase === 'resent' ? CODE_RESENT_MS : 1_000,
    );
  };

  const logout: Effect<ClickToPayState, ClickToPayEvent, ClickToPayDeps> = ({ state, previous, send }) => {
    if (state.pending !== 'logout' || previous.pending === 'logout') return;
    void Promise.all(loaded.sdks.map((sdk) => sdk.unbindAppInstance().catch(() => undefined))).then(() =>
      send({ type: 'logout.completed' }),
    );
  };

  const checkout: Effect<ClickToPayState, ClickToPayEvent, ClickToPayDeps> = ({
    state,
    previous,
    event,
    send,
    deps,
  }) => {
    if (event.type !== 'pay.requested' || state.pending !== 'checkout' || previous.pending === 'checkout')
      return;
    const card = selectedCardOf(state);
    const sdk = sdkOf(card?.scheme ?? null);
    if (!card || !sdk) return;
    const data: Promise<PaymentData> = sdk
      .checkout({ srcDigitalCardId: card.srcDigitalCardId, srcCorrelationId: card.srcCorrelationId })
      .then((answer) => {
        if (answer?.dcfActionCode !== 'COMPLETE')
          throw Object.assign(
            new CheckoutError(
              'ERROR',
              CLICK_TO_PAY_ERROR_MESSAGES.checkoutNotCompleted(String(answer?.dcfActionCode)),
            ),
            { dcfActionCode: String(answer?.dcfActionCode) },
          );
        const result = clickToPayCheckoutResultOf(card, answer, deps.live);
        return {
          paymentMethod: clickToPayPaymentMethodOf(result),
          ...deps.paymentEnvironment(),
        } as PaymentData;
      });
    // The payment is submitted only once the scheme's checkout completed.
    data.then(
      (paymentData) =>
        submitPaymentEffect({
          event: { type: 'payment.started', data: paymentData },
          state: state.payment,
          previous: previous.payment,
          send: (paymentEvent) => send({ type: 'payment', event: paymentEvent }),
          deps,
        }),
      (error: unknown) => {
        const typed = asClickToPayError(error, 'checkout');
        deps.reportError?.(typed);
        const code = (error as { dcfActionCode?: string } | null)?.dcfActionCode;
        send({ type: 'checkout.failed', error: typed, cancelled: code === 'CANCEL' });
      },
    );
  };

  return [availability, load, lookup, validate, completeCode, resendTimer, logout, checkout];
}

/** A Click to Pay machine. */
type ClickToPayMachine = Machine<ClickToPayState, ClickToPayEvent, ClickToPayDeps>;

/** Creates Click to Pay's machine; send 'clickToPay.started' to load the schemes. */
function createClickToPayMachine(
  deps: ClickToPayDeps,
  options: MachineOptions<ClickToPayState, ClickToPayEvent> = {},
): ClickToPayMachine {
  // Click to Pay's en-US texts ship with its code (it is not a registry method): the catalogue has
  // them before anything formats them.
  addMessages(clickToPayMessages);
  const initialState: ClickToPayState = deps.shopperIdentity
    ? { ...INITIAL_CLICK_TO_PAY, identity: deps.shopperIdentity }
    : INITIAL_CLICK_TO_PAY;
  return createMachine(
    {
      initialState,
      reducer: clickToPayReducer,
      effects: clickToPayEffects({ sdks: [], timer: undefined, availability: undefined }),
    },
    deps,
    options,
  );
}

export {
  CODE_RESENT_MS,
  INITIAL_CLICK_TO_PAY,
  RESEND_COUNTDOWN_SECONDS,
  canPayWithClickToPay,
  canResendOtp,
  canSubmitOtp,
  clickToPayErrorKeyOf,
  clickToPayReducer,
  createClickToPayMachine,
  otpLocked,
  selectedCardOf,
};
export type {
  ClickToPayDeps,
  ClickToPayEvent,
  ClickToPayField,
  ClickToPayMachine,
  ClickToPayPending,
  ClickToPayResend,
  ClickToPayState,
  ClickToPayStatus,
};

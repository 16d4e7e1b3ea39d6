/**
 * What a page shows of Click to Pay, one rule for every hook and skin: whether it can be used (its
 * availability: 'checking' while the schemes load and recognise the shopper), the screen of the
 * payment (as a method's, spec section 4), the card form beside it, each field's error, the resend
 * link, the code's subtitle and the pay button's label (its key and values; the host translates).
 */
import type { Amount } from '../amount/amount';
import type { CheckoutError } from '../errors/checkout-error';
import type { MessageValues } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import { screenOf, type MethodScreen } from '../methods/method.screen';
import { payButtonLabelOf, type PayButtonLabel } from '../payment/payment.button';
import { elementStatusOf, type ElementStatus } from '../payment/payment.machine';
import {
  canPayWithClickToPay,
  canResendOtp,
  canSubmitOtp,
  clickToPayErrorKeyOf,
  otpLocked,
  selectedCardOf,
  type ClickToPayState,
} from './click-to-pay.machine';
import { CLICK_TO_PAY_SCHEME_NAMES, type ClickToPayCard } from './click-to-pay.types';

/** A text to show: its key and values. */
interface ClickToPayText {
  key: MessageKey;
  values?: MessageValues;
}

/** What the page shows of Click to Pay now. */
interface ClickToPayView {
  /** The payment's element status ('ready', 'loading', 'redirect', 'success', 'error'). */
  status: ElementStatus;
  /** Whether Click to Pay can be used: 'checking' while it loads, then true, or false (not available). */
  available: 'checking' | boolean;
  /** Why it cannot be used (the schemes' typed error), else null. */
  availabilityError: CheckoutError | null;
  /** The payment's screen: 'loading' while Click to Pay loads, 'unavailable', 'form', 'action', 'result'. */
  screen: MethodScreen;
  /**
   * The card form: 'hidden' while Click to Pay loads (mounted, so it is ready at once), 'collapsed'
   * behind the manual-entry button while Click to Pay offers its cards, 'shown' once asked for or
   * when Click to Pay is not available.
   */
  cardForm: 'hidden' | 'collapsed' | 'shown';
  /** The chosen card. */
  selectedCard: ClickToPayCard | null;
  /** The scheme error to show (`ctp.errors.{reason}`), else null. */
  errorKey: MessageKey | null;
  /** Each field's error to show: empty once left, else the scheme's reason on its screen. */
  fieldErrorKeys: Record<'otp' | 'login', MessageKey | null>;
  /** 'Enter the code Visa sent to s***@example.com…'. */
  otpSubtitle: ClickToPayText;
  /** The resend link's text: 'Resend code', 'Code resent', 'Resend code in 42 s'. */
  resendLabel: ClickToPayText;
  /**
   * False when the account is inaccessible (ACCT_INACCESSIBLE) or no more codes may be sent
   * (RETRIES_EXCEEDED on a resend): the resend link is hidden then.
   */
  showResend: boolean;
  /** Whether a new code may be asked now. */
  canResend: boolean;
  /**
   * Whether the code field is disabled: a call runs, the account is inaccessible, or this code took
   * its last attempt (RETRIES_EXCEEDED: a new code, or the card form, is the way on).
   */
  otpDisabled: boolean;
  /** True while a call to the schemes runs (lookup, code, checkout, logout). */
  busy: boolean;
  /** Whether the code may be sent for checking. */
  canContinue: boolean;
  /** Whether the shopper may pay now (a usable card chosen, nothing running). */
  canPay: boolean;
  /** The pay button's text: 'Pay {amount} with •••• {lastFour}', progress, 'Paid'. */
  payButtonLabel: PayButtonLabel & { lastFour?: string };
}

/**
 * The error key a field shows: once left empty, the field's own ('Enter the one-time code', 'Enter your
 * email address', 'Enter your mobile number'), else the scheme's reason on its screen.
 */
function fieldErrorKeyOf(state: ClickToPayState, field: 'otp' | 'login'): MessageKey | null {
  if (state.status !== (field === 'otp' ? 'OneTimePassword' : 'Login')) return null;
  const { value, touched } = state[field];
  if (touched && value.trim() === '') {
    if (field === 'otp') return 'ctp.otp.empty';
    return state.login.type === 'mobilePhone' ? 'ctp.login.mobileEmpty' : 'ctp.login.emailEmpty';
  }
  return clickToPayErrorKeyOf(state);
}

/** The view of a Click to Pay state, for the checkout's amount. */
function clickToPayViewOf(state: ClickToPayState, amount: Amount | undefined): ClickToPayView {
  const { status: stage, resend } = state;
  const loading = stage === 'Idle' || stage === 'Loading' || stage === 'ShopperIdentified';
  const available = loading ? 'checking' : stage !== 'NotAvailable';
  const status = elementStatusOf(state.payment);
  const card = selectedCardOf(state);
  const label = payButtonLabelOf({ status, amount });
  return {
    status,
    available,
    availabilityError: stage === 'NotAvailable' ? state.error : null,
    screen: screenOf({ payment: state.payment, availability: { available } }),
    cardForm: loading ? 'hidden' : stage === 'NotAvailable' || state.manualEntry ? 'shown' : 'collapsed',
    selectedCard: card,
    errorKey: clickToPayErrorKeyOf(state),
    fieldErrorKeys: { otp: fieldErrorKeyOf(state, 'otp'), login: fieldErrorKeyOf(state, 'login') },
    otpSubtitle: {
      key: 'ctp.otp.subtitle',
      values: {
        network: state.scheme ? CLICK_TO_PAY_SCHEME_NAMES[state.scheme] : 'Click to Pay',
        destination: state.maskedChannel ?? state.identity?.value ?? '',
      },
    },
    resendLabel:
      resend.phase === 'resent'
        ? { key: 'ctp.otp.codeResent' }
        : resend.phase === 'countdown'
          ? { key: 'ctp.otp.resendIn', values: { seconds: resend.seconds } }
          : { key: 'ctp.otp.resendCode' },
    showResend: !state.accountInaccessible && !state.resendRetriesExceeded,
    canResend: canResendOtp(state),
    otpDisabled: state.pending !== null || otpLocked(state),
    busy: state.pending !== null,
    canContinue: canSubmitOtp(state),
    canPay: canPayWithClickToPay(state),
    payButtonLabel:
      label.key === 'payButton.withAmount' && card && amount
        ? { key: 'ctp.payWith', amount, lastFour: card.panLastFour }
        : label,
  };
}

export { clickToPayViewOf };
export type { ClickToPayText, ClickToPayView };

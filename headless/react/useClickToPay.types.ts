/** The types of useClickToPay: its options and what it returns. */
import type {
  CheckoutAction,
  CheckoutError,
  ClickToPayCard,
  ClickToPayConfiguration,
  ClickToPayState,
  ClickToPayStatus,
  ClickToPayView,
  PaymentResponse,
  ShopperIdentity,
  ShopperIdentityType,
} from 'headless-checkout/core';
import type { ClickToPayGetters } from './click-to-pay-props';
import type { PaymentResultProps } from './use-payment-result';

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

export type { UseClickToPayOptions, UseClickToPayResult };

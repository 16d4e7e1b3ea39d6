/**
 * The actions a payment may answer with (spec section 3): one type per action, narrowed by `type`.
 * Types only, below the checkout's types (a payment response's `action` is one of them) and the
 * action router (which checks what a server really sends).
 */
import type { Amount } from '../amount/amount';

/** The action types the action router knows (spec section 3). */
const ACTION_TYPES = ['threeDS2', 'redirect', 'voucher', 'qrCode', 'await', 'bankTransfer', 'sdk'] as const;

/** One of ACTION_TYPES. */
type ActionType = (typeof ACTION_TYPES)[number];

/** Fields every action may carry. */
interface ActionBase {
  /** The payment method the action belongs to (e.g. 'scheme', 'swish', 'ideal'). */
  paymentMethodType?: string;
  /** Opaque data to send back with the action's result (status polls, 3DS2). */
  paymentData?: string;
}

/** 3DS2: a device fingerprint or a challenge, described by a base64 token. */
interface ThreeDS2Action extends ActionBase {
  type: 'threeDS2';
  /** 'fingerprint' (device data collection) or 'challenge'. */
  subtype: 'fingerprint' | 'challenge';
  /** Base64 JSON with the 3DS2 server's and the ACS's data (spec section 3, 3DS2 token). */
  token: string;
  /** Sent along with the fingerprint result. */
  authorisationToken?: string;
}

/** A redirect to the bank or method's page; the shopper returns to the merchant's returnUrl. */
interface RedirectAction extends ActionBase {
  type: 'redirect';
  /** Where to send the shopper. */
  url: string;
  /** GET navigates; POST submits a hidden form with `data`. */
  method?: 'GET' | 'POST';
  /** Form fields of a POST redirect. */
  data?: Record<string, string>;
}

/** A QR code the shopper scans with the method's app; the payment is then polled. */
interface QrCodeAction extends ActionBase {
  type: 'qrCode';
  /** The data the QR code encodes (also what the copy button copies). */
  qrCodeData: string;
  /** The QR image (the service's barcode endpoint). */
  qrCodeImage?: string;
  /** Opens the method's app on a phone. */
  url?: string;
}

/** The shopper confirms in an app (MB Way, Blik, UPI collect…); the payment is polled. */
interface AwaitAction extends ActionBase {
  type: 'await';
  /** Opens the method's app, when there is one. */
  url?: string;
}

/** A voucher to pay at a shop, bank or ATM (spec section 3, voucher). */
interface VoucherAction extends ActionBase {
  type: 'voucher';
  reference?: string;
  totalAmount?: Amount;
  surcharge?: Amount;
  expiresAt?: string;
  alternativeReference?: string;
  instructionsUrl?: string;
  downloadUrl?: string;
  entity?: string;
  merchantReference?: string;
  shopperName?: string;
  merchantName?: string;
  issuer?: string;
  maskedTelephoneNumber?: string;
  collectionInstitutionNumber?: string;
  /** Barcode image of the reference, when the method has one (Boleto, OXXO, convenience stores). */
  barcodeImage?: string;
}

/** Bank-transfer instructions. */
interface BankTransferAction extends ActionBase {
  type: 'bankTransfer';
  beneficiary?: string;
  iban?: string;
  bic?: string;
  reference?: string;
  totalAmount?: Amount;
  shopperEmail?: string;
}

/** A method's own SDK continues (Klarna, PayPal…): its data is handed to that SDK. */
interface SdkAction extends ActionBase {
  type: 'sdk';
  /** The SDK's data (`sdkData.token` and the like). */
  sdkData?: Record<string, unknown>;
}

/** Any action the router handles. */
type CheckoutAction =
  | ThreeDS2Action
  | RedirectAction
  | QrCodeAction
  | AwaitAction
  | VoucherAction
  | BankTransferAction
  | SdkAction;

export { ACTION_TYPES };
export type {
  ActionType,
  AwaitAction,
  BankTransferAction,
  CheckoutAction,
  QrCodeAction,
  RedirectAction,
  SdkAction,
  ThreeDS2Action,
  VoucherAction,
};

import type { JweClaim } from './replay';

/** Records kept by the sandbox's in-memory store. */

/** An amount in minor units. */
interface Amount {
  /** Value in minor units (cents). */
  value: number;
  /** ISO 4217 currency code. */
  currency: string;
}

/** Result codes of a payment. */
type ResultCode =
  | 'Authorised'
  | 'Refused'
  | 'Error'
  | 'Cancelled'
  | 'Received'
  | 'Pending'
  | 'RedirectShopper'
  | 'IdentifyShopper'
  | 'ChallengeShopper'
  | 'PresentToShopper';

/** A checkout session. */
interface SessionRecord {
  /** Session id (`CS…`). */
  id: string;
  /** The merchant account that created it. */
  merchantAccount: string;
  /** Amount to pay. */
  amount: Amount;
  /** Shopper country (ISO 3166-1 alpha-2). */
  countryCode: string;
  /** Shopper locale, e.g. 'en-US'. */
  shopperLocale: string;
  /** Where redirect methods return to. */
  returnUrl: string;
  /**
   * True for the session an advanced-flow payment runs in (the merchant never sees it): its
   * redirects return without `sessionId`.
   */
  ownOfPayment?: true;
  /** The merchant's order reference. */
  reference: string;
  /** The merchant's shopper id (stored payment methods). */
  shopperReference?: string;
  /** When the session was created. */
  createdAt: Date;
  /** After this the session accepts nothing. */
  expiresAt: Date;
  /** State version signed into sessionData; each change increments it so older sessionData is stale. */
  version: number;
  /** 'active' until the amount is paid in full. */
  status: 'active' | 'completed';
  /** The open order's pspReference, when a partial payment started one. */
  orderPspReference?: string;
  /** Opaque result handed to the client when the session completes. */
  sessionResult?: string;
  /** Client configuration returned by setup. */
  configuration: {
    enableStoreDetails: boolean;
    enableInstallments?: boolean;
    installmentOptions?: Record<string, unknown>;
  };
  /** Only these method types (or gift card brands) are offered, when set. */
  allowedPaymentMethods?: string[];
  /** These method types (or gift card brands) are not offered. */
  blockedPaymentMethods?: string[];
  /** pspReferences of the session's payments, oldest first. */
  paymentPspReferences: string[];
  /** paymentData of the action the shopper is completing, if any. */
  pendingPaymentData?: string;
}

/** A partial-payment order. */
interface OrderRecord {
  /** The order's pspReference. */
  pspReference: string;
  /** Opaque order token the client sends back. */
  orderData: string;
  /** The session it belongs to. */
  sessionId: string;
  /** The merchant account. */
  merchantAccount: string;
  /** Total amount of the order. */
  amount: Amount;
  /** What is left to pay. */
  remainingAmount: Amount;
  /** After this the order accepts nothing. */
  expiresAt: Date;
  /** 'open' while payments may be added. */
  status: 'open' | 'completed' | 'cancelled';
  /** pspReferences of its payments, oldest first. */
  paymentPspReferences: string[];
  /** When it was created. */
  createdAt: Date;
}

/** One payment attempt. */
interface PaymentRecord {
  /** The payment's pspReference. */
  pspReference: string;
  /** The session it belongs to. */
  sessionId: string;
  /** The merchant account. */
  merchantAccount: string;
  /** The order it is part of, for partial payments. */
  orderPspReference?: string;
  /** Payment method type ('giftcard', 'scheme', …). */
  type: string;
  /** Brand ('givex', 'visa', …). */
  brand?: string;
  /** Display name of the method or brand. */
  name: string;
  /** Last four digits of the card, when there is one. */
  lastFour?: string;
  /** Amount authorised (or attempted, when refused). */
  amount: Amount;
  /** Outcome. */
  resultCode: ResultCode;
  /** Why it was refused. */
  refusalReason?: string;
  /** When it was made. */
  createdAt: Date;
  /** True once refunded (an order was cancelled). */
  refunded: boolean;
  /** Processor data needed for a refund (e.g. the gift card number); never sent to clients. */
  instrument?: Record<string, string>;
}

/** An action a processor is waiting on (redirect, 3DS2, QR…), completed by paymentDetails. */
interface PendingActionRecord {
  /** Opaque token sent to the client in the action and expected back. */
  paymentData: string;
  /** The payment method type whose processor completes it. */
  type: string;
  /** The session it belongs to. */
  sessionId: string;
  /** The merchant account. */
  merchantAccount: string;
  /** The client key the payment was made with. */
  clientKey: string;
  /** What was due when the payment started. */
  due: Amount;
  /** The order the payment is part of, if any. */
  orderPspReference?: string;
  /** The processor's own state. */
  state: unknown;
  /** When it was stored. */
  createdAt: Date;
  /** The payment's claimed JWE set and card number (replay.ts), released if the action ends unpaid. */
  jweSet?: JweClaim;
}

/** How a 3DS2 test card authenticates (test-cards.ts). */
type ThreeDS2Scenario = 'frictionless' | 'challenge' | 'challengeRefused' | 'fingerprintTimeout';

/** A 3DS2 transaction, as the simulated 3DS server and issuer (ACS) both know it. */
interface ThreeDS2TransactionRecord {
  /** The 3DS server's transaction id (UUID). */
  threeDSServerTransID: string;
  /** How the card authenticates. */
  scenario: ThreeDS2Scenario;
  /** The merchant's display name, shown on the challenge page. */
  merchantName: string;
  /** The amount, shown on the challenge page. */
  amount: Amount;
  /** Where the method page posts back (the service's method-notification page). */
  methodNotificationURL: string;
  /** When the issuer's method page ran (the device fingerprint). */
  fingerprintedAt?: Date;
  /** The ACS's transaction id, once a challenge is asked for. */
  acsTransID?: string;
  /** Where the challenge page posts its CRes (the service's challenge-notification page). */
  notificationURL?: string;
  /** Wrong one-time codes typed so far. */
  failedTries: number;
  /** The issuer's result (what the ACS reports to the 3DS server), once the challenge ends. */
  transStatus?: 'Y' | 'N';
  /** When the service's challenge-notification page received the CRes. */
  notifiedAt?: Date;
  /** True once paymentDetails has used the transaction. */
  closed: boolean;
}

/** A donation the merchant made after a shopper's payment. */
interface DonationRecord {
  /** The donation's id. */
  id: string;
  /** The donation payment's pspReference. */
  pspReference: string;
  /** The shopper's payment it follows. */
  originalPspReference: string;
  /** The merchant account. */
  merchantAccount: string;
  /** The charity's account. */
  donationAccount: string;
  /** The merchant's reference. */
  reference: string;
  /** What was donated. */
  amount: Amount;
  /** When it was made. */
  createdAt: Date;
}

/** A voucher (Boleto, OXXO, Multibanco) as its PDF shows it. */
interface VoucherRecord {
  /** The id in its download URL. */
  id: string;
  /** The payment method type. */
  paymentMethodType: string;
  /** The method's display name. */
  methodName: string;
  /** The payment reference (a Boleto's digitable line). */
  reference: string;
  /** The amount to pay. */
  totalAmount: Amount;
  /** When the voucher expires. */
  expiresAt: Date;
  /** The merchant's display name. */
  merchantName: string;
  /** The merchant's order reference. */
  merchantReference: string;
  /** The shopper's name, when given. */
  shopperName?: string;
  /** Multibanco's entity. */
  entity?: string;
  /** OXXO's and Dragonpay's alternative reference. */
  alternativeReference?: string;
  /** Dragonpay's surcharge (included in the total amount). */
  surcharge?: Amount;
  /** econtext's masked telephone number. */
  maskedTelephoneNumber?: string;
  /** The digits of the voucher's barcode, when it has one. */
  barcode?: string;
  /** The barcode's type (barcode.shtml): Boleto BT_Int2of5A, OXXO BT_Code128C. */
  barcodeType?: 'BT_Int2of5A' | 'BT_Code128C';
  /** Bacs: the Direct Debit Instruction's account (the document is the mandate, not a coupon). */
  mandate?: { sortCode: string; accountEnd: string; email: string };
}

export type {
  Amount,
  DonationRecord,
  OrderRecord,
  PaymentRecord,
  PendingActionRecord,
  ResultCode,
  SessionRecord,
  ThreeDS2Scenario,
  ThreeDS2TransactionRecord,
  VoucherRecord,
};

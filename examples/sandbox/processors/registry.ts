/**
 * The payment-processor registry. The payments route hands each payment to the processor
 * registered for its `paymentMethod.type`; later features register cards, redirects, QR codes…
 * A processor returns an outcome and never settles it: the route records the payment, keeps the
 * order and completes the session.
 */
import type { CardField } from '../crypto';
import type { MerchantConfig } from '../merchants';
import type { SandboxUrls } from '../origins';
import type { SandboxStore } from '../store';
import type { TokenSigner } from '../tokens';
import type {
  Amount,
  OrderRecord,
  PaymentRecord,
  PendingActionRecord,
  ResultCode,
  SessionRecord,
} from '../types';

/** The payment request as the client sent it (validated: a paymentMethod with a type). */
interface PaymentRequestBody {
  /** The payment method and its fields. */
  paymentMethod: { type: string; [field: string]: unknown };
  /** Anything else the client sent (browserInfo, riskData, billingAddress, …). */
  [field: string]: unknown;
}

/** What every processor call gets. */
interface ProcessorBaseContext {
  /** The session being paid. */
  session: SessionRecord;
  /** The merchant. */
  merchant: MerchantConfig;
  /** The client key of the request (card data is encrypted to its key). */
  clientKey: string;
  /** What is left to pay: the order's remaining amount, or the session amount. */
  due: Amount;
  /** The open order the payment joins, if any. */
  order?: OrderRecord;
  /** The service's current time. */
  now: Date;
  /** The store (gift card balances and the like). */
  store: SandboxStore;
  /** The service's and the issuer's base URLs for this request (see origins.ts). */
  urls: SandboxUrls;
  /** Signs and verifies opaque tokens (result tokens: see pending.ts). */
  tokens: TokenSigner;
  /** Decrypts one field of a JWE card value made with the client key's public key (422 '174' on failure). */
  decrypt(value: unknown, field: CardField): Promise<string>;
  /**
   * Stores a pending action that paymentDetails will complete, with the processor's own state;
   * returns its paymentData, to put in the action sent to the client.
   */
  storePendingAction(state: unknown): string;
}

/** The context of a payment. */
interface ProcessorPaymentContext extends ProcessorBaseContext {
  /** The request body. */
  request: PaymentRequestBody;
}

/** The context of completing a pending action. */
interface ProcessorDetailsContext extends ProcessorBaseContext {
  /** The pending action being completed. */
  pending: PendingActionRecord;
  /** The details the client sent (redirectResult, threeDSResult, …). */
  details: Record<string, unknown>;
}

/** What a processor decided. */
interface PaymentOutcome {
  /** The result code. */
  resultCode: ResultCode;
  /** Amount authorised; defaults to everything due. Less than due makes a partial payment. */
  amount?: Amount;
  /** The action the shopper must complete (with the paymentData from storePendingAction). */
  action?: Record<string, unknown>;
  /** Why it was refused. */
  refusalReason?: string;
  /** Display name of the method or brand. */
  name?: string;
  /** Brand. */
  brand?: string;
  /** Last four digits of the card. */
  lastFour?: string;
  /** Processor data kept for refunds; never sent to clients. */
  instrument?: Record<string, string>;
  /** Extra result data sent to the client with a settled payment (cards: cardSummary, paymentMethod). */
  additionalData?: Record<string, string>;
}

/** The context of a refund (an order was cancelled). */
interface ProcessorRefundContext {
  /** The store. */
  store: SandboxStore;
  /** The service's current time. */
  now: Date;
}

/** A payment processor for one payment method type. */
interface PaymentProcessor {
  /** Processes a payment. Throw a SandboxError for a request it cannot accept. */
  pay(context: ProcessorPaymentContext): PaymentOutcome | Promise<PaymentOutcome>;
  /** Completes a pending action stored by `pay`; without it, paymentDetails answers 422. */
  details?(context: ProcessorDetailsContext): PaymentOutcome | Promise<PaymentOutcome>;
  /** Gives an authorised payment's amount back (order cancelled). */
  refund?(payment: PaymentRecord, context: ProcessorRefundContext): void;
}

/** Processors by payment method type. */
interface ProcessorRegistry {
  /** Registers (or replaces) the processor of a payment method type. */
  register(type: string, processor: PaymentProcessor): void;
  /** The processor of a type. */
  get(type: string): PaymentProcessor | undefined;
  /** The registered types. */
  types(): string[];
}

/** Builds an empty registry. */
function createProcessorRegistry(): ProcessorRegistry {
  const processors = new Map<string, PaymentProcessor>();
  return {
    register(type, processor) {
      processors.set(type, processor);
    },
    get: (type) => processors.get(type),
    types: () => [...processors.keys()],
  };
}

export { createProcessorRegistry };
export type {
  PaymentOutcome,
  PaymentProcessor,
  PaymentRequestBody,
  ProcessorBaseContext,
  ProcessorDetailsContext,
  ProcessorPaymentContext,
  ProcessorRefundContext,
  ProcessorRegistry,
};

import * as v from 'valibot';
import { CheckoutError } from '../errors/checkout-error';
import type { Logger } from '../http/http-client';

/** A payment method offered to the shopper. */
interface PaymentMethod {
  /** The method's type, e.g. 'scheme', 'ideal', 'giftcard'. */
  type: string;
  /** Display name. */
  name?: string;
  /** Card brands (scheme, giftcard). */
  brands?: string[];
  /** Issuers (issuer-list methods). */
  issuers?: Array<{ id: string; name: string; disabled?: boolean }>;
  /** Further fields of the method. */
  [field: string]: unknown;
}

/** A stored (one-click) payment method. */
interface StoredPaymentMethod extends PaymentMethod {
  /** The service's id of the stored method. */
  id: string;
  /** Same as id: what a payment sends back. */
  storedPaymentMethodId: string;
  /** Interactions the method supports; only 'Ecommerce' ones are kept. */
  supportedShopperInteractions: string[];
}

/** The normalised payment-methods response. */
interface PaymentMethodsResponse {
  /** Methods to list. */
  paymentMethods: PaymentMethod[];
  /** Stored methods the shopper can pay with here. */
  storedPaymentMethods: StoredPaymentMethod[];
}

/** Stored-method types the components can pay with (spec section 3). */
const STORED_PAYMENT_METHOD_TYPES: readonly string[] = ['scheme', 'blik', 'twint', 'ach'];

const MethodSchema = v.looseObject({
  type: v.pipe(v.string(), v.nonEmpty()),
  brands: v.optional(v.array(v.string())),
});
const StoredSchema = v.looseObject({
  type: v.string(),
  id: v.pipe(v.string(), v.nonEmpty()),
  supportedShopperInteractions: v.array(v.string()),
});

/**
 * Normalises a payment-methods response: it must be an object (IMPLEMENTATION_ERROR otherwise),
 * an empty one is warned about; methods without a type are dropped; stored methods are kept only
 * if their type is scheme, blik, twint or ach and they support the Ecommerce interaction, and each
 * gets `storedPaymentMethodId` from its id.
 */
function normalizePaymentMethodsResponse(
  response: unknown,
  logger: Logger = console,
): PaymentMethodsResponse {
  if (response === undefined || response === null) {
    logger.warn('paymentMethodsResponse is empty: no payment method will be shown');
    return { paymentMethods: [], storedPaymentMethods: [] };
  }
  if (typeof response !== 'object' || Array.isArray(response)) {
    throw new CheckoutError(
      'IMPLEMENTATION_ERROR',
      `paymentMethodsResponse should be an object, but a${Array.isArray(response) ? 'n array' : ` ${typeof response}`} was passed`,
    );
  }
  const raw = response as { paymentMethods?: unknown; storedPaymentMethods?: unknown };
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const paymentMethods = list(raw.paymentMethods).filter((method): method is PaymentMethod =>
    v.is(MethodSchema, method),
  );
  const storedPaymentMethods = list(raw.storedPaymentMethods)
    .filter(
      (method) =>
        v.is(StoredSchema, method) &&
        STORED_PAYMENT_METHOD_TYPES.includes(method.type) &&
        method.supportedShopperInteractions.includes('Ecommerce'),
    )
    .map((method): StoredPaymentMethod => {
      const stored = method as StoredPaymentMethod;
      return { ...stored, storedPaymentMethodId: String(stored.id) };
    });
  if (paymentMethods.length === 0 && storedPaymentMethods.length === 0) {
    logger.warn('paymentMethodsResponse is empty: no payment method will be shown');
  }
  return { paymentMethods, storedPaymentMethods };
}

/** Per-method configuration must name cards 'card', never 'scheme' (spec section 5). */
function assertPaymentMethodsConfiguration(configuration: Record<string, unknown> | undefined): void {
  if (configuration && Object.prototype.hasOwnProperty.call(configuration, 'scheme')) {
    throw new CheckoutError(
      'IMPLEMENTATION_ERROR',
      "'scheme' cannot be defined in paymentMethodsConfiguration: use 'card' instead",
    );
  }
}

export { STORED_PAYMENT_METHOD_TYPES, assertPaymentMethodsConfiguration, normalizePaymentMethodsResponse };
export type { PaymentMethod, PaymentMethodsResponse, StoredPaymentMethod };

import * as v from 'valibot';
import { CheckoutError } from '../../errors/checkout-error';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
} from '../payment-method.types';
import { AMAZON_PAY_REGIONS, type AmazonPayRegion } from './amazonpay.rules';

/*
 * Amazon Pay (`amazonpay`, spec sections 2, 3, 4 and 9): no field. The shopper chooses the address
 * and payment at Amazon (the button), reviews and confirms the purchase on the merchant's page,
 * then the payment sends `paymentMethod { type, checkoutSessionId }` with the browser's details.
 * The journey's steps are amazonpay.machine.ts; the service's calls amazonpay.api.ts; the rules
 * (region, ledger currency, languages, button options, session configuration) amazonpay.rules.ts.
 */

/** Options of Amazon Pay. */
interface AmazonPayOptions extends PaymentMethodBaseOptions {
  /** The method's type. */
  type: 'amazonpay';
  /** The checkout session Amazon sent the shopper back with (`amazonCheckoutSessionId`): the review, or the result. */
  amazonCheckoutSessionId?: string | undefined;
  /** True when Amazon sent the shopper back after confirming the purchase (`amazonPayReturnOf(url).step === 'result'`): the payment runs. */
  checkoutResult?: boolean | undefined;
  /** EU, UK or US; by default the payment method's configuration, else EU. */
  region?: AmazonPayRegion | undefined;
  /** Amazon's merchant id; by default the payment method's configuration. */
  merchantId?: string | undefined;
  /** Amazon's store id; by default the payment method's configuration. */
  storeId?: string | undefined;
  /** Amazon's public key id of the merchant; by default the payment method's configuration. */
  publicKeyId?: string | undefined;
  /** TEST (default: Amazon's sandbox) or LIVE. */
  environment?: 'TEST' | 'LIVE' | undefined;
  /** The button's colour: Gold (default), LightGray, DarkGray. */
  buttonColor?: 'Gold' | 'LightGray' | 'DarkGray' | undefined;
  /** Amazon's button design code. */
  design?: string | undefined;
  /** Where the button is: Home, Product, Cart (default), Checkout, Other. */
  placement?: 'Home' | 'Product' | 'Cart' | 'Checkout' | 'Other' | undefined;
  /** PayAndShip (default) or PayOnly. */
  productType?: 'PayAndShip' | 'PayOnly' | undefined;
  /** False when no shipping address is collected: productType PayOnly. */
  shippingAddress?: boolean | undefined;
  /** 'ProcessOrder': Amazon confirms the purchase at once (no review on the merchant's page). */
  checkoutMode?: 'ProcessOrder' | undefined;
  /** OneTime (default) or Recurring. */
  chargePermissionType?: 'OneTime' | 'Recurring' | undefined;
  /** Amazon's recurring metadata (Recurring). */
  recurringMetadata?: Record<string, unknown> | undefined;
  /** The merchant's metadata (merchantReferenceId, merchantStoreName, noteToBuyer…). */
  merchantMetadata?: Record<string, unknown> | undefined;
  /** Where Amazon may deliver (specialRestrictions, addressRestrictions). */
  deliverySpecifications?: Record<string, unknown> | undefined;
  /** The address the merchant already has (PayOnly). */
  addressDetails?: Record<string, unknown> | undefined;
  /** Where Amazon returns when the shopper cancels; by default the page. */
  cancelUrl?: string | undefined;
  /** The method's name; by default the payment methods' name for it, else 'Amazon Pay'. */
  name?: string | undefined;
}

const record = v.optional(v.record(v.string(), v.unknown()));
const OptionsSchema = v.looseObject({
  amazonCheckoutSessionId: v.optional(v.pipe(v.string(), v.nonEmpty())),
  checkoutResult: v.optional(v.boolean()),
  region: v.optional(v.picklist(AMAZON_PAY_REGIONS)),
  merchantId: v.optional(v.pipe(v.string(), v.nonEmpty())),
  storeId: v.optional(v.pipe(v.string(), v.nonEmpty())),
  publicKeyId: v.optional(v.pipe(v.string(), v.nonEmpty())),
  environment: v.optional(v.picklist(['TEST', 'LIVE'])),
  buttonColor: v.optional(v.picklist(['Gold', 'LightGray', 'DarkGray'])),
  design: v.optional(v.string()),
  placement: v.optional(v.picklist(['Home', 'Product', 'Cart', 'Checkout', 'Other'])),
  productType: v.optional(v.picklist(['PayAndShip', 'PayOnly'])),
  shippingAddress: v.optional(v.boolean()),
  checkoutMode: v.optional(v.literal('ProcessOrder')),
  chargePermissionType: v.optional(v.picklist(['OneTime', 'Recurring'])),
  recurringMetadata: record,
  merchantMetadata: record,
  deliverySpecifications: record,
  addressDetails: record,
  cancelUrl: v.optional(v.pipe(v.string(), v.url())),
  returnUrl: v.optional(v.pipe(v.string(), v.url())),
  name: v.optional(v.pipe(v.string(), v.nonEmpty())),
});

/** The method's name. */
function nameOf(options: AmazonPayOptions, context: PaymentMethodContext): string {
  return options.name ?? context.paymentMethod?.name ?? 'Amazon Pay';
}

/** Amazon Pay's definition. */
interface AmazonPayDefinition extends PaymentMethodDefinition<AmazonPayOptions> {
  /** The one type it serves. */
  types: readonly ['amazonpay'];
}

/** Amazon Pay as a payment method. */
const amazonPayDefinition: AmazonPayDefinition = {
  types: ['amazonpay'],
  check: (options) => {
    const result = v.safeParse(OptionsSchema, options);
    if (!result.success) {
      throw new CheckoutError(
        'IMPLEMENTATION_ERROR',
        `Invalid amazonpay options: ${v.summarize(result.issues)}`,
      );
    }
  },
  fields: () => ({}),
  layout: () => [],
  payload: async ({ options }, _encrypted, deps) => {
    if (!options.amazonCheckoutSessionId)
      throw new CheckoutError(
        'IMPLEMENTATION_ERROR',
        'Amazon Pay pays with the checkout session Amazon returned: amazonCheckoutSessionId is missing',
      );
    const environment = await Promise.resolve(deps.environment?.() ?? {});
    return {
      paymentMethod: { type: 'amazonpay', checkoutSessionId: options.amazonCheckoutSessionId },
      ...environment,
      ...(options.returnUrl ? { returnUrl: options.returnUrl } : {}),
    };
  },
  label: nameOf,
};

export { amazonPayDefinition };
export type { AmazonPayDefinition, AmazonPayOptions };

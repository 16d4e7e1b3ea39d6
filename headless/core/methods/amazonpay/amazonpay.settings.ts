/** Amazon Pay's identifiers of the merchant and its region: the options', else the payment method's configuration. */
import * as v from 'valibot';
import { CheckoutError } from '../../errors/checkout-error';
import type { PaymentMethodBaseOptions, PaymentMethodContext } from '../payment-method.types';
import { AMAZON_PAY_REGIONS, type AmazonPayRegion } from './amazonpay.rules';

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

/** Amazon's identifiers of the merchant and the region, resolved. */
interface AmazonPaySettings {
  /** The region. */
  region: AmazonPayRegion;
  /** Amazon's merchant id. */
  merchantId: string;
  /** Amazon's store id. */
  storeId: string;
  /** The merchant's public key id. */
  publicKeyId: string;
}

const ConfigurationSchema = v.looseObject({
  region: v.optional(v.picklist(AMAZON_PAY_REGIONS)),
  merchantId: v.optional(v.string()),
  storeId: v.optional(v.string()),
  publicKeyId: v.optional(v.string()),
});

/**
 * Amazon's identifiers: the options', else the payment method's configuration; the region EU
 * when neither names one. Throws IMPLEMENTATION_ERROR naming what is missing.
 */
function amazonPaySettingsOf(options: AmazonPayOptions, context: PaymentMethodContext): AmazonPaySettings {
  const parsed = v.safeParse(ConfigurationSchema, context.paymentMethod?.['configuration'] ?? {});
  const configuration = parsed.success ? parsed.output : {};
  const settings = {
    region: options.region ?? configuration.region ?? 'EU',
    merchantId: options.merchantId ?? configuration.merchantId ?? '',
    storeId: options.storeId ?? configuration.storeId ?? '',
    publicKeyId: options.publicKeyId ?? configuration.publicKeyId ?? '',
  };
  const missing = (['merchantId', 'storeId', 'publicKeyId'] as const).filter((key) => !settings[key]);
  if (missing.length > 0)
    throw new CheckoutError(
      'IMPLEMENTATION_ERROR',
      `Amazon Pay needs ${missing.join(', ')} (options or the payment method's configuration)`,
    );
  return settings;
}

export { amazonPaySettingsOf };
export type { AmazonPayOptions, AmazonPaySettings };

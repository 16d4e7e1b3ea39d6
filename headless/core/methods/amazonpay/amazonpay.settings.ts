/** Amazon Pay's identifiers of the merchant and its region: the options', else the payment method's configuration. */
import * as v from 'valibot';
import { CheckoutError } from '../../errors/checkout-error';
import type { PaymentMethodContext } from '../payment-method.types';
import type { AmazonPayOptions } from './amazonpay.definition';
import { AMAZON_PAY_REGIONS, type AmazonPayRegion } from './amazonpay.rules';

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
export type { AmazonPaySettings };

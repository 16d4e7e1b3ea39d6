/** PayPal's buttons' setup: the SDK's parameters and the buttons to offer, from the options, configuration and checkout. */
import * as v from 'valibot';
import { CheckoutError } from '../../errors/checkout-error';
import type { PaymentMethodContext } from '../payment-method.types';
import type { PayPalOptions } from './paypal.definition';
import { PAYPAL_ERRORS } from './paypal.errors';
import { paypalFundingSourcesOf, type PayPalFundingSource, type PayPalSdkInput } from './paypal.sdk';

const ConfigurationSchema = v.looseObject({
  clientId: v.optional(v.string()),
  merchantId: v.optional(v.string()),
  intent: v.optional(v.string()),
});

/** What the buttons are set up with: the SDK's URL input (without base URL) and the buttons to offer. */
interface PayPalSetup {
  /** The SDK's parameters. */
  sdk: Omit<PayPalSdkInput, 'baseUrl' | 'testEnvironment'>;
  /** True when the payment stores the account (zero amount, or the vault option). */
  vault: boolean;
  /** The buttons to offer (before PayPal's eligibility). */
  fundingSources: PayPalFundingSource[];
}

/**
 * The buttons' setup from the options, the payment method's configuration and the checkout (amount,
 * locale, country): a zero amount vaults with intent tokenize. Throws IMPLEMENTATION_ERROR without
 * a client id.
 */
function paypalSetupOf(options: PayPalOptions, context: PaymentMethodContext): PayPalSetup {
  const parsed = v.safeParse(ConfigurationSchema, context.paymentMethod?.['configuration'] ?? {});
  const configuration = parsed.success ? parsed.output : {};
  const clientId = options.clientId ?? configuration.clientId;
  if (!clientId) throw new CheckoutError('IMPLEMENTATION_ERROR', PAYPAL_ERRORS.missingClientId);
  const vault = context.amount?.value === 0 || options.vault === true;
  const merchantId = options.merchantId ?? configuration.merchantId;
  const intent = vault ? 'tokenize' : (options.intent ?? configuration.intent);
  return {
    sdk: {
      clientId,
      ...(merchantId ? { merchantId } : {}),
      ...(context.locale ? { locale: context.locale } : {}),
      ...(context.countryCode ? { countryCode: context.countryCode } : {}),
      ...(context.amount ? { currency: context.amount.currency } : {}),
      ...(intent ? { intent } : {}),
      commit: options.commit ?? true,
      vault,
      ...(options.debug ? { debug: true } : {}),
    },
    vault,
    fundingSources: paypalFundingSourcesOf({
      vault,
      blockPayPalCreditButton: options.blockPayPalCreditButton,
      blockPayPalPayLaterButton: options.blockPayPalPayLaterButton,
    }),
  };
}

export { paypalSetupOf };
export type { PayPalSetup };

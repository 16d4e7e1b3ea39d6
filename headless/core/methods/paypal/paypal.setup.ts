/** PayPal's buttons' setup: the SDK's parameters and the buttons to offer, from the options, configuration and checkout. */
import * as v from 'valibot';
import { CheckoutError } from '../../errors/checkout-error';
import type { PaymentMethodBaseOptions, PaymentMethodContext } from '../payment-method.types';
import { PAYPAL_ERRORS } from './paypal.errors';
import {
  paypalFundingSourcesOf,
  type PayPalButtonStyle,
  type PayPalFundingSource,
  type PayPalSdkInput,
} from './paypal.sdk';

/** Options of PayPal. */
interface PayPalOptions extends PaymentMethodBaseOptions {
  /** The method's type. */
  type: 'paypal';
  /** PayPal's client id; by default the payment method's configuration (`clientId`). */
  clientId?: string | undefined;
  /** PayPal's merchant id; by default the payment method's configuration (`merchantId`). */
  merchantId?: string | undefined;
  /** capture, authorize…; by default the payment method's configuration; tokenize when vaulting. */
  intent?: 'capture' | 'authorize' | 'order' | 'sale' | 'tokenize' | undefined;
  /** True (default): the buttons say 'Pay now'; false: the shopper confirms on your page. */
  commit?: boolean | undefined;
  /** True: store the PayPal account (always for a zero amount). */
  vault?: boolean | undefined;
  /** PayPal's debug logs (test environment only). */
  debug?: boolean | undefined;
  /** The buttons' style: colour black or white, height (48 by default), shape. */
  style?: PayPalButtonStyle | undefined;
  /** Hides the Credit button. */
  blockPayPalCreditButton?: boolean | undefined;
  /** Hides the Pay Later button. */
  blockPayPalPayLaterButton?: boolean | undefined;
  /** The method's name; by default the payment methods' name for it, else 'PayPal'. */
  name?: string | undefined;
}

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
export type { PayPalOptions, PayPalSetup };

import * as v from 'valibot';
import { CheckoutError } from '../../errors/checkout-error';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
} from '../payment-method.types';
import { PAYPAL_BUTTON_COLORS, type PayPalButtonStyle } from './paypal.sdk';

/*
 * PayPal (`paypal`, spec sections 2, 3, 4, 7 and 9): no field. PayPal's buttons (PayPal, Credit,
 * Pay Later) start the payment, which sends `paymentMethod { type: 'paypal', subtype: 'sdk' }`;
 * its `sdk` action's token opens PayPal; the approval goes to /paymentDetails. A zero amount
 * stores the PayPal account instead (vault, intent tokenize: the PayPal button only).
 */

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

const OptionsSchema = v.looseObject({
  clientId: v.optional(v.pipe(v.string(), v.nonEmpty())),
  merchantId: v.optional(v.pipe(v.string(), v.nonEmpty())),
  intent: v.optional(v.picklist(['capture', 'authorize', 'order', 'sale', 'tokenize'])),
  commit: v.optional(v.boolean()),
  vault: v.optional(v.boolean()),
  debug: v.optional(v.boolean()),
  style: v.optional(
    v.strictObject({
      color: v.optional(v.picklist(PAYPAL_BUTTON_COLORS)),
      height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(25), v.maxValue(55))),
      shape: v.optional(v.picklist(['rect', 'pill'])),
    }),
  ),
  blockPayPalCreditButton: v.optional(v.boolean()),
  blockPayPalPayLaterButton: v.optional(v.boolean()),
  returnUrl: v.optional(v.pipe(v.string(), v.url())),
  name: v.optional(v.pipe(v.string(), v.nonEmpty())),
});

/** The method's name. */
function nameOf(options: PayPalOptions, context: PaymentMethodContext): string {
  return options.name ?? context.paymentMethod?.name ?? 'PayPal';
}

/** PayPal's definition. */
interface PayPalDefinition extends PaymentMethodDefinition<PayPalOptions> {
  /** The one type it serves. */
  types: readonly ['paypal'];
}

/** PayPal as a payment method. */
const paypalDefinition: PayPalDefinition = {
  types: ['paypal'],
  check: (options) => {
    const result = v.safeParse(OptionsSchema, options);
    if (!result.success) {
      throw new CheckoutError(
        'IMPLEMENTATION_ERROR',
        `Invalid paypal options: ${v.summarize(result.issues)}`,
      );
    }
  },
  fields: () => ({}),
  layout: () => [],
  payload: ({ options }) => ({
    paymentMethod: { type: 'paypal', subtype: 'sdk' },
    ...(options.returnUrl ? { returnUrl: options.returnUrl } : {}),
  }),
  label: nameOf,
};

export { paypalDefinition };
export type { PayPalDefinition, PayPalOptions };

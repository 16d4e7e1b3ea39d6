import * as v from 'valibot';
import { checkOptions } from '../options-check';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
} from '../payment-method.types';
import { messages } from '../../i18n/compiled/en-US.twint';

/*
 * TWINT (`twint`, spec sections 2 and 3): no field. A new TWINT continues in TWINT's app or pages
 * ('Continue to TWINT', a redirect); a stored TWINT pays at once ('Pay {amount}') and is named
 * 'TWINT' plus the saved label ('TWINT saved'). The payment sends `paymentMethod { type }` or
 * `paymentMethod { type, storedPaymentMethodId }`.
 */

/** Options of TWINT. */
interface TwintOptions extends PaymentMethodBaseOptions {
  /** The method's type. */
  type: 'twint';
  /** Pay with this stored TWINT: one click, named 'TWINT saved'. */
  storedPaymentMethodId?: string | undefined;
  /** The method's name; by default the payment methods' name for it, else 'TWINT'. */
  name?: string | undefined;
}

const OptionsSchema = v.looseObject({
  storedPaymentMethodId: v.optional(v.pipe(v.string(), v.nonEmpty())),
  name: v.optional(v.pipe(v.string(), v.nonEmpty())),
  returnUrl: v.optional(v.pipe(v.string(), v.url())),
});

/** The method's name. */
function nameOf(options: TwintOptions, context: PaymentMethodContext): string {
  return options.name ?? context.paymentMethod?.name ?? 'TWINT';
}

/** TWINT's definition. */
interface TwintDefinition extends PaymentMethodDefinition<TwintOptions, undefined, never, never> {
  /** The one type it serves. */
  types: readonly ['twint'];
}

/** TWINT as a payment method. */
const twintDefinition: TwintDefinition = {
  types: ['twint'],
  messages,
  check: (options) => checkOptions(OptionsSchema, options),
  fields: () => ({}),
  layout: () => [],
  payload: ({ options }) => ({
    paymentMethod: {
      type: 'twint',
      ...(options.storedPaymentMethodId ? { storedPaymentMethodId: options.storedPaymentMethodId } : {}),
    },
    ...(options.returnUrl ? { returnUrl: options.returnUrl } : {}),
  }),
  label: nameOf,
  labelMessage: ({ options, context }) =>
    options.storedPaymentMethodId ? { key: 'twint.saved', name: nameOf(options, context) } : undefined,
  // A new TWINT continues in TWINT's app; a stored one pays at once ('Pay {amount}').
  continueTo: ({ options, context }) =>
    options.storedPaymentMethodId ? undefined : nameOf(options, context),
  needsPaymentMethods: () => false,
};

export { twintDefinition };
export type { TwintDefinition, TwintOptions };

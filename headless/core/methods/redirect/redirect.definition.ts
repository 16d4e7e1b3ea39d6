import * as v from 'valibot';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
} from '../payment-method.types';
import { checkOptions } from '../options-check';

/*
 * A payment method the SDK has no definition for, as the payment service lists it: a type its
 * payment methods response names (a newer method, a local one) pays by redirect. No field, always
 * valid, 'Continue to {name}' (the name the response gives it); the payment sends
 * `paymentMethod { type }` and its answer's redirect action takes the shopper to the method's
 * pages, like every other redirect. `loadListedPaymentMethod` gives it for a type the registry does
 * not know; `loadPaymentMethod` still refuses such a type (a merchant naming a component).
 */

/** Options of a listed method the SDK does not know. */
interface RedirectMethodOptions extends PaymentMethodBaseOptions {
  /** The payment-service type, as the payment methods response lists it. */
  type: string;
  /** The method's name; by default the payment methods' name for it, else its type. */
  name?: string | undefined;
}

const OptionsSchema = v.looseObject({
  type: v.pipe(v.string(), v.nonEmpty()),
  name: v.optional(v.pipe(v.string(), v.nonEmpty())),
  returnUrl: v.optional(v.pipe(v.string(), v.url())),
});

/** The method's name. */
function nameOf(options: RedirectMethodOptions, context: PaymentMethodContext): string {
  return options.name ?? context.paymentMethod?.name ?? options.type;
}

/** The fallback's definition (`loadListedPaymentMethod` gives a copy serving the listed type). */
type RedirectMethodDefinition = PaymentMethodDefinition<RedirectMethodOptions>;

/** A listed method the SDK does not know, paid by redirect; serves no type until copied for one. */
const redirectMethodDefinition: RedirectMethodDefinition = {
  types: [],
  check: (options) => checkOptions(OptionsSchema, options),
  fields: () => ({}),
  layout: () => [],
  payload: ({ options }) => ({
    paymentMethod: { type: options.type },
    ...(options.returnUrl ? { returnUrl: options.returnUrl } : {}),
  }),
  label: nameOf,
  continueTo: ({ options, context }) => nameOf(options, context),
  needsPaymentMethods: () => false,
};

export { redirectMethodDefinition };
export type { RedirectMethodDefinition, RedirectMethodOptions };

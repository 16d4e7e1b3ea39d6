import * as v from 'valibot';
import { availabilityCheck } from '../availability';
import { checkOptions } from '../options-check';
import type { PaymentMethodContext, PaymentMethodDefinition } from '../payment-method.types';
import { paypalEffects, paypalIsAvailable, paypalNotAvailable } from './paypal.effects';
import { initialPayPalState, reducePayPal, type PayPalEvent, type PayPalState } from './paypal.flow';
import { paypalViewOf } from './paypal.view';
import { PAYPAL_BUTTON_COLORS, PAYPAL_FUNDING_SOURCES } from './paypal.sdk';
import type { PayPalOptions } from './paypal.setup';
import { messages } from '../../i18n/compiled/en-US.paypal';

/*
 * PayPal (`paypal`, spec sections 2, 3, 4, 7 and 9): no field. PayPal's buttons (PayPal, Credit,
 * Pay Later) start the payment, which sends `paymentMethod { type: 'paypal', subtype: 'sdk' }`;
 * its `sdk` action's token opens PayPal; the approval goes to /paymentDetails. A zero amount
 * stores the PayPal account instead (vault, intent tokenize: the PayPal button only).
 */

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
interface PayPalDefinition extends PaymentMethodDefinition<PayPalOptions, PayPalState, PayPalEvent, never> {
  /** The one type it serves. */
  types: readonly ['paypal'];
  /** What the buttons show. */
  view: typeof paypalViewOf;
}

/** PayPal as a payment method. */
const paypalDefinition: PayPalDefinition = {
  types: ['paypal'],
  messages,
  check: (options) => checkOptions(OptionsSchema, options, 'paypal'),
  fields: () => ({}),
  layout: () => [],
  initialExtra: initialPayPalState,
  reduceExtra: reducePayPal,
  // A payment starts from PayPal's order request only (a button's click).
  ready: (state) => state.extra.order !== null,
  isAvailable: availabilityCheck(paypalIsAvailable, paypalNotAvailable),
  effects: paypalEffects,
  payload: ({ options }) => ({
    paymentMethod: { type: 'paypal', subtype: 'sdk' },
    ...(options.returnUrl ? { returnUrl: options.returnUrl } : {}),
  }),
  label: nameOf,
  provider: { scriptUrl: 'paypal', containers: PAYPAL_FUNDING_SOURCES },
  view: paypalViewOf,
  error: (state) => state.extra.error,
};

export { paypalDefinition };
export type { PayPalDefinition };
export type { PayPalOptions } from './paypal.setup';
export type { PayPalEvent, PayPalPendingOrder, PayPalState, PayPalStatus } from './paypal.flow';

import * as v from 'valibot';
import { CheckoutError } from '../../errors/checkout-error';
import { availabilityCheck } from '../availability';
import { checkOptions } from '../options-check';
import type { PaymentMethodContext, PaymentMethodDefinition } from '../payment-method.types';
import { amazonPayEffects, amazonPayIsAvailable, amazonPayNotAvailable } from './amazonpay.effects';
import {
  AMAZON_PAY_EVENT_TYPES,
  amazonPayReducer,
  initialAmazonPayState,
  type AmazonPayEvent,
  type AmazonPayState,
} from './amazonpay.flow';
import { amazonPayStepOf } from './amazonpay.return';
import { AMAZON_PAY_REGIONS } from './amazonpay.rules';
import type { AmazonPayOptions } from './amazonpay.settings';
import { amazonPayViewOf, type AmazonPayView } from './amazonpay.view';
import type { PaymentState } from '../../payment/payment.machine';
import { messages } from '../../i18n/compiled/en-US.amazonpay';

/*
 * Amazon Pay (`amazonpay`, spec sections 2, 3, 4 and 9): no field. The shopper chooses the address
 * and payment at Amazon (the button), reviews and confirms the purchase on the merchant's page,
 * then the payment sends `paymentMethod { type, checkoutSessionId }` with the browser's details.
 * The journey's steps are amazonpay.flow.ts (the method's own state); Amazon's script and the
 * service's calls are the definition's effects (amazonpay.effects.ts, amazonpay.api.ts); the rules
 * (region, ledger currency, languages, button options, session configuration) amazonpay.rules.ts.
 */

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

/** The step the options say: the button, the review (a checkout session), the result. */
const stepOf = (options: AmazonPayOptions) =>
  amazonPayStepOf(options.amazonCheckoutSessionId, options.checkoutResult);

/** Amazon Pay's definition. */
interface AmazonPayDefinition extends PaymentMethodDefinition<
  AmazonPayOptions,
  AmazonPayState,
  AmazonPayEvent,
  never
> {
  /** The one type it serves. */
  types: readonly ['amazonpay'];
  /** What the page shows of the journey. */
  view: (state: { extra: AmazonPayState; payment: PaymentState; options: AmazonPayOptions }) => AmazonPayView;
}

/** Amazon Pay as a payment method. */
const amazonPayDefinition: AmazonPayDefinition = {
  types: ['amazonpay'],
  messages,
  check: (options) => checkOptions(OptionsSchema, options, 'amazonpay'),
  fields: () => ({}),
  layout: () => [],
  initialExtra: (options) => initialAmazonPayState(stepOf(options)),
  reduceExtra: (state, event) => {
    // New options (the page's checkout session) may be another step.
    if (event.type === 'options.updated')
      return amazonPayReducer(state.extra, { type: 'step.changed', step: stepOf(state.options) });
    // The decline flow follows a refusal only.
    if (
      event.type === 'declineFlow.requested' &&
      !(state.payment.status === 'ready' && state.payment.ended > 0)
    )
      return state.extra;
    return AMAZON_PAY_EVENT_TYPES.has(event.type)
      ? amazonPayReducer(state.extra, event as AmazonPayEvent)
      : state.extra;
  },
  // The payment runs at the result step only, once Amazon confirmed the purchase.
  ready: (state) => state.extra.step === 'result',
  isAvailable: availabilityCheck(amazonPayIsAvailable, amazonPayNotAvailable),
  effects: amazonPayEffects,
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
  provider: { scriptUrl: 'amazonPay', containers: ['button', 'changePayment'] },
  view: (state) => amazonPayViewOf(state, state.options),
  error: (state) => state.extra.error,
};

export { amazonPayDefinition };
export type { AmazonPayDefinition };
export type { AmazonPayOptions } from './amazonpay.settings';

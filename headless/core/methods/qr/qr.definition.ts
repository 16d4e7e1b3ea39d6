import * as v from 'valibot';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
} from '../payment-method.types';
import { QR_METHODS, QR_METHOD_TYPES, type QrMethodType } from './qr.config';
import { checkOptions } from '../options-check';

/*
 * The QR-code methods as one definition (qr.config.ts): Swish, Payconiq by Bancontact, WeChat
 * Pay, PayNow, PromptPay and DuitNow. No field, always valid; the payment sends
 * `paymentMethod { type }` and answers with a QR code (its view, countdown and polling are the
 * qrCode action's: useQrCode).
 */

/** Options of the QR methods. */
interface QrMethodOptions extends PaymentMethodBaseOptions {
  /** The method's type. */
  type: QrMethodType;
  /** The method's name; by default the payment methods' name for it, else the method's. */
  name?: string | undefined;
}

const OptionsSchema = v.looseObject({
  type: v.picklist(QR_METHOD_TYPES),
  name: v.optional(v.pipe(v.string(), v.nonEmpty())),
  returnUrl: v.optional(v.pipe(v.string(), v.url())),
});

/** The method's name. */
function nameOf(options: QrMethodOptions, context: PaymentMethodContext): string {
  return options.name ?? context.paymentMethod?.name ?? QR_METHODS[options.type].name;
}

/** The QR methods' definition. */
/** No field: the shopper scans the code. */
interface QrMethodDefinition extends PaymentMethodDefinition<QrMethodOptions, undefined, never, never> {
  /** The types it serves. */
  types: readonly QrMethodType[];
}

/** The QR-code methods as one definition. */
const qrMethodDefinition: QrMethodDefinition = {
  types: QR_METHOD_TYPES,
  check: (options) => checkOptions(OptionsSchema, options),
  fields: () => ({}),
  layout: () => [],
  payload: ({ options }) => ({
    paymentMethod: { type: options.type },
    ...(options.returnUrl ? { returnUrl: options.returnUrl } : {}),
  }),
  label: nameOf,
  // 'Continue to {name}': the shopper pays in the method's app.
  continueTo: ({ options, context }) => nameOf(options, context),
  needsPaymentMethods: () => false,
};

export { qrMethodDefinition };
export type { QrMethodDefinition, QrMethodOptions };

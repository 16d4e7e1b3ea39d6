import * as v from 'valibot';
import { checkOptions } from '../options-check';
import type { FormFields } from '../../form/form.machine';
import type { FormLayout } from '../../form/form.layout';
import { validatorSchema } from '../../form/validator-schema';
import { validateBlikCode } from '../../validation/phone';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
  PaymentMethodState,
} from '../payment-method.types';
import { messages } from '../../i18n/compiled/en-US.blik';

/*
 * Blik (`blik`, spec sections 2, 3, 5 and 9): the 6-digit code from the shopper's banking app
 * ('blik.invalid' otherwise), confirmed in the app (an await action). A stored Blik pays with no
 * code. The payment sends `paymentMethod { type, blikCode }` or `{ type, storedPaymentMethodId }`;
 * the button reads 'Confirm purchase'.
 */

/** How many digits a Blik code has (spec section 9). */
const BLIK_CODE_LENGTH = 6;

/** Options of Blik. */
interface BlikOptions extends PaymentMethodBaseOptions {
  /** The method's type. */
  type: 'blik';
  /** Pay with this stored Blik: no code, valid at once. */
  storedPaymentMethodId?: string | undefined;
  /** The method's name; by default the payment methods' name for it, else 'BLIK'. */
  name?: string | undefined;
}

const OptionsSchema = v.looseObject({
  storedPaymentMethodId: v.optional(v.pipe(v.string(), v.nonEmpty())),
  name: v.optional(v.pipe(v.string(), v.nonEmpty())),
  returnUrl: v.optional(v.pipe(v.string(), v.url())),
});

const isStored = (options: BlikOptions) => Boolean(options.storedPaymentMethodId);

/** BLIK's field: the six-digit code. */
type BlikField = 'blikCode';

/** The code (hidden for a stored Blik): spaces dropped, at most 6 characters kept. */
function fields(options: BlikOptions): FormFields<BlikField> {
  return {
    blikCode: {
      schema: validatorSchema(validateBlikCode),
      initialValue: '',
      format: (value) => value.replace(/\s/g, '').slice(0, BLIK_CODE_LENGTH),
      visibility: isStored(options) ? 'hidden' : 'editable',
    },
  };
}

/** The code's field, or nothing for a stored Blik. */
function layout({ options }: PaymentMethodState<BlikOptions>): FormLayout {
  if (isStored(options)) return [];
  return [
    {
      name: 'blik',
      rows: [
        [
          {
            field: 'blikCode',
            kind: 'text',
            labelKey: 'blik.code',
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            hintKey: 'blik.help',
          },
        ],
      ],
    },
  ];
}

/** The method's name. */
function nameOf(options: BlikOptions, context: PaymentMethodContext): string {
  return options.name ?? context.paymentMethod?.name ?? 'BLIK';
}

/** Blik's definition. */
interface BlikDefinition extends PaymentMethodDefinition<BlikOptions, undefined, never, BlikField> {
  /** The one type it serves. */
  types: readonly ['blik'];
}

/** Blik as a payment method. */
const blikDefinition: BlikDefinition = {
  types: ['blik'],
  messages,
  check: (options) => checkOptions(OptionsSchema, options),
  fields,
  layout,
  payload: ({ options, fields: current }) => {
    const returnUrl = options.returnUrl ? { returnUrl: options.returnUrl } : {};
    if (options.storedPaymentMethodId)
      return {
        paymentMethod: { type: 'blik', storedPaymentMethodId: options.storedPaymentMethodId },
        ...returnUrl,
      };
    const code = current.blikCode?.value;
    return { paymentMethod: { type: 'blik', blikCode: typeof code === 'string' ? code : '' }, ...returnUrl };
  },
  label: nameOf,
  buttonLabel: () => ({ key: 'confirmPurchase' }),
  needsPaymentMethods: () => false,
};

export { BLIK_CODE_LENGTH, blikDefinition };
export type { BlikDefinition, BlikOptions };

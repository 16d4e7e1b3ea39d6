import * as v from 'valibot';
import { checkOptions } from '../options-check';
import type { PaymentData } from '../../checkout/types';
import type { FormFields } from '../../form/form.machine';
import type { FormLayout } from '../../form/form.layout';
import { validatorSchema } from '../../form/validator-schema';
import { validateFirstName, validateLastName } from '../../validation/personal';
import { formatSocialSecurityNumber, validateSocialSecurityNumber } from '../../validation/tax-id';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
  PaymentMethodState,
} from '../payment-method.types';

/*
 * Pix (`pix`, spec sections 2, 3 and 5): the shopper's first and last name and CPF/CNPJ (checked
 * and masked as typed: `xxx.xxx.xxx-xx`, `xx.xxx.xxx/xxxx-xx`), then a QR code to pay in the bank's
 * app. The payment sends `paymentMethod { type }`, `shopperName { firstName, lastName }` and
 * `socialSecurityNumber` (its digits); the button reads 'Continue to Pix'.
 */

/** Options of Pix. */
interface PixOptions extends PaymentMethodBaseOptions {
  /** The method's type. */
  type: 'pix';
  /** Asks the names and the CPF/CNPJ (default true); false: no field, the QR code at once. */
  personalDetailsRequired?: boolean | undefined;
  /** Values the form starts with (a known shopper). */
  data?:
    | {
        firstName?: string | undefined;
        lastName?: string | undefined;
        socialSecurityNumber?: string | undefined;
      }
    | undefined;
  /** The method's name; by default the payment methods' name for it, else 'Pix'. */
  name?: string | undefined;
}

const TEXT = v.optional(v.string());
const OptionsSchema = v.looseObject({
  personalDetailsRequired: v.optional(v.boolean()),
  data: v.optional(v.looseObject({ firstName: TEXT, lastName: TEXT, socialSecurityNumber: TEXT })),
  name: v.optional(v.pipe(v.string(), v.nonEmpty())),
  returnUrl: v.optional(v.pipe(v.string(), v.url())),
});

const asks = (options: PixOptions) => options.personalDetailsRequired !== false;

/** Pix's fields: the shopper's name and CPF/CNPJ. */
type PixField = 'firstName' | 'lastName' | 'socialSecurityNumber';

/** The names and the CPF/CNPJ, in focus order (hidden when the merchant asks none). */
function fields(options: PixOptions): FormFields<PixField> {
  const visibility = asks(options) ? 'editable' : 'hidden';
  const data = options.data ?? {};
  return {
    firstName: { schema: validatorSchema(validateFirstName), initialValue: data.firstName ?? '', visibility },
    lastName: { schema: validatorSchema(validateLastName), initialValue: data.lastName ?? '', visibility },
    socialSecurityNumber: {
      schema: validatorSchema(validateSocialSecurityNumber),
      initialValue: formatSocialSecurityNumber(data.socialSecurityNumber ?? ''),
      format: (value) => formatSocialSecurityNumber(value),
      visibility,
    },
  };
}

/** The names side by side, the CPF/CNPJ below; nothing when the merchant asks none. */
function layout({ options }: PaymentMethodState<PixOptions>): FormLayout {
  if (!asks(options)) return [];
  return [
    {
      name: 'personalDetails',
      legendKey: 'personalDetails',
      rows: [
        [
          { field: 'firstName', kind: 'text', labelKey: 'firstName', autoComplete: 'given-name', width: 50 },
          { field: 'lastName', kind: 'text', labelKey: 'lastName', autoComplete: 'family-name', width: 50 },
        ],
        [
          {
            field: 'socialSecurityNumber',
            kind: 'text',
            labelKey: 'socialSecurityNumber',
            inputMode: 'numeric',
            autoComplete: 'off',
          },
        ],
      ],
    },
  ];
}

/** The payment (spec section 3): the type, and with the details the names and the CPF/CNPJ's digits. */
function payload({ options, fields: current }: PaymentMethodState<PixOptions>): PaymentData {
  const returnUrl = options.returnUrl ? { returnUrl: options.returnUrl } : {};
  if (!asks(options)) return { paymentMethod: { type: 'pix' }, ...returnUrl };
  const text = (name: string) => {
    const value = current[name]?.value;
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    paymentMethod: { type: 'pix' },
    shopperName: { firstName: text('firstName'), lastName: text('lastName') },
    socialSecurityNumber: text('socialSecurityNumber').replace(/\D/g, ''),
    ...returnUrl,
  };
}

/** The method's name. */
function nameOf(options: PixOptions, context: PaymentMethodContext): string {
  return options.name ?? context.paymentMethod?.name ?? 'Pix';
}

/** Pix's definition. */
interface PixDefinition extends PaymentMethodDefinition<PixOptions, undefined, never, PixField> {
  /** The one type it serves. */
  types: readonly ['pix'];
}

/** Pix as a payment method. */
const pixDefinition: PixDefinition = {
  types: ['pix'],
  check: (options) => checkOptions(OptionsSchema, options),
  fields,
  layout,
  payload,
  label: nameOf,
  // Spec section 2: 'Continue to {name}'.
  continueTo: ({ options, context }) => nameOf(options, context),
  needsPaymentMethods: () => false,
};

export { pixDefinition };
export type { PixDefinition, PixOptions };

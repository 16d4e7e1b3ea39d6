import * as v from 'valibot';
import { checkOptions } from '../options-check';
import type { PaymentData } from '../../checkout/types';
import type { FormFields, FormFieldState } from '../../form/form.machine';
import type { FormLayout } from '../../form/form.layout';
import { validatorSchema } from '../../form/validator-schema';
import { buildPhoneNumber, validatePhone, validateQiwiTelephoneNumber } from '../../validation/phone';
import type { ValidationResult } from '../../validation/result';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
  PaymentMethodState,
} from '../payment-method.types';
import {
  PHONE_METHODS,
  PHONE_METHOD_TYPES,
  type PhoneMethodConfig,
  type PhoneMethodType,
  type PhonePrefix,
} from './phone.config';
import { messages } from '../../i18n/compiled/en-US.phone';

/*
 * The phone methods (spec sections 2, 3, 5 and 9): a prefix dropdown and a number. MB Way starts
 * at +351 and checks the number as a Portuguese one there (digits only, at least 4 elsewhere;
 * 'mobileNumber.invalid'), and sends `telephoneNumber` as the prefix plus the number. QIWI Wallet
 * offers its 25 countries, starts at the checkout's country, wants at least 7 characters
 * ('mobileNumber.invalid') and sends `qiwiwallet.telephoneNumberPrefix` and `qiwiwallet.telephoneNumber`.
 */

/** Options of MB Way and QIWI Wallet. */
interface PhoneMethodOptions extends PaymentMethodBaseOptions {
  /** The method's type. */
  type: PhoneMethodType;
  /** The prefixes offered, in display order (default: the method's list). */
  prefixes?: readonly PhonePrefix[] | undefined;
  /** Values the form starts with: the prefix (a dial code of the list) and the number. */
  data?: { phonePrefix?: string | undefined; phoneNumber?: string | undefined } | undefined;
  /** The method's name; by default the payment methods' name for it, else the method's. */
  name?: string | undefined;
}

const PrefixSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\+\d{1,5}$/)),
  name: v.string(),
  code: v.pipe(v.string(), v.length(2)),
});

const OptionsSchema = v.looseObject({
  type: v.picklist(PHONE_METHOD_TYPES),
  prefixes: v.optional(v.pipe(v.array(PrefixSchema), v.minLength(1))),
  data: v.optional(
    v.looseObject({ phonePrefix: v.optional(v.string()), phoneNumber: v.optional(v.string()) }),
  ),
  name: v.optional(v.pipe(v.string(), v.nonEmpty())),
  returnUrl: v.optional(v.pipe(v.string(), v.url())),
});

const configOf = (options: Pick<PhoneMethodOptions, 'type'>): PhoneMethodConfig =>
  PHONE_METHODS[options.type];

/** The prefixes offered. */
const prefixesOf = (options: PhoneMethodOptions): readonly PhonePrefix[] =>
  options.prefixes ?? configOf(options).prefixes;

/** The prefix the form starts with: the merchant's, else the method's default (MB Way +351, QIWI the checkout's country). */
function initialPrefix(options: PhoneMethodOptions, context: PaymentMethodContext): string {
  const prefixes = prefixesOf(options);
  if (options.data?.phonePrefix) return options.data.phonePrefix;
  const wanted = configOf(options).defaultPrefix;
  if (wanted !== 'checkoutCountry' && prefixes.some((prefix) => prefix.id === wanted)) return wanted;
  const country = context.countryCode?.toUpperCase();
  return prefixes.find((prefix) => prefix.code === country)?.id ?? prefixes[0]?.id ?? '';
}

/** The value of a text field now ('' when absent). */
const textOf = (fields: Readonly<Record<string, FormFieldState>>, name: string, fallback: string): string => {
  const value = fields[name]?.value;
  return typeof value === 'string' ? value : fallback;
};

/** The prefix and number checks of the method (the number's depends on the prefix: +351). */
function checks(
  options: PhoneMethodOptions,
  prefix: string,
): { prefix: (value: string) => ValidationResult; number: (value: string) => ValidationResult } {
  const config = configOf(options);
  const ids = prefixesOf(options).map((entry) => entry.id);
  const prefixCheck = (value: string) =>
    validatePhone({ prefix: value, number: '0000' }, { prefixes: ids }).fields.prefix;
  if (config.rule === 'minLength7')
    return { prefix: prefixCheck, number: (value) => validateQiwiTelephoneNumber(value) };
  return {
    prefix: prefixCheck,
    number: (value) =>
      validatePhone({ prefix, number: value }, { errorKey: config.numberErrorKey, prefixes: ids }).fields
        .number,
  };
}

/** A phone method's fields: the prefix and the number. */
type PhoneField = 'phonePrefix' | 'phoneNumber';

/** The fields, in focus order: the prefix, then the number. */
function fields(
  options: PhoneMethodOptions,
  context: PaymentMethodContext,
  _extra: undefined,
  current: Readonly<Record<string, FormFieldState>>,
): FormFields<PhoneField> {
  const startPrefix = initialPrefix(options, context);
  const rules = checks(options, textOf(current, 'phonePrefix', startPrefix));
  return {
    phonePrefix: { schema: validatorSchema(rules.prefix), initialValue: startPrefix },
    phoneNumber: {
      schema: validatorSchema(rules.number),
      initialValue: options.data?.phoneNumber ?? '',
      // Spaces the shopper types between groups are not part of the number.
      format: (value) => value.replace(/\s/g, ''),
    },
  };
}

/** The form: one row, the prefix dropdown (its dial codes with their countries) and the number. */
function layout(state: PaymentMethodState<PhoneMethodOptions>): FormLayout {
  return [
    {
      name: 'phone',
      rows: [
        [
          {
            field: 'phonePrefix',
            kind: 'select',
            labelKey: 'telephonePrefix',
            width: 35,
            options: prefixesOf(state.options).map((prefix) => ({
              value: prefix.id,
              label: `${prefix.id} (${prefix.code})`,
            })),
          },
          {
            field: 'phoneNumber',
            kind: 'tel',
            labelKey: 'mobileNumber',
            width: 65,
            autoComplete: 'tel-national',
            inputMode: 'numeric',
          },
        ],
      ],
    },
  ];
}

/**
 * The payment (spec section 3): MB Way `paymentMethod { type, telephoneNumber }` (the prefix plus
 * the number, `+351912345678`); QIWI `paymentMethod { type, 'qiwiwallet.telephoneNumberPrefix',
 * 'qiwiwallet.telephoneNumber' }` and the return URL (QIWI continues on its pages).
 */
function payload(state: PaymentMethodState<PhoneMethodOptions>): PaymentData {
  const { options } = state;
  const prefix = textOf(state.fields, 'phonePrefix', '').trim();
  const number = textOf(state.fields, 'phoneNumber', '').trim();
  const returnUrl = options.returnUrl ? { returnUrl: options.returnUrl } : {};
  if (options.type === 'qiwiwallet')
    return {
      paymentMethod: {
        type: 'qiwiwallet',
        'qiwiwallet.telephoneNumberPrefix': prefix,
        'qiwiwallet.telephoneNumber': number,
      },
      ...returnUrl,
    };
  return {
    paymentMethod: { type: 'mbway', telephoneNumber: buildPhoneNumber(prefix, number) },
    ...returnUrl,
  };
}

/** The method's name. */
function nameOf(options: PhoneMethodOptions, context: PaymentMethodContext): string {
  return options.name ?? context.paymentMethod?.name ?? configOf(options).name;
}

/** The phone methods' definition. */
interface PhoneMethodDefinition extends PaymentMethodDefinition<
  PhoneMethodOptions,
  undefined,
  never,
  PhoneField
> {
  /** The types it serves. */
  types: readonly PhoneMethodType[];
}

/** MB Way and QIWI Wallet as one definition. */
const phoneMethodDefinition: PhoneMethodDefinition = {
  types: PHONE_METHOD_TYPES,
  messages,
  check: (options) => checkOptions(OptionsSchema, options),
  fields,
  layout,
  payload,
  label: nameOf,
  buttonLabel: ({ options }) =>
    configOf(options).button === 'confirmPurchase' ? { key: 'confirmPurchase' } : undefined,
  needsPaymentMethods: () => false,
};

export { phoneMethodDefinition };
export type { PhoneMethodDefinition, PhoneMethodOptions };

import * as v from 'valibot';
import { checkOptions } from '../options-check';
import { formValues } from '../../form/form.view';
import type { FormFields } from '../../form/form.machine';
import { validatorSchema } from '../../form/validator-schema';
import { validateRequired } from '../../validation/common';
import { electronicFormatIban, formatIban, validateIban } from '../../validation/iban';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
} from '../payment-method.types';
import { messages } from '../../i18n/compiled/en-US.sepa';

/*
 * SEPA Direct Debit (`sepadirectdebit`, spec sections 2, 3 and 5): the account holder's name and
 * the IBAN, shown in groups of four as it is typed and checked on every change (length of its
 * country, structure, mod 97); the payment sends `paymentMethod { type, iban, ownerName }`.
 */

/** Options of SEPA Direct Debit. */
interface SepaDirectDebitOptions extends PaymentMethodBaseOptions {
  /** The method's type. */
  type: 'sepadirectdebit';
  /** Shows the account holder's name (default true; the spec's SEPA holder name is on by default). */
  hasHolderName?: boolean | undefined;
  /** Whether a shown holder name must be filled in (default true). */
  holderNameRequired?: boolean | undefined;
  /** Values the form starts with (a returning shopper's name). */
  data?: { ownerName?: string | undefined; iban?: string | undefined } | undefined;
  /** The method's name; by default the payment methods' name for it, else 'SEPA Direct Debit'. */
  name?: string | undefined;
}

const IBAN_INVALID = 'sepaDirectDebit.ibanField.invalid';
/** The account holder's own message (not the card holder's): 'Enter the account holder name'. */
const HOLDER_INVALID = 'sepa.ownerName.invalid';

const OptionsSchema = v.looseObject({
  hasHolderName: v.optional(v.boolean()),
  holderNameRequired: v.optional(v.boolean()),
  data: v.optional(v.looseObject({ ownerName: v.optional(v.string()), iban: v.optional(v.string()) })),
  name: v.optional(v.pipe(v.string(), v.nonEmpty())),
  returnUrl: v.optional(v.pipe(v.string(), v.url())),
});

/** The IBAN: required, and valid for its country (an empty one reads the same message). */
const IbanSchema = validatorSchema((value: string) => {
  const result = validateIban(value);
  return result.valid ? result : { ...result, errorKey: IBAN_INVALID };
});

const holderShown = (options: SepaDirectDebitOptions) => options.hasHolderName !== false;

/** SEPA Direct Debit's fields: the account holder and the IBAN. */
type SepaDirectDebitField = 'ownerName' | 'iban';

/** The holder's name (first, as on the bank's mandate) and the IBAN. */
function fields(options: SepaDirectDebitOptions): FormFields<SepaDirectDebitField> {
  const required = options.holderNameRequired !== false;
  return {
    ownerName: {
      schema: required
        ? validatorSchema((value: string) => validateRequired(value, { errorKey: HOLDER_INVALID }))
        : v.string(),
      initialValue: options.data?.ownerName ?? '',
      visibility: holderShown(options) ? 'editable' : 'hidden',
    },
    iban: {
      schema: IbanSchema,
      initialValue: formatIban(options.data?.iban ?? ''),
      format: formatIban,
    },
  };
}

/** The method's name. */
function nameOf(options: SepaDirectDebitOptions, context: PaymentMethodContext): string {
  return options.name ?? context.paymentMethod?.name ?? 'SEPA Direct Debit';
}

/** SEPA Direct Debit's definition. */
interface SepaDirectDebitDefinition extends PaymentMethodDefinition<
  SepaDirectDebitOptions,
  undefined,
  never,
  SepaDirectDebitField
> {
  /** The one type it serves. */
  types: readonly ['sepadirectdebit'];
}

/** SEPA Direct Debit as a payment method. */
const sepaDirectDebitDefinition: SepaDirectDebitDefinition = {
  types: ['sepadirectdebit'],
  messages,
  check: (options) => checkOptions(OptionsSchema, options),
  fields,
  payload: (state) => {
    // The values of the fields shown: no holder name when it is hidden, none when left empty.
    const { ownerName, iban } = formValues(state);
    const owner = typeof ownerName === 'string' ? ownerName.trim() : '';
    return {
      paymentMethod: {
        type: 'sepadirectdebit',
        iban: electronicFormatIban(iban),
        ...(owner ? { ownerName: owner } : {}),
      },
      ...(state.options.returnUrl ? { returnUrl: state.options.returnUrl } : {}),
    };
  },
  layout: ({ fields: current }) => [
    {
      name: 'sepadirectdebit',
      rows: [
        ...(current.ownerName?.visibility === 'hidden'
          ? []
          : [
              [
                {
                  field: 'ownerName',
                  kind: 'text' as const,
                  labelKey: 'sepa.ownerName' as const,
                  autoComplete: 'name',
                  placeholderKey: 'sepaDirectDebit.nameField.placeholder' as const,
                },
              ],
            ]),
        [{ field: 'iban', kind: 'text', labelKey: 'sepa.ibanNumber', autoComplete: 'off' }],
      ],
    },
  ],
  label: nameOf,
  needsPaymentMethods: () => false,
};

export { sepaDirectDebitDefinition };
export type { SepaDirectDebitDefinition, SepaDirectDebitOptions };

import * as v from 'valibot';
import { checkOptions } from '../options-check';
import type { FieldVisibility, FormFields, FormFieldState } from '../../form/form.machine';
import { formValues } from '../../form/form.view';
import { validatorSchema } from '../../form/validator-schema';
import {
  formatBacsAccountNumberInput,
  formatBacsLocationIdInput,
  validateBacsAccountNumber,
  validateBacsHolderName,
  validateBacsLocationId,
} from '../../validation/bacs';
import { validateConsent } from '../../validation/common';
import { validateEmail } from '../../validation/personal';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
  PaymentMethodFormState,
} from '../payment-method.types';
import { messages } from '../../i18n/compiled/en-US.bacs';

/*
 * Bacs Direct Debit (`directdebit_GB`, spec sections 2, 3, 4 and 5), in two steps: the shopper
 * enters the account holder, account number, sort code and email and ticks both consents
 * ('Continue'); then confirms the data, read-only with an 'Edit' way back and no consent boxes
 * ('Confirm {amount}'), and only then pays. The payment's answer carries the mandate (the
 * Direct Debit Instruction) to download.
 */

/** Options of Bacs Direct Debit. */
interface BacsOptions extends PaymentMethodBaseOptions {
  /** The method's type. */
  type: 'directdebit_GB';
  /** Values the form starts with. */
  data?:
    | {
        holderName?: string | undefined;
        bankAccountNumber?: string | undefined;
        bankLocationId?: string | undefined;
        shopperEmail?: string | undefined;
      }
    | undefined;
  /** The method's name; by default the payment methods' name for it, else 'Bacs Direct Debit'. */
  name?: string | undefined;
}

/** Where the shopper is: entering the data, or confirming it. */
type BacsStep = 'enter' | 'confirm';

/** Bacs's own state: the step. */
interface BacsExtra {
  /** 'enter' (editable fields and consents), then 'confirm' (read-only, pay). */
  step: BacsStep;
}

/** Bacs's own event: back from confirming to entering the data. */
type BacsEvent = { type: 'bacs.edit' };

const OptionsSchema = v.looseObject({
  data: v.optional(
    v.looseObject({
      holderName: v.optional(v.string()),
      bankAccountNumber: v.optional(v.string()),
      bankLocationId: v.optional(v.string()),
      shopperEmail: v.optional(v.string()),
    }),
  ),
  name: v.optional(v.pipe(v.string(), v.nonEmpty())),
  returnUrl: v.optional(v.pipe(v.string(), v.url())),
});

/** Bacs's fields: the account, the email and the two consents. */
type BacsField =
  | 'holderName'
  | 'bankAccountNumber'
  | 'bankLocationId'
  | 'shopperEmail'
  | 'amountConsentCheckbox'
  | 'accountConsentCheckbox';

/** The fields: editable with the consents while entering; read-only without them while confirming. */
function fields(
  options: BacsOptions,
  _context: PaymentMethodContext,
  extra: BacsExtra,
): FormFields<BacsField> {
  const entering = extra.step === 'enter';
  const shown: FieldVisibility = entering ? 'editable' : 'readOnly';
  const consent: FieldVisibility = entering ? 'editable' : 'hidden';
  const data = options.data ?? {};
  return {
    holderName: {
      schema: validatorSchema(validateBacsHolderName),
      initialValue: data.holderName ?? '',
      visibility: shown,
    },
    bankAccountNumber: {
      schema: validatorSchema(validateBacsAccountNumber),
      initialValue: formatBacsAccountNumberInput(data.bankAccountNumber ?? ''),
      format: formatBacsAccountNumberInput,
      visibility: shown,
    },
    bankLocationId: {
      schema: validatorSchema(validateBacsLocationId),
      initialValue: formatBacsLocationIdInput(data.bankLocationId ?? ''),
      format: formatBacsLocationIdInput,
      visibility: shown,
    },
    shopperEmail: {
      schema: validatorSchema(validateEmail),
      initialValue: data.shopperEmail ?? '',
      visibility: shown,
    },
    amountConsentCheckbox: {
      schema: validatorSchema(validateConsent, v.boolean()),
      initialValue: false,
      visibility: consent,
    },
    accountConsentCheckbox: {
      schema: validatorSchema(validateConsent, v.boolean()),
      initialValue: false,
      visibility: consent,
    },
  };
}

/** Whether every field holds a valid value (the step may move on to confirming). */
const allValid = (fieldStates: Readonly<Record<string, FormFieldState>>) =>
  Object.values(fieldStates).every((field) => field.errorKey === null);

/** The step after an event: 'Continue' with valid data confirms; 'Edit' and a reset go back. */
function reduceStep(
  state: PaymentMethodFormState<BacsOptions, BacsExtra>,
  event: { type: string },
): BacsExtra {
  const { extra } = state;
  switch (event.type) {
    case 'submit.requested':
      return extra.step === 'enter' && allValid(state.fields) ? { step: 'confirm' } : extra;
    case 'bacs.edit':
      return extra.step === 'confirm' && state.payment.status === 'ready' ? { step: 'enter' } : extra;
    case 'form.reset':
      return extra.step === 'enter' ? extra : { step: 'enter' };
    default:
      return extra;
  }
}

/** The method's name. */
function nameOf(options: BacsOptions, context: PaymentMethodContext): string {
  return options.name ?? context.paymentMethod?.name ?? 'Bacs Direct Debit';
}

/** Bacs Direct Debit's definition. */
interface BacsDefinition extends PaymentMethodDefinition<BacsOptions, BacsExtra, BacsEvent, BacsField> {
  /** The one type it serves. */
  types: readonly ['directdebit_GB'];
}

/** Bacs Direct Debit as a payment method. */
const bacsDefinition: BacsDefinition = {
  types: ['directdebit_GB'],
  messages,
  check: (options) => checkOptions(OptionsSchema, options),
  fields,
  initialExtra: () => ({ step: 'enter' }),
  reduceExtra: reduceStep,
  // Only the confirmed data pays: the press of 'Continue' that confirms it pays nothing.
  ready: (state) => state.extra.step === 'confirm',
  payload: (state) => {
    const { holderName, bankAccountNumber, bankLocationId, shopperEmail } = formValues(state);
    return {
      paymentMethod: {
        type: 'directdebit_GB',
        holderName: String(holderName).trim(),
        bankAccountNumber: String(bankAccountNumber),
        bankLocationId: String(bankLocationId),
      },
      shopperEmail: String(shopperEmail).trim(),
      ...(state.options.returnUrl ? { returnUrl: state.options.returnUrl } : {}),
    };
  },
  layout: ({ extra }) => [
    {
      name: 'directdebit_GB',
      rows: [
        [{ field: 'holderName', kind: 'text', labelKey: 'bacs.accountHolderName', autoComplete: 'name' }],
        [
          {
            field: 'bankAccountNumber',
            kind: 'text',
            labelKey: 'bacs.accountNumber',
            autoComplete: 'off',
            inputMode: 'numeric',
          },
        ],
        [
          {
            field: 'bankLocationId',
            kind: 'text',
            labelKey: 'bacs.bankLocationId',
            autoComplete: 'off',
            inputMode: 'numeric',
          },
        ],
        [{ field: 'shopperEmail', kind: 'email', labelKey: 'shopperEmail', autoComplete: 'email' }],
        ...(extra.step === 'enter'
          ? [
              [
                {
                  field: 'amountConsentCheckbox',
                  kind: 'checkbox' as const,
                  labelKey: 'bacs.consent.amount' as const,
                },
              ],
              [
                {
                  field: 'accountConsentCheckbox',
                  kind: 'checkbox' as const,
                  labelKey: 'bacs.consent.account' as const,
                },
              ],
            ]
          : []),
      ],
    },
  ],
  label: nameOf,
  buttonLabel: ({ extra, context }) =>
    extra.step === 'enter'
      ? { key: 'continue' }
      : context.amount
        ? { key: 'confirmAmount', amount: context.amount }
        : { key: 'confirmPurchase' },
  needsPaymentMethods: () => false,
};

export { bacsDefinition };
export type { BacsDefinition, BacsEvent, BacsExtra, BacsOptions, BacsStep };

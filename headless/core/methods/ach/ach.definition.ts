import * as v from 'valibot';
import { checkOptions } from '../options-check';
import {
  addressSectionFields,
  type AddressSectionField,
  type AddressSectionSpec,
} from '../../form/address-section';
import { addressSectionPayload } from '../../form/address-section.payload';
import { addressLayout, type FormLayout, type LayoutSection } from '../../form/form.layout';
import type { FieldVisibility, FormField, FormFields, FormFieldState } from '../../form/form.machine';
import { validatorSchema } from '../../form/validator-schema';
import type { MessageKey } from '../../i18n/messages';
import type { AddressData } from '../../validation/address';
import { ACH_COUNTRIES, validateAchHolderName } from '../../validation/ach';
import type { CheckoutError as CheckoutErrorType } from '../../errors/checkout-error';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
  PaymentMethodFormState,
  PaymentMethodState,
} from '../payment-method.types';
import { messages } from '../../i18n/compiled/en-US.ach';

/*
 * ACH Direct Debit (`ach`, spec sections 2, 3 and 5): the account holder's name, the bank account
 * number (4-17 digits) and the ABA routing number (9 digits with its checksum) typed in secured
 * fields (frames of the payment service, which check and encrypt them), the billing address in
 * the US or Puerto Rico, and the store-details box. A stored account pays with no input. The
 * payment sends `paymentMethod { type, encryptedBankAccountNumber, encryptedBankLocationId,
 * ownerName }` (or `{ type, storedPaymentMethodId }`), `billingAddress`, `storePaymentMethod`.
 */

/** Options of ACH Direct Debit. */
interface AchOptions extends PaymentMethodBaseOptions {
  /** The method's type. */
  type: 'ach';
  /** Shows the account holder's name (default true); a shown name must be filled in. */
  hasHolderName?: boolean | undefined;
  /** Shows the store-details box ('Save for my next payment'; default false). */
  enableStoreDetails?: boolean | undefined;
  /** Pay with this stored ACH account: no field, valid at once. */
  storedPaymentMethodId?: string | undefined;
  /** Values the form starts with: the holder's name, the billing address (its country US or PR). */
  data?: { ownerName?: string | undefined; billingAddress?: AddressData | undefined } | undefined;
  /** The method's name; by default the payment methods' name for it, else 'ACH Direct Debit'. */
  name?: string | undefined;
}

/** The secured fields' status: loading until every frame is configured; 'none' for a stored account. */
type AchSecuredFieldsStatus = 'none' | 'loading' | 'ready' | 'csfLoadFailure' | 'csfConfigFailure';

/** ACH's own state: its frames' status. */
interface AchExtra {
  /** 'loading' until both frames are configured, then 'ready'; a failure when they could not load or configure. */
  securedFields: AchSecuredFieldsStatus;
  /** Why the frames failed, when they did. */
  securedFieldsError: CheckoutErrorType | null;
}

/** ACH's own event: the frames' status changed (the frame host sends it). */
type AchEvent = {
  type: 'securedFields.statusChanged';
  status: Exclude<AchSecuredFieldsStatus, 'none'>;
  error?: CheckoutErrorType;
};

/** The countries ACH's billing address may be in (spec section 5). */
const COUNTRIES: readonly string[] = ACH_COUNTRIES;

/** The key of an empty secured field (the frame's own keys for what it holds). */
const SECURED_EMPTY_KEYS = {
  encryptedBankAccountNumber: 'error.va.sf-ach-num.01',
  encryptedBankLocationId: 'error.va.sf-ach-loc.01',
} as const satisfies Record<string, MessageKey>;

const AddressSchema = v.looseObject({
  street: v.optional(v.string()),
  houseNumberOrName: v.optional(v.string()),
  postalCode: v.optional(v.string()),
  city: v.optional(v.string()),
  stateOrProvince: v.optional(v.string()),
  country: v.optional(v.picklist(ACH_COUNTRIES)),
});

const OptionsSchema = v.looseObject({
  hasHolderName: v.optional(v.boolean()),
  enableStoreDetails: v.optional(v.boolean()),
  storedPaymentMethodId: v.optional(v.pipe(v.string(), v.nonEmpty())),
  data: v.optional(
    v.looseObject({ ownerName: v.optional(v.string()), billingAddress: v.optional(AddressSchema) }),
  ),
  name: v.optional(v.pipe(v.string(), v.nonEmpty())),
  returnUrl: v.optional(v.pipe(v.string(), v.url())),
});

const shown = (on: boolean): FieldVisibility => (on ? 'editable' : 'hidden');
const isStored = (options: AchOptions) => Boolean(options.storedPaymentMethodId);
const holderShown = (options: AchOptions) => !isStored(options) && options.hasHolderName !== false;
const storeShown = (options: AchOptions) => !isStored(options) && options.enableStoreDetails === true;

/** The billing address section: required, in the US (the default) or Puerto Rico. */
function addressSpec(options: AchOptions): AddressSectionSpec {
  return {
    prefix: 'billingAddress',
    visibility: shown(!isStored(options)),
    schema: { mode: 'full' },
    initial: { country: 'US', ...options.data?.billingAddress },
    countries: COUNTRIES,
  };
}

/** A secured field: its frame checks what it holds; the page knows its emptiness and the frame's verdict. */
function securedField(emptyKey: MessageKey, on: boolean): FormField {
  return {
    schema: v.pipe(v.string(), v.nonEmpty(emptyKey)),
    initialValue: '',
    secured: true,
    visibility: shown(on),
  };
}

/** ACH's fields: the holder, the account and routing numbers (secured), the billing address, the store box. */
type AchField =
  | 'ownerName'
  | 'encryptedBankAccountNumber'
  | 'encryptedBankLocationId'
  | AddressSectionField<'billingAddress'>
  | 'storePaymentMethod';

/** The fields, in focus order: holder name, account number, routing number, billing address, store box. */
function fields(
  options: AchOptions,
  _context: PaymentMethodContext,
  _extra: AchExtra,
  current: Readonly<Record<string, FormFieldState>>,
): FormFields<AchField> {
  const entering = !isStored(options);
  return {
    ownerName: {
      schema: validatorSchema(validateAchHolderName),
      initialValue: options.data?.ownerName ?? '',
      visibility: shown(holderShown(options)),
    },
    encryptedBankAccountNumber: securedField(SECURED_EMPTY_KEYS.encryptedBankAccountNumber, entering),
    encryptedBankLocationId: securedField(SECURED_EMPTY_KEYS.encryptedBankLocationId, entering),
    // The address: a country other than ACH's is refused ('invalidCountryCode').
    ...addressSectionFields(addressSpec(options), current),
    storePaymentMethod: { schema: v.boolean(), initialValue: false, visibility: shown(storeShown(options)) },
  };
}

/** The frames' status at the start: a stored account needs none. */
function initialExtra(options: AchOptions): AchExtra {
  return { securedFields: isStored(options) ? 'none' : 'loading', securedFieldsError: null };
}

/** The frames' status after an event; back to loading on a reset (the frames stay, their values go). */
function reduceExtra(state: PaymentMethodFormState<AchOptions, AchExtra>, event: { type: string }): AchExtra {
  const { extra } = state;
  if (event.type !== 'securedFields.statusChanged' || extra.securedFields === 'none') return extra;
  const { status, error } = event as AchEvent;
  return status === extra.securedFields
    ? extra
    : { securedFields: status, securedFieldsError: error ?? null };
}

/** The form as the shopper sees it: the bank account, the billing address, the store box. */
function layout(state: PaymentMethodState<AchOptions, AchExtra>): FormLayout {
  const { options } = state;
  if (isStored(options)) return [];
  const account: LayoutSection = {
    name: 'bankAccount',
    legendKey: 'ach.bankAccount',
    rows: [
      ...(holderShown(options)
        ? [
            [
              {
                field: 'ownerName',
                kind: 'text',
                labelKey: 'ach.accountHolderNameField.title',
                autoComplete: 'name',
              } as const,
            ],
          ]
        : []),
      [
        {
          field: 'encryptedBankAccountNumber',
          kind: 'secured',
          labelKey: 'ach.accountNumberField.title',
          securedType: 'encryptedBankAccountNumber',
        },
      ],
      [
        {
          field: 'encryptedBankLocationId',
          kind: 'secured',
          labelKey: 'ach.accountLocationField.title',
          securedType: 'encryptedBankLocationId',
        },
      ],
    ],
  };
  const billing = addressLayout(addressSpec(options), state.fields, 'billingAddress');
  const store: LayoutSection[] = storeShown(options)
    ? [
        {
          name: 'storeDetails',
          rows: [[{ field: 'storePaymentMethod', kind: 'checkbox', labelKey: 'storeDetails' }]],
        },
      ]
    : [];
  return [account, billing, ...store];
}

/** The method's name. */
function nameOf(options: AchOptions, context: PaymentMethodContext): string {
  return options.name ?? context.paymentMethod?.name ?? 'ACH Direct Debit';
}

/** ACH Direct Debit's definition. */
interface AchDefinition extends PaymentMethodDefinition<AchOptions, AchExtra, AchEvent, AchField> {
  /** The one type it serves. */
  types: readonly ['ach'];
}

/** ACH Direct Debit as a payment method. */
const achDefinition: AchDefinition = {
  types: ['ach'],
  messages,
  check: (options) => checkOptions(OptionsSchema, options),
  fields,
  initialExtra,
  reduceExtra,
  // The frames must be configured before the shopper can pay (a stored account has none).
  ready: (state) => state.extra.securedFields === 'none' || state.extra.securedFields === 'ready',
  // Frames that could not load: the bank account fields' own text (not the card fields').
  frames: { failureKey: () => 'ach.fields.loadFailure' },
  payload: (state, encrypted) => {
    const { options } = state;
    const storedPaymentMethodId = options.storedPaymentMethodId;
    if (storedPaymentMethodId) {
      return {
        paymentMethod: { type: 'ach', storedPaymentMethodId },
        ...(options.returnUrl ? { returnUrl: options.returnUrl } : {}),
      };
    }
    const owner = state.fields.ownerName?.value;
    const ownerName = typeof owner === 'string' ? owner.trim() : '';
    const billingAddress = addressSectionPayload(addressSpec(options), state.fields);
    return {
      paymentMethod: {
        type: 'ach',
        encryptedBankAccountNumber: encrypted.encryptedBankAccountNumber ?? '',
        encryptedBankLocationId: encrypted.encryptedBankLocationId ?? '',
        ...(holderShown(options) && ownerName ? { ownerName } : {}),
      },
      ...(billingAddress ? { billingAddress } : {}),
      ...(storeShown(options) ? { storePaymentMethod: state.fields.storePaymentMethod?.value === true } : {}),
      ...(options.returnUrl ? { returnUrl: options.returnUrl } : {}),
    };
  },
  label: nameOf,
  layout,
  needsPaymentMethods: () => false,
};

export { achDefinition };
export type { AchDefinition, AchEvent, AchExtra, AchOptions, AchSecuredFieldsStatus };

import * as v from 'valibot';
import { checkOptions } from '../options-check';
import type { PaymentData } from '../../checkout/types';
import {
  addressSectionFields,
  type AddressSectionField,
  type AddressSectionSpec,
} from '../../form/address-section';
import { addressSectionPayload } from '../../form/address-section.payload';
import type { FormFields, FormFieldState } from '../../form/form.machine';
import { addressLayout, type FormLayout, type LayoutField, type LayoutSection } from '../../form/form.layout';
import { validatorSchema } from '../../form/validator-schema';
import type { AddressData } from '../../validation/address';
import { validateEmail, validateFirstName, validateLastName } from '../../validation/personal';
import { formatVoucherTelephoneInput, validateVoucherTelephoneNumber } from '../../validation/phone';
import type { ValidationResult } from '../../validation/result';
import { formatSocialSecurityNumber, validateSocialSecurityNumber } from '../../validation/tax-id';
import type { Issuer } from '../issuer-list/issuer-list.types';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
  PaymentMethodState,
} from '../payment-method.types';
import { VOUCHER_METHODS, type VoucherMethodConfig, type VoucherPersonalField } from './voucher.config';
import { VOUCHER_TYPES, type VoucherType } from './voucher.types';
import { messages } from '../../i18n/compiled/en-US.voucher';
import { messages as issuerListMessages } from '../../i18n/compiled/en-US.issuer-list';

/*
 * The voucher methods and the bank transfer (spec sections 2, 3 and 5): one form whose fields are
 * data (voucher.config.ts). Boleto asks the names, the CPF/CNPJ (formatted as typed), a Brazilian
 * billing address and, behind 'send a copy to my email', the email; Doku the names and email;
 * econtext the names, a telephone of 10 or 11 digits and the email; Dragonpay the email and an
 * issuer; OXXO and Multibanco nothing; the bank transfer the email behind the box. The answer is
 * a voucher (or bank-transfer) action: the result the shopper pays with later.
 */

/** The merchant's values for the form (a known shopper). */
interface VoucherData {
  /** The shopper's first name. */
  firstName?: string | undefined;
  /** The shopper's last name. */
  lastName?: string | undefined;
  /** Boleto: the shopper's CPF (11 digits) or CNPJ (14 digits), masked or bare. */
  socialSecurityNumber?: string | undefined;
  /** econtext: the shopper's telephone number (10 or 11 digits). */
  telephoneNumber?: string | undefined;
  /** The shopper's email (with the copy box, the box starts ticked). */
  shopperEmail?: string | undefined;
  /** Boleto: the billing address (its country is Brazil). */
  billingAddress?: AddressData | undefined;
}

/** Options of the voucher methods and the bank transfer. */
interface VoucherOptions extends PaymentMethodBaseOptions {
  /** The method's type. */
  type: VoucherType;
  /** Values the form starts with. */
  data?: VoucherData | undefined;
  /** Boleto and bank transfer: offer the 'send a copy to my email' box (default true). */
  showEmailAddress?: boolean | undefined;
  /** Dragonpay: the issuers to offer; by default the method's entry in the checkout's payment methods. */
  issuers?: readonly Issuer[] | undefined;
  /** The method's name; by default the payment methods' name for it, else the method's. */
  name?: string | undefined;
}

const TEXT = v.optional(v.string());
const IssuerSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  name: v.string(),
  disabled: v.optional(v.boolean()),
  icon: v.optional(v.string()),
});
const OptionsSchema = v.looseObject({
  type: v.picklist(VOUCHER_TYPES),
  data: v.optional(
    v.looseObject({
      firstName: TEXT,
      lastName: TEXT,
      socialSecurityNumber: TEXT,
      telephoneNumber: TEXT,
      shopperEmail: TEXT,
      billingAddress: v.optional(
        v.looseObject({
          street: TEXT,
          houseNumberOrName: TEXT,
          postalCode: TEXT,
          city: TEXT,
          stateOrProvince: TEXT,
          country: TEXT,
        }),
      ),
    }),
  ),
  showEmailAddress: v.optional(v.boolean()),
  issuers: v.optional(v.array(IssuerSchema)),
  name: v.optional(v.pipe(v.string(), v.nonEmpty())),
  returnUrl: v.optional(v.pipe(v.string(), v.url())),
});

const ISSUER_INVALID = 'issuerList.invalid';

const configOf = (options: Pick<VoucherOptions, 'type'>): VoucherMethodConfig =>
  VOUCHER_METHODS[options.type];

/** The issuers offered: the options', else the method's entry in the payment methods (malformed ones left out). */
function issuersOf(options: VoucherOptions, context: PaymentMethodContext): Issuer[] {
  if (options.issuers) return [...options.issuers];
  const listed: unknown = context.paymentMethod?.issuers;
  return Array.isArray(listed) ? listed.filter((item): item is Issuer => v.is(IssuerSchema, item)) : [];
}

/** The billing address as a section (Boleto): the method's countries only, its fields all required. */
function billingSpec(options: VoucherOptions): AddressSectionSpec | null {
  const address = configOf(options).billingAddress;
  if (!address) return null;
  const given = options.data?.billingAddress;
  return {
    prefix: 'billingAddress',
    visibility: 'editable',
    schema: { requiredFields: address.requiredFields },
    initial: { ...given, country: given?.country?.toUpperCase() || address.countries[0]! },
    countries: address.countries,
  };
}

/** A text field checked by a validator of the toolkit. */
function textField(
  validate: (value: string) => ValidationResult,
  initialValue: string,
  format?: (value: string) => string,
): FormFields[string] {
  return { schema: validatorSchema(validate), initialValue, ...(format ? { format } : {}) };
}

/** A personal detail's field: its rule, and its mask (CPF/CNPJ, telephone digits). */
function personalField(field: VoucherPersonalField, initial: string | undefined): FormFields[string] {
  switch (field) {
    case 'firstName':
      return textField(validateFirstName, initial ?? '');
    case 'lastName':
      return textField(validateLastName, initial ?? '');
    case 'socialSecurityNumber':
      return textField(
        validateSocialSecurityNumber,
        formatSocialSecurityNumber(initial ?? ''),
        formatSocialSecurityNumber,
      );
    case 'telephoneNumber':
      return textField(
        validateVoucherTelephoneNumber,
        formatVoucherTelephoneInput(initial ?? ''),
        formatVoucherTelephoneInput,
      );
  }
}

/** Whether the 'send a copy to my email' box is offered. */
const offersCopy = (options: VoucherOptions): boolean =>
  configOf(options).email === 'copy' && options.showEmailAddress !== false;

/** Whether the email is asked now: always (required), or while the copy box is ticked. */
function emailAsked(options: VoucherOptions, fields: Readonly<Record<string, FormFieldState>>): boolean {
  const { email } = configOf(options);
  if (email === 'required') return true;
  if (email === 'none' || !offersCopy(options)) return false;
  const ticked = fields.sendCopyToEmail?.value ?? Boolean(options.data?.shopperEmail);
  return ticked === true;
}

/** A voucher's fields (each method asks some): the shopper's details, the email, the bank, the billing address, the copy box. */
type VoucherField =
  | VoucherPersonalField
  | 'shopperEmail'
  | 'issuer'
  | AddressSectionField<'billingAddress'>
  | 'sendCopyToEmail';

/** The form's fields, in focus order: personal details, email, issuer, billing address, copy box and its email. */
function fields(
  options: VoucherOptions,
  context: PaymentMethodContext,
  _extra: undefined,
  current: Readonly<Record<string, FormFieldState>>,
): FormFields<VoucherField> {
  const config = configOf(options);
  const data = options.data ?? {};
  const out: Record<string, FormFields[string]> = {};
  for (const field of config.personalDetails) out[field] = personalField(field, data[field]);
  const email = textField(validateEmail, data.shopperEmail ?? '');
  if (config.email === 'required') out.shopperEmail = email;
  if (config.issuer) {
    const issuers = issuersOf(options, context);
    const enabled = new Set(issuers.filter((issuer) => !issuer.disabled).map((issuer) => issuer.id));
    out.issuer = {
      schema: v.pipe(
        v.string(ISSUER_INVALID),
        v.nonEmpty(ISSUER_INVALID),
        v.check((id) => enabled.has(id), ISSUER_INVALID),
      ),
      initialValue: '',
      accepts: (value) => typeof value === 'string' && enabled.has(value),
    };
  }
  const billing = billingSpec(options);
  if (billing) Object.assign(out, addressSectionFields(billing, current));
  if (config.email === 'copy') {
    out.sendCopyToEmail = {
      schema: v.boolean(),
      initialValue: Boolean(data.shopperEmail),
      visibility: offersCopy(options) ? 'editable' : 'hidden',
    };
    // Checked only while the box is ticked: hidden, an email the shopper typed is kept, not judged.
    out.shopperEmail = { ...email, visibility: emailAsked(options, current) ? 'editable' : 'hidden' };
  }
  return out;
}

/** The form's layout, from its fields as they stand (hidden ones left out). */
function layout(state: PaymentMethodState<VoucherOptions>): FormLayout {
  const { options, context, fields: current } = state;
  const config = configOf(options);
  const shown = (field: string) => current[field] !== undefined && current[field].visibility !== 'hidden';
  const section = (name: string, rows: LayoutField[][], legendKey?: LayoutSection['legendKey']) => {
    const kept = rows.map((row) => row.filter((entry) => shown(entry.field))).filter((row) => row.length > 0);
    return kept.length === 0 ? [] : [{ name, ...(legendKey ? { legendKey } : {}), rows: kept }];
  };
  const emailField: LayoutField = {
    field: 'shopperEmail',
    kind: 'email',
    labelKey: 'shopperEmail',
    autoComplete: 'email',
  };
  const names = config.personalDetails.includes('firstName');
  const billing = billingSpec(options);
  const address = billing ? addressLayout(billing, current, 'billingAddress') : null;
  const issuers = config.issuer ? issuersOf(options, context).filter((issuer) => !issuer.disabled) : [];
  return [
    ...section(
      'personalDetails',
      [
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
          },
        ],
        [{ field: 'telephoneNumber', kind: 'tel', labelKey: 'telephoneNumber', autoComplete: 'tel' }],
        ...(config.email === 'required' ? [[emailField]] : []),
      ],
      names ? 'personalDetails' : undefined,
    ),
    ...section('issuer', [
      [
        {
          field: 'issuer',
          kind: 'select',
          // Dragonpay's over-the-counter non-bank centres are payment centres, not banks.
          ...(state.options.type === 'dragonpay_otc_non_banking'
            ? { labelKey: 'issuerList.paymentCentre', placeholderKey: 'issuerList.selectPaymentCentre' }
            : { labelKey: 'issuerList.bank', placeholderKey: 'issuerList.selectBank' }),
          options: issuers.map((issuer) => ({ value: issuer.id, label: issuer.name })),
        },
      ],
    ]),
    ...(address && address.rows.length > 0 ? [address] : []),
    ...section('sendCopyToEmail', [
      [{ field: 'sendCopyToEmail', kind: 'checkbox', labelKey: 'boleto.sendCopyToEmail' }],
      ...(config.email === 'copy' ? [[emailField]] : []),
    ]),
  ];
}

/** The trimmed text of a field the shopper sees; undefined when absent or hidden. */
function valueOf(state: PaymentMethodState<VoucherOptions>, field: string): string | undefined {
  const current = state.fields[field];
  if (!current || current.visibility === 'hidden' || typeof current.value !== 'string') return undefined;
  return current.value.trim();
}

/**
 * The payment (spec section 3): `paymentMethod { type }` (Dragonpay: `issuer`), `shopperName
 * { firstName, lastName }`, Boleto's `socialSecurityNumber` (digits only) and `billingAddress`
 * (all six fields), econtext's `telephoneNumber`, and `shopperEmail` when asked (with the copy
 * box: only while it is ticked).
 */
function payload(state: PaymentMethodState<VoucherOptions>): PaymentData {
  const { options } = state;
  const firstName = valueOf(state, 'firstName');
  const lastName = valueOf(state, 'lastName');
  const socialSecurityNumber = valueOf(state, 'socialSecurityNumber')?.replace(/\D/g, '');
  const telephoneNumber = valueOf(state, 'telephoneNumber');
  const shopperEmail = valueOf(state, 'shopperEmail');
  const issuer = valueOf(state, 'issuer');
  const billing = billingSpec(options);
  const billingAddress = billing ? addressSectionPayload(billing, state.fields) : null;
  return {
    paymentMethod: { type: options.type, ...(issuer ? { issuer } : {}) },
    ...(firstName !== undefined || lastName !== undefined
      ? { shopperName: { firstName: firstName ?? '', lastName: lastName ?? '' } }
      : {}),
    ...(socialSecurityNumber ? { socialSecurityNumber } : {}),
    ...(telephoneNumber ? { telephoneNumber } : {}),
    ...(shopperEmail ? { shopperEmail } : {}),
    ...(billingAddress ? { billingAddress } : {}),
    ...(options.returnUrl ? { returnUrl: options.returnUrl } : {}),
  };
}

/** The method's name. */
function nameOf(options: VoucherOptions, context: PaymentMethodContext): string {
  return options.name ?? context.paymentMethod?.name ?? configOf(options).name;
}

/** The voucher family's definition. */
interface VoucherDefinition extends PaymentMethodDefinition<VoucherOptions, undefined, never, VoucherField> {
  /** The types it serves. */
  types: readonly VoucherType[];
}

/** The voucher methods and the bank transfer as one definition. */
const voucherDefinition: VoucherDefinition = {
  types: VOUCHER_TYPES,
  // Its texts, and the issuer list's for the vouchers that pick a bank (Dragonpay).
  messages: { ...messages, ...issuerListMessages },
  check: (options) => checkOptions(OptionsSchema, options),
  fields,
  layout,
  payload,
  label: nameOf,
  buttonLabel: ({ options }) =>
    configOf(options).button === 'confirmPurchase' ? { key: 'confirmPurchase' } : undefined,
  continueTo: ({ options, context }) =>
    configOf(options).button === 'continueTo' ? nameOf(options, context) : undefined,
  needsPaymentMethods: (options) => configOf(options).issuer && options.issuers === undefined,
};

export { voucherDefinition };
export type { VoucherData, VoucherDefinition, VoucherOptions };

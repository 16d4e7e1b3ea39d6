import * as v from 'valibot';
import { checkOptions } from '../options-check';
import type { PaymentData } from '../../checkout/types';
import {
  addressCountryOf,
  addressSectionFields,
  type AddressSectionField,
  type AddressSectionSpec,
} from '../../form/address-section';
import { addressSectionPayload } from '../../form/address-section.payload';
import type { FieldVisibility, FormFields, FormFieldState } from '../../form/form.machine';
import { addressLayout, type FormLayout, type LayoutField, type LayoutSection } from '../../form/form.layout';
import { validatorSchema } from '../../form/validator-schema';
import type { AddressData } from '../../validation/address';
import { validateConsent, validateRequired } from '../../validation/common';
import { electronicFormatIban, formatIban, validateIban } from '../../validation/iban';
import {
  formatDateInput,
  validateCompanyName,
  validateDateOfBirth,
  validateEmail,
  validateFirstName,
  validateGender,
  validateLastName,
  validateRegistrationNumber,
  validateTelephoneNumber,
} from '../../validation/personal';
import type { ValidationResult } from '../../validation/result';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
  PaymentMethodState,
} from '../payment-method.types';
import {
  OPEN_INVOICE_METHODS,
  isKlarnaType,
  type OpenInvoiceMethodConfig,
  type OpenInvoiceSection,
  type PersonalDetailsField,
} from './open-invoice.config';
import { OPEN_INVOICE_TYPES, type OpenInvoiceType } from './open-invoice.types';
import { messages } from '../../i18n/compiled/en-US.open-invoice';
import { messages as sepaMessages } from '../../i18n/compiled/en-US.sepa';

/*
 * The open-invoice and pay-later family (spec sections 2, 3 and 5): one form of sections (company
 * details, personal details, bank account, billing address, delivery address, consent), each
 * hidden, read-only or editable per method (open-invoice.config.ts) and per merchant option. A
 * section is active when editable or prefilled: a read-only section without the merchant's data is
 * not shown, a hidden one with data is sent as given. The delivery address falls back to the
 * billing address; a 'separate delivery address' box shows only when the delivery address is
 * editable and the billing address not hidden.
 */

/** The merchant's values for the form (a known shopper, the order's addresses). */
interface OpenInvoiceData {
  /** The company (AfterPay for business). */
  companyDetails?: { name?: string | undefined; registrationNumber?: string | undefined } | undefined;
  /** The shopper; `dateOfBirth` as YYYY-MM-DD or DD/MM/YYYY, `gender` MALE or FEMALE. */
  personalDetails?: { [K in PersonalDetailsField]?: string | undefined } | undefined;
  /** The bank account (Ratepay Direct Debit). */
  bankAccount?: { iban?: string | undefined; ownerName?: string | undefined } | undefined;
  /** The billing address. */
  billingAddress?: AddressData | undefined;
  /** The delivery address (the billing address when absent). */
  deliveryAddress?: AddressData | undefined;
}

/** Options of the open-invoice and pay-later methods. */
interface OpenInvoiceOptions extends PaymentMethodBaseOptions {
  /** The method's type. */
  type: OpenInvoiceType;
  /** Each section's visibility, over the method's own ('hidden', 'readOnly' with your data, 'editable'). */
  visibility?: Partial<Record<OpenInvoiceSection, FieldVisibility>> | undefined;
  /** Values the form starts with (read-only sections show them; hidden sections send them as given). */
  data?: OpenInvoiceData | undefined;
  /** Shows the consent box (default: when the method has terms or you give `termsUrl`). */
  consentCheckbox?: boolean | undefined;
  /** The terms the consent box links to (default: the method's, for the billing country and the locale). */
  termsUrl?: string | undefined;
  /** The method's name; by default the payment methods' name for it, else the method's. */
  name?: string | undefined;
  /** Klarna: pay in Klarna's widget on this page (the payment asks for it) instead of Klarna's pages. */
  useKlarnaWidget?: boolean | undefined;
}

const SECTIONS: readonly OpenInvoiceSection[] = [
  'companyDetails',
  'personalDetails',
  'bankAccount',
  'billingAddress',
  'deliveryAddress',
];
const VISIBILITY = v.picklist(['hidden', 'readOnly', 'editable']);
const TEXT = v.optional(v.string());
const ADDRESS = v.optional(
  v.looseObject({
    street: TEXT,
    houseNumberOrName: TEXT,
    postalCode: TEXT,
    city: TEXT,
    stateOrProvince: TEXT,
    country: TEXT,
  }),
);
const OptionsSchema = v.looseObject({
  type: v.picklist(OPEN_INVOICE_TYPES),
  visibility: v.optional(
    v.strictObject(Object.fromEntries(SECTIONS.map((s) => [s, v.optional(VISIBILITY)]))),
  ),
  data: v.optional(
    v.looseObject({
      companyDetails: v.optional(v.looseObject({ name: TEXT, registrationNumber: TEXT })),
      personalDetails: v.optional(
        v.looseObject({
          firstName: TEXT,
          lastName: TEXT,
          gender: v.optional(v.picklist(['MALE', 'FEMALE'])),
          dateOfBirth: TEXT,
          telephoneNumber: TEXT,
          shopperEmail: TEXT,
        }),
      ),
      bankAccount: v.optional(v.looseObject({ iban: TEXT, ownerName: TEXT })),
      billingAddress: ADDRESS,
      deliveryAddress: ADDRESS,
    }),
  ),
  consentCheckbox: v.optional(v.boolean()),
  termsUrl: v.optional(v.pipe(v.string(), v.url())),
  name: v.optional(v.pipe(v.string(), v.nonEmpty())),
  useKlarnaWidget: v.optional(v.boolean()),
  returnUrl: v.optional(v.pipe(v.string(), v.url())),
});

const IBAN_INVALID = 'sepaDirectDebit.ibanField.invalid';
/** The account holder's own message (not the card holder's): 'Enter the account holder name'. */
const HOLDER_INVALID = 'sepa.ownerName.invalid';

const configOf = (options: Pick<OpenInvoiceOptions, 'type'>): OpenInvoiceMethodConfig =>
  OPEN_INVOICE_METHODS[options.type];

/** Whether the merchant gave a value for a section. */
function prefilled(data: object | undefined): boolean {
  return Object.values(data ?? {}).some((value) => typeof value === 'string' && value.trim() !== '');
}

/** A section's visibility: the merchant's or the method's; read-only only with the merchant's data. */
function sectionVisibility(options: OpenInvoiceOptions, section: OpenInvoiceSection): FieldVisibility {
  const wanted = options.visibility?.[section] ?? configOf(options).visibility[section];
  return wanted === 'readOnly' && !prefilled(options.data?.[section]) ? 'hidden' : wanted;
}

/** The billing country the form starts with: the merchant's, else the checkout's (when the method serves it). */
function initialBillingCountry(options: OpenInvoiceOptions, context: PaymentMethodContext): string {
  const given = options.data?.billingAddress?.country;
  if (given) return given.toUpperCase();
  const { countries } = configOf(options);
  const checkout = context.countryCode?.toUpperCase();
  if (checkout && (!countries || countries.includes(checkout))) return checkout;
  return countries?.length === 1 ? countries[0]! : '';
}

/** The billing address as a section of the form. */
function billingSpec(options: OpenInvoiceOptions, context: PaymentMethodContext): AddressSectionSpec {
  const config = configOf(options);
  return {
    prefix: 'billingAddress',
    visibility: sectionVisibility(options, 'billingAddress'),
    schema: config.billingAddressFields ? { requiredFields: config.billingAddressFields } : undefined,
    initial: { ...options.data?.billingAddress, country: initialBillingCountry(options, context) },
    countries: config.countries,
  };
}

/** Whether the 'separate delivery address' box shows: the delivery address is editable and the billing not hidden. */
function offersSeparateDelivery(options: OpenInvoiceOptions): boolean {
  return (
    sectionVisibility(options, 'deliveryAddress') === 'editable' &&
    sectionVisibility(options, 'billingAddress') !== 'hidden'
  );
}

/** The delivery address as a section: behind the box when it shows, else as the method says. */
function deliverySpec(
  options: OpenInvoiceOptions,
  fields: Readonly<Record<string, FormFieldState>>,
): AddressSectionSpec {
  const separate = fields.separateDeliveryAddress?.value ?? prefilled(options.data?.deliveryAddress);
  const visibility = offersSeparateDelivery(options)
    ? separate === true
      ? 'editable'
      : 'hidden'
    : sectionVisibility(options, 'deliveryAddress');
  return { prefix: 'deliveryAddress', visibility, initial: options.data?.deliveryAddress };
}

/** Whether the consent box shows, and the terms it links to. */
function consentOf(
  options: OpenInvoiceOptions,
  context: PaymentMethodContext,
  fields: Readonly<Record<string, FormFieldState>>,
): { shown: boolean; link: string | undefined } {
  const { terms } = configOf(options);
  const country = addressCountryOf(billingSpec(options, context), fields).toUpperCase();
  const link = options.termsUrl ?? terms?.(country, context.locale ?? 'en-US');
  return { shown: options.consentCheckbox ?? link !== undefined, link };
}

/** A text field checked by a toolkit validator. */
function textField(
  validate: (value: string) => ValidationResult,
  initialValue: string,
  visibility: FieldVisibility,
  format?: (value: string, previous: string) => string,
): FormFields[string] {
  return { schema: validatorSchema(validate), initialValue, visibility, ...(format ? { format } : {}) };
}

/** The personal details' validators (the date of birth against the form's date). */
function personalValidator(
  field: PersonalDetailsField,
  context: PaymentMethodContext,
): (value: string) => ValidationResult {
  switch (field) {
    case 'firstName':
      return validateFirstName;
    case 'lastName':
      return validateLastName;
    case 'gender':
      return validateGender;
    case 'dateOfBirth':
      return (value) => validateDateOfBirth(value, { now: new Date(context.today ?? Date.now()) });
    case 'telephoneNumber':
      return validateTelephoneNumber;
    case 'shopperEmail':
      return validateEmail;
  }
}

/** An open invoice's fields (each method asks some): the company, the shopper, the bank account, the addresses, the consent. */
type OpenInvoiceField =
  | 'companyDetails.name'
  | 'companyDetails.registrationNumber'
  | `personalDetails.${PersonalDetailsField}`
  | 'bankAccount.ownerName'
  | 'bankAccount.iban'
  | AddressSectionField<'billingAddress'>
  | 'separateDeliveryAddress'
  | AddressSectionField<'deliveryAddress'>
  | 'consentCheckbox';

/** The form's fields, in focus order: company, person, bank account, billing, delivery, consent. */
function fields(
  options: OpenInvoiceOptions,
  context: PaymentMethodContext,
  _extra: undefined,
  current: Readonly<Record<string, FormFieldState>>,
): FormFields<OpenInvoiceField> {
  const config = configOf(options);
  const data = options.data ?? {};
  const out: Record<string, FormFields[string]> = {};

  const company = sectionVisibility(options, 'companyDetails');
  out['companyDetails.name'] = textField(validateCompanyName, data.companyDetails?.name ?? '', company);
  out['companyDetails.registrationNumber'] = textField(
    validateRegistrationNumber,
    data.companyDetails?.registrationNumber ?? '',
    company,
  );

  const personal = sectionVisibility(options, 'personalDetails');
  for (const field of config.personalDetails) {
    const initial = data.personalDetails?.[field] ?? '';
    out[`personalDetails.${field}`] =
      field === 'dateOfBirth'
        ? textField(
            personalValidator(field, context),
            formatDateInput(initial),
            personal,
            (value, previous) => formatDateInput(value, { previous }),
          )
        : textField(personalValidator(field, context), initial, personal);
  }

  const bank = sectionVisibility(options, 'bankAccount');
  out['bankAccount.ownerName'] = textField(
    (value) => validateRequired(value, { errorKey: HOLDER_INVALID }),
    data.bankAccount?.ownerName ?? '',
    bank,
  );
  out['bankAccount.iban'] = textField(
    (value) => {
      const result = validateIban(value);
      return result.valid ? result : { ...result, errorKey: IBAN_INVALID };
    },
    formatIban(data.bankAccount?.iban ?? ''),
    bank,
    (value) => formatIban(value),
  );

  Object.assign(out, addressSectionFields(billingSpec(options, context), current));
  out.separateDeliveryAddress = {
    schema: v.boolean(),
    initialValue: prefilled(data.deliveryAddress),
    visibility: offersSeparateDelivery(options) ? 'editable' : 'hidden',
  };
  Object.assign(out, addressSectionFields(deliverySpec(options, current), current));

  out.consentCheckbox = {
    schema: validatorSchema(validateConsent, v.boolean()),
    initialValue: false,
    visibility: consentOf(options, context, current).shown ? 'editable' : 'hidden',
  };
  return out;
}

/** The form's layout, from its fields as they stand (hidden ones left out). */
function layout(state: PaymentMethodState<OpenInvoiceOptions>): FormLayout {
  const { options, context, fields: current } = state;
  const config = configOf(options);
  const shown = (field: string) => current[field] !== undefined && current[field].visibility !== 'hidden';
  const only = (rows: LayoutField[][]) =>
    rows.map((row) => row.filter((entry) => shown(entry.field))).filter((row) => row.length > 0);
  const section = (
    name: string,
    rows: LayoutField[][],
    legendKey?: LayoutSection['legendKey'],
  ): LayoutSection[] => {
    const kept = only(rows);
    return kept.length === 0 ? [] : [{ name, ...(legendKey ? { legendKey } : {}), rows: kept }];
  };
  const text = (
    field: string,
    labelKey: LayoutField['labelKey'],
    extra: Partial<LayoutField> = {},
  ): LayoutField => ({
    field,
    kind: 'text',
    labelKey,
    ...extra,
  });
  const person = (field: PersonalDetailsField): LayoutField => {
    const name = `personalDetails.${field}`;
    switch (field) {
      case 'firstName':
        return text(name, 'firstName', { autoComplete: 'given-name', width: 50 });
      case 'lastName':
        return text(name, 'lastName', { autoComplete: 'family-name', width: 50 });
      case 'gender':
        return {
          field: name,
          kind: 'radio',
          labelKey: 'gender',
          options: [
            { value: 'MALE', labelKey: 'gender.male' },
            { value: 'FEMALE', labelKey: 'gender.female' },
          ],
        };
      case 'dateOfBirth':
        return {
          field: name,
          kind: 'date',
          labelKey: 'dateOfBirth',
          autoComplete: 'bday',
          placeholderKey: 'dateOfBirth.format',
        };
      case 'telephoneNumber':
        return { field: name, kind: 'tel', labelKey: 'telephoneNumber', autoComplete: 'tel' };
      case 'shopperEmail':
        return { field: name, kind: 'email', labelKey: 'shopperEmail', autoComplete: 'email' };
    }
  };
  const names = config.personalDetails;
  const nameRow = names.filter((field) => field === 'firstName' || field === 'lastName').map(person);
  const otherRows = names
    .filter((field) => field !== 'firstName' && field !== 'lastName')
    .map((field) => [person(field)]);
  const billing = billingSpec(options, context);
  const delivery = deliverySpec(options, current);
  const consent = consentOf(options, context, current);
  const address = (spec: AddressSectionSpec, legendKey: LayoutSection['legendKey']): LayoutSection[] => {
    const laid = addressLayout(spec, current, legendKey);
    return laid.rows.length === 0 ? [] : [laid];
  };
  return [
    ...section(
      'companyDetails',
      [
        [text('companyDetails.name', 'companyDetails.name', { autoComplete: 'organization' })],
        [text('companyDetails.registrationNumber', 'companyDetails.registrationNumber')],
      ],
      'companyDetails',
    ),
    ...section('personalDetails', [nameRow, ...otherRows], 'personalDetails'),
    ...section(
      'bankAccount',
      [
        [text('bankAccount.ownerName', 'sepa.ownerName', { autoComplete: 'name' })],
        [text('bankAccount.iban', 'sepa.ibanNumber', { autoComplete: 'off' })],
      ],
      'ach.bankAccount',
    ),
    ...address(billing, 'billingAddress'),
    ...section('separateDeliveryAddress', [
      [{ field: 'separateDeliveryAddress', kind: 'checkbox', labelKey: 'separateDeliveryAddress' }],
    ]),
    ...address(delivery, 'deliveryAddress'),
    ...section('consent', [
      [
        {
          field: 'consentCheckbox',
          kind: 'consent',
          labelKey: 'consent.checkbox.label',
          ...(consent.link ? { link: consent.link } : {}),
        },
      ],
    ]),
  ];
}

/** The text value of a field ('' when absent, hidden or a box). */
function valueOf(state: PaymentMethodState<OpenInvoiceOptions>, field: string): string | undefined {
  const current = state.fields[field];
  if (!current || current.visibility === 'hidden' || typeof current.value !== 'string') return undefined;
  return current.value.trim();
}

/** The section's data as the form has it (shown) or as the merchant gave it (hidden but prefilled). */
function addressPayload(
  state: PaymentMethodState<OpenInvoiceOptions>,
  spec: AddressSectionSpec,
  given: AddressData | undefined,
): Required<AddressData> | AddressData | undefined {
  if (spec.visibility !== 'hidden') return addressSectionPayload(spec, state.fields) ?? undefined;
  return prefilled(given) ? given : undefined;
}

/**
 * The payment (spec section 3): `paymentMethod { type }` (Klarna's widget: `subtype: 'sdk'`),
 * `shopperName { firstName, lastName, gender }`, `dateOfBirth` (YYYY-MM-DD), `telephoneNumber`,
 * `shopperEmail`, `company { name, registrationNumber }`, `bankAccount { iban, ownerName,
 * countryCode }`, `billingAddress`, and `deliveryAddress` (the billing address when none of its
 * own). The consent is the shopper's agreement, not sent.
 */
function payload(state: PaymentMethodState<OpenInvoiceOptions>): PaymentData {
  const { options, context } = state;
  const data = options.data ?? {};
  const person = (field: PersonalDetailsField): string | undefined => {
    const value = valueOf(state, `personalDetails.${field}`);
    if (value !== undefined) return value;
    return sectionVisibility(options, 'personalDetails') === 'hidden'
      ? data.personalDetails?.[field]
      : undefined;
  };
  const firstName = person('firstName');
  const lastName = person('lastName');
  const gender = person('gender');
  const birth = person('dateOfBirth');
  const dateOfBirth = birth
    ? (validateDateOfBirth(birth, { now: new Date(context.today ?? Date.now()) }).isoDate ?? birth)
    : undefined;
  const telephoneNumber = person('telephoneNumber');
  const shopperEmail = person('shopperEmail');

  const companyShown = sectionVisibility(options, 'companyDetails') !== 'hidden';
  const company = companyShown
    ? {
        name: valueOf(state, 'companyDetails.name'),
        registrationNumber: valueOf(state, 'companyDetails.registrationNumber'),
      }
    : prefilled(data.companyDetails)
      ? data.companyDetails
      : undefined;

  const bankShown = sectionVisibility(options, 'bankAccount') !== 'hidden';
  const iban = bankShown ? electronicFormatIban(valueOf(state, 'bankAccount.iban') ?? '') : undefined;
  const bankAccount = iban
    ? { iban, ownerName: valueOf(state, 'bankAccount.ownerName') ?? '', countryCode: iban.slice(0, 2) }
    : undefined;

  const billingAddress = addressPayload(state, billingSpec(options, context), data.billingAddress);
  const deliveryAddress =
    addressPayload(state, deliverySpec(options, state.fields), data.deliveryAddress) ?? billingAddress;
  const shopperName =
    firstName !== undefined || lastName !== undefined
      ? { firstName: firstName ?? '', lastName: lastName ?? '', ...(gender ? { gender } : {}) }
      : undefined;

  return {
    paymentMethod: {
      type: options.type,
      ...(isKlarnaType(options.type) && options.useKlarnaWidget ? { subtype: 'sdk' } : {}),
    },
    ...(shopperName ? { shopperName } : {}),
    ...(dateOfBirth ? { dateOfBirth } : {}),
    ...(telephoneNumber ? { telephoneNumber } : {}),
    ...(shopperEmail ? { shopperEmail } : {}),
    ...(company ? { company } : {}),
    ...(bankAccount ? { bankAccount } : {}),
    ...(billingAddress ? { billingAddress } : {}),
    ...(deliveryAddress ? { deliveryAddress } : {}),
    ...(options.returnUrl ? { returnUrl: options.returnUrl } : {}),
  };
}

/** The method's name. */
function nameOf(options: OpenInvoiceOptions, context: PaymentMethodContext): string {
  return options.name ?? context.paymentMethod?.name ?? configOf(options).name;
}

/** The open-invoice family's definition. */
interface OpenInvoiceDefinition extends PaymentMethodDefinition<
  OpenInvoiceOptions,
  undefined,
  never,
  OpenInvoiceField
> {
  /** The types it serves. */
  types: readonly OpenInvoiceType[];
}

/** The open-invoice and pay-later methods as one definition. */
const openInvoiceDefinition: OpenInvoiceDefinition = {
  types: OPEN_INVOICE_TYPES,
  // Its texts, and SEPA's for Ratepay's direct debit (the holder and IBAN fields).
  messages: { ...messages, ...sepaMessages },
  check: (options) => checkOptions(OptionsSchema, options),
  fields,
  layout,
  payload,
  label: nameOf,
  buttonLabel: ({ options }) =>
    configOf(options).button === 'confirmPurchase' ? { key: 'confirmPurchase' } : undefined,
  continueTo: ({ options }) => {
    const { button } = configOf(options);
    return button === 'confirmPurchase' ? undefined : button.continueTo;
  },
  needsPaymentMethods: () => false,
};

export { openInvoiceDefinition };
export type { OpenInvoiceData, OpenInvoiceDefinition, OpenInvoiceOptions };

import {
  ADDRESS_FIELDS,
  getAddressSchema,
  normalizeAddressText,
  type AddressData,
  type AddressFieldName,
  type AddressSchema,
  type AddressSchemaOptions,
} from '../validation/address';
import { toResult } from '../validation/result';
import type { FieldVisibility, FormFields, FormFieldState } from './form.machine';
import { validatorSchema } from './validator-schema';

/*
 * An address as a section of a method's form (the card's and ACH's billing address, open invoice's
 * billing and delivery addresses): the six fields named `<prefix>.<field>`, those the chosen
 * country's form does not ask hidden (what was typed in them is kept for a change back), each
 * checked by the country's address schema (required fields, postal code format, text rules).
 */

/** The names of an address section's fields: `billingAddress.street`… for the prefix `billingAddress`. */
type AddressSectionField<Prefix extends string> = `${Prefix}.${AddressFieldName}`;

/** What an address section is made of. */
interface AddressSectionSpec {
  /** The fields' prefix: `billingAddress` names the fields `billingAddress.street`… */
  prefix: string;
  /** Whether the shopper sees the section and may change it. */
  visibility: FieldVisibility;
  /** The country's form: mode, required and optional fields (spec section 5). */
  schema?: AddressSchemaOptions | undefined;
  /** Every field may stay blank (the card's `billingAddressRequired: false`). */
  optional?: boolean | undefined;
  /** The values the section starts with (the merchant's prefill). */
  initial?: AddressData | undefined;
  /** The countries the section accepts (a method's countries); any when absent ('invalidCountryCode' otherwise). */
  countries?: readonly string[] | undefined;
}

/** Address fields whose text is cleaned as it is typed (special characters stripped, spaces collapsed). */
const TEXT_FIELDS: ReadonlySet<AddressFieldName> = new Set(['street', 'houseNumberOrName', 'city']);

/** The value of a text field of a form ('' when absent or a checkbox). */
function textValue(fields: Readonly<Record<string, FormFieldState>>, name: string): string {
  const value = fields[name]?.value;
  return typeof value === 'string' ? value : '';
}

/** The section's country: the one chosen in its country field, else the prefill's ('' when none). */
function addressCountryOf(
  spec: Pick<AddressSectionSpec, 'prefix' | 'initial'>,
  fields: Readonly<Record<string, FormFieldState>>,
): string {
  const chosen = fields[`${spec.prefix}.country`]?.value;
  return typeof chosen === 'string' ? chosen : (spec.initial?.country ?? '');
}

/** The address schema of the section's country (its fields, rows, labels and rules). */
function addressSchemaOf(
  spec: Pick<AddressSectionSpec, 'prefix' | 'initial' | 'schema'>,
  fields: Readonly<Record<string, FormFieldState>>,
): AddressSchema {
  return getAddressSchema(addressCountryOf(spec, fields), spec.schema);
}

/**
 * The section's six form fields for the current values (`current`: the form's fields now, empty at
 * the start): each shown as the section is when the country's form asks it, else hidden; each
 * checked together with the others (a field's rule may read the country).
 */
function addressSectionFields(
  spec: AddressSectionSpec,
  current: Readonly<Record<string, FormFieldState>>,
): FormFields {
  const schema = addressSchemaOf(spec, current);
  const address: Record<string, string> = {};
  for (const name of ADDRESS_FIELDS) address[name] = textValue(current, `${spec.prefix}.${name}`);
  const fields: Record<string, FormFields[string]> = {};
  for (const name of ADDRESS_FIELDS) {
    const field = schema.fields.find((entry) => entry.name === name);
    fields[`${spec.prefix}.${name}`] = {
      schema: validatorSchema((value) => {
        const result = schema.validateAddress({ ...address, [name]: value }).fields[name];
        if (result.empty && spec.optional) return toResult(true, true);
        const accepted =
          name !== 'country' || !spec.countries || spec.countries.includes(value.toUpperCase());
        return result.valid && !accepted && !result.empty
          ? toResult(false, false, 'invalidCountryCode')
          : result;
      }),
      initialValue: spec.initial?.[name] ?? '',
      visibility: field ? spec.visibility : 'hidden',
      ...(TEXT_FIELDS.has(name) ? { format: (value: string) => normalizeAddressText(value) } : {}),
      ...(field?.format ? { errorValues: { format: field.format } } : {}),
    };
  }
  return fields;
}

export { addressCountryOf, addressSchemaOf, addressSectionFields, textValue };
export type { AddressSectionField, AddressSectionSpec };

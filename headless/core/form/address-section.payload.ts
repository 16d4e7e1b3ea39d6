import * as v from 'valibot';
import { ADDRESS_FIELDS, type AddressData, type AddressFieldName } from '../validation/address';
import { addressSchemaOf, textValue, type AddressSectionSpec } from './address-section';
import type { FormFieldState } from './form.machine';

// What a payment sends of an address section, apart from the section's fields: the methods that
// send an address this way (ACH, open invoice) load it with their definitions, not the card's page.

/** The section's values by address field (the fields named `<prefix>.<field>`). */
function addressSectionValues(
  prefix: string,
  fields: Readonly<Record<string, FormFieldState>>,
): Record<AddressFieldName, string> {
  const values = {} as Record<AddressFieldName, string>;
  for (const name of ADDRESS_FIELDS) values[name] = textValue(fields, `${prefix}.${name}`);
  return values;
}

/**
 * The address a payment sends (spec section 3): all six fields, trimmed, 'N/A' where the country's
 * form does not ask one or an optional one was left blank; null when the values do not pass the
 * schema (the form is invalid then anyway).
 */
function addressSectionPayload(
  spec: Pick<AddressSectionSpec, 'prefix' | 'initial' | 'schema'>,
  fields: Readonly<Record<string, FormFieldState>>,
): Required<AddressData> | null {
  const schema = addressSchemaOf(spec, fields);
  const parsed = v.safeParse(schema.schema, addressSectionValues(spec.prefix, fields));
  return parsed.success ? parsed.output : null;
}

export { addressSectionPayload, addressSectionValues };

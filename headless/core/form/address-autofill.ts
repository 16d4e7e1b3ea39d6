/**
 * What an address field's control carries besides its rules: its autofill token and a select's
 * placeholder, apart from the address rules (a card page shows its billing address's controls with
 * them once the address part has loaded).
 */
import type { MessageKey } from '../i18n/messages';
import type { AddressFieldName } from '../validation/address-fields';

/** The autofill section of an address by its prefix (`billing`, `shipping`). */
const AUTOFILL_SECTION: Readonly<Record<string, string>> = {
  billingAddress: 'billing',
  deliveryAddress: 'shipping',
};

/** Autofill tokens of the address fields. */
const ADDRESS_AUTOFILL: Readonly<Record<AddressFieldName, string>> = {
  street: 'address-line1',
  houseNumberOrName: 'address-line2',
  postalCode: 'postal-code',
  city: 'address-level2',
  stateOrProvince: 'address-level1',
  country: 'country',
};

/** An address field's autofill token in its section (`billing postal-code`; no section: `postal-code`). */
function addressAutofillOf(prefix: string, name: AddressFieldName): string {
  const section = AUTOFILL_SECTION[prefix];
  return section ? `${section} ${ADDRESS_AUTOFILL[name]}` : ADDRESS_AUTOFILL[name];
}

/** The placeholder of the select a dataset feeds (country, state). */
const ADDRESS_SELECT_PLACEHOLDERS: Readonly<Partial<Record<AddressFieldName, MessageKey>>> = {
  country: 'select.country',
  stateOrProvince: 'select.stateOrProvince',
};

export { ADDRESS_SELECT_PLACEHOLDERS, addressAutofillOf };

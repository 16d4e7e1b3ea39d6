/**
 * The six fields of an address, apart from the address rules: what a form that may show an address
 * names and lists without carrying the rules (the card's billing address, loaded when shown).
 */

/** The six fields of an address, as named in the payment payload. */
type AddressFieldName =
  'street' | 'houseNumberOrName' | 'postalCode' | 'city' | 'stateOrProvince' | 'country';

/** The six fields, in payload order. */
const ADDRESS_FIELDS: readonly AddressFieldName[] = [
  'street',
  'houseNumberOrName',
  'postalCode',
  'city',
  'stateOrProvince',
  'country',
];

export { ADDRESS_FIELDS };
export type { AddressFieldName };

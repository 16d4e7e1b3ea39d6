import { SECURED_FIELD_TYPES } from '../card/secured-fields.fields';
import type { LayoutField } from './form.layout';

/*
 * Which fields hold left-to-right data whatever the shopper's language: digits, codes and
 * addresses that read the same in Arabic as in English (a card number, an IBAN, a postal code such
 * as '1012 AB', a phone number, an email). Their inputs get `dir="ltr"`, so '1012 AB' does not
 * show as 'AB 1012' in a right-to-left checkout. Text in the shopper's language (names, streets,
 * cities) takes the page's direction.
 */

/** The fields (the last part of a field's name: `billingAddress.postalCode` is `postalCode`) of left-to-right data. */
const LTR_FIELDS: ReadonlySet<string> = new Set([
  // Every field typed in a frame (card, bank account, gift card digits).
  ...SECURED_FIELD_TYPES,
  'taxNumber',
  'socialSecurityNumber',
  'postalCode',
  'iban',
  'bankAccountNumber',
  'bankLocationId',
  'accountNumber',
  'telephoneNumber',
  'phoneNumber',
  'phonePrefix',
  'shopperEmail',
  'email',
  'dateOfBirth',
  'blikCode',
  'otp',
  'virtualPaymentAddress',
]);

/** The kinds of control whose value is left-to-right data. */
const LTR_KINDS: ReadonlySet<string> = new Set(['tel', 'email', 'date', 'secured']);

/**
 * 'ltr' when a field's value is left-to-right data (put it on the input as `dir`), else undefined
 * (the input follows the page's direction). Takes a field's name, or a layout field (whose kind
 * and keyboard say it too: a telephone, email, date or secured field, or a numeric one).
 */
function fieldDirectionOf(
  field: string | Pick<LayoutField, 'field' | 'kind' | 'inputMode'>,
): 'ltr' | undefined {
  if (typeof field !== 'string') {
    if (LTR_KINDS.has(field.kind) || field.inputMode === 'numeric') return 'ltr';
    return fieldDirectionOf(field.field);
  }
  const name = field.slice(field.lastIndexOf('.') + 1);
  return LTR_FIELDS.has(name) ? 'ltr' : undefined;
}

export { fieldDirectionOf };

// The method getters' `dir`: inputs of left-to-right data (IBAN, postal code, phone, email) get
// dir="ltr", so they keep their order on a right-to-left page; names and streets follow the page.
import { describe, expect, it } from 'vitest';
import { createPaymentMethodPropGetters } from '../../headless/react/payment-method-props';

describe('getInputProps: dir', () => {
  const getters = createPaymentMethodPropGetters(null, 'sepa', (key) => key);

  it('is ltr for left-to-right data', () => {
    for (const field of [
      'iban',
      'billingAddress.postalCode',
      'telephoneNumber',
      'personalDetails.shopperEmail',
      'socialSecurityNumber',
    ])
      expect(getters.getInputProps(field).dir).toBe('ltr');
  });

  it('is absent for text in the shopper’s language, and yields to the user’s own', () => {
    for (const field of ['ownerName', 'firstName', 'billingAddress.street', 'billingAddress.city'])
      expect(getters.getInputProps(field).dir).toBeUndefined();
    expect(getters.getInputProps('iban', { dir: 'auto' }).dir).toBe('auto');
  });
});

// The feature groups of the en-US catalogue (docs/i18n.md): the polled actions', the voucher
// action's, the drop-in's and the donation's texts are not up front; the machine (or action run)
// that shows them adds them when it is made. Isolated (tests/vitest.config.ts): the en-US
// catalogue of this file's module graph starts with the common group only.
import { describe, expect, it } from 'vitest';
import {
  createCheckoutActionRun,
  createDonationMachine,
  createDropinMachine,
  createI18n,
  createOrderMachine,
  createStoredMethodRemoval,
  createQrCountdown,
  voucherActionMessages,
  type CheckoutError,
  type MessageKey,
} from '../../../headless/core';
import {
  validateAchAccountNumber,
  validateBacsHolderName,
  validateBlikCode,
  validateGiftCardPin,
  getAddressSchema,
  validateEmail,
  validatePhone,
  validatePostalCode,
} from '../../../headless/core/validation';

/** The en-US text of `key` now ('' when the catalogue does not have it: the key comes back). */
function textOf(key: MessageKey): string {
  const text = createI18n().formatMessage(key);
  return text === key ? '' : text;
}

describe('each feature group comes with the code that shows it', () => {
  it('a QR code or await countdown adds the polled actions’ texts', () => {
    expect(textOf('qr.scan')).toBe('');
    expect(textOf('await.waitForConfirmation')).toBe('');
    createQrCountdown({ durationMs: 60_000 });
    expect(textOf('qr.scan')).toBe('Scan the QR code');
    expect(textOf('await.waitForConfirmation')).toBe('Waiting for confirmation');
    expect(textOf('swish.pendingMessage')).toMatch(/^After you scan/);
  });

  it('a voucher’s action run adds the voucher and bank transfer texts', () => {
    expect(textOf('voucher.paymentReference')).toBe('');
    expect(textOf('bankTransfer.beneficiary')).toBe('');
    const checkout = { reportResult: () => undefined, reportError: (error: CheckoutError) => error };
    createCheckoutActionRun(checkout, 'a-run', () => ({}));
    expect(textOf('voucher.paymentReference')).toBe(''); // a run without texts adds none
    createCheckoutActionRun(checkout, 'voucher-run', () => ({}), voucherActionMessages);
    expect(textOf('voucher.paymentReference')).toBe('Payment reference');
    expect(textOf('bankTransfer.beneficiary')).toBe('Beneficiary');
  });

  it('a drop-in’s machine adds its list’s headings; a donation’s, its texts', () => {
    expect(textOf('dropin.storedPaymentMethods')).toBe('');
    createDropinMachine({});
    expect(textOf('dropin.storedPaymentMethods')).toBe('Stored payment methods');
    expect(textOf('donation.title')).toBe('');
    createDonationMachine(
      { amounts: { currency: 'EUR', values: [100, 300] } },
      { onDonate: () => Promise.resolve() },
    );
    expect(textOf('donation.title')).toBe('Make a donation');
    expect(textOf('donateButton')).toBe('Donate');
  });

  it('a stored method’s removal adds its question and buttons; an order, its partial payments’ texts', () => {
    expect(textOf('storedPaymentMethod.disable.confirmation')).toBe('');
    createStoredMethodRemoval({ storedPaymentMethodId: 'stored-1', disable: () => Promise.resolve() });
    expect(textOf('storedPaymentMethod.disable.confirmation')).toBe('Remove stored payment method?');
    expect(textOf('storedPaymentMethod.disable.confirmButton')).toBe('Yes, remove');
    expect(textOf('partialPayment.warning')).toBe('');
    createOrderMachine({ getOrderStatus: () => new Promise(() => {}), reportError: () => undefined });
    expect(textOf('partialPayment.warning')).toBe(
      'Select another payment method to pay the remaining amount',
    );
  });

  it('a validation check adds the group of the keys it returns before it returns (a merchant’s own form)', () => {
    expect(textOf('blik.invalid')).toBe('');
    expect(validateBlikCode('12').errorKey).toBe('blik.invalid');
    expect(textOf('blik.invalid')).toBe('Enter 6 numbers');
    expect(textOf('blik.code')).toBe('Enter the 6-digit code'); // its group, whole

    expect(textOf('error.va.sf-ach-num.01')).toBe('');
    expect(textOf('bacs.accountHolderName.invalid')).toBe('');
    expect(validateAchAccountNumber('').errorKey).toBe('error.va.sf-ach-num.01');
    expect(textOf('error.va.sf-ach-num.01')).toBe('Bank account number field is empty');
    expect(textOf('bacs.accountHolderName.invalid')).toBe(''); // the Bacs group is Bacs checks'
    expect(validateBacsHolderName('').errorKey).toBe('bacs.accountHolderName.invalid');
    expect(textOf('bacs.accountHolderName.invalid')).toBe('Invalid bank account holder name');

    expect(textOf('giftcard.pin.empty')).toBe('');
    expect(validateGiftCardPin('').errorKey).toBe('giftcard.pin.empty');
    expect(textOf('giftcard.pin.empty')).toBe('Enter the PIN');
  });

  it('the address, personal details and phone checks add their groups: their labels and errors', () => {
    expect(textOf('zipCode.invalid')).toBe('');
    expect(validatePostalCode('US', '').errorKey).toBe('zipCode.invalid');
    expect(textOf('zipCode.invalid')).toBe('Enter the zip code');
    expect(textOf('prefecture')).toBe('Prefecture'); // its group, whole
    expect(getAddressSchema('JP').fields.find((field) => field.name === 'stateOrProvince')?.labelKey).toBe(
      'prefecture',
    );

    expect(textOf('shopperEmail.invalid')).toBe('');
    expect(validateEmail('nope').errorKey).toBe('shopperEmail.invalid');
    expect(textOf('shopperEmail.invalid')).toBe('Invalid email address');
    expect(textOf('dateOfBirth.required')).toBe('Enter your date of birth');

    expect(textOf('invalidPhoneNumber')).toBe('');
    expect(validatePhone({ prefix: '+31', number: '1' }).errorKey).toBe('invalidPhoneNumber');
    expect(textOf('invalidPhoneNumber')).toBe('Invalid phone number');
  });
});

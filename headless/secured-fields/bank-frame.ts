// The secured-field frame of a bank account (ACH's account number and routing number) and of a
// gift card's or meal voucher's number and PIN: runs inside an iframe served by the payment
// service, so the digits typed here never reach the merchant's page. One input, digits only; the
// account number 4-17 digits, the routing number 9 with its ABA checksum, a gift card number 15-32
// digits, a PIN 3-10 (its emptiness is the page's to judge: a PIN may be optional); a valid value
// encrypted to the payment service's key. A script of its own,
// apart from the card's frame (frame.ts): a card frame never runs these checks, a bank frame never
// loads the card's brand tables, expiry link and bin (docs/secured-fields.md).
import type {
  BankSecuredFieldType,
  GiftCardSecuredFieldType,
  ValidationResult,
} from 'headless-checkout/core';
import {
  validateAchAccountNumber,
  validateAchLocationId,
  validateGiftCardNumber,
  validateGiftCardPin,
} from 'headless-checkout/validation';
import type { EncryptedFieldName } from '../core/card/card.encryption';
import {
  createFrameEncryptor,
  createFrameInput,
  createPost,
  listenToPage,
  readFrameParams,
  reportInput,
} from './frame-common';

const params = readFrameParams();
const fieldType = params.fieldType as BankSecuredFieldType | GiftCardSecuredFieldType;

/**
 * Each digits field: its check, its longest value, its name inside the encrypted payload and the
 * payment data's name of its encrypted value.
 */
const FIELDS: Record<
  BankSecuredFieldType | GiftCardSecuredFieldType,
  {
    validate: (value: string) => ValidationResult;
    maxDigits: number;
    encryptAs: EncryptedFieldName;
    payloadName: string;
  }
> = {
  encryptedBankAccountNumber: {
    validate: validateAchAccountNumber,
    maxDigits: 17,
    encryptAs: 'bankAccountNumber',
    payloadName: 'encryptedBankAccountNumber',
  },
  encryptedBankLocationId: {
    validate: validateAchLocationId,
    maxDigits: 9,
    encryptAs: 'bankLocationId',
    payloadName: 'encryptedBankLocationId',
  },
  giftcardNumber: {
    validate: validateGiftCardNumber,
    maxDigits: 32,
    encryptAs: 'number',
    payloadName: 'encryptedCardNumber',
  },
  giftcardPin: {
    // Empty reports as empty, never valid: whether a PIN may be left out is the page's to judge.
    validate: (value) => validateGiftCardPin(value),
    maxDigits: 10,
    encryptAs: 'cvc',
    payloadName: 'encryptedSecurityCode',
  },
};
const field = FIELDS[fieldType];
const encryptor = createFrameEncryptor(params);
const elements = createFrameInput('off');
const { input } = elements;
const post = createPost(params);
let sequence = 0;
const track = reportInput(input, post);

/** Reports the field to the page; `typed` (a keystroke) may auto-advance at the longest value. */
async function report(typed = false): Promise<void> {
  const current = (sequence += 1);
  const digits = input.value;
  const result = field.validate(digits);
  const change = {
    type: 'change',
    valid: result.valid,
    empty: result.empty,
    ...(result.errorKey ? { errorKey: result.errorKey } : {}),
    // An account number is valid from 4 digits: complete (focus moves on) only at its longest.
    ...(typed && result.valid && !result.empty && digits.length === field.maxDigits
      ? { complete: true }
      : {}),
  } as const;
  if (!result.valid || result.empty) return post(change);
  // Valid: the page hears it at once, and the encrypted value in a second report.
  post({ ...change, encrypting: true });
  let encrypted: string | null;
  try {
    encrypted = await encryptor.encrypt(field.encryptAs, digits);
  } catch {
    // No key (the next keystroke fetches it again): the field cannot be paid with as it is.
    encrypted = null;
  }
  if (current !== sequence) return; // a newer keystroke has reported meanwhile
  post(
    encrypted
      ? { ...change, encrypted: { [field.payloadName]: encrypted }, encryptedFieldName: field.payloadName }
      : { type: 'change', valid: false, empty: false },
  );
}

input.addEventListener('input', () => {
  const formatted = input.value.replace(/\D/g, '').slice(0, field.maxDigits);
  if (formatted !== input.value) input.value = formatted;
  track(report(true));
});

listenToPage(params, elements, (message) => {
  if (message.type === 'configure') post({ type: 'configured' });
  else if (message.type === 'clear') {
    input.value = '';
    track(report());
  }
});

post({ type: 'loaded' });

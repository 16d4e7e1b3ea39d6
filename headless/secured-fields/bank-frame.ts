// The secured-field frame of a bank account (ACH's account number and routing number): runs
// inside an iframe served by the payment service, so the digits typed here never reach the
// merchant's page. One input, digits only; the account number 4-17 digits, the routing number 9
// with its ABA checksum; a valid value encrypted to the payment service's key. A script of its own,
// apart from the card's frame (frame.ts): a card frame never runs these checks, a bank frame never
// loads the card's brand tables, expiry link and bin (docs/secured-fields.md).
import type { BankSecuredFieldType, ValidationResult } from 'headless-checkout/core';
import { validateAchAccountNumber, validateAchLocationId } from 'headless-checkout/validation';
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
const fieldType = params.fieldType as BankSecuredFieldType;

/** Each bank field: its check, its longest value, its name inside the encrypted payload. */
const FIELDS: Record<
  BankSecuredFieldType,
  { validate: (value: string) => ValidationResult; maxDigits: number; encryptAs: EncryptedFieldName }
> = {
  encryptedBankAccountNumber: {
    validate: validateAchAccountNumber,
    maxDigits: 17,
    encryptAs: 'bankAccountNumber',
  },
  encryptedBankLocationId: { validate: validateAchLocationId, maxDigits: 9, encryptAs: 'bankLocationId' },
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
      ? { ...change, encrypted: { [fieldType]: encrypted }, encryptedFieldName: fieldType }
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

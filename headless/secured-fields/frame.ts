// The secured-field frame: runs inside an iframe served by the payment service, so the card data
// typed here never reaches the merchant's page. One input; formatting, brand detection, Luhn,
// length and expiry checks; encryption to the payment service's key. It talks to the page only
// by postMessage (docs/secured-fields.md), and only with the origin named in its `d` parameter.
import type { CardSecuredFieldType, ExpiryLink, FieldPolicy, ValidationResult } from 'headless-checkout/core';
import {
  detectCardBrand,
  formatCardNumber,
  getCardBrandRules,
  validateCardNumber,
  validateExpiryDate,
  validateExpiryMonth,
  validateExpiryYear,
  validateKoreanCardPassword,
  validateSecurityCode,
} from 'headless-checkout/validation';
// The core modules the frame runs, imported as modules rather than through the core's index: the
// index's graph holds the locales (dynamic imports), which a single-file bundle would otherwise
// wrap for lazy initialisation.
import { formatExpiryInput, formatExpiryMonthInput, formatExpiryYearInput } from '../core/card/card.format';
import { payloadExpiryYear, splitExpiry } from '../core/card/card.payload';
import { linkExpiryFields } from '../core/card/secured-fields.expiry';
import {
  createFrameEncryptor,
  createFrameInput,
  createPost,
  listenToPage,
  readFrameParams,
  reportInput,
} from './frame-common';

// The card's fields only: the bank account's frames run bank-frame.ts.
const params = readFrameParams();
const fieldType = params.fieldType as CardSecuredFieldType;
const encryptor = createFrameEncryptor(params);
const post = createPost(params);

const AUTOCOMPLETE: Record<CardSecuredFieldType, string> = {
  cardNumber: 'cc-number',
  expiryDate: 'cc-exp',
  expiryMonth: 'cc-exp-month',
  expiryYear: 'cc-exp-year',
  securityCode: 'cc-csc',
  password: 'off',
};

let brands: string[] | undefined;
let minimumExpiryDate: string | undefined;
let brand: string | null = null;
let cvcPolicy: FieldPolicy | undefined;
let lastBin = '';
// Month and year frames: their expiry channel, and (year frame) the month the month frame typed.
let expiryLink: ExpiryLink | undefined;
let expiryInstance: string | undefined;
let month = '';
let sequence = 0;
const elements = createFrameInput(AUTOCOMPLETE[fieldType]);
const { input } = elements;
const track = reportInput(input, post);

function validate(value: string): ValidationResult & { brand?: string | null } {
  switch (fieldType) {
    case 'cardNumber':
      return validateCardNumber(value, { ...(brands ? { brands } : {}) });
    case 'expiryDate':
      return validateExpiryDate(value, { ...(minimumExpiryDate ? { minimumExpiryDate } : {}) });
    case 'expiryMonth':
      return validateExpiryMonth(value);
    case 'expiryYear':
      return validateExpiryYear(value, { month, ...(minimumExpiryDate ? { minimumExpiryDate } : {}) });
    case 'securityCode':
      return validateSecurityCode(value, {
        ...(brand ? { brand } : {}),
        ...(cvcPolicy ? { policy: cvcPolicy } : {}),
      });
    case 'password':
      return validateKoreanCardPassword(value);
    default:
      fieldType satisfies never;
      return { valid: false, empty: true };
  }
}

async function encryptValue(value: string): Promise<Record<string, string>> {
  const digits = value.replace(/\D/g, '');
  switch (fieldType) {
    case 'cardNumber':
      return { encryptedCardNumber: await encryptor.encrypt('number', digits) };
    case 'expiryDate': {
      const expiry = splitExpiry(value);
      if (!expiry) return {};
      const [month, year] = await Promise.all([
        encryptor.encrypt('expiryMonth', expiry.month),
        encryptor.encrypt('expiryYear', expiry.year),
      ]);
      return { encryptedExpiryMonth: month, encryptedExpiryYear: year };
    }
    case 'expiryMonth':
      return { encryptedExpiryMonth: await encryptor.encrypt('expiryMonth', digits) };
    case 'expiryYear':
      return { encryptedExpiryYear: await encryptor.encrypt('expiryYear', payloadExpiryYear(digits)) };
    case 'securityCode':
      return digits ? { encryptedSecurityCode: await encryptor.encrypt('cvc', digits) } : {};
    case 'password':
      return { encryptedPassword: await encryptor.encrypt('password', digits) };
    default:
      return {};
  }
}

/** Reports the field to the page; `typed` (a keystroke, not a brand or month from elsewhere) may auto-advance. */
async function report(typed = false): Promise<void> {
  const current = (sequence += 1);
  const value = input.value;
  const digits = value.replace(/\D/g, '');
  const result = validate(value);
  // The brand among those the merchant accepts (V PAY's ranges sit inside Visa's: a Visa-only form
  // reports visa), else the known brand the card is of, which the page shows as unsupported.
  const detected = fieldType === 'cardNumber' ? (result.brand ?? null) : undefined;
  const rules = detected ? getCardBrandRules(detected) : null;
  if (fieldType === 'cardNumber') {
    const bin = digits.length >= 6 ? digits.slice(0, 6) : '';
    if (bin !== lastBin) {
      lastBin = bin;
      // The bin goes once encrypted (unless it has changed meanwhile); the report does not wait for it.
      if (bin)
        encryptor.encrypt('binValue', bin).then(
          (encryptedBin) => lastBin === bin && post({ type: 'bin', binValue: bin, encryptedBin }),
          () => undefined,
        );
      else post({ type: 'bin', binValue: '' });
    }
  }
  const lengthRules = fieldType === 'securityCode' ? (brand ? getCardBrandRules(brand) : null) : rules;
  const complete =
    typed &&
    result.valid &&
    !result.empty &&
    (fieldType === 'cardNumber'
      ? digits.length === Math.max(...(lengthRules?.lengths ?? [16]))
      : fieldType === 'securityCode'
        ? digits.length === Math.max(...(lengthRules?.securityCodeLengths ?? [3]))
        : true);
  const change = {
    type: 'change',
    valid: result.valid,
    empty: result.empty,
    ...(result.errorKey ? { errorKey: result.errorKey } : {}),
    ...(complete ? { complete } : {}),
    ...(fieldType === 'cardNumber'
      ? {
          brand: detected,
          ...(rules ? { cvcPolicy: rules.cvcPolicy, expiryDatePolicy: rules.expiryDatePolicy } : {}),
          ...(result.valid ? { endDigits: digits.slice(-4) } : {}),
        }
      : {}),
  } as const;
  if (!result.valid || result.empty) return post(change);
  // Valid: the page hears it at once, and the encrypted values in a second report.
  post({ ...change, encrypting: true });
  let encrypted: Record<string, string>;
  try {
    encrypted = await encryptValue(value);
  } catch {
    // No key (the next keystroke fetches it again): the field cannot be paid with as it is.
    encrypted = {};
  }
  if (current !== sequence) return; // a newer keystroke has reported meanwhile
  const names = Object.keys(encrypted);
  post(
    names.length > 0
      ? { ...change, encrypted, encryptedFieldName: names.join(',') }
      : { type: 'change', valid: false, empty: false },
  );
}

/** The field's formatting as the shopper types (digits only for codes). */
function format(typed: string): string {
  if (fieldType === 'cardNumber') return formatCardNumber(typed, detectCardBrand(typed) ?? undefined);
  if (fieldType === 'expiryDate') return formatExpiryInput(typed);
  if (fieldType === 'expiryMonth') return formatExpiryMonthInput(typed);
  if (fieldType === 'expiryYear') return formatExpiryYearInput(typed);
  return typed.replace(/\D/g, '').slice(0, fieldType === 'password' ? 2 : 4);
}

input.addEventListener('input', () => {
  const formatted = format(input.value);
  if (formatted !== input.value) input.value = formatted;
  expiryLink?.shareMonth(input.value);
  track(report(true));
});

// The page's messages (label, placeholder, styles, error and focus are applied by listenToPage).
listenToPage(params, elements, (message) => {
  if (message.type === 'configure') {
    brands = message.brands;
    minimumExpiryDate = message.minimumExpiryDate;
    if (
      (fieldType === 'expiryMonth' || fieldType === 'expiryYear') &&
      message.expiryChannel !== expiryInstance
    ) {
      expiryLink?.close();
      expiryInstance = message.expiryChannel;
      expiryLink = expiryInstance
        ? linkExpiryFields({
            role: fieldType,
            instance: expiryInstance,
            onMonth: (heard) => {
              month = heard;
              if (input.value) track(report());
            },
          })
        : undefined;
      expiryLink?.shareMonth(input.value);
    }
    post({ type: 'configured' });
  } else if (message.type === 'brand') {
    brand = message.brand;
    cvcPolicy = message.cvcPolicy;
    if (input.value) track(report());
  } else if (message.type === 'clear') {
    input.value = '';
    expiryLink?.shareMonth('');
    track(report());
  }
});

post({ type: 'loaded' });

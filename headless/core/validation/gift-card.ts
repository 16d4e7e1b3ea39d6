import type { MessageKey } from '../i18n/messages';
import { messages as giftCardMessages } from '../i18n/compiled/en-US.giftcard';
import { addMessages } from '../i18n/en-US.registry';
import { asString, toResult, type ValidationResult } from './result';

/*
 * A gift card's (or meal voucher's) number and PIN (spec section 5: the PIN optional by flag): no
 * brand table and no Luhn, issuers number their cards their own way. Apart from the card's rules,
 * so the digits frame that checks them does not carry the card's.
 */

/** Gift card (and meal voucher) number length bounds (digits). */
const GIFT_CARD_NUMBER_LENGTH = Object.freeze({ min: 15, max: 32 });

/** Gift card PIN length bounds (digits). */
const GIFT_CARD_PIN_LENGTH = Object.freeze({ min: 3, max: 10 });

/** The message keys this module returns. */
const KEYS = {
  numberInvalid: 'error.va.sf-cc-num.01',
  numberEmpty: 'error.va.sf-cc-num.02',
  numberIncomplete: 'error.va.sf-cc-num.04',
  pinEmpty: 'giftcard.pin.empty',
  pinIncomplete: 'giftcard.pin.incomplete',
  pinInvalid: 'giftcard.pin.invalid',
} as const satisfies Record<string, MessageKey>;

/** One or more ASCII digits, nothing else. */
const ALL_DIGITS = /^\d+$/;

/**
 * Validates a gift card's (or meal voucher's) number: 15 to 32 digits, spaces allowed. Keys: empty
 * `'error.va.sf-cc-num.02'`; fewer than 15 digits `'error.va.sf-cc-num.04'`; other characters or
 * more than 32 digits `'error.va.sf-cc-num.01'`.
 */
function validateGiftCardNumber(value: unknown): ValidationResult {
  const text = asString(value).replace(/\s/g, '');
  if (text === '') return toResult(false, true, KEYS.numberEmpty);
  if (!ALL_DIGITS.test(text) || text.length > GIFT_CARD_NUMBER_LENGTH.max)
    return toResult(false, false, KEYS.numberInvalid);
  return toResult(text.length >= GIFT_CARD_NUMBER_LENGTH.min, false, KEYS.numberIncomplete);
}

/** Options of `validateGiftCardPin`. */
interface GiftCardPinOptions {
  /** Whether the PIN must be entered; default true. */
  required?: boolean;
}

/**
 * Validates a gift card PIN: 3 to 10 digits. Keys: empty and required `'giftcard.pin.empty'` (valid
 * when not required); fewer than 3 digits `'giftcard.pin.incomplete'`; other characters or more than
 * 10 digits `'giftcard.pin.invalid'`.
 */
function validateGiftCardPin(value: unknown, options: GiftCardPinOptions = {}): ValidationResult {
  addMessages(giftCardMessages); // the keys it returns are the gift card group's
  const required = typeof options === 'object' && options !== null ? options.required !== false : true;
  const text = asString(value).trim();
  if (text === '') return toResult(!required, true, KEYS.pinEmpty);
  // 3 to 10 digits: too short is incomplete, anything else is invalid.
  if (!ALL_DIGITS.test(text) || text.length > GIFT_CARD_PIN_LENGTH.max)
    return toResult(false, false, KEYS.pinInvalid);
  return toResult(text.length >= GIFT_CARD_PIN_LENGTH.min, false, KEYS.pinIncomplete);
}

export { GIFT_CARD_NUMBER_LENGTH, GIFT_CARD_PIN_LENGTH, validateGiftCardNumber, validateGiftCardPin };
export type { GiftCardPinOptions };

/**
 * Gift cards and meal vouchers: the balance check and the payment processor. The card number and
 * PIN (a meal voucher's security code) arrive encrypted (JWE, fields `number` and `cvc`; a meal
 * voucher's expiry in `expiryMonth` and `expiryYear`). A payment takes what the card can give
 * (balance, capped by its transaction limit); less than what is due makes a partial payment.
 */
import * as v from 'valibot';
import type { CardField } from '../crypto';
import { ERROR_CODES, SandboxError } from '../errors';
import { MEAL_VOUCHER_TYPES, findGiftCard, isWrongGiftCardPin } from '../gift-cards';
import type { TestGiftCard } from '../gift-cards';
import { parseWith } from '../http';
import { NonEmptyString } from '../schemas';
import type { SandboxStore } from '../store';
import type { Amount } from '../types';
import type { PaymentProcessor } from './registry';

/** The gift card and meal voucher types. */
const GIFT_CARD_TYPES = ['giftcard', ...MEAL_VOUCHER_TYPES] as const;

/** The gift card (or meal voucher) payment method as the client sends it. */
const GiftCardMethodSchema = v.looseObject({
  type: v.picklist(GIFT_CARD_TYPES, `must be one of ${GIFT_CARD_TYPES.join(', ')}`),
  brand: NonEmptyString,
  encryptedCardNumber: v.string('encryptedCardNumber is required'),
  encryptedSecurityCode: v.optional(v.string()),
  encryptedExpiryMonth: v.optional(v.string()),
  encryptedExpiryYear: v.optional(v.string()),
});

/** What reading a gift card needs. */
interface GiftCardReader {
  /** Decrypts one field of a JWE card value. */
  decrypt(value: unknown, field: CardField): Promise<string>;
  /** The store holding the balances. */
  store: SandboxStore;
}

/** A gift card found by its decrypted number and PIN, with its live balance. */
interface GiftCardLookup {
  /** The test card. */
  card: TestGiftCard;
  /** Its current balance (the store's object: changing it changes the balance). */
  balance: Amount;
}

/**
 * A gift card known by its number and brand, with a wrong PIN: a payment gets the unknown card's 422
 * '101'; the balance check tells the shopper the PIN is wrong (refusalReasonCode '17').
 */
class GiftCardPinError extends SandboxError {
  constructor() {
    super(422, ERROR_CODES.invalidCard, 'Invalid gift card number or PIN', 'validation');
    this.name = 'GiftCardPinError';
  }
}

/**
 * Validates and decrypts a gift card payment method and finds the card; 422 '101' for an unknown
 * card or a wrong PIN (a wrong PIN of a known card: a GiftCardPinError).
 */
async function readGiftCard(reader: GiftCardReader, paymentMethod: unknown): Promise<GiftCardLookup> {
  const method = parseWith(GiftCardMethodSchema, paymentMethod, 'paymentMethod');
  const number = await reader.decrypt(method.encryptedCardNumber, 'number');
  const pin = method.encryptedSecurityCode
    ? await reader.decrypt(method.encryptedSecurityCode, 'cvc')
    : undefined;
  const expiry =
    method.encryptedExpiryMonth && method.encryptedExpiryYear
      ? {
          month: await reader.decrypt(method.encryptedExpiryMonth, 'expiryMonth'),
          year: await reader.decrypt(method.encryptedExpiryYear, 'expiryYear'),
        }
      : undefined;
  const card = findGiftCard(number, method.brand, pin, expiry);
  const balance = card ? reader.store.giftCardBalances.get(card.number) : undefined;
  if (!card && isWrongGiftCardPin(number, method.brand, pin)) throw new GiftCardPinError();
  if (!card || !balance)
    throw new SandboxError(422, ERROR_CODES.invalidCard, 'Invalid gift card number or PIN', 'validation');
  return { card, balance };
}

/** 422 '906' when the card's currency is not the payment's currency. */
function assertGiftCardCurrency(balance: Amount, due: Amount): void {
  if (balance.currency !== due.currency) {
    throw new SandboxError(
      422,
      ERROR_CODES.currencyMismatch,
      `Gift card currency ${balance.currency} does not match the payment currency ${due.currency}`,
      'validation',
    );
  }
}

/** The gift card processor. */
const giftCardProcessor: PaymentProcessor = {
  async pay(context) {
    const { card, balance } = await readGiftCard(context, context.request.paymentMethod);
    assertGiftCardCurrency(balance, context.due);
    const shown = {
      name: card.name,
      brand: card.brand,
      lastFour: card.number.slice(-4),
      instrument: { number: card.number },
    };
    if (context.due.value === 0) {
      return { resultCode: 'Refused', refusalReason: 'Gift cards cannot pay a zero amount', ...shown };
    }
    const limit = card.transactionLimit?.value ?? Number.POSITIVE_INFINITY;
    const charge = Math.min(balance.value, limit, context.due.value);
    if (charge <= 0) return { resultCode: 'Refused', refusalReason: 'Not enough balance', ...shown };
    balance.value -= charge;
    return { resultCode: 'Authorised', amount: { value: charge, currency: context.due.currency }, ...shown };
  },
  refund(payment, context) {
    const number = payment.instrument?.number;
    const balance = number ? context.store.giftCardBalances.get(number) : undefined;
    if (balance && balance.currency === payment.amount.currency) balance.value += payment.amount.value;
  },
};

export {
  GIFT_CARD_TYPES,
  GiftCardMethodSchema,
  GiftCardPinError,
  assertGiftCardCurrency,
  giftCardProcessor,
  readGiftCard,
};
export type { GiftCardLookup, GiftCardReader };

/** The documented test gift cards (see docs/sandbox.md). Balances live in the store and reset with it. */
import type { Amount } from './types';

/** One test gift card. */
interface TestGiftCard {
  /** Card number (digits only). */
  number: string;
  /** PIN (sent encrypted as the security code); absent when the card has none. */
  pin?: string;
  /** Brand: 'givex' or 'svs'; a meal voucher's is its type ('mealVoucher_FR_natixis'…). */
  brand: string;
  /** A meal voucher's expiry (month 01-12, four-digit year): a payment or balance check must send it. */
  expiry?: { month: string; year: string };
  /** Display name of the brand. */
  name: string;
  /** Balance when the sandbox starts or resets. */
  balance: Amount;
  /** Most that one payment may take from the card. */
  transactionLimit?: Amount;
  /** What the card is for. */
  description: string;
}

/** The test gift cards. */
const TEST_GIFT_CARDS: readonly TestGiftCard[] = [
  {
    number: '6036280000000000010',
    pin: '7373',
    brand: 'givex',
    name: 'Givex',
    balance: { value: 5000, currency: 'EUR' },
    description: '50.00 EUR: pays part of a larger amount (partial payment)',
  },
  {
    number: '6036280000000000044',
    pin: '7373',
    brand: 'givex',
    name: 'Givex',
    balance: { value: 2500, currency: 'EUR' },
    description: '25.00 EUR: a second card for completing an order',
  },
  {
    number: '6036280000000000051',
    pin: '7373',
    brand: 'givex',
    name: 'Givex',
    balance: { value: 5000, currency: 'EUR' },
    description: '50.00 EUR: another card for a partial payment (the drop-in example)',
  },
  {
    number: '6036280000000000069',
    pin: '7373',
    brand: 'givex',
    name: 'Givex',
    balance: { value: 5000, currency: 'EUR' },
    description: '50.00 EUR: another card for a partial payment (the drop-in example on its own markup)',
  },
  {
    number: '6036280000000000028',
    pin: '7373',
    brand: 'givex',
    name: 'Givex',
    balance: { value: 0, currency: 'EUR' },
    description: '0.00 EUR: no balance',
  },
  {
    number: '6036280000000000036',
    pin: '7373',
    brand: 'givex',
    name: 'Givex',
    balance: { value: 10000, currency: 'USD' },
    description: '100.00 USD: issued in another currency than EUR',
  },
  {
    number: '6006491286999921374',
    pin: '1111',
    brand: 'svs',
    name: 'SVS',
    balance: { value: 50000, currency: 'EUR' },
    transactionLimit: { value: 10000, currency: 'EUR' },
    description: '500.00 EUR with a transaction limit of 100.00 EUR per payment',
  },
  {
    number: '6006491286999921382',
    brand: 'svs',
    name: 'SVS',
    balance: { value: 100000, currency: 'EUR' },
    description: '1000.00 EUR, no PIN: pays any order in full',
  },
  {
    number: '5023640000000000014',
    pin: '737',
    expiry: { month: '03', year: '2030' },
    brand: 'mealVoucher_FR_natixis',
    name: 'Apetiz',
    balance: { value: 3000, currency: 'EUR' },
    description: 'Natixis meal voucher, 30.00 EUR',
  },
  {
    number: '6061840000000000010',
    pin: '737',
    expiry: { month: '03', year: '2030' },
    brand: 'mealVoucher_FR_sodexo',
    name: 'Pass Restaurant',
    balance: { value: 1000, currency: 'EUR' },
    description: 'Sodexo meal voucher, 10.00 EUR: pays part of a larger amount',
  },
  {
    number: '6062020000000000018',
    pin: '737',
    expiry: { month: '03', year: '2030' },
    brand: 'mealVoucher_FR_groupeup',
    name: 'Up Déjeuner',
    balance: { value: 0, currency: 'EUR' },
    description: 'Groupe Up meal voucher, 0.00 EUR: no balance',
  },
];

/** The meal voucher types: the card's brand is its type. */
const MEAL_VOUCHER_TYPES = [
  'mealVoucher_FR_natixis',
  'mealVoucher_FR_sodexo',
  'mealVoucher_FR_groupeup',
] as const;

/** A number that is not a gift card (any PIN): the service answers 'Invalid gift card number or PIN'. */
const UNKNOWN_GIFT_CARD_NUMBER = '6036280000000000099';

/**
 * The test card with this number, brand and PIN (a meal voucher: security code and expiry);
 * undefined when any of them is wrong.
 */
function findGiftCard(
  number: string,
  brand: string,
  pin: string | undefined,
  expiry?: { month: string; year: string },
): TestGiftCard | undefined {
  const digits = number.replace(/\s+/g, '');
  const card = TEST_GIFT_CARDS.find((candidate) => candidate.number === digits);
  if (!card || card.brand !== brand) return undefined;
  if (card.pin !== undefined && card.pin !== pin) return undefined;
  if (card.expiry && (card.expiry.month !== expiry?.month || card.expiry.year !== expiry.year))
    return undefined;
  return card;
}

/**
 * Whether the number and brand are a test gift card's with a PIN (not a meal voucher's: its
 * security code is no PIN) and the PIN is not its own: the balance check says so apart from an
 * unknown card.
 */
function isWrongGiftCardPin(number: string, brand: string, pin: string | undefined): boolean {
  const digits = number.replace(/\s+/g, '');
  const card = TEST_GIFT_CARDS.find((candidate) => candidate.number === digits);
  return !!card && card.brand === brand && !card.expiry && card.pin !== undefined && card.pin !== pin;
}

export { MEAL_VOUCHER_TYPES, TEST_GIFT_CARDS, UNKNOWN_GIFT_CARD_NUMBER, findGiftCard, isWrongGiftCardPin };
export type { TestGiftCard };

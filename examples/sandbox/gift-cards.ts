/** The documented test gift cards (see docs/sandbox.md). Balances live in the store and reset with it. */
import type { Amount } from './types';

/** One test gift card. */
interface TestGiftCard {
  /** Card number (digits only). */
  number: string;
  /** PIN (sent encrypted as the security code); absent when the card has none. */
  pin?: string;
  /** Brand: 'givex' or 'svs'. */
  brand: string;
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
];

/** A number that is not a gift card (any PIN): the service answers 'Invalid gift card number or PIN'. */
const UNKNOWN_GIFT_CARD_NUMBER = '6036280000000000099';

/** The test card with this number, brand and PIN; undefined when any of them is wrong. */
function findGiftCard(number: string, brand: string, pin: string | undefined): TestGiftCard | undefined {
  const digits = number.replace(/\s+/g, '');
  const card = TEST_GIFT_CARDS.find((candidate) => candidate.number === digits);
  if (!card || card.brand !== brand) return undefined;
  if (card.pin !== undefined && card.pin !== pin) return undefined;
  return card;
}

export { TEST_GIFT_CARDS, UNKNOWN_GIFT_CARD_NUMBER, findGiftCard };
export type { TestGiftCard };

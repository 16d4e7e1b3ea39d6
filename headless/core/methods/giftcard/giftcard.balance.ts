import type { Amount } from '../../amount/amount';
import type { BalanceResponse } from '../../checkout/session';
import type { MessageKey } from '../../i18n/messages';

/*
 * The gift card's balance rules (spec section 4), pure: what a balance answer means for the amount
 * to pay. No balance in the answer: the card is not known ('card-error'), or, with the payment
 * service's refusal code '17' ('Invalid Pin'), its PIN is wrong ('pin-error'); a balance in another
 * currency: 'currency-error'; 0 or less: 'no-balance'. Otherwise, when the amount is above the
 * balance or above the card's transaction limit, the card pays part of it (an order is created or
 * reused and the partial payment submitted); else the card pays it all once the shopper confirms.
 */

/**
 * The gift card's statuses (spec section 4): 'ready' (nothing checked, or a balance known),
 * 'loading' (the balance check or the order is on its way), and the balance check's failures:
 * 'no-balance', 'card-error', 'pin-error', 'currency-error', 'error' (the call failed).
 */
type GiftCardStatus =
  'ready' | 'loading' | 'no-balance' | 'card-error' | 'pin-error' | 'currency-error' | 'error';

/** What a balance answer means for the amount to pay. */
type GiftCardBalanceOutcome =
  /** The card cannot pay: its status says why. */
  | { type: 'refused'; status: 'no-balance' | 'card-error' | 'pin-error' | 'currency-error' }
  /** The card pays part of the amount (balance or transaction limit below it): within an order. */
  | { type: 'partial'; balance: Amount; transactionLimit: Amount | null }
  /** The card pays the whole amount once the shopper confirms. */
  | { type: 'confirm'; balance: Amount; transactionLimit: Amount | null };

/** The message key each failed status shows (spec section 8; 'pin-error' is ours). */
const GIFT_CARD_ERROR_KEYS = {
  'no-balance': 'error.giftcard.no-balance',
  'card-error': 'error.giftcard.card-error',
  'pin-error': 'error.giftcard.pin-error',
  'currency-error': 'error.giftcard.currency-error',
  error: 'error.message.unknown',
} as const satisfies Record<Exclude<GiftCardStatus, 'ready' | 'loading'>, MessageKey>;

/** The message key a status shows, or null for 'ready' and 'loading'. */
function giftCardErrorKeyOf(status: GiftCardStatus): MessageKey | null {
  return status === 'ready' || status === 'loading' ? null : GIFT_CARD_ERROR_KEYS[status];
}

/** The payment service's refusal code for a wrong PIN ('Invalid Pin'). */
const INVALID_PIN_REFUSAL_CODE = '17';

/**
 * What a balance answer means for `amount` (the amount to pay now: an order's remaining amount).
 * The rules in the spec's order: no balance (a wrong PIN when the refusal code says so, else an
 * unknown card), another currency, 0 or less, then the amount against the balance and the
 * transaction limit (a limit in another currency is not a limit on this one).
 */
function classifyGiftCardBalance(
  response: Pick<BalanceResponse, 'balance' | 'transactionLimit' | 'refusalReasonCode'>,
  amount: Amount,
): GiftCardBalanceOutcome {
  const { balance } = response;
  if (!balance) {
    const wrongPin = response.refusalReasonCode === INVALID_PIN_REFUSAL_CODE;
    return { type: 'refused', status: wrongPin ? 'pin-error' : 'card-error' };
  }
  if (balance.currency.toUpperCase() !== amount.currency.toUpperCase())
    return { type: 'refused', status: 'currency-error' };
  if (balance.value <= 0) return { type: 'refused', status: 'no-balance' };
  const transactionLimit =
    response.transactionLimit &&
    response.transactionLimit.currency.toUpperCase() === amount.currency.toUpperCase()
      ? response.transactionLimit
      : null;
  const partial =
    amount.value > balance.value || (transactionLimit !== null && amount.value > transactionLimit.value);
  return { type: partial ? 'partial' : 'confirm', balance, transactionLimit };
}

/**
 * What the card would leave on itself after paying `amount` (or its share of it): the balance minus
 * what it pays (the smallest of balance, limit and amount). The skin's 'Remaining balance'.
 */
function remainingGiftCardBalance(balance: Amount, transactionLimit: Amount | null, amount: Amount): Amount {
  const paid = Math.min(balance.value, transactionLimit?.value ?? Number.POSITIVE_INFINITY, amount.value);
  return { value: balance.value - paid, currency: balance.currency };
}

export { GIFT_CARD_ERROR_KEYS, classifyGiftCardBalance, giftCardErrorKeyOf, remainingGiftCardBalance };
export type { GiftCardBalanceOutcome, GiftCardStatus };

/**
 * The payment of a Click to Pay card (spec section 3): `paymentMethod` of type scheme carrying
 * srcScheme, srcCorrelationId and one of srcTokenReference (Visa with a token id),
 * srcCheckoutPayload (Visa without one: the checkout's encrypted payload) or srcDigitalCardId
 * (Mastercard). Outside live environments Visa's token reference is the sandbox's fixed one (spec
 * section 9).
 */
import { CheckoutError } from '../errors/checkout-error';
import type { ClickToPayCard, ClickToPayCheckoutResult, SchemeCheckoutAnswer } from './click-to-pay.types';

/** The Visa token reference test environments use for every tokenised card (spec section 9). */
const SANDBOX_VISA_TOKEN_REFERENCE = '987654321';

/** The checkout result of a card, per scheme; throws an ERROR when Visa gave no payload for an untokenised card. */
function clickToPayCheckoutResultOf(
  card: ClickToPayCard,
  answer: SchemeCheckoutAnswer,
  live: boolean,
): ClickToPayCheckoutResult {
  const base = { srcScheme: card.scheme, srcCorrelationId: card.srcCorrelationId };
  if (card.scheme === 'mc') return { ...base, srcDigitalCardId: card.srcDigitalCardId };
  if (card.tokenId) return { ...base, srcTokenReference: live ? card.tokenId : SANDBOX_VISA_TOKEN_REFERENCE };
  if (!answer.encryptedPayload)
    throw new CheckoutError('ERROR', 'Click to Pay: the Visa checkout gave no encrypted payload');
  return { ...base, srcCheckoutPayload: answer.encryptedPayload };
}

/** The payment method of a Click to Pay checkout: type scheme with the checkout result. */
function clickToPayPaymentMethodOf(
  result: ClickToPayCheckoutResult,
): { type: 'scheme' } & ClickToPayCheckoutResult {
  return { type: 'scheme', ...result };
}

export { SANDBOX_VISA_TOKEN_REFERENCE, clickToPayCheckoutResultOf, clickToPayPaymentMethodOf };

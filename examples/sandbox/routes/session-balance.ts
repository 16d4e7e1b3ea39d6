/**
 * POST /v1/sessions/:id/paymentMethodBalance?clientKey= — a gift card's (or meal voucher's)
 * balance, as the payment service gives it: `Success` when it covers what is due, else
 * `NotEnoughBalance`; a card in another currency gets its balance in that currency and `Failed`
 * (the client shows the currency error); a card it does not know (or a wrong brand or expiry)
 * `Failed` with no balance (the client shows the card error); a known gift card with a wrong PIN
 * `Failed` with no balance and refusalReasonCode '17' (the payment service's 'Invalid Pin': the
 * client shows the PIN error).
 */
import * as v from 'valibot';
import { decryptorFor, requireClientKey } from '../context';
import type { RouteHandler } from '../context';
import { paymentMethodNotSupported } from '../errors';
import { json, readBody } from '../http';
import { GIFT_CARD_TYPES, GiftCardPinError, readGiftCard } from '../processors/giftcard';
import { ERROR_CODES, SandboxError } from '../errors';
import type { Route } from '../router';
import { PaymentMethodSchema, SessionDataSchema } from '../schemas';
import { amountDue, isPaymentMethodOffered, openOrderOf, requireSession } from '../sessions';

/** The body of paymentMethodBalance. */
const BalanceSchema = v.object({
  sessionData: SessionDataSchema,
  paymentMethod: PaymentMethodSchema,
});

const balance: RouteHandler = async (context) => {
  const { merchant, clientKey } = requireClientKey(context);
  const body = await readBody(context.request, BalanceSchema);
  const { sandbox } = context;
  const session = requireSession(sandbox, {
    sessionId: context.params.id ?? '',
    sessionData: body.sessionData,
    merchant,
  });
  if (
    !(GIFT_CARD_TYPES as readonly string[]).includes(body.paymentMethod.type) ||
    !isPaymentMethodOffered(merchant, session, body.paymentMethod)
  ) {
    throw paymentMethodNotSupported();
  }
  let found;
  try {
    found = await readGiftCard(
      { decrypt: decryptorFor(sandbox, clientKey), store: sandbox.store },
      body.paymentMethod,
    );
  } catch (error) {
    // A known gift card, a wrong PIN: no balance, and why.
    if (error instanceof GiftCardPinError)
      return json({ resultCode: 'Failed', refusalReason: 'Invalid Pin', refusalReasonCode: '17' });
    // A card the service does not know: an answer without a balance.
    if (error instanceof SandboxError && error.errorCode === ERROR_CODES.invalidCard)
      return json({ resultCode: 'Failed', refusalReason: error.message });
    throw error;
  }
  const { card, balance: current } = found;
  const due = amountDue(session, openOrderOf(sandbox, session));
  if (current.currency !== due.currency)
    return json({
      balance: { ...current },
      resultCode: 'Failed',
      refusalReason: `Gift card currency ${current.currency} does not match the payment currency ${due.currency}`,
    });
  return json({
    balance: { ...current },
    ...(card.transactionLimit ? { transactionLimit: { ...card.transactionLimit } } : {}),
    resultCode: current.value >= due.value && current.value > 0 ? 'Success' : 'NotEnoughBalance',
  });
};

/** The balance route. */
const sessionBalanceRoutes: Route<RouteHandler>[] = [
  { method: 'POST', path: '/v1/sessions/:id/paymentMethodBalance', handler: balance },
];

export { BalanceSchema, sessionBalanceRoutes };

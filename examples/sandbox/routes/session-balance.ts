/** POST /v1/sessions/:id/paymentMethodBalance?clientKey= — a gift card's balance. */
import * as v from 'valibot';
import { decryptorFor, requireClientKey } from '../context';
import type { RouteHandler } from '../context';
import { paymentMethodNotSupported } from '../errors';
import { json, readBody } from '../http';
import { assertGiftCardCurrency, readGiftCard } from '../processors/giftcard';
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
    body.paymentMethod.type !== 'giftcard' ||
    !isPaymentMethodOffered(merchant, session, body.paymentMethod)
  ) {
    throw paymentMethodNotSupported();
  }
  const { card, balance: current } = await readGiftCard(
    { decrypt: decryptorFor(sandbox, clientKey), store: sandbox.store },
    body.paymentMethod,
  );
  const due = amountDue(session, openOrderOf(sandbox, session));
  assertGiftCardCurrency(current, due);
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

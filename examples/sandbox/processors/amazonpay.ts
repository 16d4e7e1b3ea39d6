/**
 * Amazon Pay (`amazonpay`): the payment carries `paymentMethod.checkoutSessionId`, a checkout
 * session of the stand-in (amazon-pay.ts) that Amazon confirmed for the amount due (422
 * otherwise: unknown, not confirmed, another amount, already paid). The instrument the shopper
 * chose decides: Visa ••••1111 Authorised, Mastercard ••••0002 Refused (the session is then
 * 'declined' until the shopper chooses another instrument in the decline flow).
 */
import * as v from 'valibot';
import { AMAZON_PAY_INSTRUMENTS, amazonPaySessions } from '../amazon-pay';
import { invalidRequest } from '../errors';
import { parseWith } from '../http';
import type { PaymentProcessor } from './registry';
import { methodName } from './status-methods';

const AmazonPaySchema = v.looseObject({
  paymentMethod: v.looseObject({
    checkoutSessionId: v.pipe(v.string('is required'), v.minLength(1, 'must not be empty')),
  }),
});

/** Amazon Pay's processor. */
const amazonPayProcessor: PaymentProcessor = {
  pay(context) {
    const { paymentMethod } = parseWith(AmazonPaySchema, context.request, 'request');
    const session = amazonPaySessions(context.store).get(paymentMethod.checkoutSessionId);
    if (!session)
      throw invalidRequest('Invalid request: paymentMethod.checkoutSessionId: unknown checkout session');
    if (session.state === 'completed')
      throw invalidRequest(
        'Invalid request: paymentMethod.checkoutSessionId: the checkout session is already paid',
      );
    if (session.state !== 'confirmed' || !session.amount)
      throw invalidRequest(
        'Invalid request: paymentMethod.checkoutSessionId: Amazon has not confirmed the purchase',
      );
    if (session.amount.value !== context.due.value || session.amount.currency !== context.due.currency)
      throw invalidRequest('Invalid request: paymentMethod.checkoutSessionId: confirmed for another amount');
    const name = methodName(context.merchant, 'amazonpay');
    const instrument = AMAZON_PAY_INSTRUMENTS[session.instrument];
    if (instrument.outcome === 'Refused') {
      session.state = 'declined';
      return { resultCode: 'Refused', refusalReason: 'Declined by Amazon Pay', name };
    }
    session.state = 'completed';
    return { resultCode: 'Authorised', name, lastFour: instrument.paymentDescriptor.slice(-4) };
  },
};

export { amazonPayProcessor };

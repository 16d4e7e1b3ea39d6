/**
 * Amazon Pay (`amazonpay`): the payment carries `paymentMethod.checkoutSessionId`, a checkout
 * session of the stand-in (amazon-pay.ts) that Amazon confirmed for the amount due (422
 * otherwise: unknown, not confirmed, another amount, already paid), paid by the checkout it
 * belongs to (403 '725' otherwise: in the sessions flow its session with its client key, in the
 * advanced flow a payment of its merchant's server). The instrument the shopper chose decides:
 * Visa ••••1111 Authorised, Mastercard ••••0002 Refused (the session is then 'declined' until the
 * shopper chooses another instrument in the decline flow).
 */
import * as v from 'valibot';
import { AMAZON_PAY_INSTRUMENTS, amazonPaySessions, type AmazonPayCheckout } from '../amazon-pay';
import { invalidRequest, otherCheckout } from '../errors';
import { parseWith } from '../http';
import type { PaymentProcessor, ProcessorPaymentContext } from './registry';
import { methodName } from './status-methods';

const AmazonPaySchema = v.looseObject({
  paymentMethod: v.looseObject({
    checkoutSessionId: v.pipe(v.string('is required'), v.minLength(1, 'must not be empty')),
  }),
});

/**
 * Whether the payment is made by the checkout the checkout session belongs to: the same session
 * and client key (sessions flow), or, for a checkout without a session (the advanced flow), a
 * payment of its merchant's server (which runs in a session of its own).
 */
function paidByItsCheckout(checkout: AmazonPayCheckout, context: ProcessorPaymentContext): boolean {
  if (checkout.merchantAccount !== context.merchant.merchantAccount) return false;
  if (context.session.ownOfPayment) return checkout.sessionId === null;
  return checkout.sessionId === context.session.id && checkout.clientKey === context.clientKey;
}

/** Amazon Pay's processor. */
const amazonPayProcessor: PaymentProcessor = {
  pay(context) {
    const { paymentMethod } = parseWith(AmazonPaySchema, context.request, 'request');
    const session = amazonPaySessions(context.store).get(paymentMethod.checkoutSessionId);
    if (!session)
      throw invalidRequest('Invalid request: paymentMethod.checkoutSessionId: unknown checkout session');
    if (!paidByItsCheckout(session.checkout, context))
      throw otherCheckout(
        'paymentMethod.checkoutSessionId: the checkout session belongs to another checkout',
      );
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

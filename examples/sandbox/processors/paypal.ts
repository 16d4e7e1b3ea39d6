/**
 * PayPal (`paypal`) through its SDK: the payment must carry `paymentMethod.subtype: 'sdk'` (422
 * otherwise) and answers an `sdk` action whose sdkData.token is the PayPal order's id (signed by
 * the sandbox, naming the payment). The stand-in SDK (routes/paypal.ts) approves it with a payerID
 * from POST /paypal/sdk/approve. paymentDetails with `{ orderID, payerID }` of this order gives
 * Authorised (Refused when the amount's value ends in 13, docs/testing.md); anything else 422.
 * A cancel sends nothing: no payment is made.
 */
import * as v from 'valibot';
import { invalidDetails, invalidRequest } from '../errors';
import { plannedResult } from '../payment-status';
import type { TokenSigner } from '../tokens';
import type { PaymentProcessor } from './registry';
import { methodName } from './status-methods';

/** The pending state of a PayPal payment. */
interface PayPalState {
  kind: 'paypal';
  /** The method's display name. */
  name: string;
}

/** True for a PayPal payment's state. */
function isPayPalState(state: unknown): state is PayPalState {
  return typeof state === 'object' && state !== null && (state as { kind?: unknown }).kind === 'paypal';
}

const OrderSchema = v.object({ typ: v.literal('paypalOrder'), pd: v.string() });
const PayerSchema = v.object({ typ: v.literal('paypalPayer'), order: v.string() });

/** The payment an order id names, or undefined for an id the sandbox did not issue. */
function readPayPalOrder(tokens: TokenSigner, orderID: unknown) {
  return tokens.verify(orderID, OrderSchema);
}

/** The payer id of an approved order. */
function signPayPalPayer(tokens: TokenSigner, orderID: string): string {
  return tokens.sign({ typ: 'paypalPayer', order: orderID });
}

const DetailsSchema = v.object({
  orderID: v.pipe(v.string(), v.minLength(1)),
  payerID: v.pipe(v.string(), v.minLength(1)),
});

/** PayPal's processor. */
const paypalProcessor: PaymentProcessor = {
  pay(context) {
    if (context.request.paymentMethod['subtype'] !== 'sdk')
      throw invalidRequest("Invalid request: paymentMethod.subtype: must be 'sdk' (PayPal's buttons)");
    const state: PayPalState = { kind: 'paypal', name: methodName(context.merchant, 'paypal') };
    const paymentData = context.storePendingAction(state);
    return {
      resultCode: 'Pending',
      action: {
        type: 'sdk',
        paymentMethodType: 'paypal',
        paymentData,
        sdkData: { token: context.tokens.sign({ typ: 'paypalOrder', pd: paymentData }) },
      },
    };
  },
  details(context) {
    const state = context.pending.state;
    if (!isPayPalState(state)) throw invalidDetails('Unsupported details for this payment');
    const details = v.safeParse(DetailsSchema, context.details);
    if (!details.success) throw invalidDetails('Invalid details: orderID and payerID are required');
    const order = readPayPalOrder(context.tokens, details.output.orderID);
    const payer = context.tokens.verify(details.output.payerID, PayerSchema);
    if (!order || order.pd !== context.pending.paymentData || payer?.order !== details.output.orderID)
      throw invalidDetails('Invalid details: the order was not approved by PayPal for this payment');
    return plannedResult(context.due) === 'refused'
      ? { resultCode: 'Refused', refusalReason: 'Refused by PayPal', name: state.name }
      : { resultCode: 'Authorised', name: state.name };
  },
};

export { isPayPalState, paypalProcessor, readPayPalOrder, signPayPalPayer };
export type { PayPalState };

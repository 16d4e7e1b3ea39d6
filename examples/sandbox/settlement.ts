/**
 * Settling a processor's outcome: recording the payment, keeping the partial-payment order and
 * completing the session. Shared by the payments and paymentDetails routes.
 */
import type { SandboxContext } from './context';
import { ERROR_CODES, SandboxError } from './errors';
import { newPspReference } from './ids';
import type { PaymentOutcome } from './processors/registry';
import { ensureOrder, nextSessionData, orderView, sessionResultOf } from './sessions';
import type { Amount, OrderRecord, PaymentRecord, ResultCode, SessionRecord } from './types';

/** The body of a payments or paymentDetails response. */
interface PaymentResponseBody {
  /** The result code. */
  resultCode: ResultCode;
  /** The payment's reference, once it is recorded (not while an action is pending). */
  pspReference?: string;
  /** The processor's extra result data (cards: cardSummary, paymentMethod). */
  additionalData?: Record<string, string>;
  /** The action the shopper must complete. */
  action?: Record<string, unknown>;
  /** The partial-payment order, while there is one. */
  order?: ReturnType<typeof orderView>;
  /** Why the payment was refused. */
  refusalReason?: string;
  /** The session's new sessionData. */
  sessionData: string;
  /** Present once the session is paid in full. */
  sessionResult?: string;
}

/** What settling needs. */
interface SettleInput {
  /** The session. */
  session: SessionRecord;
  /** The payment method type. */
  type: string;
  /** What was due when the payment started. */
  due: Amount;
  /** The order the payment joins, if any. */
  order?: OrderRecord;
  /** The processor's outcome. */
  outcome: PaymentOutcome;
}

function checkedAmount(outcome: PaymentOutcome, due: Amount): Amount {
  const amount = outcome.amount ?? due;
  if (
    amount.currency !== due.currency ||
    !Number.isInteger(amount.value) ||
    amount.value < 0 ||
    amount.value > due.value
  ) {
    throw new SandboxError(
      500,
      ERROR_CODES.internal,
      `Processor returned an invalid amount ${amount.value} ${amount.currency}`,
      'internal',
    );
  }
  return { value: amount.value, currency: amount.currency };
}

/**
 * Settles an outcome and builds the response. An action is handed on as is. Otherwise the payment
 * is recorded; an authorised amount below what is due opens (or reuses) the session's order and
 * leaves `order.remainingAmount` above 0; paying what is left completes the order and the session
 * (sessionResult). Every settlement moves the session to a new sessionData.
 */
function settlePayment(sandbox: SandboxContext, input: SettleInput): PaymentResponseBody {
  const { session, outcome, due } = input;
  const body: Omit<PaymentResponseBody, 'sessionData'> = { resultCode: outcome.resultCode };
  let order = input.order;

  if (outcome.action) {
    body.action = outcome.action;
  } else {
    const amount = checkedAmount(outcome, due);
    const payment: PaymentRecord = {
      pspReference: newPspReference(),
      sessionId: session.id,
      merchantAccount: session.merchantAccount,
      type: input.type,
      name: outcome.name ?? input.type,
      amount,
      resultCode: outcome.resultCode,
      createdAt: sandbox.now(),
      refunded: false,
    };
    if (outcome.brand !== undefined) payment.brand = outcome.brand;
    if (outcome.lastFour !== undefined) payment.lastFour = outcome.lastFour;
    if (outcome.instrument !== undefined) payment.instrument = outcome.instrument;
    if (outcome.refusalReason !== undefined) payment.refusalReason = outcome.refusalReason;
    sandbox.store.payments.set(payment.pspReference, payment);
    session.paymentPspReferences.push(payment.pspReference);
    body.pspReference = payment.pspReference;
    if (outcome.additionalData !== undefined) body.additionalData = { ...outcome.additionalData };

    if (outcome.resultCode === 'Authorised') {
      if (amount.value < due.value) order = order ?? ensureOrder(sandbox, session);
      if (order) {
        order.remainingAmount.value -= amount.value;
        order.paymentPspReferences.push(payment.pspReference);
        payment.orderPspReference = order.pspReference;
        if (order.remainingAmount.value === 0) order.status = 'completed';
      }
      if (!order || order.remainingAmount.value === 0) {
        session.status = 'completed';
        session.sessionResult = sessionResultOf(sandbox, session);
        body.sessionResult = session.sessionResult;
      }
    } else if (outcome.refusalReason !== undefined) {
      body.refusalReason = outcome.refusalReason;
    }
  }

  if (order) body.order = orderView(order);
  return { ...body, sessionData: nextSessionData(sandbox, session) };
}

export { settlePayment };
export type { PaymentResponseBody, SettleInput };

import { pruneResponse } from '../actions/action.router';
import type { Order, PaymentResponse } from '../checkout/types';
import type { MessageKey } from '../i18n/messages';

/**
 * The one result table (spec section 4): what each result code means for a payment's answer
 * (`final`: the answer of /payments, /payments/details or an action) and for a status poll
 * (`polled`: pending keeps polling). Every part of the SDK reads result codes through this table.
 * A final answer with a code that is not in it is an error: the SDK never calls a payment's answer
 * successful on a code it does not know. A status poll is the exception the spec makes: there,
 * 'unknown' (or no code) is an error and any other code outside the table is success.
 */
const RESULT_CODES = {
  Authorised: { final: 'success', polled: 'success' },
  Received: { final: 'success', polled: 'pending' },
  Pending: { final: 'success', polled: 'pending' },
  // A voucher or a bank transfer was presented: the shopper pays it later.
  PresentToShopper: { final: 'success', polled: 'success' },
  Cancelled: { final: 'error', polled: 'error' },
  Error: { final: 'error', polled: 'error' },
  Refused: { final: 'error', polled: 'error' },
} as const satisfies Record<string, { final: 'success' | 'error'; polled: 'success' | 'error' | 'pending' }>;

/** A result code of the table. */
type ResultCode = keyof typeof RESULT_CODES;

/** Final result codes that mean the payment went through (spec section 4). */
const SUCCESS_RESULT_CODES: readonly ResultCode[] = ['Authorised', 'Received', 'Pending'];
/** Final result codes that mean it did not. */
const ERROR_RESULT_CODES: readonly ResultCode[] = ['Cancelled', 'Error', 'Refused'];

/** The table's row for a code, matched without regard to case (status polls send lower case). */
function resultCodeRow(resultCode: string | undefined) {
  if (!resultCode) return null;
  const code = (Object.keys(RESULT_CODES) as ResultCode[]).find(
    (known) => known.toLowerCase() === resultCode.toLowerCase(),
  );
  return code ? RESULT_CODES[code] : null;
}

/** Whether the table knows a code (in any case). */
function isKnownResultCode(resultCode: string | undefined): boolean {
  return resultCodeRow(resultCode) !== null;
}

/** A final answer's outcome: 'success' for Authorised, Received, Pending; 'error' for any other code. */
function resultCodeToStatus(resultCode: string | undefined): 'success' | 'error' {
  return resultCodeRow(resultCode)?.final ?? 'error';
}

/**
 * A status poll's outcome (spec section 4): refused, error and cancelled are errors, pending and
 * received keep polling, 'unknown' (or no code) is an error, and any other value is success.
 */
function polledResultCodeToStatus(resultCode: string | undefined): 'success' | 'error' | 'pending' {
  const row = resultCodeRow(resultCode);
  if (row) return row.polled;
  return !resultCode || resultCode.toLowerCase() === 'unknown' ? 'error' : 'success';
}

/** The message a shopper sees for a final error code: 'Payment refused' for a refusal, else 'Payment failed'. */
function resultMessageKey(resultCode: string | undefined): MessageKey {
  return resultCode?.toLowerCase() === 'refused' ? 'error.subtitle.refused' : 'error.subtitle.payment';
}

/** How a payment response continues (spec section 4). */
type PaymentOutcome =
  | { type: 'action'; response: PaymentResponse }
  | { type: 'partial'; response: PaymentResponse; order: Order }
  | { type: 'success'; response: PaymentResponse }
  | { type: 'error'; response: PaymentResponse; messageKey: MessageKey };

/**
 * Classifies a response (pruned to the fields the spec names): an action goes to the action
 * handler; an order with a remaining amount above 0 is a partial payment (the order is kept);
 * otherwise final by result code (a code the table does not know is an error).
 */
function classifyPaymentResponse(received: PaymentResponse): PaymentOutcome {
  const response = pruneResponse(received);
  if (response.action) return { type: 'action', response };
  const { order } = response;
  if (order?.remainingAmount && order.remainingAmount.value > 0) return { type: 'partial', response, order };
  if (resultCodeToStatus(response.resultCode) === 'success') return { type: 'success', response };
  return { type: 'error', response, messageKey: resultMessageKey(response.resultCode) };
}

export {
  ERROR_RESULT_CODES,
  RESULT_CODES,
  SUCCESS_RESULT_CODES,
  classifyPaymentResponse,
  isKnownResultCode,
  polledResultCodeToStatus,
  resultCodeToStatus,
  resultMessageKey,
};
export type { PaymentOutcome, ResultCode };

import type { PaymentResponse } from './types';

/** Final result codes that mean the payment went through (spec section 4). */
const SUCCESS_RESULT_CODES: readonly string[] = ['Authorised', 'Received', 'Pending'];
/** Final result codes that mean it did not. */
const ERROR_RESULT_CODES: readonly string[] = ['Cancelled', 'Error', 'Refused'];

/** 'success' for Authorised, Received, Pending; 'error' for Cancelled, Error, Refused; null otherwise. */
function resultCodeToStatus(resultCode: string | undefined): 'success' | 'error' | null {
  if (resultCode && SUCCESS_RESULT_CODES.includes(resultCode)) return 'success';
  if (resultCode && ERROR_RESULT_CODES.includes(resultCode)) return 'error';
  return null;
}

/** How a payment response continues (spec section 4). */
type PaymentOutcome =
  | { type: 'action'; response: PaymentResponse }
  | { type: 'partial'; response: PaymentResponse }
  | { type: 'success'; response: PaymentResponse }
  | { type: 'error'; response: PaymentResponse };

/**
 * Classifies a response: an action goes to the action handler; an order with a remaining amount
 * above 0 is a partial payment (the order is kept); otherwise final by result code (an unknown
 * code is an error).
 */
function classifyPaymentResponse(response: PaymentResponse): PaymentOutcome {
  if (response.action) return { type: 'action', response };
  if (response.order?.remainingAmount && response.order.remainingAmount.value > 0)
    return { type: 'partial', response };
  return { type: resultCodeToStatus(response.resultCode) === 'success' ? 'success' : 'error', response };
}

export { ERROR_RESULT_CODES, SUCCESS_RESULT_CODES, classifyPaymentResponse, resultCodeToStatus };
export type { PaymentOutcome };

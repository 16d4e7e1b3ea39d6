import { useEffect, useRef } from 'react';
import {
  paymentEndOf,
  type MessageKey,
  type MessageValues,
  type PaymentEnd,
  type PaymentState,
} from 'headless-checkout/core';

/** The props of the element that shows a payment's end. */
interface ResultElementProps {
  id: string;
  role: 'status' | 'alert';
  tabIndex: -1;
}

/** What a payment hook gives for the end of an attempt. */
interface PaymentResultProps {
  /**
   * What the result element shows now (the core's `paymentEndOf`): 'success' once paid, 'error'
   * with `message` after a refusal or failure, null for nothing (no attempt ended, or one runs: a
   * voucher or bank transfer shows in the form's place, with no "Payment successful" behind it).
   */
  end: PaymentEnd | null;
  /**
   * The translated message of the attempt's end: 'Payment successful' once paid, the refusal or
   * failure after one ('Payment refused'); '' otherwise (no attempt ended, or one runs).
   */
  message: string;
  /**
   * Props for the element that shows the end of a payment (success, a refusal, a failure): its id,
   * `role` ('status' for success, 'alert' otherwise) and `tabIndex` -1; focus moves to it once per
   * ended attempt, so keyboard and screen-reader users land on the result.
   */
  getResultProps: <P extends object>(userProps?: P) => P & ResultElementProps;
}

/** Moves focus to the element `id` each time `ends` (the attempts ended) grows; never on mount. */
function useFocusOnEnd(ends: number, id: string): void {
  const seen = useRef(ends);
  useEffect(() => {
    if (ends === seen.current) return;
    seen.current = ends;
    if (ends > 0) document.getElementById(id)?.focus();
  }, [ends, id]);
}

/**
 * The end of a payment attempt for a payment hook: its message, and the result element's props
 * with focus moved there when an attempt ends (success, a refusal or a failure), never on mount.
 */
function usePaymentResult(
  payment: PaymentState,
  idPrefix: string,
  t: (key: MessageKey, values?: MessageValues) => string,
): PaymentResultProps {
  const id = `${idPrefix}-result`;
  const end = paymentEndOf(payment);
  const success = end === 'success';
  useFocusOnEnd(payment.ended + (success ? 1 : 0), id);
  return {
    end,
    message: success ? t('payment.success') : payment.messageKey ? t(payment.messageKey) : '',
    getResultProps: <P extends object>(userProps?: P): P & ResultElementProps => ({
      ...(userProps as P),
      id,
      role: success ? 'status' : 'alert',
      tabIndex: -1,
    }),
  };
}

export { useFocusOnEnd, usePaymentResult };
export type { PaymentResultProps, ResultElementProps };

import { useId, useMemo } from 'react';
import {
  createPaymentMachine,
  elementStatusOf,
  screenOf,
  type CheckoutAction,
  type CheckoutError,
  type ElementStatus,
  type MethodScreen,
  type PaymentData,
  type PaymentResponse,
  type PaymentState,
} from 'headless-checkout/core';
import { useCheckoutContext } from './context';
import { useI18n } from './useI18n';
import { usePaymentResult, type PaymentResultProps } from './use-payment-result';
import { useStoreSelector } from './useStoreSelector';

/** What usePayment returns. */
interface UsePaymentResult extends PaymentResultProps {
  /** The element status (spec section 4): 'ready' | 'loading' | 'redirect' | 'success' | 'error'. */
  status: ElementStatus;
  /** The payment attempt: its lifecycle status, the order of a partial payment, the message to show. */
  payment: PaymentState;
  /**
   * Which screen shows (the core's `screenOf`, as every method hook's): 'form', 'action' or
   * 'result'; key your result message with `screen.result` so a repeated refusal is announced again.
   */
  screen: MethodScreen;
  /** The action to run (3DS2, redirect, QR code…), narrowed to its type; hand it to an action hook. */
  action: CheckoutAction | null;
  /** The last answer (pruned to the fields the spec names). */
  response: PaymentResponse | null;
  /** The error of a failed request or action. */
  error: CheckoutError | null;
  /**
   * Submits payment data (`{ paymentMethod: { type: 'ideal', issuer } }`…): one request per
   * payment; ignored while one runs and after success.
   */
  submit: (data: PaymentData) => void;
  /** Hand the action hook's final response here. */
  completeAction: (response: PaymentResponse) => void;
  /** Hand the action hook's error here. */
  failAction: (error: CheckoutError) => void;
  /** Back to ready: a new payment. */
  reset: () => void;
}

/** Data built by the page is always usable: no availability to check. */
const AVAILABLE = { available: true } as const;

/**
 * A payment with any method whose data you build yourself (redirect methods, QR codes, apps,
 * vouchers): the payment lifecycle of the core (`createPaymentMachine`) submits once, then gives
 * `action` for the action hooks (useRedirect, useQrCode, useAwait, useVoucher, useThreeDS2) until
 * the payment succeeds, is refused (back to ready with `payment.messageKey`) or fails. Sessions
 * flow or onSubmit alike.
 */
function usePayment(): UsePaymentResult {
  const checkout = useCheckoutContext('usePayment');
  const machine = useMemo(
    () =>
      createPaymentMachine({
        submit: (data) => checkout.submitPayment(data),
        reportResult: (response) => void checkout.reportResult(response),
        reportError: (error) => void checkout.reportError(error),
      }),
    [checkout],
  );
  const payment = useStoreSelector(machine, (snapshot) => snapshot);
  const { t } = useI18n();
  const result = usePaymentResult(payment, useId(), t);
  return {
    ...result,
    status: elementStatusOf(payment),
    payment,
    screen: screenOf({ payment, availability: AVAILABLE }),
    action: payment.action,
    response: payment.response,
    error: payment.error,
    submit: (data: PaymentData) => machine.send({ type: 'payment.started', data }),
    completeAction: (response: PaymentResponse) => machine.send({ type: 'payment.answered', response }),
    failAction: (error: CheckoutError) => machine.send({ type: 'payment.failed', error }),
    reset: () => machine.send({ type: 'payment.reset' }),
  };
}

export { usePayment };
export type { UsePaymentResult };

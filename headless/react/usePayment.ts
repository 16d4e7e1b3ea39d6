import { useMemo } from 'react';
import {
  createPaymentFlow,
  type CheckoutError,
  type PaymentData,
  type PaymentFlowState,
  type PaymentResponse,
} from 'headless-checkout/core';
import { useCheckoutContext } from './context';
import { useStoreSelector } from './useStoreSelector';

/** What usePayment returns. */
interface UsePaymentResult extends PaymentFlowState {
  /** Submits payment data (`{ paymentMethod: { type: 'ideal', issuer } }`…); one request per payment. */
  submit: (data: PaymentData) => Promise<void>;
  /** Hand the action hook's final response here. */
  completeAction: (response: PaymentResponse) => void;
  /** Hand the action hook's error here. */
  failAction: (error: CheckoutError) => void;
  /** Back to ready. */
  reset: () => void;
}

/**
 * A payment with any method whose data you build yourself (redirect methods, QR codes, apps,
 * vouchers): submit once, then `action` for the action hooks (useRedirect, useQrCode, useAwait,
 * useVoucher, useThreeDS2) until `status` is success or error. Sessions flow or onSubmit alike.
 */
function usePayment(): UsePaymentResult {
  const checkout = useCheckoutContext('usePayment');
  const flow = useMemo(
    () =>
      createPaymentFlow({
        submit: (data) => checkout.submitPayment(data),
        reportResult: (response) => void checkout.reportResult(response),
        reportError: (error) => void checkout.reportError(error),
      }),
    [checkout],
  );
  const state = useStoreSelector(flow, (snapshot) => snapshot);
  return {
    ...state,
    submit: flow.submit,
    completeAction: flow.completeAction,
    failAction: flow.failAction,
    reset: flow.reset,
  };
}

export { usePayment };
export type { UsePaymentResult };

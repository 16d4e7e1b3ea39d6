import { useEffect } from 'react';
import type {
  CheckoutError,
  PaymentMethod,
  PaymentMethodsState,
  StoredPaymentMethod,
} from 'headless-checkout/core';
import { useCheckoutContext } from './context';
import { useStoreSelector } from './useStoreSelector';

/** What usePaymentMethods returns. */
interface UsePaymentMethodsResult {
  /** 'loading' until the session's setup answered, then 'ready'; 'error' when it failed. */
  status: PaymentMethodsState['status'];
  /** The methods to offer, in the service's order (empty while loading). */
  paymentMethods: PaymentMethod[];
  /** The shopper's stored methods the components can pay with (empty while loading). */
  storedPaymentMethods: StoredPaymentMethod[];
  /** Why the setup failed (status 'error'). */
  error: CheckoutError | null;
  /** The entry of one type, or undefined when the checkout does not offer it. */
  find: (type: string) => PaymentMethod | undefined;
}

/**
 * The checkout's payment methods: the session's (its setup is called once, after the first mount
 * that asks, never during render or on the server) or the advanced flow's `paymentMethodsResponse`.
 */
function usePaymentMethods(): UsePaymentMethodsResult {
  const checkout = useCheckoutContext('usePaymentMethods');
  const { paymentMethods } = checkout;
  useEffect(() => {
    void paymentMethods.load();
  }, [paymentMethods]);
  const { status, response, error } = useStoreSelector(paymentMethods, (state) => state);
  return {
    status,
    paymentMethods: response.paymentMethods,
    storedPaymentMethods: response.storedPaymentMethods,
    error,
    find: (type) => response.paymentMethods.find((method) => method.type === type),
  };
}

export { usePaymentMethods };
export type { UsePaymentMethodsResult };

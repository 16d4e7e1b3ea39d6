import type { Checkout } from 'headless-checkout/core';
import { useCheckoutContext } from './context';

/** The checkout of the nearest CheckoutProvider: configuration, clients, submit. */
function useCheckout(): Checkout {
  return useCheckoutContext('useCheckout');
}

export { useCheckout };

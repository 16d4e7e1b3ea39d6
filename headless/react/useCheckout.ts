import type { Checkout } from 'headless-checkout/core';
import { useCheckoutConfig, useCheckoutContext } from './context';

/**
 * The checkout of the nearest CheckoutProvider: configuration, clients, submit. The component
 * re-renders when the configuration changes in place (the provider's `amount` or `countryCode`).
 */
function useCheckout(): Checkout {
  const checkout = useCheckoutContext('useCheckout');
  useCheckoutConfig(checkout);
  return checkout;
}

export { useCheckout };

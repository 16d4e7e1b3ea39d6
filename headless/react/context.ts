import { createContext, useContext } from 'react';
import type { Checkout } from 'headless-checkout/core';

/** Holds the checkout instance the provider created. */
const CheckoutContext = createContext<Checkout | null>(null);
CheckoutContext.displayName = 'CheckoutContext';

/** The provider's checkout; throws an error naming `hookName` when used outside the provider. */
function useCheckoutContext(hookName: string): Checkout {
  const checkout = useContext(CheckoutContext);
  if (!checkout) {
    throw new Error(
      `${hookName} must be used within a <CheckoutProvider>. Wrap the component that calls ${hookName} in <CheckoutProvider environment="…" clientKey="…">.`,
    );
  }
  return checkout;
}

export { CheckoutContext, useCheckoutContext };

import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Checkout, CheckoutConfig } from 'headless-checkout/core';

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

/** The checkout's configuration now: the component re-renders when `checkout.update` changes it. */
function useCheckoutConfig(checkout: Checkout): CheckoutConfig {
  const read = () => checkout.config;
  return useSyncExternalStore(checkout.subscribe, read, read);
}

export { CheckoutContext, useCheckoutConfig, useCheckoutContext };

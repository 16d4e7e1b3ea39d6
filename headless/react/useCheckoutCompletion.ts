import type { PaymentResponse } from 'headless-checkout/core';
import { useCheckoutContext } from './context';
import { useStoreSelector } from './useStoreSelector';

/**
 * The payment that completed the checkout: the response of the first final success on the page
 * (any method), or null until then. One order, one payment: from then on every other method's hook
 * reports `available` false with `closed: 'checkoutCompleted'` (its screen 'unavailable', nothing
 * to show) and sends nothing. Read it to end the page's own parts too (a method chooser, headings).
 * Null during a server render.
 */
function useCheckoutCompletion(): PaymentResponse | null {
  const { completion } = useCheckoutContext('useCheckoutCompletion');
  return useStoreSelector(completion, (response) => response);
}

export { useCheckoutCompletion };

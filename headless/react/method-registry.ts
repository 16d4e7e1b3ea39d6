import { loadPaymentMethod, paymentMethodLoadOf, paymentMethodLoads } from 'headless-checkout/core';
import type { MethodRegistry } from './use-method-machine';

/**
 * The registry as the method hooks read it (one dynamic import per method). The hooks that load
 * their definition pass it (`usePaymentMethod`, `useIssuerList`, `useAch`); `useCard` brings its
 * definition and does not, so a card page does not carry the registry's table of types.
 */
const METHOD_REGISTRY: MethodRegistry = {
  loads: paymentMethodLoads,
  loadOf: paymentMethodLoadOf,
  load: loadPaymentMethod,
};

export { METHOD_REGISTRY };

import type { UsePaymentMethodOptions } from './method-hook.types';
import { useLoadedMethod, type UsePaymentMethodResult } from './usePaymentMethod';

/** Options of useAch (see docs/methods-bank.md): `usePaymentMethod('ach')`'s, `securedFieldStyles` included. */
type UseAchOptions = UsePaymentMethodOptions<'ach'>;

/** What useAch returns: usePaymentMethod's result (its secured fields' getters included). */
type UseAchResult = UsePaymentMethodResult<'ach'>;

/**
 * ACH Direct Debit (`ach`): `usePaymentMethod('ach')` under its own name. Its account and routing
 * numbers are secured fields (frames of the payment service), which `getSecuredFieldProps` places;
 * a submit of an invalid form focuses the first invalid field, a frame's input too.
 */
function useAch(options: UseAchOptions = {}): UseAchResult {
  return useLoadedMethod('useAch', 'ach', options);
}

export { useAch };
export type { UseAchOptions, UseAchResult };

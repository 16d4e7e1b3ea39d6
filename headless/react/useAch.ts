import { useId } from 'react';
import { firstInvalidField } from 'headless-checkout/core';
import { useCheckoutContext } from './context';
import type { UsePaymentMethodOptions } from './use-method-machine';
import { useI18n } from './useI18n';
import { useMethodSecuredFields, type MethodSecuredFieldGetters } from './useMethodSecuredFields';
import { METHOD_REGISTRY } from './method-registry';
import { usePaymentMethodAs, type UsePaymentMethodResult } from './usePaymentMethod';

/** Options of useAch (see docs/methods-bank.md). */
type UseAchOptions = UsePaymentMethodOptions<'ach'> & {
  /** CSS properties for the inputs inside the account and routing number frames, e.g. `{ color: '#00112c' }`. */
  securedFieldStyles?: Record<string, string> | undefined;
};

/** What useAch returns: usePaymentMethod's result and the getters of its secured fields. */
interface UseAchResult extends UsePaymentMethodResult<'ach'>, MethodSecuredFieldGetters {}

/**
 * ACH Direct Debit (`ach`): `usePaymentMethod('ach')` with its account and routing numbers in
 * secured fields (frames of the payment service), which `getSecuredFieldProps` places. A submit of
 * an invalid form focuses the first invalid field, a frame's input too.
 */
function useAch(options: UseAchOptions = {}): UseAchResult {
  const { securedFieldStyles, ...methodOptions } = options;
  const idPrefix = useId();
  const checkout = useCheckoutContext('useAch');
  const { t } = useI18n();
  const method = usePaymentMethodAs('useAch', 'ach', methodOptions, { idPrefix, registry: METHOD_REGISTRY });
  const { machine, state, definition } = method;
  const secured = useMethodSecuredFields({
    machine,
    state,
    layout: state && definition?.layout ? definition.layout(state) : [],
    checkout,
    t,
    styles: securedFieldStyles,
    idPrefix,
  });
  return {
    ...method,
    ...secured,
    getFormProps: (userProps) => {
      const props = method.getFormProps(userProps);
      return {
        ...props,
        onSubmit: (event) => {
          props.onSubmit(event);
          // The form's own focus finds no page element for a field in a frame: focus the frame's input.
          const now = machine?.getSnapshot();
          const invalid = now?.submitted && !now.valid ? firstInvalidField(now) : null;
          if (invalid) secured.focusSecuredField(invalid);
        },
      };
    },
  };
}

export { useAch };
export type { UseAchOptions, UseAchResult };

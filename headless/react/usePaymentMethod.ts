import { useMemo } from 'react';
import type { RedirectMethodOptions, SupportedPaymentMethodType } from 'headless-checkout/core';
import { METHOD_REGISTRY } from './method-registry';
import { usePaymentMethodAs } from './method-hook';
import { createSelectFieldGetters, type SelectFieldGetters } from './select-field-props';
import type {
  MethodFieldOf,
  MethodHookResult,
  MethodHookSetup,
  MethodViewOf,
  UsePaymentMethodOptions,
} from './method-hook.types';

/** What usePaymentMethod returns: the method hook's result and its select fields' getters. */
type UsePaymentMethodResult<T extends SupportedPaymentMethodType = SupportedPaymentMethodType> =
  MethodHookResult<T> & SelectFieldGetters<MethodFieldOf<T>>;

/**
 * A method hook whose definition loads from the registry (the hooks built on usePaymentMethod),
 * under the name of the hook that calls it, with the select fields' getters (which a card page,
 * whose hook brings its definition, does not carry).
 */
function useLoadedMethod<T extends SupportedPaymentMethodType>(
  hookName: string,
  type: T,
  options: UsePaymentMethodOptions<T>,
  setup: Omit<MethodHookSetup<T>, 'registry'> = {},
): UsePaymentMethodResult<T> {
  const method = usePaymentMethodAs(hookName, type, options, { ...setup, registry: METHOD_REGISTRY });
  return useWithSelectFields(method);
}

/** A method hook's result with its select fields' getters (an issuer list's bank). */
function useWithSelectFields<T extends SupportedPaymentMethodType>(
  method: MethodHookResult<T>,
): UsePaymentMethodResult<T> {
  const { machine, definition, setField, getPayButtonProps, getLabelProps, getErrorProps, meta } = method;
  const selects = useMemo(
    () =>
      createSelectFieldGetters(
        machine,
        { setField, getPayButtonProps, getLabelProps, getErrorProps, meta },
        (state) => (definition?.layout ? definition.layout(state as never) : []),
      ),
    [machine, definition, setField, getPayButtonProps, getLabelProps, getErrorProps, meta],
  );
  return { ...method, ...selects };
}

/**
 * Any payment method by its payment-service type: loads the definition (a status 'loading' until it
 * arrives), runs its form (fields, validation, errors after blur or submit) and its payment (submit
 * once, the action, the end). Typed per type: `usePaymentMethod('ideal', { highlightedIssuers:
 * ['INGBNL2A'] })`. A type the SDK does not know pays by redirect ('Continue to {name}') when the
 * payment methods list it; otherwise it is refused ("'{type}' is not a valid Checkout Component").
 */
function usePaymentMethod<T extends SupportedPaymentMethodType>(
  type: T,
  options?: UsePaymentMethodOptions<T>,
): UsePaymentMethodResult<T>;
function usePaymentMethod(
  type: string,
  options?: Omit<RedirectMethodOptions, 'type'>,
): UsePaymentMethodResult;
// `unknown`: a type's result and any method's are each what one of the signatures above returns.
function usePaymentMethod(type: string, options: object = {}): unknown {
  return useLoadedMethod('usePaymentMethod', type as SupportedPaymentMethodType, options);
}

export { useLoadedMethod, usePaymentMethod, useWithSelectFields };
export type { MethodViewOf, UsePaymentMethodOptions, UsePaymentMethodResult };

import { useId, useMemo } from 'react';
import {
  methodOverviewOf,
  type Amount,
  type AnyPaymentMethodDefinition,
  type FormLayout,
  type PaymentMethodBaseOptions,
  type PaymentMethodState,
  type SupportedPaymentMethodType,
} from 'headless-checkout/core';
import type {
  MethodFieldOf,
  MethodHookResult,
  MethodHookSetup,
  MethodMachine,
  MethodViewOf,
  UsePaymentMethodOptions,
} from './method-hook.types';
import { createPaymentMethodPropGetters } from './payment-method-props';
import { usePaymentResult } from './use-payment-result';
import { useMethodMachine } from './use-method-machine';
import { useI18n } from './useI18n';
import { useMethodSecuredFields } from './useMethodSecuredFields';
import { merge } from './prop-getters';
import { usePayButtonLabel } from './usePayButtonLabel';

/**
 * usePaymentMethod under the name of the hook that calls it (errors name that hook), with what a
 * hook built on it adds (`setup`: the card's static definition, deps and subscription).
 */
function usePaymentMethodAs<T extends SupportedPaymentMethodType>(
  hookName: string,
  type: T,
  options: UsePaymentMethodOptions<T>,
  setup: MethodHookSetup<T> = {},
): MethodHookResult<T> {
  const { securedFieldStyles, ...machineOptions } = options;
  const source = useMethodMachine(hookName, type, machineOptions as UsePaymentMethodOptions<T>, setup);
  return useMethodResult(type, source, { securedFieldStyles, idPrefix: setup.idPrefix });
}

/**
 * A method hook's result over a running method (`source`: its checkout, definition, machine and
 * state, why it could not load, its provider's page), wherever its machine was made: a method
 * hook's own, or a drop-in's item. What the method shows is the core's `methodOverviewOf`; this
 * adds the prop getters, the secured fields' frames and the pay button's text.
 */
function useMethodResult<T extends SupportedPaymentMethodType>(
  type: T,
  { checkout, definition, machine, state, error, page }: MethodMachine<T>,
  { securedFieldStyles, idPrefix: givenPrefix }: MethodResultOptions = {},
): MethodHookResult<T> {
  const { t } = useI18n();
  const ownPrefix = useId();
  const idPrefix = givenPrefix ?? ownPrefix;
  const overview = useMemo(
    () =>
      methodOverviewOf<MethodViewOf<T>>(
        type,
        definition as AnyPaymentMethodDefinition | null,
        state as PaymentMethodState<PaymentMethodBaseOptions, unknown> | null,
        error,
      ),
    [type, definition, state, error],
  );
  const { payment, layout, labelMessage, status } = overview;
  const result = usePaymentResult(payment, idPrefix, t);
  const busy = definition?.busy as ((state: unknown) => boolean) | undefined;
  // The fields of kind 'secured' are typed in frames of the payment service, made in the
  // containers the markup renders (`getSecuredFieldProps`).
  const secured = useMethodSecuredFields({
    machine: machine as never,
    state: state as never,
    layout,
    checkout,
    t,
    styles: securedFieldStyles,
    idPrefix,
    frames: definition?.frames as never,
  });
  const { focusSecuredField } = secured;
  const getters = useMemo(
    () => createPaymentMethodPropGetters(machine, idPrefix, t, focusSecuredField, busy),
    [machine, idPrefix, t, focusSecuredField, busy],
  );
  const payButtonLabel = usePayButtonLabel({
    status,
    // The checkout's amount, else one the method's options bring (the card's `amount`).
    amount:
      state?.context.amount ??
      (state?.options as { amount?: Amount } | undefined)?.amount ??
      checkout.config.amount,
    continueTo: overview.continueTo,
    ready: overview.buttonLabel,
  });
  const send: NonNullable<typeof machine>['send'] = (event) => machine?.send(event);

  return {
    ...getters,
    ...secured,
    ...result,
    ...overview,
    // The layout names the definition's fields: the method's field names.
    layout: overview.layout as FormLayout<MethodFieldOf<T>>,
    state,
    name: labelMessage ? t(labelMessage.key, { name: labelMessage.name }) : overview.label,
    action: payment.action,
    response: payment.response,
    payButtonLabel,
    submit: () => send({ type: 'submit.requested' }),
    completeAction: (response) => send({ type: 'payment.answered', response }),
    failAction: (failure) => send({ type: 'payment.failed', error: failure }),
    reset: () => send({ type: 'form.reset' }),
    getContainerProps: (name, userProps) => merge(userProps, { ref: page?.refOf(name) }) as never,
    definition,
    machine,
  };
}

/** What useMethodResult adds to a method. */
interface MethodResultOptions {
  /** CSS properties for the inputs inside its secured fields. */
  securedFieldStyles?: Record<string, string> | undefined;
  /** The ids' prefix (default: the hook's own useId). */
  idPrefix?: string | undefined;
}

export { useMethodResult, usePaymentMethodAs };
export type { MethodResultOptions };

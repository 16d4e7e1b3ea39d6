import { useCallback, useEffect, useInsertionEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  isFieldErrorShown,
  nextFormField,
  type Checkout,
  type FormLayout,
  type FormState,
  type MessageKey,
  type SecuredFieldType,
} from 'headless-checkout/core';
import { connectFrameHost, isSecured, type FrameHostEvent } from './frame-host';
import { createFrameSlots } from './frame-slots';
import { merge, type Merged } from './prop-getters';

/** What the secured fields need of a method's machine. */
interface SecuredMethodMachine {
  /** The form's state now (its focus order: auto-advance). */
  getSnapshot: () => Pick<FormState<unknown, unknown>, 'order'>;
  /** Takes the frames' reports, focus, Enter and status. */
  send: (event: FrameHostEvent) => void;
}

/** The props of the element a secured field's frame is put in. */
interface SecuredFieldContainerProps {
  ref: (container: HTMLElement | null) => void;
  'data-secured-field': SecuredFieldType;
  /** The frames' status: 'loading' until every frame is configured, then 'ready' (or a failure). */
  'data-state': string;
}

/** The props of a secured field's <label>: a click focuses the frame's input. */
interface SecuredFieldLabelProps {
  id: string;
  onClick: () => void;
}

/** The getters of a method's secured fields. */
interface MethodSecuredFieldGetters {
  /** Props for the element the field's frame is put in (an empty <div>). */
  getSecuredFieldProps: <P extends object>(
    field: string,
    userProps?: P,
  ) => Merged<P, SecuredFieldContainerProps>;
  /** Props for the field's <label> (no `htmlFor`: the input is in the frame; a click focuses it). */
  getSecuredLabelProps: <P extends object>(field: string, userProps?: P) => Merged<P, SecuredFieldLabelProps>;
  /** Focuses a secured field's input. */
  focusSecuredField: (field: string) => void;
}

/** What useMethodSecuredFields needs. */
interface UseMethodSecuredFieldsOptions {
  /** The method's machine (null while its definition loads: no frame yet). */
  machine: SecuredMethodMachine | null;
  /** The form's state (its fields' errors) and its own state's `securedFields` status. */
  state: (FormState<unknown, unknown, unknown> & { extra: unknown }) | null;
  /** The method's layout now: its fields of kind 'secured' get frames (the form field is the frame's type). */
  layout: FormLayout;
  /** The provider's checkout (the payment service's address and client key, error reports). */
  checkout: Checkout;
  /** Translates the labels and errors. */
  t: (key: MessageKey) => string;
  /** CSS properties for the inputs inside the frames (text properties only; see docs/secured-fields.md). */
  styles: Record<string, string> | undefined;
  /** The ids' prefix of the method's getters (auto-advance focuses a page field by its id). */
  idPrefix: string;
}

/** The frames' status a method's own state carries (`extra.securedFields`), 'loading' before it has one. */
function framesStatusOf(state: { extra: unknown } | null): string {
  const status = (state?.extra as { securedFields?: unknown } | undefined)?.securedFields;
  return typeof status === 'string' ? status : 'loading';
}

/**
 * The secured fields of any method whose layout has fields of kind 'secured' (ACH's account and
 * routing numbers): their frames made in the containers the markup renders
 * (`getSecuredFieldProps`), connected to the method's machine by the frame host (messages only from
 * the payment service's origin and the frames' windows), labelled and styled, and shown the errors
 * the page shows.
 */
function useMethodSecuredFields({
  machine,
  state,
  layout,
  checkout,
  t,
  styles,
  idPrefix,
}: UseMethodSecuredFieldsOptions): MethodSecuredFieldGetters {
  const [slots] = useState(createFrameSlots);
  const secured = layout
    .flatMap((section) => section.rows.flat())
    .filter((field) => field.kind === 'secured' && isSecured(field.field));
  const labelKeys = new Map(secured.map((field) => [field.field as SecuredFieldType, field.labelKey]));
  const fieldsKey = secured.map((field) => field.field).join(',');
  const frameOrigin = new URL(checkout.config.environment.apiUrl).origin;
  const stylesKey = JSON.stringify(styles ?? {});
  // The frames keep running when texts or styles change: the host reads the latest through refs.
  const latest = useRef({ t, stylesKey, labelKeys });
  useInsertionEffect(() => {
    latest.current = { t, stylesKey, labelKeys };
  });

  // A layout effect: the frames are made in the commit that renders their containers, and the
  // host listens to them before any can answer.
  useLayoutEffect(() => {
    if (!machine || fieldsKey === '') return undefined;
    const label = (field: SecuredFieldType) => {
      const key = latest.current.labelKeys.get(field);
      return key ? latest.current.t(key) : '';
    };
    const { apiUrl } = checkout.config.environment;
    slots.open({ apiUrl, clientKey: checkout.config.clientKey, title: label });
    const disconnect = connectFrameHost(slots, {
      send: (event) => machine.send(event),
      nextField: (field) => nextFormField(machine.getSnapshot(), field),
      reportError: (error) => checkout.reportError(error),
      frameOrigin,
      idPrefix,
      label,
      styles: () => JSON.parse(latest.current.stylesKey) as Record<string, string>,
    });
    return () => {
      disconnect();
      slots.close();
    };
  }, [machine, fieldsKey, checkout, frameOrigin, slots, idPrefix]);

  const labelsKey = secured.map((field) => t(field.labelKey)).join('\u0000');
  useEffect(() => {
    slots.refresh();
  }, [slots, labelsKey, stylesKey]);

  // Every frame shows the error the page shows (its input's description and aria-invalid).
  const status = framesStatusOf(state);
  const errorsKey = secured
    .map(({ field }) => {
      const errorKey = state?.fields[field]?.errorKey;
      return state && isFieldErrorShown(state, field) && errorKey ? t(errorKey) : '';
    })
    .join('\u0000');
  useEffect(() => {
    const messages = errorsKey.split('\u0000');
    fieldsKey.split(',').forEach((field, index) => {
      if (isSecured(field) && slots.frames().has(field))
        slots.controller()?.send(field, { type: 'error', message: messages[index] ?? '' });
    });
  }, [slots, fieldsKey, errorsKey, status]);

  const focusSecuredField = useCallback(
    (field: string) => {
      if (isSecured(field)) slots.controller()?.send(field, { type: 'focus' });
    },
    [slots],
  );

  return {
    getSecuredFieldProps: (field, userProps) => {
      if (!isSecured(field)) throw new Error(`getSecuredFieldProps: ${field} is not a secured field`);
      return merge(userProps, {
        ref: slots.refFor(field),
        'data-secured-field': field,
        'data-state': status,
      });
    },
    getSecuredLabelProps: (field, userProps) =>
      merge(userProps, { id: `${idPrefix}-${field}-label`, onClick: () => focusSecuredField(field) }),
    focusSecuredField,
  };
}

export { framesStatusOf, useMethodSecuredFields };
export type {
  MethodSecuredFieldGetters,
  SecuredFieldContainerProps,
  SecuredFieldLabelProps,
  UseMethodSecuredFieldsOptions,
};

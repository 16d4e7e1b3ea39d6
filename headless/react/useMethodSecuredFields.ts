import { useCallback, useEffect, useInsertionEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  isFieldErrorShown,
  nextFormField,
  type Checkout,
  type FormLayout,
  type FormState,
  type MessageKey,
  type MethodFrames,
  type SecuredFieldType,
} from 'headless-checkout/core';
import { connectFrameHost, isSecured, type FrameHostEvent } from './frame-host';
import { createFrameSlots } from './frame-slots';
import { merge, type Merged } from './prop-getters';

/** A form's state as the frames read it (its fields' errors, its own state's frames status). */
type SecuredFormState = FormState<unknown, unknown, unknown> & { extra: unknown };

/** What the secured fields need of a method's machine. */
interface SecuredMethodMachine {
  /** The form's state now (its focus order: auto-advance; what the definition's frames read). */
  getSnapshot: () => SecuredFormState;
  /** Takes the frames' reports, focus, Enter and status (and the definition's own frame events). */
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
  state: SecuredFormState | null;
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
  /** What the definition's frames need besides the layout (the card's brands, bin, focus order). */
  frames?: MethodFrames<never, unknown> | undefined;
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
  frames,
}: UseMethodSecuredFieldsOptions): MethodSecuredFieldGetters {
  const [slots] = useState(createFrameSlots);
  const own = frames as MethodFrames<SecuredFormState, FrameHostEvent> | undefined;
  const secured = layout
    .flatMap((section) => section.rows.flat())
    .filter((field) => field.kind === 'secured' && isSecured(field.field));
  // A frame's accessible name: the definition's (the card's stays 'Security code' whatever the
  // brand's policy), else its label in the layout.
  const labelKeys = new Map(
    secured.map((field) => [field.field as SecuredFieldType, own?.labelKey?.(field.field) ?? field.labelKey]),
  );
  const hasFrames = secured.length > 0;
  const frameOrigin = new URL(checkout.config.environment.apiUrl).origin;
  const stylesKey = JSON.stringify(styles ?? {});
  // The frames keep running when texts or styles change: the host reads the latest through refs.
  const latest = useRef({ t, stylesKey, labelKeys });
  useInsertionEffect(() => {
    latest.current = { t, stylesKey, labelKeys };
  });

  // A layout effect: the frames are made in the commit that renders their containers, and the
  // host listens to them before any can answer. Fields that come and go (the Korean password, a
  // security code the brand hides) get or lose their frame with their container.
  useLayoutEffect(() => {
    if (!machine || !hasFrames) return undefined;
    const label = (field: SecuredFieldType) => {
      const key = latest.current.labelKeys.get(field);
      return key ? latest.current.t(key) : '';
    };
    const { apiUrl } = checkout.config.environment;
    slots.open({ apiUrl, clientKey: checkout.config.clientKey, title: label });
    const disconnect = connectFrameHost(slots, {
      send: (event) => machine.send(event),
      ...(own?.configure ? { configure: () => own.configure!(machine.getSnapshot()) } : {}),
      nextField: (field) =>
        own?.nextField
          ? own.nextField(machine.getSnapshot(), field)
          : nextFormField(machine.getSnapshot(), field),
      ...(own?.binEvent ? { onBin: (bin) => machine.send(own.binEvent!(bin)) } : {}),
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
  }, [machine, hasFrames, own, checkout, frameOrigin, slots, idPrefix]);

  // New texts, styles or configuration (the accepted brands arrive with the session's methods)
  // reconfigure the running frames.
  const labelsKey = [...labelKeys.values()].map((key) => t(key)).join('\u0000');
  const configureKey = state && own?.configure ? JSON.stringify(own.configure(state)) : '';
  useEffect(() => {
    slots.refresh();
  }, [slots, labelsKey, stylesKey, configureKey]);

  // What the definition tells its frames as the state changes (the security code: the brand).
  const status = framesStatusOf(state);
  const messagesKey = state && own?.messages ? JSON.stringify(own.messages(state)) : '[]';
  useEffect(() => {
    for (const { field, message } of JSON.parse(messagesKey) as ReturnType<
      NonNullable<typeof own>['messages'] & object
    >)
      slots.controller()?.send(field, message);
  }, [slots, messagesKey, status]);

  // Every frame shows the error the page shows (its input's description and aria-invalid).
  const fieldsKey = secured.map((field) => field.field).join(',');
  const errorsKey = secured
    .map(({ field }) => {
      const errorKey = state?.fields[field]?.errorKey;
      const shown =
        state && (own?.errorShown ? own.errorShown(state, field) : isFieldErrorShown(state, field));
      return shown && errorKey ? t(errorKey) : '';
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

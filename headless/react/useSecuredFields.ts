import { useCallback, useEffect, useInsertionEffect, useRef, useState } from 'react';
import { createFrameHost } from './frame-host';
import {
  SECURED_FIELD_TYPES,
  acceptedBrands,
  createSecuredFieldsController,
  effectiveBrand,
  isErrorShown,
  nextFieldAfter,
  parseFrameMessage,
  policiesOf,
  securedFieldUrl,
  type CardFieldName,
  type CardMachine,
  type CardState,
  type Checkout,
  type MessageKey,
  type SecuredFieldType,
} from 'headless-checkout/core';

/** Labels of the secured fields: the frames' inputs get them as their accessible names. */
const LABEL_KEYS: Record<SecuredFieldType, MessageKey> = {
  cardNumber: 'creditCard.numberField.title',
  expiryDate: 'creditCard.expiryDateField.title',
  expiryMonth: 'creditCard.expiryDateField.month',
  expiryYear: 'creditCard.expiryDateField.year',
  securityCode: 'creditCard.securityCodeField.title',
  password: 'creditCard.encryptedPassword.label',
};

const isSecured = (field: CardFieldName): field is SecuredFieldType =>
  (SECURED_FIELD_TYPES as readonly string[]).includes(field);

/**
 * Puts the secured-field frames in the page and connects them to the card machine: frames are
 * created in the containers your markup renders (`getSecuredFieldProps`), messages are accepted
 * only from the payment service's origin and from those frames' windows.
 */
function useSecuredFields(
  machine: CardMachine,
  state: CardState,
  checkout: Checkout,
  t: (key: MessageKey) => string,
  styles: Record<string, string> | undefined,
  idPrefix: string,
) {
  const [host] = useState(createFrameHost);
  const secured = state.mode === 'secured';
  const frameOrigin = new URL(checkout.config.environment.apiUrl).origin;
  const stylesKey = JSON.stringify(styles ?? {});
  // The frames keep running when texts or styles change (the texts load on demand, the locale may
  // switch): the controller reads the latest through refs and reconfigures the frames.
  const latest = useRef({ t, stylesKey });
  useInsertionEffect(() => {
    latest.current = { t, stylesKey };
  });

  useEffect(() => {
    if (!secured) return undefined;
    const completed = new Set<SecuredFieldType>();
    const controller = createSecuredFieldsController({
      fields: () => [...host.frames().keys()],
      post: (field, message) => host.frames().get(field)?.contentWindow?.postMessage(message, frameOrigin),
      configure: (field) => {
        const snapshot = machine.getSnapshot();
        return {
          ariaLabel: latest.current.t(LABEL_KEYS[field]),
          styles: JSON.parse(latest.current.stylesKey) as Record<string, string>,
          brands: acceptedBrands(snapshot),
          ...(snapshot.options.minimumExpiryDate
            ? { minimumExpiryDate: snapshot.options.minimumExpiryDate }
            : {}),
        };
      },
      onReport: (report) => {
        machine.send({ type: 'securedField.changed', report });
        // Auto-advance: a field just completed moves focus to the next one in the focus order.
        if (!report.complete) return void completed.delete(report.field);
        if (completed.has(report.field)) return;
        completed.add(report.field);
        const next = nextFieldAfter(machine.getSnapshot(), report.field);
        if (next && isSecured(next)) controller.send(next, { type: 'focus' });
        else if (next) document.getElementById(`${idPrefix}-${next}`)?.focus();
      },
      onBin: ({ binValue, encryptedBin }) =>
        machine.send({
          type: 'securedField.binChanged',
          binValue,
          ...(encryptedBin ? { encryptedBin } : {}),
        }),
      onFocus: (field, focused) => machine.send({ type: focused ? 'field.focused' : 'field.blurred', field }),
      onStatus: (status, error) => {
        machine.send({ type: 'securedFields.statusChanged', status, ...(error ? { error } : {}) });
        if (error) checkout.reportError(error);
      },
    });
    host.setController(controller);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin) return;
      for (const [field, frame] of host.frames()) {
        if (event.source !== frame.contentWindow) continue;
        const message = parseFrameMessage(event.data);
        if (message && message.fieldType === field) controller.receive(field, message);
      }
    };
    window.addEventListener('message', onMessage);
    controller.start();
    return () => {
      window.removeEventListener('message', onMessage);
      controller.destroy();
      host.setController(null);
    };
  }, [secured, machine, checkout, frameOrigin, host, idPrefix]);

  const labelsKey = SECURED_FIELD_TYPES.map((field) => t(LABEL_KEYS[field])).join('\u0000');
  useEffect(() => {
    host.controller()?.reconfigure();
  }, [host, labelsKey, stylesKey]);

  // The security-code frame follows the brand; every frame shows the error the page shows.
  const brand = effectiveBrand(state);
  const { cvcPolicy } = policiesOf(state);
  useEffect(() => {
    host.controller()?.send('securityCode', { type: 'brand', brand, cvcPolicy });
  }, [host, brand, cvcPolicy, state.securedFields]);
  const errors = SECURED_FIELD_TYPES.map((field) => {
    const { errorKey } = state.fields[field].result;
    return isErrorShown(state, field) && errorKey ? t(errorKey) : '';
  });
  const errorsKey = errors.join('\u0000');
  useEffect(() => {
    const messages = errorsKey.split('\u0000');
    SECURED_FIELD_TYPES.forEach((field, index) => {
      if (host.frames().has(field))
        host.controller()?.send(field, { type: 'error', message: messages[index] ?? '' });
    });
  }, [host, errorsKey, state.securedFields]);

  useEffect(() => {
    host.setSource((field) => ({
      src: securedFieldUrl(
        checkout.config.environment.apiUrl,
        checkout.config.clientKey,
        field,
        window.location.origin,
      ),
      title: t(LABEL_KEYS[field]),
    }));
  });

  /** Props for the element a secured field's frame is put in. */
  const getSecuredFieldProps = (field: CardFieldName, userProps: Record<string, unknown> = {}) => {
    if (!isSecured(field)) throw new Error(`getSecuredFieldProps: ${field} is not a secured field`);
    return {
      ref: host.refFor(field),
      'data-secured-field': field,
      'data-state': state.securedFields,
      ...userProps,
    };
  };

  /** Focuses a secured field's input (a label click). */
  const focusSecuredField = useCallback(
    (field: CardFieldName) => {
      if (isSecured(field)) host.controller()?.send(field, { type: 'focus' });
    },
    [host],
  );

  return { getSecuredFieldProps, focusSecuredField };
}

export { useSecuredFields };

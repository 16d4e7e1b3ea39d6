import { useCallback, useEffect, useInsertionEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  acceptedBrands,
  CARD_FIELD_HINTS,
  CARD_SECURED_FIELD_TYPES,
  effectiveBrand,
  isErrorShown,
  nextFieldAfter,
  policiesOf,
  type CardFieldName,
  type CardMachine,
  type CardState,
  type Checkout,
  type MessageKey,
  type CardSecuredFieldType,
  type SecuredFieldType,
} from 'headless-checkout/core';
import { connectFrameHost, isSecured } from './frame-host';
import { createFrameSlots } from './frame-slots';

/**
 * Puts the secured-field frames in the page and connects them to the card machine: frames are
 * created in the containers your markup renders (`getSecuredFieldProps`) as the form mounts,
 * messages are accepted only from the payment service's origin and from those frames' windows.
 */
function useSecuredFields(
  machine: CardMachine,
  state: CardState,
  checkout: Checkout,
  t: (key: MessageKey) => string,
  styles: Record<string, string> | undefined,
  idPrefix: string,
) {
  const [slots] = useState(createFrameSlots);
  const secured = state.extra.mode === 'secured';
  const frameOrigin = new URL(checkout.config.environment.apiUrl).origin;
  const stylesKey = JSON.stringify(styles ?? {});
  // The frames keep running when texts or styles change (the texts load on demand, the locale may
  // switch): the frame host reads the latest through refs and reconfigures the frames.
  const latest = useRef({ t, stylesKey });
  useInsertionEffect(() => {
    latest.current = { t, stylesKey };
  });

  // A layout effect: the frames are made in the commit that renders their containers (after the
  // refs, before paint), and the host listens to them before any can answer.
  useLayoutEffect(() => {
    if (!secured) return undefined;
    // The card's slots hold the card's frames only.
    const label = (field: SecuredFieldType) =>
      latest.current.t(CARD_FIELD_HINTS[field as CardSecuredFieldType].labelKey);
    const { apiUrl } = checkout.config.environment;
    slots.open({ apiUrl, clientKey: checkout.config.clientKey, title: label });
    const disconnect = connectFrameHost(slots, {
      send: (event) => machine.send(event),
      configure: () => {
        const snapshot = machine.getSnapshot();
        return {
          brands: acceptedBrands(snapshot),
          ...(snapshot.options.minimumExpiryDate
            ? { minimumExpiryDate: snapshot.options.minimumExpiryDate }
            : {}),
        };
      },
      nextField: (field) => nextFieldAfter(machine.getSnapshot(), field as CardFieldName),
      onBin: ({ binValue, encryptedBin }) =>
        machine.send({
          type: 'securedField.binChanged',
          binValue,
          ...(encryptedBin ? { encryptedBin } : {}),
        }),
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
  }, [secured, machine, checkout, frameOrigin, slots, idPrefix]);

  const labelsKey = CARD_SECURED_FIELD_TYPES.map((field) => t(CARD_FIELD_HINTS[field].labelKey)).join(
    '\u0000',
  );
  // The accepted brands come with the session's payment methods: the frames detect among them.
  const brandsKey = acceptedBrands(state).join(',');
  useEffect(() => {
    slots.refresh();
  }, [slots, labelsKey, stylesKey, brandsKey]);

  // The security-code frame follows the brand; every frame shows the error the page shows.
  const brand = effectiveBrand(state);
  const { cvcPolicy } = policiesOf(state);
  useEffect(() => {
    slots.controller()?.send('securityCode', { type: 'brand', brand, cvcPolicy });
  }, [slots, brand, cvcPolicy, state.extra.securedFields]);
  const errors = CARD_SECURED_FIELD_TYPES.map((field) => {
    const errorKey = state.fields[field]?.errorKey;
    return isErrorShown(state, field) && errorKey ? t(errorKey) : '';
  });
  const errorsKey = errors.join('\u0000');
  useEffect(() => {
    const messages = errorsKey.split('\u0000');
    CARD_SECURED_FIELD_TYPES.forEach((field, index) => {
      if (slots.frames().has(field))
        slots.controller()?.send(field, { type: 'error', message: messages[index] ?? '' });
    });
  }, [slots, errorsKey, state.extra.securedFields]);

  /** Props for the element a secured field's frame is put in. */
  const getSecuredFieldProps = (field: CardFieldName, userProps: Record<string, unknown> = {}) => {
    if (!isSecured(field)) throw new Error(`getSecuredFieldProps: ${field} is not a secured field`);
    return {
      ref: slots.refFor(field),
      'data-secured-field': field,
      'data-state': state.extra.securedFields,
      ...userProps,
    };
  };

  /** Focuses a secured field's input (a label click). */
  const focusSecuredField = useCallback(
    (field: CardFieldName) => {
      if (isSecured(field)) slots.controller()?.send(field, { type: 'focus' });
    },
    [slots],
  );

  return { getSecuredFieldProps, focusSecuredField };
}

export { useSecuredFields };

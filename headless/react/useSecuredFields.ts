import { useCallback, useEffect, useInsertionEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  CheckoutError,
  SECURED_FIELDS_TIMEOUTS,
  SECURED_FIELD_TYPES,
  acceptedBrands,
  effectiveBrand,
  isErrorShown,
  nextFieldAfter,
  policiesOf,
  type CardFieldName,
  type CardMachine,
  type CardState,
  type Checkout,
  type MessageKey,
  type SecuredFieldType,
} from 'headless-checkout/core';
import { createFrameSlots } from './frame-slots';
import { loadFrameHost, loadedFrameHost, type LoadedFrameHost } from './load-frame-host';

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
 * only from the payment service's origin and from those frames' windows. The frames are made as
 * the form mounts; the code that talks to them (the frame host and the core's controller) loads on
 * demand, from the form's first render in a browser, and handles what they sent meanwhile.
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
  const secured = state.mode === 'secured';
  // A head start: the load begins at the first render in a browser (never on the server), so the
  // chunks are on their way before the form commits. The effect below waits for them.
  useState(() => {
    if (secured && typeof window !== 'undefined') loadFrameHost().catch(() => undefined);
  });
  const frameOrigin = new URL(checkout.config.environment.apiUrl).origin;
  const stylesKey = JSON.stringify(styles ?? {});
  // The frames keep running when texts or styles change (the texts load on demand, the locale may
  // switch): the frame host reads the latest through refs and reconfigures the frames.
  const latest = useRef({ t, stylesKey });
  useInsertionEffect(() => {
    latest.current = { t, stylesKey };
  });

  // A layout effect: the frames are made in the commit that renders their containers (after the
  // refs, before paint), so they load while the host does; what they send before it connects is
  // kept for it. With the host loaded, it connects at once, before any frame can answer.
  useLayoutEffect(() => {
    if (!secured) return undefined;
    let active = true;
    let disconnect: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const label = (field: SecuredFieldType) => latest.current.t(LABEL_KEYS[field]);
    const { apiUrl } = checkout.config.environment;
    slots.open({ apiUrl, clientKey: checkout.config.clientKey, frameOrigin, title: label });
    const openedAt = Date.now();
    const connect = (host: LoadedFrameHost) => {
      disconnect = host.connectFrameHost(host.core, slots, {
        machine,
        checkout,
        frameOrigin,
        idPrefix,
        label,
        styles: () => JSON.parse(latest.current.stylesKey) as Record<string, string>,
        rules: { acceptedBrands, nextFieldAfter },
        isSecured,
        // The frames have been loading since they were made: their 30 s count from then.
        loadMs: Math.max(0, SECURED_FIELDS_TIMEOUTS.loadMs - (Date.now() - openedAt)),
      });
    };
    // The host could not load, or took longer than the frames themselves may (spec section 9):
    // the fields' load failure, reported to onError; the frames go. The next mount loads again.
    const fail = (error: CheckoutError) => {
      clearTimeout(timer);
      if (!active) return;
      active = false;
      slots.close();
      machine.send({ type: 'securedFields.statusChanged', status: 'csfLoadFailure', error });
      checkout.reportError(error);
    };
    const loaded = loadedFrameHost();
    if (loaded) connect(loaded);
    else {
      timer = setTimeout(
        () => fail(new CheckoutError('NETWORK_ERROR', 'Secured fields: took too long to load')),
        SECURED_FIELDS_TIMEOUTS.loadMs,
      );
      loadFrameHost().then((host) => {
        if (!active) return;
        clearTimeout(timer);
        connect(host);
      }, fail);
    }
    return () => {
      active = false;
      clearTimeout(timer);
      disconnect?.();
      slots.close();
    };
  }, [secured, machine, checkout, frameOrigin, slots, idPrefix]);

  const labelsKey = SECURED_FIELD_TYPES.map((field) => t(LABEL_KEYS[field])).join('\u0000');
  useEffect(() => {
    slots.refresh();
  }, [slots, labelsKey, stylesKey]);

  // The security-code frame follows the brand; every frame shows the error the page shows.
  const brand = effectiveBrand(state);
  const { cvcPolicy } = policiesOf(state);
  useEffect(() => {
    slots.controller()?.send('securityCode', { type: 'brand', brand, cvcPolicy });
  }, [slots, brand, cvcPolicy, state.securedFields]);
  const errors = SECURED_FIELD_TYPES.map((field) => {
    const { errorKey } = state.fields[field].result;
    return isErrorShown(state, field) && errorKey ? t(errorKey) : '';
  });
  const errorsKey = errors.join('\u0000');
  useEffect(() => {
    const messages = errorsKey.split('\u0000');
    SECURED_FIELD_TYPES.forEach((field, index) => {
      if (slots.frames().has(field))
        slots.controller()?.send(field, { type: 'error', message: messages[index] ?? '' });
    });
  }, [slots, errorsKey, state.securedFields]);

  /** Props for the element a secured field's frame is put in. */
  const getSecuredFieldProps = (field: CardFieldName, userProps: Record<string, unknown> = {}) => {
    if (!isSecured(field)) throw new Error(`getSecuredFieldProps: ${field} is not a secured field`);
    return {
      ref: slots.refFor(field),
      'data-secured-field': field,
      'data-state': state.securedFields,
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

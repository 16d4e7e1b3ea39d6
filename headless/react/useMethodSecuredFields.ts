import { useEffect, useInsertionEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  frameMessagesOf,
  framedFieldsOf,
  framesStatusOf,
  isSecuredField,
  nextFramedField,
  type MethodFrames,
  type SecuredFieldType,
} from 'headless-checkout/core';
import { connectFrameHost, type FrameHostEvent } from './frame-host';
import { createFrameSlots } from './frame-slots';
import { useFrameFocus } from './use-frame-focus';
import { useFramesReload } from './use-frames-reload';
import type {
  MethodSecuredFieldGetters,
  SecuredFormState,
  UseMethodSecuredFieldsOptions,
} from './method-hook.types';
import { merge } from './prop-getters';

/**
 * The secured fields of any method whose layout has fields of kind 'secured' (the card's, ACH's):
 * their frames made in the containers the markup renders (`getSecuredFieldProps`), connected to the
 * method's machine by the frame host (messages only from the payment service's origin and the
 * frames' windows), labelled and styled, in the page's language, showing the page's errors.
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
  // The frames' last status, told again after a reset (which brings the method's own state back to
  // its start, 'loading', while the frames stay loaded).
  const frameStatus = useRef<Extract<FrameHostEvent, { type: 'securedFields.statusChanged' }> | null>(null);
  const status = framesStatusOf(state);
  // At once when the frames are ready, else once they are (unless the shopper moved on).
  const focusSecuredField = useFrameFocus(slots, status);
  const own = frames as MethodFrames<SecuredFormState, FrameHostEvent> | undefined;
  const secured = framedFieldsOf(layout, state as never, own as never);
  const labelKeys = new Map(secured.map(({ field, labelKey }) => [field, labelKey]));
  const hasFrames = secured.length > 0;
  const { reloads, reloadSecuredFields } = useFramesReload(machine, status, () =>
    focusSecuredField(secured[0]?.field ?? ''),
  );
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
    const { locale } = checkout.i18n.getSnapshot();
    slots.open({ apiUrl, clientKey: checkout.config.clientKey, title: label, locale });
    frameStatus.current = null; // new frames: none has told its status yet
    const disconnect = connectFrameHost(slots, {
      send: (event) => {
        if (event.type === 'securedFields.statusChanged') frameStatus.current = event;
        machine.send(event);
      },
      ...(own?.configure ? { configure: () => own.configure!(machine.getSnapshot()) } : {}),
      nextField: (field) => nextFramedField(machine.getSnapshot() as never, own as never, field),
      ...(own?.binEvent ? { onBin: (bin) => machine.send(own.binEvent!(bin)) } : {}),
      reportError: (error) => checkout.reportError(error),
      frameOrigin,
      idPrefix,
      label,
      styles: () => JSON.parse(latest.current.stylesKey) as Record<string, string>,
      language: () => checkout.i18n.getSnapshot(),
    });
    return () => {
      disconnect();
      slots.close();
    };
  }, [machine, hasFrames, own, checkout, frameOrigin, slots, idPrefix, reloads]);

  // New texts, styles or configuration (brands come with the session) reconfigure the frames.
  const labelsKey = [...labelKeys.values()].map((key) => t(key)).join('\u0000');
  const configureKey = state && own?.configure ? JSON.stringify(own.configure(state)) : '';
  useEffect(() => {
    slots.refresh();
  }, [slots, labelsKey, stylesKey, configureKey]);

  // What the definition tells its frames as the state changes (the security code: the brand).
  const messagesKey = JSON.stringify(frameMessagesOf(state as never, own as never));
  useEffect(() => {
    for (const { field, message } of JSON.parse(messagesKey) as ReturnType<typeof frameMessagesOf>)
      slots.controller()?.send(field, message);
  }, [slots, messagesKey, status]);

  // Every frame shows the error the page shows (its input's description and aria-invalid).
  const fieldsKey = secured.map((field) => field.field).join(',');
  const errorsKey = secured.map(({ errorKey }) => (errorKey ? t(errorKey) : '')).join('\u0000');
  useEffect(() => {
    const messages = errorsKey.split('\u0000');
    fieldsKey.split(',').forEach((field, index) => {
      if (isSecuredField(field) && slots.frames().has(field))
        slots.controller()?.send(field, { type: 'error', message: messages[index] ?? '' });
    });
  }, [slots, fieldsKey, errorsKey, status]);

  // The fields went back to their start (a reset, the next gift card after a partial payment):
  // every frame empties its input, and reports it empty.
  const cleared = state?.cleared ?? 0;
  const clearedSeen = useRef(cleared);
  useEffect(() => {
    if (cleared === clearedSeen.current) return;
    clearedSeen.current = cleared;
    for (const field of slots.frames().keys()) slots.controller()?.send(field, { type: 'clear' });
    if (frameStatus.current) machine?.send(frameStatus.current);
  }, [slots, cleared, machine]);

  return {
    getSecuredFieldProps: (field, userProps) => {
      if (!isSecuredField(field)) throw new Error(`getSecuredFieldProps: ${field} is not a secured field`);
      return merge(userProps, {
        ref: slots.refFor(field),
        'data-secured-field': field,
        'data-state': status,
      });
    },
    getSecuredLabelProps: (field, userProps) =>
      merge(userProps, { id: `${idPrefix}-${field}-label`, onClick: () => focusSecuredField(field) }),
    focusSecuredField,
    reloadSecuredFields,
  };
}

export { useMethodSecuredFields };

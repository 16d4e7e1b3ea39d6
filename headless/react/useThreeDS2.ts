import { useCallback, useEffect, useId, useMemo, useRef, type CSSProperties } from 'react';
import {
  actionKeyOf,
  createThreeDS2Flow,
  followActionSource,
  prepareRedirect,
  threeDS2ActionEvents,
  type ThreeDS2Action,
} from 'headless-checkout/core';
import { performRedirect, postFormToFrame } from './redirect-dom';
import { actionResultOf, asCheckoutError, useActionRun } from './use-action-run';
import { useLatest } from './use-latest';
import { useStoreSelector } from './useStoreSelector';
import type { UseThreeDS2Options, UseThreeDS2Result } from './useThreeDS2.types';

const HIDDEN: CSSProperties = { position: 'absolute', width: 0, height: 0, border: 0, visibility: 'hidden' };

/**
 * Runs a threeDS2 action (spec sections 4, 5, 8, 9) under the action contract: the device
 * fingerprint in a hidden frame (10 s, then 'N' and on; no method URL: 'U' at once),
 * `v1/submitThreeDS2Fingerprint`, then the challenge in a frame sized by the window-size code
 * (600 s, then transStatus 'U': the action ends as 'timeout' with that answer), and the details to
 * /paymentDetails or your onAdditionalDetails ('details'). The end is reported once. Results count
 * only from the notification URL's origin and from the frame's window. Safe on the server and
 * under StrictMode.
 */
function useThreeDS2(action: ThreeDS2Action, options: UseThreeDS2Options = {}): UseThreeDS2Result {
  const { run, state: contract, checkout } = useActionRun('useThreeDS2', actionKeyOf(action), options);
  const latest = useLatest(options);
  const frameName = `hc-3ds2-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  // Created while rendering (no side effect), started after mount by the effect below.
  const flow = useMemo(
    () =>
      createThreeDS2Flow({
        action,
        http: checkout.http,
        clientKey: checkout.config.clientKey,
        serviceOrigin: new URL(checkout.config.environment.apiUrl).origin,
        submitDetails: (data) => checkout.submitDetails(data),
        ...(latest.current.challengeWindowSize
          ? { challengeWindowSize: latest.current.challengeWindowSize }
          : {}),
        onWarning: (warning) => void checkout.reportError(warning),
      }),
    // A new action (token, paymentData) is a new flow; options are read when needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [checkout, action.token, action.paymentData, action.subtype],
  );

  useEffect(() => followActionSource(run, flow, threeDS2ActionEvents), [run, flow]);

  useEffect(() => {
    const created = flow;
    // Started after the commit settles: StrictMode's first, discarded run never sends anything.
    const start = setTimeout(() => created.start(), 0);
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      if (frame && event.source === frame.contentWindow) created.receiveMessage(event);
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearTimeout(start);
      window.removeEventListener('message', onMessage);
      created.destroy();
    };
  }, [flow]);

  const state = useStoreSelector(flow, (snapshot) => snapshot);

  // Post the form into the frame when a frame step starts.
  useEffect(() => {
    if (!state.form) return;
    if (!frameRef.current) return flow.failFrame();
    postFormToFrame(frameName, state.form.url, state.form.fields);
  }, [flow, state.form, frameName]);

  // The fingerprint's answer may ask for a redirect: the page leaves (a failure ends the action).
  useEffect(() => {
    if (state.status !== 'redirect' || !state.redirect) return;
    try {
      performRedirect(prepareRedirect(state.redirect));
    } catch (error) {
      run.send({
        type: 'action.failed',
        error: asCheckoutError(error),
        messageKey: 'error.subtitle.redirect',
      });
    }
  }, [state.status, state.redirect, run, checkout]);

  const ref = useCallback((frame: HTMLIFrameElement | null) => {
    frameRef.current = frame;
  }, []);
  const isChallenge = state.status === 'retrievingChallengeToken';

  // Keyboard users land in the challenge: the issuer's page cannot autofocus inside a frame, so the
  // frame takes focus once its first challenge page has loaded (the page then focuses its own field).
  useEffect(() => {
    const frame = frameRef.current;
    if (!isChallenge || !frame) return;
    const onLoad = () => {
      frame.removeEventListener('load', onLoad);
      frame.focus();
    };
    frame.addEventListener('load', onLoad);
    return () => frame.removeEventListener('load', onLoad);
  }, [isChallenge]);

  const getFrameProps: UseThreeDS2Result['getFrameProps'] = (userProps = {}) => {
    const size = isChallenge ? state.challengeSize : null;
    return {
      ref,
      name: frameName,
      title: userProps.title ?? '3D Secure',
      ...(userProps.className ? { className: userProps.className } : {}),
      // Hidden for the fingerprint; for the challenge as wide as the window-size code says, or as the
      // container where that is narrower (reflow at 320 px: the issuer's page reflows inside).
      ...(size
        ? {
            style: {
              border: 0,
              width: '100%',
              maxWidth: size.width,
              height: size.height,
              display: 'block',
              ...userProps.style,
            },
          }
        : { style: HIDDEN, 'aria-hidden': true as const, tabIndex: -1 as const }),
    };
  };

  return { ...actionResultOf(contract), state, isChallenge, getFrameProps };
}

export { useThreeDS2 };

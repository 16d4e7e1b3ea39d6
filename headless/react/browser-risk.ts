import type { Checkout, DeviceFingerprintDeps } from 'headless-checkout/core';
import { browserTimers } from './provider-script';

/**
 * The page's side of the risk module and analytics, used after mount only (never at import or
 * render): the fingerprint's hidden frame goes into the document's body, its message comes
 * through the window's `message` event; the analytics image loads as an `Image`.
 */
function browserFingerprintDeps(): DeviceFingerprintDeps<HTMLIFrameElement> {
  return {
    createFrame: () => document.createElement('iframe'),
    appendFrame: (frame) => document.body.appendChild(frame),
    listen: (listener) => {
      const onMessage = (event: MessageEvent) =>
        listener({ origin: event.origin, source: event.source, data: event.data });
      window.addEventListener('message', onMessage);
      return () => window.removeEventListener('message', onMessage);
    },
    timers: browserTimers,
  };
}

/** Starts the page's risk module and sends the analytics image; returns the cleanup of an effect. */
function startBrowserRisk(checkout: Checkout): () => void {
  checkout.analytics.shown((url) => {
    new Image().src = url;
  }, 'react');
  return checkout.risk.start(browserFingerprintDeps(), window.location.origin);
}

export { startBrowserRisk };

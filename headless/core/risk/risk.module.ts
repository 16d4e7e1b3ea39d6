/**
 * The risk module of one checkout: it runs the device fingerprint once per checkout when a page
 * starts it (on by default, `risk.enabled: false` turns it off) and gives every payment its
 * `riskData.clientData`. A payment never waits for it. Failures go to `risk.onError` only: the
 * shopper's payment is not theirs to worry about.
 */
import { CheckoutError } from '../errors/checkout-error';
import {
  encodeRiskClientData,
  startDeviceFingerprint,
  type DeviceFingerprint,
  type DeviceFingerprintDeps,
  type DeviceFingerprintErrorCode,
  type DeviceFingerprintResult,
  type DeviceFingerprintStatus,
  type FingerprintFrameLike,
} from './device-fingerprint';

/** The checkout option `risk`. */
interface RiskOptions {
  /** Runs the device fingerprint and sends riskData with every payment; default true. */
  enabled?: boolean;
  /** Called once with the fingerprint's result (also after a timeout). */
  onComplete?: (result: DeviceFingerprintResult) => void;
  /** Called when the fingerprint failed (timed out, or its page's message was refused). */
  onError?: (error: CheckoutError) => void;
}

/** The developer-facing text of each fingerprint failure (spec section 8). */
const DEVICE_FINGERPRINT_ERRORS: Readonly<Record<DeviceFingerprintErrorCode, string>> = {
  timeout: 'Device fingerprint timed out (df-timedOut)',
  wrongOrigin: 'Device fingerprint: the message did not come from the payment service',
  wrongDataType: 'Device fingerprint: the message was not a JSON string',
  missingProperty: 'Device fingerprint: the message lacks type or deviceFingerprint',
  unknown: 'Device fingerprint: an unknown error occurred',
};

/** The risk module of a checkout. */
interface RiskModule {
  /** idle until started (and when off), retrievingFingerPrint, complete. */
  readonly status: DeviceFingerprintStatus;
  /**
   * Starts the fingerprint in a page (once per checkout: a completed result is kept); returns the
   * function that stops an unfinished run and removes its frame.
   */
  start: <F extends FingerprintFrameLike>(deps: DeviceFingerprintDeps<F>, origin: string) => () => void;
  /** The riskData.clientData of a payment now, or undefined when the module is off. */
  clientData: () => string | undefined;
}

/** Creates the risk module for the service at `apiUrl` and the client key. */
function createRiskModule(apiUrl: string, clientKey: string, options: RiskOptions = {}): RiskModule {
  let run: DeviceFingerprint | undefined;
  const enabled = options.enabled !== false;
  return {
    get status() {
      return run?.status ?? 'idle';
    },
    start(deps, origin) {
      if (!enabled || run) return () => {};
      const current = startDeviceFingerprint({ apiUrl, clientKey, origin }, deps);
      run = current;
      void current.done.then((result) => {
        if (run !== current) return;
        options.onComplete?.(result);
        if (result.error) {
          options.onError?.(new CheckoutError('ERROR', DEVICE_FINGERPRINT_ERRORS[result.error]));
        }
      });
      return () => {
        current.stop();
        // An unfinished run is dropped, so the next start (StrictMode's remount) runs afresh.
        if (run === current && current.status !== 'complete') run = undefined;
      };
    },
    clientData: () => (enabled ? encodeRiskClientData(run?.result?.deviceFingerprint) : undefined),
  };
}

export { DEVICE_FINGERPRINT_ERRORS, createRiskModule };
export type { RiskModule, RiskOptions };

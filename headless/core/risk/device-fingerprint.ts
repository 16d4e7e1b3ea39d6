/**
 * The device fingerprint of the risk module (spec sections 4, 7, 8, 9): the payment service's
 * fingerprint page (`assets/html/{clientKey}/dfp.1.0.0.html`) loads in a hidden frame and reports
 * by one cross-window message `{ type: 'deviceFingerprint', deviceFingerprint }` (a JSON string).
 * The message is checked (its source is our frame, its origin the service's, its data a string
 * with the expected properties); after 20 s the result is `df-timedOut`. Status
 * retrievingFingerPrint → complete. It never blocks a payment: a payment submitted before the
 * result goes without it. The page and window come in through deps: no `window` at import, and
 * Node tests drive it with stand-ins.
 */
import * as v from 'valibot';
import type { Timers } from '../store/timers';

/** The fingerprint page's version (spec section 7: dfp.1.0.0.html). */
const DEVICE_FINGERPRINT_VERSION = '1.0.0';
/** How long the page may take to report, in ms (spec section 9). */
const DEVICE_FINGERPRINT_TIMEOUT_MS = 20_000;
/** The result of a page that did not report in time (spec section 8). */
const DEVICE_FINGERPRINT_TIMED_OUT = 'df-timedOut';

/** Why a fingerprint could not be had (spec section 8). */
type DeviceFingerprintErrorCode = 'timeout' | 'wrongOrigin' | 'wrongDataType' | 'missingProperty' | 'unknown';

/** retrievingFingerPrint while the page works, complete once it reported, failed or timed out. */
type DeviceFingerprintStatus = 'idle' | 'retrievingFingerPrint' | 'complete';

/** The outcome: the fingerprint (`df-timedOut` after the timeout) and, when it failed, why. */
interface DeviceFingerprintResult {
  /** The page's fingerprint, `df-timedOut`, or undefined when the page's message was refused. */
  deviceFingerprint: string | undefined;
  /** Why it failed; undefined on success. */
  error?: DeviceFingerprintErrorCode;
}

/** The part of a frame element the module uses. */
interface FingerprintFrameLike {
  /** The page's URL. */
  src: string;
  /** A title for assistive technology (the frame is hidden from it too). */
  title: string;
  /** Sets an attribute (aria-hidden, tabindex, style, data-hc-dfp). */
  setAttribute(name: string, value: string): void;
  /** The frame's window: the only source whose messages count. */
  readonly contentWindow: unknown;
  /** Takes the frame out of the page. */
  remove(): void;
}

/** A cross-window message as the module reads it. */
interface FingerprintMessageLike {
  /** The sender's origin. */
  origin: string;
  /** The sender's window. */
  source: unknown;
  /** What it sent. */
  data: unknown;
}

/** What the module takes from its host (a browser page; stand-ins in tests). */
interface DeviceFingerprintDeps<F extends FingerprintFrameLike = FingerprintFrameLike> {
  /** Creates the hidden frame. */
  createFrame: () => F;
  /** Puts the frame into the page. */
  appendFrame: (frame: F) => void;
  /** Listens to the page's messages; returns the unsubscribe function. */
  listen: (listener: (message: FingerprintMessageLike) => void) => () => void;
  /** Timers (the host's by default). */
  timers: Timers;
}

/** Where the page is and whom it reports to. */
interface DeviceFingerprintOptions {
  /** The payment service's base URL (ending in '/'). */
  apiUrl: string;
  /** The client key (part of the page's path). */
  clientKey: string;
  /** The merchant page's origin: the only origin the fingerprint page posts to. */
  origin: string;
  /** How long to wait, in ms (20 000 by default). */
  timeoutMs?: number;
}

/** One fingerprint run. */
interface DeviceFingerprint {
  /** The status now. */
  readonly status: DeviceFingerprintStatus;
  /** The result once complete, else undefined. */
  readonly result: DeviceFingerprintResult | undefined;
  /** Resolves with the result once complete (never rejects). */
  readonly done: Promise<DeviceFingerprintResult>;
  /** Stops listening and removes the frame (an unfinished run stays unfinished). */
  stop: () => void;
}

/** The fingerprint page's URL: `{apiUrl}assets/html/{clientKey}/dfp.1.0.0.html?d={origin}`. */
function deviceFingerprintUrl({ apiUrl, clientKey, origin }: DeviceFingerprintOptions): string {
  const url = new URL(
    `assets/html/${encodeURIComponent(clientKey)}/dfp.${DEVICE_FINGERPRINT_VERSION}.html`,
    apiUrl,
  );
  url.searchParams.set('d', origin);
  return url.href;
}

const FingerprintMessageSchema = v.object({
  type: v.literal('deviceFingerprint'),
  deviceFingerprint: v.pipe(v.string(), v.nonEmpty()),
});

/** Reads one message from the fingerprint frame: the fingerprint, or why it is refused. */
function readFingerprintMessage(
  message: Pick<FingerprintMessageLike, 'origin' | 'data'>,
  expectedOrigin: string,
): { ok: true; deviceFingerprint: string } | { ok: false; error: DeviceFingerprintErrorCode } {
  if (message.origin !== expectedOrigin) return { ok: false, error: 'wrongOrigin' };
  if (typeof message.data !== 'string') return { ok: false, error: 'wrongDataType' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(message.data);
  } catch {
    return { ok: false, error: 'wrongDataType' };
  }
  const read = v.safeParse(FingerprintMessageSchema, parsed);
  return read.success
    ? { ok: true, deviceFingerprint: read.output.deviceFingerprint }
    : { ok: false, error: 'missingProperty' };
}

/** Loads the fingerprint page in a hidden frame and waits for its one message, at most `timeoutMs`. */
function startDeviceFingerprint<F extends FingerprintFrameLike>(
  options: DeviceFingerprintOptions,
  deps: DeviceFingerprintDeps<F>,
): DeviceFingerprint {
  const url = deviceFingerprintUrl(options);
  const serviceOrigin = new URL(url).origin;
  let status: DeviceFingerprintStatus = 'retrievingFingerPrint';
  let result: DeviceFingerprintResult | undefined;
  let frame: F | undefined;
  let unlisten: (() => void) | undefined;
  let timer: unknown;
  let resolve: (result: DeviceFingerprintResult) => void = () => {};
  const done = new Promise<DeviceFingerprintResult>((settle) => (resolve = settle));

  const cleanUp = () => {
    unlisten?.();
    unlisten = undefined;
    if (timer !== undefined) deps.timers.clearTimeout(timer);
    timer = undefined;
    frame?.remove();
    frame = undefined;
  };
  const complete = (outcome: DeviceFingerprintResult) => {
    if (status === 'complete') return;
    status = 'complete';
    result = outcome;
    cleanUp();
    resolve(outcome);
  };

  try {
    frame = deps.createFrame();
    const own = frame;
    unlisten = deps.listen((message) => {
      // Other frames talk to the page too (secured fields, 3DS2): only ours counts.
      if (message.source == null || message.source !== own.contentWindow) return;
      const read = readFingerprintMessage(message, serviceOrigin);
      complete(
        read.ok
          ? { deviceFingerprint: read.deviceFingerprint }
          : { deviceFingerprint: undefined, error: read.error },
      );
    });
    timer = deps.timers.setTimeout(
      () => complete({ deviceFingerprint: DEVICE_FINGERPRINT_TIMED_OUT, error: 'timeout' }),
      options.timeoutMs ?? DEVICE_FINGERPRINT_TIMEOUT_MS,
    );
    frame.title = 'Device fingerprint';
    frame.setAttribute('aria-hidden', 'true');
    frame.setAttribute('tabindex', '-1');
    frame.setAttribute('data-hc-dfp', '');
    frame.setAttribute('style', 'position:absolute;width:0;height:0;border:0;visibility:hidden');
    frame.src = url;
    deps.appendFrame(frame);
  } catch {
    complete({ deviceFingerprint: undefined, error: 'unknown' });
  }

  return {
    get status() {
      return status;
    },
    get result() {
      return result;
    },
    done,
    stop: cleanUp,
  };
}

/**
 * The risk data a payment sends (spec section 3: riskData.clientData): base64 of
 * `{ version, deviceFingerprint }`; without a fingerprint (still retrieving, refused) only the version.
 */
function encodeRiskClientData(deviceFingerprint: string | undefined): string {
  const data = {
    version: DEVICE_FINGERPRINT_VERSION,
    ...(deviceFingerprint ? { deviceFingerprint } : {}),
  };
  // JSON of ASCII (the version, the page's fingerprint): btoa takes it as it is.
  return btoa(JSON.stringify(data).replace(/[^\x20-\x7e]/g, ''));
}

export {
  DEVICE_FINGERPRINT_TIMED_OUT,
  DEVICE_FINGERPRINT_TIMEOUT_MS,
  DEVICE_FINGERPRINT_VERSION,
  deviceFingerprintUrl,
  encodeRiskClientData,
  readFingerprintMessage,
  startDeviceFingerprint,
};
export type {
  DeviceFingerprint,
  DeviceFingerprintDeps,
  DeviceFingerprintErrorCode,
  DeviceFingerprintOptions,
  DeviceFingerprintResult,
  DeviceFingerprintStatus,
  FingerprintFrameLike,
  FingerprintMessageLike,
};

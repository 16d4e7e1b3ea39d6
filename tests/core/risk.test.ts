// The device fingerprint and the risk module: a stand-in page (frames, messages, timers) drives them.
import { describe, expect, it, vi } from 'vitest';
import {
  DEVICE_FINGERPRINT_ERRORS,
  DEVICE_FINGERPRINT_TIMEOUT_MS,
  createRiskModule,
  deviceFingerprintUrl,
  encodeRiskClientData,
  readFingerprintMessage,
  startDeviceFingerprint,
  type DeviceFingerprintDeps,
  type FingerprintMessageLike,
} from 'headless-checkout/core';

const API = 'https://checkoutshopper-test.headless-checkout.com/checkoutshopper/';
const SERVICE_ORIGIN = 'https://checkoutshopper-test.headless-checkout.com';
const SHOP = 'https://shop.example';
const KEY = 'test_KEY';

/** A page: frames appended, message listeners, and timers run by hand. */
function fakePage() {
  const frames: FakeFrame[] = [];
  const listeners = new Set<(message: FingerprintMessageLike) => void>();
  const timers = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  class FakeFrame {
    src = '';
    title = '';
    attributes: Record<string, string> = {};
    readonly contentWindow = { name: `frame-${frames.length}` };
    removed = false;
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
    }
    remove() {
      this.removed = true;
    }
  }
  const deps: DeviceFingerprintDeps<FakeFrame> = {
    createFrame: () => new FakeFrame(),
    appendFrame: (frame) => void frames.push(frame),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    timers: {
      setTimeout: (run, ms) => {
        next += 1;
        timers.set(next, { run, ms });
        return next;
      },
      clearTimeout: (id) => void timers.delete(id as number),
    },
  };
  return {
    deps,
    frames,
    listeners,
    timers,
    /** Posts a message to the page. */
    post: (message: FingerprintMessageLike) => [...listeners].forEach((listener) => listener(message)),
    /** Runs every pending timer. */
    elapse: () => [...timers.values()].forEach(({ run }) => run()),
  };
}

const reported = (fingerprint: string) =>
  JSON.stringify({ type: 'deviceFingerprint', deviceFingerprint: fingerprint });

describe('the fingerprint page and its message', () => {
  it('is served from assets/html/{clientKey}/dfp.1.0.0.html and told the page origin', () => {
    expect(deviceFingerprintUrl({ apiUrl: API, clientKey: KEY, origin: SHOP })).toBe(
      `${API}assets/html/test_KEY/dfp.1.0.0.html?d=https%3A%2F%2Fshop.example`,
    );
  });

  it.each([
    [
      'the fingerprint',
      { origin: SERVICE_ORIGIN, data: reported('dfp1.abc') },
      { ok: true, deviceFingerprint: 'dfp1.abc' },
    ],
    [
      'another origin',
      { origin: 'https://evil.example', data: reported('dfp1.abc') },
      { ok: false, error: 'wrongOrigin' },
    ],
    [
      'an object, not a string',
      { origin: SERVICE_ORIGIN, data: { type: 'deviceFingerprint' } },
      { ok: false, error: 'wrongDataType' },
    ],
    [
      'a string that is not JSON',
      { origin: SERVICE_ORIGIN, data: 'deviceFingerprint=abc' },
      { ok: false, error: 'wrongDataType' },
    ],
    [
      'no deviceFingerprint',
      { origin: SERVICE_ORIGIN, data: JSON.stringify({ type: 'deviceFingerprint' }) },
      { ok: false, error: 'missingProperty' },
    ],
    [
      'another type',
      { origin: SERVICE_ORIGIN, data: JSON.stringify({ type: 'challenge', deviceFingerprint: 'x' }) },
      { ok: false, error: 'missingProperty' },
    ],
    [
      'an empty fingerprint',
      { origin: SERVICE_ORIGIN, data: reported('') },
      { ok: false, error: 'missingProperty' },
    ],
  ])('reads %s', (_case, message, expected) => {
    expect(readFingerprintMessage(message, SERVICE_ORIGIN)).toEqual(expected);
  });

  it('encodes the risk data as base64 JSON of the version and the fingerprint', () => {
    expect(JSON.parse(atob(encodeRiskClientData('dfp1.abc')))).toEqual({
      version: '1.0.0',
      deviceFingerprint: 'dfp1.abc',
    });
    expect(JSON.parse(atob(encodeRiskClientData(undefined)))).toEqual({ version: '1.0.0' });
  });
});

describe('a fingerprint run', () => {
  it('loads a hidden frame, completes with the frame’s message and cleans up', async () => {
    const page = fakePage();
    const run = startDeviceFingerprint({ apiUrl: API, clientKey: KEY, origin: SHOP }, page.deps);
    expect(run.status).toBe('retrievingFingerPrint');
    const [frame] = page.frames;
    expect(frame?.src).toBe(deviceFingerprintUrl({ apiUrl: API, clientKey: KEY, origin: SHOP }));
    expect(frame?.attributes).toMatchObject({ 'aria-hidden': 'true', tabindex: '-1' });
    expect(frame?.attributes.style).toContain('visibility:hidden');
    page.post({ origin: SERVICE_ORIGIN, source: frame!.contentWindow, data: reported('dfp1.42') });
    await expect(run.done).resolves.toEqual({ deviceFingerprint: 'dfp1.42' });
    expect(run.status).toBe('complete');
    expect(frame?.removed).toBe(true);
    expect(page.listeners.size).toBe(0);
    expect(page.timers.size).toBe(0);
  });

  it('ignores the messages of other frames (secured fields, 3DS2)', () => {
    const page = fakePage();
    const run = startDeviceFingerprint({ apiUrl: API, clientKey: KEY, origin: SHOP }, page.deps);
    page.post({ origin: SERVICE_ORIGIN, source: { name: 'secured field' }, data: reported('dfp1.other') });
    page.post({ origin: SERVICE_ORIGIN, source: null, data: reported('dfp1.other') });
    expect(run.status).toBe('retrievingFingerPrint');
  });

  it.each([
    ['wrongOrigin', 'https://evil.example', reported('dfp1.1')],
    ['wrongDataType', SERVICE_ORIGIN, 42],
    ['missingProperty', SERVICE_ORIGIN, '{}'],
  ] as const)('completes with %s when its frame sends a bad message', async (error, origin, data) => {
    const page = fakePage();
    const run = startDeviceFingerprint({ apiUrl: API, clientKey: KEY, origin: SHOP }, page.deps);
    page.post({ origin, source: page.frames[0]!.contentWindow, data });
    await expect(run.done).resolves.toEqual({ deviceFingerprint: undefined, error });
    expect(page.frames[0]?.removed).toBe(true);
  });

  it('times out after 20 s with df-timedOut', async () => {
    const page = fakePage();
    const run = startDeviceFingerprint({ apiUrl: API, clientKey: KEY, origin: SHOP }, page.deps);
    expect([...page.timers.values()].map(({ ms }) => ms)).toEqual([DEVICE_FINGERPRINT_TIMEOUT_MS]);
    expect(DEVICE_FINGERPRINT_TIMEOUT_MS).toBe(20_000);
    page.elapse();
    await expect(run.done).resolves.toEqual({ deviceFingerprint: 'df-timedOut', error: 'timeout' });
    // A late message changes nothing.
    page.post({ origin: SERVICE_ORIGIN, source: page.frames[0]!.contentWindow, data: reported('dfp1.late') });
    expect(run.result).toEqual({ deviceFingerprint: 'df-timedOut', error: 'timeout' });
  });

  it('completes with unknown when the page cannot make a frame', async () => {
    const page = fakePage();
    const run = startDeviceFingerprint(
      { apiUrl: API, clientKey: KEY, origin: SHOP },
      {
        ...page.deps,
        createFrame: () => {
          throw new Error('no document');
        },
      },
    );
    await expect(run.done).resolves.toEqual({ deviceFingerprint: undefined, error: 'unknown' });
  });
});

describe('the risk module of a checkout', () => {
  it('gives each payment the fingerprint once the page reported it, and runs once', async () => {
    const page = fakePage();
    const onComplete = vi.fn();
    const risk = createRiskModule(API, KEY, { onComplete });
    expect(risk.status).toBe('idle');
    expect(JSON.parse(atob(risk.clientData()!))).toEqual({ version: '1.0.0' });
    risk.start(page.deps, SHOP);
    expect(risk.status).toBe('retrievingFingerPrint');
    page.post({ origin: SERVICE_ORIGIN, source: page.frames[0]!.contentWindow, data: reported('dfp1.7') });
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledWith({ deviceFingerprint: 'dfp1.7' }));
    expect(JSON.parse(atob(risk.clientData()!))).toEqual({ version: '1.0.0', deviceFingerprint: 'dfp1.7' });
    risk.start(page.deps, SHOP);
    expect(page.frames).toHaveLength(1);
  });

  it('starts afresh after a stop before the result (StrictMode’s remount)', () => {
    const page = fakePage();
    const risk = createRiskModule(API, KEY);
    const stop = risk.start(page.deps, SHOP);
    stop();
    expect(page.frames[0]?.removed).toBe(true);
    expect(risk.status).toBe('idle');
    risk.start(page.deps, SHOP);
    expect(page.frames).toHaveLength(2);
    expect(risk.status).toBe('retrievingFingerPrint');
  });

  it('reports a failure to risk.onError only, and still sends the timeout’s result', async () => {
    const page = fakePage();
    const onError = vi.fn();
    const risk = createRiskModule(API, KEY, { onError });
    risk.start(page.deps, SHOP);
    page.elapse();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toMatchObject({
      type: 'ERROR',
      message: DEVICE_FINGERPRINT_ERRORS.timeout,
    });
    expect(JSON.parse(atob(risk.clientData()!))).toEqual({
      version: '1.0.0',
      deviceFingerprint: 'df-timedOut',
    });
  });

  it('does nothing when off: no frame, no risk data', () => {
    const page = fakePage();
    const risk = createRiskModule(API, KEY, { enabled: false });
    risk.start(page.deps, SHOP);
    expect(page.frames).toHaveLength(0);
    expect(risk.clientData()).toBeUndefined();
  });
});

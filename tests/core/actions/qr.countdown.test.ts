import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createQrCountdown,
  formatCountdown,
  getQrCountdownMs,
  shouldOfferOpenApp,
} from 'headless-checkout/core';

describe('getQrCountdownMs (spec section 9)', () => {
  it.each([
    ['swish', 3 * 60_000],
    ['upi_qr', 5 * 60_000],
    ['promptpay', 90_000],
    ['duitnow', 90_000],
    ['wechatpayQR', 15 * 60_000],
    ['pix', 15 * 60_000],
    [undefined, 15 * 60_000],
    ['toString', 15 * 60_000],
  ])('%s -> %i ms', (type, ms) => {
    expect(getQrCountdownMs(type)).toBe(ms);
  });
});

describe('formatCountdown', () => {
  it.each([
    [900_000, '15:00'],
    [89_001, '01:30'],
    [90_000, '01:30'],
    [59_000, '00:59'],
    [1, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
  ])('%i ms -> %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('shouldOfferOpenApp', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8)';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130';
  it.each([
    [390, iphone, true],
    [768, android, true],
    [769, android, false],
    [390, desktop, false],
    [1024, iphone, false],
  ])('%i px, %s -> %s', (width, userAgent, offer) => {
    expect(shouldOfferOpenApp({ width, userAgent })).toBe(offer);
  });
});

describe('createQrCountdown', () => {
  it('does nothing until started', () => {
    const countdown = createQrCountdown({ durationMs: 10_000 });
    const listener = vi.fn();
    countdown.subscribe(listener);
    vi.advanceTimersByTime(5_000);
    expect(listener).not.toHaveBeenCalled();
    countdown.start();
    countdown.start();
    vi.advanceTimersByTime(1_000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(countdown.getSnapshot().formatted).toBe('00:04');
  });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every second from the clock, down to expired, then stops', () => {
    const countdown = createQrCountdown({ durationMs: 90_000 });
    countdown.start();
    expect(countdown.getSnapshot()).toEqual({
      remainingMs: 90_000,
      percentage: 100,
      formatted: '01:30',
      expired: false,
    });
    expect(countdown.expiresAt).toBe(Date.now() + 90_000);
    const seen: string[] = [];
    countdown.subscribe(() => seen.push(countdown.getSnapshot().formatted));
    vi.advanceTimersByTime(3_000);
    expect(seen).toEqual(['01:29', '01:28', '01:27']);
    vi.advanceTimersByTime(42_000);
    expect(countdown.getSnapshot()).toMatchObject({ formatted: '00:45', percentage: 50 });
    vi.advanceTimersByTime(45_000);
    expect(countdown.getSnapshot()).toEqual({
      remainingMs: 0,
      percentage: 0,
      formatted: '00:00',
      expired: true,
    });
    const ticks = seen.length;
    vi.advanceTimersByTime(10_000);
    expect(seen).toHaveLength(ticks);
  });

  it('stops on demand', () => {
    const countdown = createQrCountdown({ durationMs: 10_000 });
    countdown.start();
    const listener = vi.fn();
    countdown.subscribe(listener);
    countdown.stop();
    vi.advanceTimersByTime(5_000);
    expect(listener).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import {
  qrCountdownReducer,
  qrCountdownStateOf,
  type QrCountdownEvent,
  type QrCountdownState,
} from 'headless-checkout/core';

const DURATION = 90_000;
const tick = (remainingMs: number): QrCountdownEvent => ({
  type: 'countdown.ticked',
  remainingMs,
  durationMs: DURATION,
});
const run = (
  events: readonly QrCountdownEvent[],
  from = qrCountdownStateOf(DURATION, DURATION),
): QrCountdownState => events.reduce(qrCountdownReducer, from);

describe('qrCountdownStateOf', () => {
  it.each([
    [90_000, { remainingMs: 90_000, percentage: 100, formatted: '01:30', expired: false }],
    [89_001, { remainingMs: 89_001, percentage: 98.9, formatted: '01:30', expired: false }],
    [45_000, { remainingMs: 45_000, percentage: 50, formatted: '00:45', expired: false }],
    [1, { remainingMs: 1, percentage: 0, formatted: '00:01', expired: false }],
    [0, { remainingMs: 0, percentage: 0, formatted: '00:00', expired: true }],
    [-3_000, { remainingMs: 0, percentage: 0, formatted: '00:00', expired: true }],
  ])('%i ms left of 90 s -> %j', (remainingMs, state) => {
    expect(qrCountdownStateOf(remainingMs, DURATION)).toEqual(state);
  });

  it('is 0 % (and expired) for an empty countdown', () => {
    expect(qrCountdownStateOf(0, 0)).toEqual({
      remainingMs: 0,
      percentage: 0,
      formatted: '00:00',
      expired: true,
    });
  });
});

describe('qrCountdownReducer', () => {
  it('sets the time left on each tick', () => {
    const states: string[] = [];
    [89_000, 88_000, 87_000].reduce(
      (state, remainingMs) => {
        const next = qrCountdownReducer(state, tick(remainingMs));
        states.push(next.formatted);
        return next;
      },
      qrCountdownStateOf(DURATION, DURATION),
    );
    expect(states).toEqual(['01:29', '01:28', '01:27']);
    expect(run([tick(89_000), tick(60_000), tick(45_000)])).toEqual({
      remainingMs: 45_000,
      percentage: 50,
      formatted: '00:45',
      expired: false,
    });
  });

  it('ends at zero (a late tick past the end counts as zero), and no tick changes it after', () => {
    const ended = run([tick(2_000), tick(1_000), tick(-20)]);
    expect(ended).toEqual({ remainingMs: 0, percentage: 0, formatted: '00:00', expired: true });
    expect(run([tick(30_000), { type: 'countdown.started' }], ended)).toBe(ended);
  });

  it('starting and stopping change only whether it ticks, not its state', () => {
    const state = run([tick(50_000)]);
    expect(qrCountdownReducer(state, { type: 'countdown.started' })).toBe(state);
    expect(qrCountdownReducer(state, { type: 'countdown.stopped' })).toBe(state);
  });
});

// The one screen rule (method.screen.ts): which screen of a method shows, from its state and why it
// could not load; every skin component and the hooks example read it.
import { describe, expect, it } from 'vitest';
import {
  CheckoutError,
  READY_PAYMENT,
  framesFailureOf,
  methodStatusOf,
  screenOf,
  type MethodAvailability,
  type PaymentState,
} from 'headless-checkout/core';

const AVAILABLE: MethodAvailability = { available: true, error: null, provider: null, check: null };
const state = (payment: Partial<PaymentState>, availability: Partial<MethodAvailability> = {}) => ({
  payment: { ...READY_PAYMENT, ...payment },
  availability: { ...AVAILABLE, ...availability },
});
const REDIRECT = { type: 'redirect' as const, url: 'https://bank.example/' };

describe('screenOf', () => {
  it('loading while the definition loads or a wallet checks; unavailable with the load failure’s message, or nothing to show', () => {
    expect(screenOf(null)).toEqual({
      name: 'loading',
      messageKey: null,
      action: null,
      result: 0,
      framesFailure: null,
    });
    expect(screenOf(null, new CheckoutError('NETWORK_ERROR', 'down'))).toEqual({
      name: 'unavailable',
      messageKey: 'error.message.unknown',
      action: null,
      result: 0,
      framesFailure: null,
    });
    expect(screenOf(state({}, { available: 'checking' })).name).toBe('loading');
    expect(screenOf(state({}, { available: false }))).toMatchObject({
      name: 'unavailable',
      messageKey: null,
    });
  });

  it('the form, with the last refusal; the action in its place; the result once paid', () => {
    expect(screenOf(state({}))).toEqual({
      name: 'form',
      messageKey: null,
      action: null,
      result: 0,
      framesFailure: null,
    });
    expect(screenOf(state({ status: 'submitting' })).name).toBe('form');
    expect(screenOf(state({ status: 'action', action: REDIRECT }))).toMatchObject({
      name: 'action',
      action: REDIRECT,
    });
    expect(screenOf(state({ status: 'success' }))).toEqual({
      name: 'result',
      messageKey: 'payment.success',
      action: null,
      result: 1,
      framesFailure: null,
    });
  });

  it('counts ended attempts: a second refusal has a new result key (announced again)', () => {
    const first = screenOf(state({ messageKey: 'error.subtitle.refused', ended: 1 }));
    const second = screenOf(state({ messageKey: 'error.subtitle.refused', ended: 2 }));
    expect(first).toMatchObject({ name: 'form', messageKey: 'error.subtitle.refused', result: 1 });
    expect(second.result).toBe(2);
    expect(screenOf(state({ status: 'success', ended: 2 })).result).toBe(3);
  });
});

describe('framesFailureOf', () => {
  const framed = (securedFields: string) => ({ extra: { securedFields } });

  it("is the card fields' text while the frames failed to load or to be set up, null otherwise", () => {
    expect(framesFailureOf(framed('csfLoadFailure'), undefined)).toBe('error.va.sf.timeout');
    expect(framesFailureOf(framed('csfConfigFailure'), undefined)).toBe('error.va.sf.configFailure');
    for (const status of ['loading', 'ready', 'none'])
      expect(framesFailureOf(framed(status), undefined)).toBeNull();
    expect(framesFailureOf({ extra: undefined }, undefined)).toBeNull();
    expect(framesFailureOf(null, undefined)).toBeNull();
  });

  it("is the definition's own text when it has one (ACH's bank account fields)", () => {
    const frames = { failureKey: () => 'ach.fields.loadFailure' as const };
    expect(framesFailureOf(framed('csfLoadFailure'), frames)).toBe('ach.fields.loadFailure');
    expect(framesFailureOf(framed('ready'), frames)).toBeNull();
  });

  it('shows on the form only: not over an action or a result', () => {
    const key = 'error.va.sf.timeout' as const;
    expect(screenOf(state({}), null, key)).toMatchObject({ name: 'form', framesFailure: key });
    expect(screenOf(state({ status: 'action', action: REDIRECT }), null, key).framesFailure).toBeNull();
    expect(screenOf(state({ status: 'success' }), null, key).framesFailure).toBeNull();
  });
});

describe('methodStatusOf', () => {
  it("is the payment's status, or 'loading' while the definition's busy work runs", () => {
    const state = { payment: READY_PAYMENT, extra: { checking: false } };
    const busy = (current: typeof state) => current.extra.checking;
    expect(methodStatusOf(state, busy)).toBe('ready');
    expect(methodStatusOf({ ...state, extra: { checking: true } }, busy)).toBe('loading');
    expect(methodStatusOf(state, undefined)).toBe('ready');
  });
});

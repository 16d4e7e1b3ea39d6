import { describe, expect, it } from 'vitest';
import {
  ACTION_TYPES,
  CheckoutError,
  ERROR_MESSAGES,
  pruneResponse,
  resultCodeToStatus,
  routeAction,
} from 'headless-checkout/core';

const errorOf = (run: () => unknown): CheckoutError => {
  try {
    run();
  } catch (error) {
    return error as CheckoutError;
  }
  throw new Error('did not throw');
};

describe('routeAction', () => {
  it.each(ACTION_TYPES)('accepts a %s action', (type) => {
    const action = { type, paymentData: 'Ab02…', paymentMethodType: 'scheme' };
    expect(routeAction(action)).toBe(action);
  });

  it('knows exactly the seven action types of the spec', () => {
    expect([...ACTION_TYPES].sort()).toEqual(
      ['await', 'bankTransfer', 'qrCode', 'redirect', 'sdk', 'threeDS2', 'voucher'].sort(),
    );
  });

  it.each([[{ type: 'telepathy' }], [{ type: 'THREEDS2' }], [{ type: 'threeDS2Fingerprint' }]])(
    "raises 'Invalid Action' (ERROR) for the unknown %j",
    (action) => {
      const error = errorOf(() => routeAction(action));
      expect(error).toBeInstanceOf(CheckoutError);
      expect(error).toMatchObject({ type: 'ERROR', message: 'Invalid Action' });
    },
  );

  it.each([
    [undefined],
    [null],
    ['redirect'],
    [42],
    [[]],
    [{}],
    [{ type: '' }],
    [{ type: 3 }],
    [{ url: 'x' }],
  ])('raises the no-type implementation error for %j', (action) => {
    expect(errorOf(() => routeAction(action))).toMatchObject({
      type: 'IMPLEMENTATION_ERROR',
      message: ERROR_MESSAGES.invalidActionNoType,
    });
  });

  it('tells a developer who passes the whole response to pass response.action', () => {
    const response = {
      resultCode: 'RedirectShopper',
      action: { type: 'redirect', url: 'https://bank.example' },
    };
    const error = errorOf(() => routeAction(response));
    expect(error).toMatchObject({
      type: 'IMPLEMENTATION_ERROR',
      message: ERROR_MESSAGES.invalidActionWholeResponse,
    });
    expect(error.message).toMatch(/pass response\.action/);
    expect(errorOf(() => routeAction({ resultCode: 'Authorised' })).type).toBe('IMPLEMENTATION_ERROR');
  });
});

describe('pruneResponse', () => {
  it('keeps only action, resultCode, sessionData, order and sessionResult', () => {
    const response = {
      resultCode: 'Authorised',
      action: { type: 'await' as const, paymentData: 'x' },
      sessionData: 'sd',
      order: { orderData: 'od', pspReference: 'P1', remainingAmount: { value: 100, currency: 'EUR' } },
      sessionResult: 'sr',
      pspReference: 'PSP123',
      additionalData: { cardSummary: '1111' },
      merchantReference: 'order-1',
    };
    expect(pruneResponse(response)).toEqual({
      resultCode: 'Authorised',
      action: { type: 'await', paymentData: 'x' },
      sessionData: 'sd',
      order: { orderData: 'od', pspReference: 'P1', remainingAmount: { value: 100, currency: 'EUR' } },
      sessionResult: 'sr',
    });
    expect(pruneResponse({ resultCode: 'Refused', refusalReason: 'x' } as never)).toEqual({
      resultCode: 'Refused',
    });
    expect(pruneResponse({})).toEqual({});
  });
});

describe('resultCodeToStatus (public)', () => {
  it.each([
    ['Authorised', 'success'],
    ['Received', 'success'],
    ['Pending', 'success'],
    ['Cancelled', 'error'],
    ['Error', 'error'],
    ['Refused', 'error'],
    ['PresentToShopper', 'success'],
    // A code the result table does not know is an error, never a success.
    ['RedirectShopper', 'error'],
    ['Mystery', 'error'],
    [undefined, 'error'],
  ])('%s -> %s', (code, status) => {
    expect(resultCodeToStatus(code)).toBe(status);
  });
});

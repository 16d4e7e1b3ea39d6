import { describe, expect, it } from 'vitest';
import {
  CheckoutError,
  ENVIRONMENT_URLS,
  createCheckoutConfig,
  isCheckoutError,
  resolveEnvironment,
  type CheckoutOptions,
} from 'headless-checkout/core';

const base: CheckoutOptions = { environment: 'test', clientKey: 'test_ABC123' };

function expectImplementationError(run: () => unknown, message: string | RegExp) {
  try {
    run();
  } catch (error) {
    expect(isCheckoutError(error)).toBe(true);
    expect((error as CheckoutError).type).toBe('IMPLEMENTATION_ERROR');
    expect((error as CheckoutError).message).toMatch(message);
    return;
  }
  throw new Error('expected an IMPLEMENTATION_ERROR');
}

describe('resolveEnvironment', () => {
  it.each([
    ['test', 'test', false],
    ['live', 'live', true],
    ['live-us', 'live-us', true],
    ['live-au', 'live-au', true],
    ['live-apse', 'live-apse', true],
    ['live-in', 'live-in', true],
    ['LIVE-US', 'live-us', true],
  ] as const)('%s', (input, name, live) => {
    const env = resolveEnvironment(input);
    expect(env).toEqual({ name, live, apiUrl: ENVIRONMENT_URLS[name] });
  });

  it('accepts an http(s) URL (the sandbox) and ends it with a slash', () => {
    expect(resolveEnvironment('http://127.0.0.1:3100')).toEqual({
      name: 'custom',
      live: false,
      apiUrl: 'http://127.0.0.1:3100/',
    });
    expect(resolveEnvironment('https://pay.example.org/checkout/').apiUrl).toBe(
      'https://pay.example.org/checkout/',
    );
  });

  it.each(['staging', '', 'ftp://host/', 'javascript:alert(1)'])('rejects %j', (input) => {
    expectImplementationError(() => resolveEnvironment(input), /Invalid environment/);
  });
});

describe('createCheckoutConfig', () => {
  it('defaults the locale to en-US and picks the integration style', () => {
    expect(createCheckoutConfig(base)).toMatchObject({ locale: 'en-US', integration: 'none' });
    expect(createCheckoutConfig({ ...base, session: { id: 'CS1', sessionData: 'x' } }).integration).toBe(
      'sessions',
    );
    expect(createCheckoutConfig({ ...base, onSubmit: async () => ({}) }).integration).toBe('advanced');
  });

  it('normalises amount currency and country code', () => {
    const config = createCheckoutConfig({
      ...base,
      amount: { value: 1000, currency: 'eur' },
      countryCode: 'nl',
    });
    expect(config.amount).toEqual({ value: 1000, currency: 'EUR' });
    expect(config.countryCode).toBe('NL');
  });

  it.each([
    [
      'a live key against test',
      { environment: 'test', clientKey: 'live_ABC' },
      "using a 'live_' clientKey against the 'test' environment",
    ],
    [
      'a test key against live',
      { environment: 'live', clientKey: 'test_ABC' },
      "using a 'test_' clientKey against the 'live' environment",
    ],
    ['a test key against live-us', { environment: 'live-us', clientKey: 'test_ABC' }, "'live-us'"],
    ['a missing key', { environment: 'test', clientKey: '' }, 'No clientKey available'],
    ['a key without prefix', { environment: 'test', clientKey: 'ABC' }, 'ERROR: Invalid ClientKey'],
    [
      'a fractional amount',
      { ...base, amount: { value: 10.5, currency: 'EUR' } },
      /amount.value must be an integer/,
    ],
    ['a bad currency', { ...base, amount: { value: 10, currency: 'EURO' } }, /three-letter/],
    ['a bad country', { ...base, countryCode: 'NLD' }, /alpha-2/],
    ['an empty session', { ...base, session: { id: '', sessionData: 'x' } }, /session.id is required/],
    [
      'session and onSubmit',
      { ...base, session: { id: 'a', sessionData: 'b' }, onSubmit: async () => ({}) },
      /either a session or the onSubmit/,
    ],
  ])('rejects %s', (_name, options, message) => {
    expectImplementationError(() => createCheckoutConfig(options as CheckoutOptions), message);
  });

  it('accepts both key prefixes against a custom URL', () => {
    expect(
      createCheckoutConfig({ environment: 'http://127.0.0.1:3100', clientKey: 'live_X' }).environment.name,
    ).toBe('custom');
    expect(
      createCheckoutConfig({ environment: 'http://127.0.0.1:3100', clientKey: 'test_X' }).environment.name,
    ).toBe('custom');
  });

  it('matches live keys with every live environment', () => {
    for (const environment of ['live', 'live-us', 'live-au', 'live-apse', 'live-in']) {
      expect(createCheckoutConfig({ environment, clientKey: 'live_K' }).environment.live).toBe(true);
    }
  });
});

describe('CheckoutError', () => {
  it('carries its type, message and service details', () => {
    const cause = new Error('socket');
    const error = new CheckoutError('NETWORK_ERROR', 'boom', {
      errorCode: '901',
      errorType: 'security',
      status: 401,
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'CheckoutError',
      type: 'NETWORK_ERROR',
      message: 'boom',
      errorCode: '901',
      errorType: 'security',
      status: 401,
    });
    expect(error.cause).toBe(cause);
    expect(new CheckoutError('CANCEL').message).toBe('CANCEL');
    expect(isCheckoutError(new Error('x'))).toBe(false);
  });
});

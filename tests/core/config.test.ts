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

  // The whole message: every issue, worded and placed as valibot's summarize words them.
  it.each<[string, unknown, string]>([
    ['options that are not an object', null, '× Invalid type: Expected Object but received null'],
    [
      'no environment',
      { clientKey: 'test_K' },
      '× Invalid key: Expected "environment" but received undefined\n  → at environment',
    ],
    ['an undefined environment', { environment: undefined }, '× environment is required\n  → at environment'],
    ['a numeric environment', { environment: 1 }, '× environment is required\n  → at environment'],
    [
      'a numeric client key',
      { ...base, clientKey: 1 },
      '× Invalid type: Expected string but received 1\n  → at clientKey',
    ],
    [
      'a negative fractional amount',
      { ...base, amount: { value: -10.5, currency: 'EUR' } },
      '× amount.value must be an integer in minor units\n  → at amount.value\n' +
        '× Invalid value: Expected >=0 but received -10.5\n  → at amount.value',
    ],
    [
      'an amount as text, without currency',
      { ...base, amount: { value: '10' } },
      '× Invalid type: Expected number but received "10"\n  → at amount.value\n' +
        '× Invalid key: Expected "currency" but received undefined\n  → at amount.currency',
    ],
    [
      'an amount that is a number',
      { ...base, amount: 10 },
      '× Invalid type: Expected Object but received 10\n  → at amount',
    ],
    [
      'a lower-case bad currency',
      { ...base, amount: { value: 10, currency: 'eu' } },
      '× amount.currency must be a three-letter ISO 4217 code\n  → at amount.currency',
    ],
    [
      'a numeric country',
      { ...base, countryCode: 31 },
      '× Invalid type: Expected string but received 31\n  → at countryCode',
    ],
    [
      'an empty session',
      { ...base, session: { id: '', sessionData: '' } },
      '× session.id is required\n  → at session.id\n× session.sessionData is required\n  → at session.sessionData',
    ],
    [
      'a session id that is not text',
      { ...base, session: { id: 1, sessionData: 'x' } },
      '× Invalid type: Expected string but received 1\n  → at session.id',
    ],
    [
      'an onSubmit that is not a function',
      { ...base, onSubmit: 'submit' },
      '× Invalid type: Expected Function but received "submit"\n  → at onSubmit',
    ],
    [
      'several problems',
      { environment: 'test', locale: 5, countryCode: 'NLD', onAdditionalDetails: {} },
      '× Invalid type: Expected string but received 5\n  → at locale\n' +
        '× countryCode must be ISO 3166-1 alpha-2\n  → at countryCode\n' +
        '× Invalid type: Expected Function but received Object\n  → at onAdditionalDetails',
    ],
  ])('rejects %s with the issues', (_name, options, issues) => {
    expect(() => createCheckoutConfig(options as CheckoutOptions)).toThrow(
      expect.objectContaining({
        type: 'IMPLEMENTATION_ERROR',
        message: `Invalid checkout options: ${issues}`,
      }),
    );
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

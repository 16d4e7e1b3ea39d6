import { describe, expect, it } from 'vitest';
import {
  CLICK_TO_PAY_ERROR_REASONS,
  adaptSchemeSdk,
  clickToPayCardsOf,
  clickToPayCheckoutResultOf,
  clickToPayConfigurationOf,
  clickToPayInitParamsOf,
  clickToPayMessageKeyOf,
  clickToPayReasonOf,
  clickToPaySchemesOf,
  isCardExpired,
  loadClickToPaySchemes,
  rawSdkOf,
  shopperIdentityOf,
  type ClickToPayCard,
  type ScriptLoader,
} from '../../../headless/core';
import { enUS } from '../../../headless/core/i18n/messages/en-US';

const JUNE_2026 = new Date(2026, 5, 15);

describe('Click to Pay cards', () => {
  it.each([
    ['ACTIVE', '06', '2026', false],
    ['ACTIVE', '6', '26', false],
    ['ACTIVE', '05', '2026', true],
    ['ACTIVE', '12', '2025', true],
    ['ACTIVE', '01', '2027', false],
    ['SUSPENDED', '12', '2030', true],
    ['EXPIRED', '12', '2030', true],
    ['ACTIVE', '13', '2030', true],
  ])('status %s, expiry %s/%s: expired %s', (status, month, year, expired) => {
    expect(isCardExpired({ status, panExpirationMonth: month, panExpirationYear: year }, JUNE_2026)).toBe(
      expired,
    );
  });

  it('reads a profile: most recently used first, then cards never used, expired last; a malformed card is left out', () => {
    const card = (id: string, extra: object = {}) => ({
      srcDigitalCardId: id,
      panLastFour: '1234',
      panExpirationMonth: '1',
      panExpirationYear: '2030',
      digitalCardData: { status: 'ACTIVE', artUri: `https://art/${id}`, descriptorName: id },
      ...extra,
    });
    const cards = clickToPayCardsOf(
      'mc',
      {
        srcCorrelationId: 'corr',
        profiles: [
          {
            maskedCards: [
              card('never'),
              card('expired-recent', {
                dateOfCardLastUsed: '2026-06-14T00:00:00Z',
                panExpirationYear: '2020',
              }),
              card('older', { dateOfCardLastUsed: '2025-01-01T00:00:00Z' }),
              { srcDigitalCardId: 'broken' },
            ],
          },
          { maskedCards: [card('newest', { dateOfCardLastUsed: '2026-06-01T00:00:00Z', tokenId: 't' })] },
        ],
      },
      JUNE_2026,
    );
    expect(cards.map((entry) => [entry.srcDigitalCardId, entry.isExpired])).toEqual([
      ['newest', false],
      ['older', false],
      ['never', false],
      ['expired-recent', true],
    ]);
    expect(cards[0]).toEqual({
      dateOfCardLastUsed: '2026-06-01T00:00:00Z',
      panLastFour: '1234',
      srcDigitalCardId: 'newest',
      scheme: 'mc',
      artUri: 'https://art/newest',
      srcCorrelationId: 'corr',
      tokenId: 't',
      isExpired: false,
      panExpirationMonth: '01',
      panExpirationYear: '2030',
      descriptorName: 'newest',
      status: 'ACTIVE',
    });
    expect(clickToPayCardsOf('visa', null, JUNE_2026)).toEqual([]);
    expect(clickToPayCardsOf('visa', { profiles: 'x' }, JUNE_2026)).toEqual([]);
  });
});

describe('Click to Pay payloads', () => {
  const base: ClickToPayCard = {
    dateOfCardLastUsed: null,
    panLastFour: '1111',
    srcDigitalCardId: 'card-1',
    scheme: 'visa',
    artUri: null,
    srcCorrelationId: 'corr',
    tokenId: 'token-1',
    isExpired: false,
    panExpirationMonth: '12',
    panExpirationYear: '2030',
    descriptorName: null,
    status: 'ACTIVE',
  };
  it('per scheme', () => {
    const answer = { dcfActionCode: 'COMPLETE', encryptedPayload: 'enc' };
    expect(clickToPayCheckoutResultOf(base, answer, false)).toEqual({
      srcScheme: 'visa',
      srcCorrelationId: 'corr',
      srcTokenReference: '987654321',
    });
    expect(clickToPayCheckoutResultOf(base, answer, true)).toEqual({
      srcScheme: 'visa',
      srcCorrelationId: 'corr',
      srcTokenReference: 'token-1',
    });
    expect(clickToPayCheckoutResultOf({ ...base, tokenId: null }, answer, false)).toEqual({
      srcScheme: 'visa',
      srcCorrelationId: 'corr',
      srcCheckoutPayload: 'enc',
    });
    expect(clickToPayCheckoutResultOf({ ...base, scheme: 'mc' }, answer, false)).toEqual({
      srcScheme: 'mc',
      srcCorrelationId: 'corr',
      srcDigitalCardId: 'card-1',
    });
    expect(() =>
      clickToPayCheckoutResultOf({ ...base, tokenId: null }, { dcfActionCode: 'COMPLETE' }, false),
    ).toThrow(/no encrypted payload/);
  });
});

describe('Click to Pay errors', () => {
  it('every reason has its text in en-US; unknown values fall back to UNKNOWN_ERROR', () => {
    for (const reason of CLICK_TO_PAY_ERROR_REASONS)
      expect(enUS[clickToPayMessageKeyOf(reason)]).toBeTruthy();
    expect(clickToPayReasonOf({ reason: 'NOT_FOUND' })).toBe('NOT_FOUND');
    expect(clickToPayReasonOf({ error: { reason: 'FRAUD' } })).toBe('FRAUD');
    expect(clickToPayReasonOf({ reason: 'NEW' })).toBe('UNKNOWN_ERROR');
    expect(clickToPayReasonOf(new Error('x'))).toBe('UNKNOWN_ERROR');
    expect(clickToPayReasonOf(undefined)).toBe('UNKNOWN_ERROR');
    expect(clickToPayReasonOf('CODE_INVALID')).toBe('UNKNOWN_ERROR');
  });
});

describe('Click to Pay configuration', () => {
  it('a scheme is set up by both its ids', () => {
    expect(
      clickToPaySchemesOf(clickToPayConfigurationOf({ visaSrciDpaId: 'a', visaSrcInitiatorId: 'b' })),
    ).toEqual(['visa']);
    expect(
      clickToPaySchemesOf(
        clickToPayConfigurationOf({ visaSrciDpaId: 'a', mcDpaId: 'c', mcSrcClientId: 'd' }),
      ),
    ).toEqual(['mc']);
    expect(
      clickToPaySchemesOf(clickToPayConfigurationOf({ visaSrciDpaId: ' ', visaSrcInitiatorId: 'b' })),
    ).toEqual([]);
    expect(clickToPaySchemesOf(clickToPayConfigurationOf(null))).toEqual([]);
    expect(clickToPaySchemesOf(clickToPayConfigurationOf({ mcDpaId: 1 }))).toEqual([]);
  });
  it('the shopper identity is checked', () => {
    expect(shopperIdentityOf(undefined)).toBeNull();
    expect(shopperIdentityOf({ value: ' a@b.c ', type: 'email' })).toEqual({ value: 'a@b.c', type: 'email' });
    expect(() => shopperIdentityOf({ value: 'a', type: 'fax' })).toThrow(/shopperIdentity.type/);
  });
  it('init params carry the ids, the amount in major units and the locale', () => {
    const configuration = {
      visaSrciDpaId: 'dpa',
      visaSrcInitiatorId: 'init',
      mcDpaId: 'mdpa',
      mcSrcClientId: 'client',
    };
    expect(
      clickToPayInitParamsOf('visa', configuration, {
        amount: { value: 12000, currency: 'EUR' },
        locale: 'nl-NL',
        transactionId: 't',
      }),
    ).toEqual({
      srciDpaId: 'dpa',
      srcInitiatorId: 'init',
      srciTransactionId: 't',
      dpaTransactionOptions: {
        transactionAmount: { transactionAmount: '120.00', transactionCurrencyCode: 'EUR' },
        dpaLocale: 'nl_NL',
      },
    });
    expect(
      clickToPayInitParamsOf('mc', configuration, {
        amount: { value: 1200, currency: 'JPY' },
        locale: 'ja-JP',
        transactionId: 't',
      }).dpaTransactionOptions.transactionAmount,
    ).toEqual({ transactionAmount: '1200', transactionCurrencyCode: 'JPY' });
  });
});

describe('Click to Pay SDK adapters', () => {
  function api(calls: unknown[][]) {
    const names = [
      'init',
      'isRecognized',
      'identityLookup',
      'initiateIdentityValidation',
      'completeIdentityValidation',
      'getSrcProfile',
      'checkout',
      'unbindAppInstance',
    ];
    return Object.fromEntries(
      names.map((name) => [
        name,
        (...args: unknown[]) => {
          calls.push([name, ...args]);
          return name === 'checkout'
            ? Promise.resolve({ dcfActionCode: 'COMPLETE', checkoutResponse: 'jws' })
            : Promise.resolve({ idToken: 'id' });
        },
      ]),
    );
  }

  it("Visa's class and Mastercard's object, with their own identity shapes", async () => {
    const visaCalls: unknown[][] = [];
    const mcCalls: unknown[][] = [];
    const page = {
      vAdapters: {
        VisaSRCI: function VisaSRCI(this: object) {
          Object.assign(this, api(visaCalls));
        },
      },
      SRCSDK_MASTERCARD: api(mcCalls),
    };
    const visa = adaptSchemeSdk('visa', rawSdkOf('visa', page)!);
    const mc = adaptSchemeSdk('mc', rawSdkOf('mc', page)!);
    await visa.identityLookup({ value: 'a@b.c', type: 'email' });
    await mc.identityLookup({ value: '+316', type: 'mobilePhone' });
    await visa.completeIdentityValidation('123456');
    await mc.completeIdentityValidation('123456');
    expect(await visa.checkout({ srcDigitalCardId: 'c', srcCorrelationId: 'k' })).toEqual({
      dcfActionCode: 'COMPLETE',
      encryptedPayload: 'jws',
    });
    await mc.getSrcProfile(['t']);
    expect(visaCalls).toEqual([
      ['identityLookup', { identityValue: 'a@b.c', type: 'EMAIL' }],
      ['completeIdentityValidation', '123456'],
      ['checkout', { srcDigitalCardId: 'c', srcCorrelationId: 'k' }],
    ]);
    expect(mcCalls).toEqual([
      ['identityLookup', { consumerIdentity: { identityValue: '+316', type: 'MOBILE_PHONE_NUMBER' } }],
      ['completeIdentityValidation', { validationData: '123456' }],
      ['getSrcProfile', { idTokens: ['t'] }],
    ]);
    expect(rawSdkOf('visa', {})).toBeNull();
    expect(rawSdkOf('mc', { SRCSDK_MASTERCARD: { init: () => 0 } })).toBeNull();
  });

  it('loads the configured schemes; a failed script is left out; none gives its typed error', async () => {
    const loaded: string[] = [];
    const loader = (fail: string[]): ScriptLoader => ({
      load: (url) => {
        loaded.push(url);
        return fail.includes(url) ? Promise.reject(new Error('404')) : Promise.resolve();
      },
    });
    const calls: unknown[][] = [];
    const page = {
      vAdapters: {
        VisaSRCI: function VisaSRCI(this: object) {
          Object.assign(this, api(calls));
        },
      },
      SRCSDK_MASTERCARD: api(calls),
    };
    const urls = { visa: 'https://v/sdk.js', mc: 'https://m/sdk.js' };
    const sdks = await loadClickToPaySchemes({
      schemes: ['visa', 'mc'],
      loader: loader(['https://m/sdk.js']),
      global: page,
      urls,
    });
    expect(sdks.map((sdk) => sdk.scheme)).toEqual(['visa']);
    await expect(
      loadClickToPaySchemes({ schemes: [], loader: loader([]), global: page, urls }),
    ).rejects.toThrow('There are no schemes set to be loaded');
    await expect(
      loadClickToPaySchemes({ schemes: ['visa'], loader: loader(['https://v/sdk.js']), global: page, urls }),
    ).rejects.toThrow('Unable to load network schemes');
    await expect(
      loadClickToPaySchemes({ schemes: ['mc'], loader: loader([]), global: {}, urls }),
    ).rejects.toThrow('Unable to load network schemes');
  });
});

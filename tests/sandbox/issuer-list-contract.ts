/**
 * The suite of the issuer-list methods (called from flows-contract.ts, so it runs through msw and
 * over HTTP): how each is listed for its market, the issuer checks of a payment, the redirect to
 * the issuer's bank page, the page's three answers and their outcomes through paymentDetails, and
 * that no input makes the service fail.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY } from '../../examples/sandbox/merchants';
import { expectPageHeaders, formIn, getPage, postForm } from './flow-helpers';
import type { PageResponse } from './flow-helpers';
import type { FlowEnv } from './flows-contract';
import { createSession } from './helpers';
import type { ClientResponse } from './helpers';

/** An issuer-list method as the test merchant offers it, and what a test pays with. */
interface IssuerCase {
  type: string;
  name: string;
  country: string;
  currency: string;
  /** How many issuers it lists. */
  count: number;
  /** Some of its banks, by name. */
  banks: string[];
  /** The ids of its disabled issuers. */
  disabled: string[];
  /** The issuer a test pays with, and its name. */
  pick: { id: string; name: string };
  /** An issuer of another method (unknown to this one). */
  foreign: string;
  /** How the redirect action sends the shopper to the bank. */
  redirect: 'GET' | 'POST';
  /** The amount 75.00 as the bank page shows it. */
  amount: RegExp;
}

const EUR = /€75\.00/;
const INR = /₹75\.00/;

const CASES: IssuerCase[] = [
  {
    type: 'ideal',
    name: 'iDEAL',
    country: 'NL',
    currency: 'EUR',
    count: 12,
    banks: ['ABN AMRO', 'ING', 'Rabobank', 'bunq', 'Triodos Bank'],
    disabled: ['BITSNL2A'],
    pick: { id: 'INGBNL2A', name: 'ING' },
    foreign: 'kb',
    redirect: 'GET',
    amount: EUR,
  },
  {
    type: 'onlineBanking_PL',
    name: 'Online banking',
    country: 'PL',
    currency: 'PLN',
    count: 12,
    banks: ['mBank', 'Bank Pekao', 'ING Bank Śląski', 'Santander Bank Polska'],
    disabled: ['119'],
    pick: { id: '31', name: 'Płacę z iPKO (PKO Bank Polski)' },
    foreign: 'INGBNL2A',
    redirect: 'POST',
    amount: /PLN\s75\.00/,
  },
  {
    type: 'onlineBanking_CZ',
    name: 'Czech online banking',
    country: 'CZ',
    currency: 'CZK',
    count: 8,
    banks: ['Česká spořitelna', 'Komerční banka', 'ČSOB', 'Fio banka'],
    disabled: [],
    pick: { id: 'kb', name: 'Komerční banka' },
    foreign: 'tatra',
    redirect: 'GET',
    amount: /CZK\s75\.00/,
  },
  {
    type: 'onlineBanking_SK',
    name: 'Slovak online banking',
    country: 'SK',
    currency: 'EUR',
    count: 7,
    banks: ['Tatra banka (TatraPay)', 'Slovenská sporiteľňa (SporoPay)', 'VÚB banka (ePlatby VÚB)'],
    disabled: ['viamo'],
    pick: { id: 'tatra', name: 'Tatra banka (TatraPay)' },
    foreign: 'kb',
    redirect: 'GET',
    amount: EUR,
  },
  {
    type: 'onlinebanking_IN',
    name: 'Net banking',
    country: 'IN',
    currency: 'INR',
    count: 12,
    banks: ['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank'],
    disabled: [],
    pick: { id: 'HDFC', name: 'HDFC Bank' },
    foreign: 'HDF',
    redirect: 'GET',
    amount: INR,
  },
  {
    type: 'wallet_IN',
    name: 'Wallets',
    country: 'IN',
    currency: 'INR',
    count: 7,
    banks: ['Paytm', 'PhonePe', 'Amazon Pay', 'MobiKwik'],
    disabled: [],
    pick: { id: 'phonepe', name: 'PhonePe' },
    foreign: 'PPE',
    redirect: 'GET',
    amount: INR,
  },
  {
    type: 'billdesk_online',
    name: 'BillDesk net banking',
    country: 'IN',
    currency: 'INR',
    count: 10,
    banks: ['State Bank of India', 'Kotak Mahindra Bank', 'IDBI Bank'],
    disabled: [],
    pick: { id: 'UTI', name: 'Axis Bank' },
    foreign: 'UTIB',
    redirect: 'GET',
    amount: INR,
  },
  {
    type: 'billdesk_wallet',
    name: 'BillDesk wallets',
    country: 'IN',
    currency: 'INR',
    count: 6,
    banks: ['Paytm Wallet', 'Amazon Pay', 'Ola Money'],
    disabled: [],
    pick: { id: 'AMZ', name: 'Amazon Pay' },
    foreign: 'amazonpay',
    redirect: 'GET',
    amount: INR,
  },
];

/** The method configured without issuers. */
const PAY_BY_BANK = { type: 'paybybank', name: 'Pay by Bank', country: 'GB', currency: 'GBP' };

/** What a payment test pays with: a method, its market, the issuer (if any) and the bank page it expects. */
interface Payable {
  label: string;
  type: string;
  country: string;
  currency: string;
  issuer?: string;
  /** The page's heading: the issuer's name, or the method's. */
  bank: string;
  /** The method's display name. */
  name: string;
  redirect: 'GET' | 'POST';
  /** The amount 75.00 as the bank page shows it. */
  amount: RegExp;
}

const PAYABLES: Payable[] = [
  ...CASES.map((item) => ({
    label: `${item.type} with ${item.pick.id}`,
    type: item.type,
    country: item.country,
    currency: item.currency,
    issuer: item.pick.id,
    bank: item.pick.name,
    name: item.name,
    redirect: item.redirect,
    amount: item.amount,
  })),
  {
    label: 'paybybank without an issuer',
    ...PAY_BY_BANK,
    bank: 'Pay by Bank',
    redirect: 'GET',
    amount: /£75\.00/,
  },
];

/** The bank page's answers and the result each gives. */
const OUTCOMES = [
  { decision: 'authorise', resultCode: 'Authorised' },
  { decision: 'refuse', resultCode: 'Refused' },
  { decision: 'cancel', resultCode: 'Cancelled' },
] as const;

interface ListedMethod {
  type: string;
  name?: string;
  issuers?: { id: string; name: string; disabled?: boolean }[];
  [field: string]: unknown;
}

function expectError(
  response: ClientResponse | PageResponse,
  status: number,
  errorCode: string,
  message?: RegExp,
) {
  expect(response.status).toBe(status);
  const body = 'body' in response ? response.body : JSON.parse(response.text);
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'errorType', 'message', 'status']);
  expect(body).toMatchObject({ status, errorCode, errorType: 'validation' });
  if (message) expect(body.message).toMatch(message);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Runs the suite. */
function describeIssuerListContract(env: FlowEnv) {
  const client = () => env.client();
  const returnUrl = (sessionId: string) => `http://localhost:5173/checkout/return?sessionId=${sessionId}`;

  /** The methods the merchant's paymentMethods call and a session's setup list for a market. */
  const listed = async (countryCode: string, currency: string) => {
    const amount = { value: 7500, currency };
    const merchant = await client().post(
      'merchant/v1/paymentMethods',
      { amount, countryCode },
      { headers: { 'x-api-key': SANDBOX_API_KEY } },
    );
    expect(merchant.status).toBe(200);
    const session = await createSession(client(), { amount, countryCode });
    const setup = await client().post(`v1/sessions/${session.id}/setup`, {
      sessionData: session.sessionData,
    });
    expect(setup.status).toBe(200);
    return {
      merchant: merchant.body.paymentMethods as ListedMethod[],
      session: setup.body.paymentMethods.paymentMethods as ListedMethod[],
    };
  };

  /** Pays a new session of the market with the method; returnUrl names the session. */
  const pay = async (
    market: { type: string; country: string; currency: string },
    fields: Record<string, unknown>,
  ) => {
    const session = await createSession(client(), {
      amount: { value: 7500, currency: market.currency },
      countryCode: market.country,
    });
    const response = await client().post(`v1/sessions/${session.id}/payments`, {
      sessionData: session.sessionData,
      paymentMethod: { type: market.type, ...fields },
      returnUrl: returnUrl(session.id),
    });
    return { session, response, action: response.body.action };
  };

  /** Opens the bank page of a redirect action as the browser would (GET, or the posted form). */
  const openBank = (action: { method: string; url: string; data?: Record<string, string> }) =>
    action.method === 'POST' ? postForm(action.url, action.data ?? {}) : getPage(action.url);

  /** Presses a button of the bank page; returns the 303's Location. */
  const press = async (page: PageResponse, decision: string) => {
    const form = formIn(page.text);
    const answer = await postForm(form.action, { ...form.fields, decision });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location') ?? '');
  };

  const details = (sessionId: string, body: Record<string, unknown>) =>
    client().post(`v1/sessions/${sessionId}/paymentDetails`, body);

  describe('issuer-list methods: listing', () => {
    it.each(CASES)(
      '$type is listed as $name with $count issuers in $country/$currency, and not in another currency or country',
      async (item) => {
        const { merchant, session } = await listed(item.country, item.currency);
        const method = merchant.find((candidate) => candidate.type === item.type);
        expect(method).toBeDefined();
        expect(Object.keys(method!).sort()).toEqual(['issuers', 'name', 'type']);
        expect(method!.name).toBe(item.name);
        const issuers = method!.issuers ?? [];
        expect(issuers).toHaveLength(item.count);
        expect(issuers.length).toBeGreaterThanOrEqual(5);
        expect(issuers.length).toBeLessThanOrEqual(12);
        for (const issuer of issuers) {
          expect(typeof issuer.id).toBe('string');
          expect(issuer.name.length).toBeGreaterThan(1);
          expect(Object.keys(issuer).sort()).toEqual(
            issuer.disabled ? ['disabled', 'id', 'name'] : ['id', 'name'],
          );
          if (issuer.disabled !== undefined) expect(issuer.disabled).toBe(true);
        }
        expect(new Set(issuers.map((issuer) => issuer.id)).size).toBe(issuers.length);
        expect(issuers.map((issuer) => issuer.name)).toEqual(expect.arrayContaining(item.banks));
        expect(issuers.filter((issuer) => issuer.disabled).map((issuer) => issuer.id)).toEqual(item.disabled);
        expect(issuers).toContainEqual({ id: item.pick.id, name: item.pick.name });
        // The session's setup lists the same method.
        expect(session.find((candidate) => candidate.type === item.type)).toEqual(method);

        for (const [country, currency] of [
          [item.country, 'USD'],
          [item.country === 'DE' ? 'FR' : 'DE', item.currency],
        ] as const) {
          const other = await listed(country, currency);
          expect(other.merchant.map((candidate) => candidate.type)).not.toContain(item.type);
          expect(other.session.map((candidate) => candidate.type)).not.toContain(item.type);
        }
      },
    );

    it('lists Pay by Bank without issuers in GB/GBP only', async () => {
      const { merchant, session } = await listed('GB', 'GBP');
      const expected = { type: 'paybybank', name: 'Pay by Bank' };
      expect(merchant.find((method) => method.type === 'paybybank')).toEqual(expected);
      expect(session.find((method) => method.type === 'paybybank')).toEqual(expected);
      const euro = await listed('GB', 'EUR');
      expect(euro.merchant.map((method) => method.type)).not.toContain('paybybank');
    });

    it('lists the Indian issuer-list methods together, and no issuer-list method for a US session', async () => {
      const india = (await listed('IN', 'INR')).session.map((method) => method.type);
      expect(india).toEqual(
        expect.arrayContaining(['onlinebanking_IN', 'wallet_IN', 'billdesk_online', 'billdesk_wallet']),
      );
      const us = (await listed('US', 'USD')).session.map((method) => method.type);
      for (const type of [...CASES.map((item) => item.type), 'paybybank']) expect(us).not.toContain(type);
    });
  });

  describe('issuer-list methods: payments', () => {
    it.each(PAYABLES)('$label: a $redirect redirect to the bank page, named after $bank', async (item) => {
      const { response, action } = await pay(item, item.issuer === undefined ? {} : { issuer: item.issuer });
      expect(response.status).toBe(200);
      expect(response.body.resultCode).toBe('RedirectShopper');
      expect(response.body.pspReference).toBeUndefined();
      const page = `${env.issuerBase()}issuer/bank/pay${item.issuer === undefined ? '' : `/${item.issuer}`}`;
      if (item.redirect === 'GET') {
        expect(action).toEqual({
          type: 'redirect',
          method: 'GET',
          url: expect.stringMatching(new RegExp(`^${escapeRegExp(page)}\\?ref=[A-Za-z0-9_-]+$`)),
          paymentMethodType: item.type,
          paymentData: expect.any(String),
        });
      } else {
        expect(action).toEqual({
          type: 'redirect',
          method: 'POST',
          url: page,
          data: { ref: expect.stringMatching(/^[A-Za-z0-9_-]+$/), issuer: item.issuer },
          paymentMethodType: item.type,
          paymentData: expect.any(String),
        });
      }

      const bank = await openBank(action);
      expect(bank.status).toBe(200);
      expectPageHeaders(bank);
      expect(bank.text).toContain('<html lang="en">');
      expect(bank.text).toContain(`<title>${item.bank} – ${item.name} payment</title>`);
      expect(bank.text).toContain(`<h1>${item.bank}</h1>`);
      expect(bank.text).toContain('<dt>Merchant</dt><dd>Sandbox Merchant</dd>');
      expect(bank.text).toMatch(new RegExp(`<dt>Amount</dt><dd>${item.amount.source}</dd>`));
      expect(bank.text).toContain(`<dt>Method</dt><dd>${item.name}</dd>`);
      if (item.issuer === undefined) expect(bank.text).not.toContain('<dt>Issuer</dt>');
      else expect(bank.text).toContain(`<dt>Issuer</dt><dd>${item.bank}</dd>`);
      expect(bank.text).not.toContain('<script');
      // Three labelled buttons in a labelled group, the first focused, all reachable by keyboard.
      expect(bank.text).toMatch(/<fieldset aria-describedby="bank-hint">\s*<legend>Your answer<\/legend>/);
      expect(bank.text).toContain('<p id="bank-hint" class="hint">');
      expect(bank.text).toContain(
        '<button type="submit" name="decision" value="authorise" class="primary" autofocus>Authorise payment</button>',
      );
      expect(bank.text).toContain(
        '<button type="submit" name="decision" value="refuse" class="danger">Refuse</button>',
      );
      expect(bank.text).toContain('<button type="submit" name="decision" value="cancel">Cancel</button>');
      expect(bank.text).not.toMatch(/tabindex="-/);
      expect(formIn(bank.text).action).toBe(`${env.issuerBase()}issuer/bank/complete`);
      expect(bank.headers.get('content-security-policy')).toContain(
        `form-action 'self' http://localhost:5173`,
      );
    });

    describe.each(PAYABLES)('$label', (item) => {
      it.each(OUTCOMES)(
        '$decision returns to the shop; paymentDetails gives $resultCode',
        async (outcome) => {
          const { session, response, action } = await pay(
            item,
            item.issuer === undefined ? {} : { issuer: item.issuer },
          );
          const back = await press(await openBank(action), outcome.decision);
          expect(`${back.origin}${back.pathname}`).toBe('http://localhost:5173/checkout/return');
          expect(back.searchParams.get('sessionId')).toBe(session.id);
          const redirectResult = back.searchParams.get('redirectResult') ?? '';
          expect(redirectResult.length).toBeGreaterThan(20);

          const done = await details(session.id, {
            sessionData: response.body.sessionData,
            details: { redirectResult },
          });
          expect(done.status).toBe(200);
          expect(done.body.resultCode).toBe(outcome.resultCode);
          expect(done.body.pspReference).toMatch(/^[0-9A-Z]{16}$/);
          const view = await client().get(`merchant/v1/sessions/${session.id}`, {
            headers: { 'x-api-key': SANDBOX_API_KEY },
          });
          expect(view.body.payments).toEqual([
            {
              pspReference: done.body.pspReference,
              resultCode: outcome.resultCode,
              amount: { value: 7500, currency: item.currency },
              paymentMethod: { type: item.type },
            },
          ]);
          if (outcome.resultCode === 'Authorised') {
            expect(done.body.sessionResult).toEqual(expect.any(String));
            expect(view.body.status).toBe('completed');
          } else {
            expect(done.body.sessionResult).toBeUndefined();
            expect(view.body.status).toBe('active');
            if (outcome.resultCode === 'Refused') expect(done.body.refusalReason).toBe('Refused by the bank');
            // The session stays payable.
            const again = await client().post(`v1/sessions/${session.id}/payments`, {
              sessionData: done.body.sessionData,
              paymentMethod: {
                type: item.type,
                ...(item.issuer === undefined ? {} : { issuer: item.issuer }),
              },
            });
            expect(again.body.resultCode).toBe('RedirectShopper');
          }
          // A redirectResult works once, and the bank page is finished.
          expectError(await details(session.id, { details: { redirectResult } }), 422, '724');
          expectError(await openBank(action), 404, '404');
        },
      );
    });

    it('completes without sessionData after the redirect (the page reloaded), to the session returnUrl by default', async () => {
      const session = await createSession(client(), {
        amount: { value: 12345, currency: 'CZK' },
        countryCode: 'CZ',
        returnUrl: 'http://127.0.0.1:5173/shop/done?step=3',
      });
      const response = await client().post(`v1/sessions/${session.id}/payments`, {
        sessionData: session.sessionData,
        paymentMethod: { type: 'onlineBanking_CZ', issuer: 'cs' },
      });
      const page = await openBank(response.body.action);
      expect(page.text).toContain('<h1>Česká spořitelna</h1>');
      expect(page.text).toMatch(/CZK\s123\.45/);
      const back = await press(page, 'authorise');
      expect(back.origin).toBe('http://127.0.0.1:5173');
      expect(back.searchParams.get('step')).toBe('3');
      const done = await details(session.id, {
        details: { redirectResult: back.searchParams.get('redirectResult') },
      });
      expect(done.body).toMatchObject({ resultCode: 'Authorised', sessionResult: expect.any(String) });
    });
  });

  describe('issuer-list methods: issuer checks', () => {
    it.each(CASES)('$type refuses a payment without an issuer (422 702)', async (item) => {
      expectError(
        (await pay(item, {})).response,
        422,
        '702',
        new RegExp(`issuer: is required for ${item.type}`),
      );
    });

    it.each(CASES)(
      '$type refuses an unknown issuer, an issuer of another method and a malformed one (422 702)',
      async (item) => {
        expectError((await pay(item, { issuer: 'NOPE' })).response, 422, '702', /NOPE is not an issuer of/);
        expectError(
          (await pay(item, { issuer: item.foreign })).response,
          422,
          '702',
          new RegExp(`${escapeRegExp(item.foreign)} is not an issuer of ${item.type}`),
        );
        for (const issuer of ['', 42, null, { id: item.pick.id }, [item.pick.id], 'x'.repeat(65)])
          expectError((await pay(item, { issuer })).response, 422, '702', /paymentMethod\.issuer/);
      },
    );

    it.each(CASES.filter((item) => item.disabled.length > 0))(
      '$type refuses its disabled issuer (422 702)',
      async (item) => {
        for (const issuer of item.disabled)
          expectError((await pay(item, { issuer })).response, 422, '702', /is not available at the moment/);
      },
    );

    it('Pay by Bank pays without an issuer and refuses one (it has none)', async () => {
      expect((await pay(PAY_BY_BANK, {})).response.body.resultCode).toBe('RedirectShopper');
      expectError((await pay(PAY_BY_BANK, { issuer: 'uk-barclays' })).response, 422, '702', /has no issuers/);
    });

    it('refuses an issuer-list method outside its market (905)', async () => {
      const session = await createSession(client(), {
        amount: { value: 7500, currency: 'USD' },
        countryCode: 'NL',
      });
      const response = await client().post(`v1/sessions/${session.id}/payments`, {
        sessionData: session.sessionData,
        paymentMethod: { type: 'ideal', issuer: 'INGBNL2A' },
      });
      expectError(response, 422, '905');
    });
  });

  describe('issuer-list methods: the bank page', () => {
    it('is served only under its own bank, once, and refuses a wrong or second answer', async () => {
      const { session, response, action } = await pay(CASES[0]!, { issuer: 'INGBNL2A' });
      const ref = new URL(action.url).searchParams.get('ref') ?? '';
      // Another bank's page, or the method's page, does not serve an ING payment.
      expectError(await getPage(`${env.issuerBase()}issuer/bank/pay/RABONL2U?ref=${ref}`), 404, '404');
      expectError(await getPage(`${env.issuerBase()}issuer/bank/pay?ref=${ref}`), 404, '404');
      expectError(await getPage(`${env.issuerBase()}issuer/bank/pay/INGBNL2A?ref=unknown`), 404, '404');
      expectError(await getPage(`${env.issuerBase()}issuer/bank/pay/INGBNL2A`), 404, '404');

      const page = await openBank(action);
      const form = formIn(page.text);
      for (const decision of ['maybe', '', 'pay', 'AUTHORISE'])
        expectError(await postForm(form.action, { ...form.fields, decision }), 422, '702', /decision/);
      expectError(await postForm(form.action, { ref: 'unknown', decision: 'authorise' }), 404, '404');
      await press(page, 'refuse');
      expectError(await postForm(form.action, { ...form.fields, decision: 'authorise' }), 422, '724');
      expectError(await openBank(action), 422, '724');
      expectError(
        await details(session.id, {
          sessionData: response.body.sessionData,
          details: { redirectResult: 'forged' },
        }),
        422,
        '724',
      );
    });

    it("refuses another payment's redirectResult", async () => {
      const first = await pay(CASES[2]!, { issuer: 'kb' });
      const second = await pay(CASES[2]!, { issuer: 'cs' });
      const back = await press(await openBank(second.action), 'authorise');
      expectError(
        await details(first.session.id, {
          sessionData: first.response.body.sessionData,
          details: { redirectResult: back.searchParams.get('redirectResult') },
        }),
        422,
        '724',
      );
    });
  });

  describe('issuer-list methods: no input makes the service fail', () => {
    it('answers any issuer value with a redirect or a 422, never a 5xx', async () => {
      const session = await createSession(client(), {
        amount: { value: 7500, currency: 'INR' },
        countryCode: 'IN',
      });
      let sessionData = session.sessionData;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...CASES.filter((item) => item.country === 'IN').map((item) => item.type)),
          fc.oneof(fc.jsonValue(), fc.string(), fc.constantFrom('HDFC', 'SBI', 'PTM', 'phonepe', '')),
          async (type, issuer) => {
            const response = await client().post(`v1/sessions/${session.id}/payments`, {
              sessionData,
              paymentMethod: { type, issuer },
            });
            expect([200, 422]).toContain(response.status);
            if (response.status === 200) {
              expect(response.body.resultCode).toBe('RedirectShopper');
              sessionData = response.body.sessionData;
            }
          },
        ),
        { numRuns: 60 },
      );
    });

    it('answers any bank page or answer form with a page, a redirect or a 4xx, never a 5xx', async () => {
      const { action } = await pay(CASES[4]!, { issuer: 'SBIN' });
      const ref = new URL(action.url).searchParams.get('ref') ?? '';
      const field = fc.oneof(fc.string(), fc.constantFrom(ref, 'authorise', 'refuse', 'cancel', 'SBIN'));
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            'issuer/bank/pay',
            'issuer/bank/pay/SBIN',
            'issuer/bank/pay/%C3%A9%20x',
            'issuer/bank/complete',
          ),
          fc.dictionary(fc.constantFrom('ref', 'decision', 'issuer', 'x'), field),
          async (path, fields) => {
            const answer = await postForm(`${env.issuerBase()}${path}`, fields);
            expect(answer.status).toBeLessThan(500);
          },
        ),
        { numRuns: 60 },
      );
    });
  });
}

export { describeIssuerListContract };

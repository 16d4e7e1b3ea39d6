// @vitest-environment happy-dom
// Every registered type runs through usePaymentMethod alone (what a drop-in does), against the
// sandbox (msw) in a session of a country and currency that offers it: its definition loads, its
// form fills from its layout (a secured field's frame plays its report), and the first press
// makes the method's first request: the payment, or a gift card's balance check; a wallet asks
// its provider (its script) whether it can pay.
import { useEffect } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutProvider, usePaymentMethod, type UsePaymentMethodResult } from 'headless-checkout';
import { SUPPORTED_PAYMENT_METHOD_TYPES } from 'headless-checkout/core';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY, SANDBOX_PAYMENT_METHODS } from '../../examples/sandbox/merchants';
import { createClient, createSession } from '../sandbox/helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const requests: Array<{ method: string; path: string; body: Record<string, unknown> }> = [];
const server = setupServer(
  http.all(`${SANDBOX}*`, async ({ request }) => {
    const body = request.method === 'POST' ? ((await request.clone().json()) as Record<string, unknown>) : {};
    requests.push({ method: request.method, path: new URL(request.url).pathname, body });
    return sandbox.handle(request);
  }),
);
const client = createClient(SANDBOX);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sandbox.reset();
  requests.length = 0;
  sessionStorage.clear();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});
afterAll(() => server.close());

/** The wallets: their provider's script is their first request (where the test points it). */
const SCRIPT_URLS = {
  googlePay: `${SANDBOX}provider/google-pay.js`,
  applePay: `${SANDBOX}provider/apple-pay.js`,
  paypal: `${SANDBOX}provider/paypal.js`,
  amazonPay: { EU: `${SANDBOX}provider/amazon-pay.js` },
};
/** The script URLs of one test (a query of its own). */
const scriptUrlsFor = (type: string) => ({
  googlePay: `${SCRIPT_URLS.googlePay}?for=${type}`,
  applePay: `${SCRIPT_URLS.applePay}?for=${type}`,
  paypal: `${SCRIPT_URLS.paypal}?for=${type}`,
  amazonPay: { EU: `${SCRIPT_URLS.amazonPay.EU}?for=${type}` },
});
const WALLETS: Partial<Record<string, string>> = {
  googlepay: SCRIPT_URLS.googlePay,
  paywithgoogle: SCRIPT_URLS.googlePay,
  paypal: SCRIPT_URLS.paypal,
  amazonpay: SCRIPT_URLS.amazonPay.EU,
};

/** A country and currency the sandbox offers a type in (the first it lists; NL and EUR otherwise). */
function marketOf(type: string): { countryCode: string; currency: string } {
  const entry = SANDBOX_PAYMENT_METHODS.find((method) => method.type === type);
  return { countryCode: entry?.countries?.[0] ?? 'NL', currency: entry?.currencies?.[0] ?? 'EUR' };
}

/** The options a type needs besides the session (a card typed on the page, a gift card's brand). */
const OPTIONS: Partial<Record<string, Record<string, unknown>>> = {
  scheme: { mode: 'direct' },
  giftcard: { brand: 'givex' },
  upi: { defaultMode: 'vpa' },
  amazonpay: { productType: 'PayAndShip' },
};

/** A valid value for each field a layout asks, by field name (the market's formats). */
function valueOf(field: string, countryCode: string): string | boolean | undefined {
  const name = field.slice(field.lastIndexOf('.') + 1);
  const postal: Record<string, string> = {
    NL: '1011 DJ',
    BE: '1000',
    DE: '10115',
    AT: '1010',
    US: '10001',
    BR: '01310-100',
    FR: '75001',
    ES: '28001',
    SG: '018956',
    MY: '50000',
    ID: '10110',
  };
  const phone: Record<string, string> = {
    NL: '+31 20 123 4567',
    US: '+1 212 555 0100',
    FR: '+33 1 23 45 67 89',
    ES: '+34 912 345 678',
    JP: '0312345678',
    SG: '+65 6123 4567',
    CA: '+1 416 555 0100',
  };
  const values: Record<string, string | boolean> = {
    cardNumber: '4111 1111 1111 1111',
    expiryDate: '03/30',
    securityCode: '737',
    holderName: 'J. Smith',
    ownerName: 'J. Smith',
    firstName: 'Jan',
    lastName: 'Jansen',
    gender: 'MALE',
    dateOfBirth: '14/03/1980',
    telephoneNumber: phone[countryCode] ?? '+31 20 123 4567',
    shopperEmail: 'jan@example.com',
    iban: 'NL13TEST0123456789',
    name: 'Acme Inc.',
    registrationNumber: '12345678',
    street: 'Main Street',
    houseNumberOrName: '1',
    postalCode: postal[countryCode] ?? '1011 DJ',
    city: 'Springfield',
    stateOrProvince: countryCode === 'BR' ? 'SP' : 'NY',
    country: countryCode,
    socialSecurityNumber: '123.456.789-09',
    bankAccountNumber: '40308669',
    bankLocationId: '560036',
    amountConsentCheckbox: true,
    accountConsentCheckbox: true,
    consentCheckbox: true,
    blikCode: '777123',
    virtualPaymentAddress: 'shopper@okaxis',
    phonePrefix: countryCode === 'PT' ? '+351' : '+7',
    phoneNumber: countryCode === 'PT' ? '912345678' : '9123456789',
  };
  return values[name];
}

let current: UsePaymentMethodResult | null = null;
function Method({ type }: { type: string }) {
  const method = usePaymentMethod(type, (OPTIONS[type] ?? {}) as never) as UsePaymentMethodResult;
  useEffect(() => {
    current = method;
  });
  return null;
}

/** Fills the form from its layout: each field a valid value (a select its first option), each frame its report. */
function fill(method: UsePaymentMethodResult, countryCode: string) {
  const machine = method.machine!;
  let secured = false;
  for (const field of method.layout.flatMap((section) => section.rows.flat())) {
    if (method.meta(field.field).visibility === 'hidden') continue;
    if (field.kind === 'secured') {
      secured = true;
      machine.send({
        type: 'securedField.changed',
        field: field.field,
        report: { valid: true, empty: false, encrypted: { [`encrypted-${field.field}`]: 'eyJ.test' } },
      } as never);
      continue;
    }
    const known = valueOf(field.field, countryCode);
    const value = field.kind === 'select' && field.options ? field.options[0]!.value : known;
    if (value === undefined || (field.optional && known === undefined)) continue;
    if (field.kind === 'checkbox' && typeof known !== 'boolean') continue;
    method.setField(field.field, value);
  }
  if (secured) machine.send({ type: 'securedFields.statusChanged', status: 'ready' } as never);
}

/** What a type's first request must be. */
const FIRST_REQUEST: Partial<Record<string, RegExp>> = {
  // Bacs: the first press confirms the data (no request), the second pays.
  directdebit_GB: /\/payments$/,
  giftcard: /\/paymentMethodBalance$/,
  mealVoucher_FR_natixis: /\/paymentMethodBalance$/,
  mealVoucher_FR_sodexo: /\/paymentMethodBalance$/,
  mealVoucher_FR_groupeup: /\/paymentMethodBalance$/,
};

/** A type the sandbox lists that the SDK has no definition for: paid by redirect. */
const UNKNOWN_LISTED = 'trustly';

describe('every registered type through usePaymentMethod', () => {
  const types: string[] = [...SUPPORTED_PAYMENT_METHOD_TYPES];

  it('covers the 59 types of the spec, upi_qr and upi_collect included', () => {
    expect(types.length).toBeGreaterThanOrEqual(61);
    expect(types).toEqual(expect.arrayContaining(['scheme', 'upi_qr', 'upi_collect', 'ach', 'giftcard']));
    expect(types).not.toContain(UNKNOWN_LISTED);
  });

  it.each([...types, UNKNOWN_LISTED])('%s', async (type) => {
    const { countryCode, currency } = marketOf(type);
    const amount = { value: currency === 'JPY' || currency === 'IDR' ? 5000 : 2500, currency };
    const session = await createSession(client, { amount, countryCode });
    current = null;
    // The scripts the page is asked to load (happy-dom runs none: a wallet's provider is then not there).
    const scripts: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) =>
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLScriptElement) scripts.push(node.src);
        }),
      ),
    );
    observer.observe(document, { childList: true, subtree: true });
    render(
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        amount={amount}
        countryCode={countryCode}
        session={{ id: session.id, sessionData: session.sessionData }}
        // A URL per test: the loader loads a URL once per page.
        scriptUrls={scriptUrlsFor(type)}
      >
        <Method type={type} />
      </CheckoutProvider>,
    );
    await waitFor(() => expect(current?.state).not.toBeNull());
    const method = current!;
    const wallet = WALLETS[type];
    if (wallet || type === 'applepay') {
      // A wallet asks its provider first: its script (Apple Pay: not on an http page, said at once).
      // (PayPal's URL carries its query: the client id, the currency…)
      if (wallet)
        await waitFor(() => expect(scripts.filter((src) => src.startsWith(wallet))).not.toEqual([]));
      await waitFor(() => expect(current!.available).toBe(false));
      // Why it cannot be used is why nothing can be paid.
      expect(current!.availabilityError).not.toBeNull();
      expect(current!.error).toBe(current!.availabilityError);
      observer.disconnect();
      return;
    }
    expect(method.error).toBeNull();
    observer.disconnect();
    act(() => fill(method, countryCode));
    // Every field valid (a wrong fixture names its field and error).
    await waitFor(() =>
      expect(
        Object.entries(current!.state!.fields)
          .filter(([, field]) => field.visibility !== 'hidden' && field.errorKey !== null)
          .map(([name, field]) => `${name}: ${field.errorKey}`),
      ).toEqual([]),
    );
    // Valid once every part the form shows has loaded (the card's direct mode: its checks' chunk).
    if (!FIRST_REQUEST[type]) await waitFor(() => expect(current!.isValid).toBe(true));
    // The unknown type: no field, named as the payment methods name it.
    if (type === UNKNOWN_LISTED) {
      expect(current!.layout).toEqual([]);
      expect(current!.payButtonLabel).toBe('Continue to Trustly');
    }
    if (type === 'directdebit_GB') {
      act(() => current!.submit());
      expect(current!.view ?? (current!.state!.extra as { step: string }).step).toBe('confirm');
    }
    const before = requests.length;
    act(() => current!.submit());
    await waitFor(() =>
      expect(
        requests
          .slice(before)
          .filter((entry) => entry.method === 'POST' && !entry.path.endsWith('/binLookup')),
      ).not.toEqual([]),
    );
    // The bin lookup a card number asked for before is not the payment's request.
    const first = requests
      .slice(before)
      .find((entry) => entry.method === 'POST' && !entry.path.endsWith('/binLookup'))!;
    expect(first.path).toMatch(FIRST_REQUEST[type] ?? /\/payments$/);
    const paymentMethod = first.body.paymentMethod as { type?: string } | undefined;
    expect(paymentMethod?.type).toBe(type === 'upi' ? 'upi_collect' : type);
  });
});

describe('a type the SDK does not know', () => {
  it.each([
    ['mystery_pay', "'mystery_pay' is not a valid Checkout Component"],
    ['', 'No Payment Method component was passed'],
  ])('%j is refused when the payment methods do not list it: %s', async (type, message) => {
    const session = await createSession(client, {
      amount: { value: 2500, currency: 'EUR' },
      countryCode: 'NL',
    });
    current = null;
    render(
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        amount={{ value: 2500, currency: 'EUR' }}
        countryCode="NL"
        session={{ id: session.id, sessionData: session.sessionData }}
      >
        <Method type={type} />
      </CheckoutProvider>,
    );
    await waitFor(() => expect(current?.error?.message).toBe(message));
    expect(current!.error!.type).toBe('IMPLEMENTATION_ERROR');
    expect(current!.state).toBeNull();
    expect(current!.screen.name).toBe('unavailable');
    expect(requests.filter((entry) => entry.path.endsWith('/payments'))).toEqual([]);
  });
});

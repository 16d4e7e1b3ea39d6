/**
 * The sandbox's Amazon Pay and PayPal (test doubles of the providers, docs/sandbox.md): the
 * stand-in scripts, Amazon's checkout and confirmation pages, the AmazonPayUtility calls
 * (signString with a real signature, getCheckoutDetails, updateCheckoutSession), PayPal's
 * approval, and the payments of both: Authorised, Refused, and 422 for anything else, never 5xx.
 */
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMAZON_PAY_PUBLIC_KEY_ID, verifyAmazonPaySignature } from '../../examples/sandbox/amazon-pay';
import { createSandbox } from '../../examples/sandbox/app';
import { createClient, createSession } from './helpers';

const BASE = 'http://wallets.test/';
const SHOP = 'http://localhost:5173/checkout';
const sandbox = createSandbox();
const server = setupServer(http.all(`${BASE}*`, ({ request }) => sandbox.handle(request)));
const client = createClient(BASE);

beforeAll(async () => {
  await sandbox.ready;
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

/** Posts a form as a browser does; the answer unfollowed. */
const postForm = (path: string, fields: Record<string, string>) =>
  sandbox.handle(
    new Request(new URL(path, BASE), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  );
const getPage = (url: string) => sandbox.handle(new Request(new URL(url, BASE)));

/** A checkout of the sessions flow: its session, whose sessionData each payment answer renews. */
interface Checkout {
  id: string;
  sessionData: string;
}

/** A new checkout (a session of 75.00 EUR returning to the shop). */
async function newCheckout(): Promise<Checkout> {
  const session = await createSession(client, { returnUrl: `${SHOP}/return` });
  return { id: session.id, sessionData: session.sessionData };
}

/** What names the checkout in an AmazonPayUtility call. */
const bindingOf = (checkout: Checkout) => ({ sessionId: checkout.id, sessionData: checkout.sessionData });

/** The button's checkout session configuration (the merchant's store, back to the shop). */
const payloadOf = (config: Record<string, unknown> = {}) =>
  JSON.stringify({
    storeId: 'amzn1.application-oa2-client.sandbox',
    chargePermissionType: 'OneTime',
    webCheckoutDetails: { checkoutReviewReturnUrl: `${SHOP}?sessionId=S1`, checkoutCancelUrl: SHOP },
    ...config,
  });

/** A signed checkout session configuration, as the button sends it to Amazon. */
async function signedPayload(checkout: Checkout, config: Record<string, unknown> = {}) {
  const payloadJSON = payloadOf(config);
  const signed = await client.post('v1/AmazonPayUtility/signString', {
    stringToSign: payloadJSON,
    ...bindingOf(checkout),
  });
  expect(signed.status).toBe(200);
  return {
    payloadJSON,
    signature: signed.body.signature as string,
    publicKeyId: AMAZON_PAY_PUBLIC_KEY_ID,
    region: 'eu',
  };
}

/** Through Amazon's page: a checkout session of the checkout with the instrument chosen; its id. */
async function approvedSession(checkout: Checkout, instrument = 'visa'): Promise<string> {
  const answer = await postForm('amazonpay/checkout', {
    ...(await signedPayload(checkout)),
    address: 'home',
    instrument,
    decision: 'continue',
  });
  expect(answer.status).toBe(303);
  const location = new URL(answer.headers.get('location')!);
  expect(location.origin + location.pathname).toBe(SHOP);
  expect(location.searchParams.get('sessionId')).toBe('S1');
  return location.searchParams.get('amazonCheckoutSessionId')!;
}

const details = (checkout: Checkout, checkoutSessionId: string, extra: Record<string, unknown> = {}) =>
  client.post('v1/AmazonPayUtility/getCheckoutDetails', {
    checkoutSessionId,
    publicKeyId: AMAZON_PAY_PUBLIC_KEY_ID,
    region: 'EU',
    ...bindingOf(checkout),
    ...extra,
  });

/** Updates a session (the amount) and runs Amazon's confirmation; the result URL it returns to. */
async function confirm(
  checkout: Checkout,
  checkoutSessionId: string,
  amount = { value: 7500, currency: 'EUR' },
) {
  const update = await client.post('v1/AmazonPayUtility/updateCheckoutSession', {
    amount,
    chargePermissionType: 'OneTime',
    checkoutResultReturnUrl: `${SHOP}?sessionId=S1&amazonCheckoutResult=1`,
    checkoutSessionId,
    publicKeyId: AMAZON_PAY_PUBLIC_KEY_ID,
    region: 'EU',
    ...bindingOf(checkout),
  });
  expect(update.status).toBe(200);
  expect(update.body.action).toEqual({
    type: 'redirect',
    method: 'GET',
    url: expect.stringContaining('amazonpay/confirm?'),
  });
  const page = await getPage(update.body.action.url as string);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Confirming your purchase');
  const back = await postForm('amazonpay/confirm', { amazonCheckoutSessionId: checkoutSessionId });
  expect(back.status).toBe(303);
  return back.headers.get('location')!;
}

/** Pays in the checkout's session (its sessionData renewed from the answer). */
const pay = async (checkout: Checkout, paymentMethod: Record<string, unknown>) => {
  const answer = await client.post(`v1/sessions/${checkout.id}/payments`, {
    sessionData: checkout.sessionData,
    paymentMethod,
  });
  if (typeof answer.body?.sessionData === 'string') checkout.sessionData = answer.body.sessionData;
  return answer;
};

describe("Amazon Pay's stand-in", () => {
  it.each(['eu', 'uk', 'us'])("serves Amazon's API as checkout.js of region %s", async (region) => {
    const response = await getPage(`amazonpay/${region}/checkout.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await response.text();
    for (const api of ['renderButton', 'bindChangeAction', 'signout']) expect(script).toContain(api);
  });

  it('has no other region', async () => {
    expect((await getPage('amazonpay/jp/checkout.js')).status).toBe(404);
  });

  it("signString: a real RSASSA-PSS signature of the checkout's button payload; 422 for a bad body or a string that is no payload, 401 without a client key", async () => {
    const checkout = await newCheckout();
    const payload = payloadOf();
    const signed = await client.post('v1/AmazonPayUtility/signString', {
      stringToSign: payload,
      ...bindingOf(checkout),
    });
    expect(signed.status).toBe(200);
    expect(verifyAmazonPaySignature(payload, signed.body.signature as string)).toBe(true);
    expect(
      verifyAmazonPaySignature(
        payloadOf({ chargePermissionType: 'Recurring' }),
        signed.body.signature as string,
      ),
    ).toBe(false);
    expect((await client.post('v1/AmazonPayUtility/signString', { stringToSign: '' })).status).toBe(422);
    expect((await client.post('v1/AmazonPayUtility/signString', { other: 1 })).status).toBe(422);
    const arbitrary = await client.post('v1/AmazonPayUtility/signString', {
      stringToSign: 'any string at all',
    });
    expect(arbitrary.status).toBe(422);
    expect(arbitrary.body.errorCode).toBe('702');
    expect(
      (await client.post('v1/AmazonPayUtility/signString', { stringToSign: payload }, { clientKey: null }))
        .status,
    ).toBe(401);
  });

  it("the checkout page verifies the payload's signature", async () => {
    const payload = await signedPayload(await newCheckout());
    const page = await getPage(`amazonpay/checkout?${new URLSearchParams(payload).toString()}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Pay with Amazon');
    expect(html).toContain('Visa ••••1111');
    expect(html).toContain('Mastercard ••••0002 (declined at payment)');
    const forged = await getPage(
      `amazonpay/checkout?${new URLSearchParams({ ...payload, payloadJSON: payload.payloadJSON.replace('OneTime', 'Recurring') }).toString()}`,
    );
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain(
      'The signature of the checkout session configuration is not valid.',
    );
  });

  it('cancel returns to the cancel URL without a session; an unknown instrument is 422', async () => {
    const checkout = await newCheckout();
    const cancel = await postForm('amazonpay/checkout', {
      ...(await signedPayload(checkout)),
      decision: 'cancel',
    });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(SHOP);
    const bad = await postForm('amazonpay/checkout', {
      ...(await signedPayload(checkout)),
      decision: 'continue',
      address: 'home',
      instrument: 'amex',
    });
    expect(bad.status).toBe(422);
  });

  it("getCheckoutDetails: the buyer, the address and the instrument chosen; the decline flow's URL; unknown 422", async () => {
    const checkout = await newCheckout();
    const id = await approvedSession(checkout);
    const answer = await details(checkout, id, { getDeliveryAddress: true });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      buyer: { name: 'Jan Jansen', email: 'jan.jansen@example.com' },
      shippingAddress: { addressLine1: 'Simon Carmiggeltstraat 6-50', city: 'Amsterdam', countryCode: 'NL' },
      paymentPreferences: [{ paymentDescriptor: 'Visa ••••1111' }],
    });
    const decline = await details(checkout, id, { getDeclineFlowUrl: true });
    expect(new URL(decline.body.declineFlowUrl as string).searchParams.get('declined')).toBe('1');
    expect((await details(checkout, 'AMZN-UNKNOWN')).status).toBe(422);
    expect((await details(checkout, id, { region: 'JP' })).status).toBe(422);
  });

  it('updateCheckoutSession refuses a bad body (422) and answers errorMessage for a confirmed session', async () => {
    const checkout = await newCheckout();
    const id = await approvedSession(checkout);
    expect(
      (
        await client.post('v1/AmazonPayUtility/updateCheckoutSession', {
          checkoutSessionId: id,
          ...bindingOf(checkout),
        })
      ).status,
    ).toBe(422);
    await confirm(checkout, id);
    const again = await client.post('v1/AmazonPayUtility/updateCheckoutSession', {
      amount: { value: 7500, currency: 'EUR' },
      chargePermissionType: 'OneTime',
      checkoutResultReturnUrl: SHOP,
      checkoutSessionId: id,
      publicKeyId: AMAZON_PAY_PUBLIC_KEY_ID,
      region: 'EU',
      ...bindingOf(checkout),
    });
    expect(again.body).toEqual({ errorMessage: 'The checkout session is already confirmed' });
  });
});

describe('Amazon Pay payments', () => {
  it('a confirmed session pays once: Authorised, then 422', async () => {
    const checkout = await newCheckout();
    const id = await approvedSession(checkout);
    const back = new URL(await confirm(checkout, id));
    expect(back.searchParams.get('amazonCheckoutSessionId')).toBe(id);
    expect(back.searchParams.get('amazonCheckoutResult')).toBe('1');
    const paid = await pay(checkout, { type: 'amazonpay', checkoutSessionId: id });
    expect(paid.status).toBe(200);
    expect(paid.body.resultCode).toBe('Authorised');
    const second = await pay(checkout, { type: 'amazonpay', checkoutSessionId: id });
    expect(second.status).toBe(422);
  });

  it('the declining instrument is Refused; the decline flow chooses another, which pays', async () => {
    const checkout = await newCheckout();
    const id = await approvedSession(checkout, 'mastercard');
    await confirm(checkout, id);
    expect((await pay(checkout, { type: 'amazonpay', checkoutSessionId: id })).body.resultCode).toBe(
      'Refused',
    );
    const change = await postForm('amazonpay/checkout', {
      amazonCheckoutSessionId: id,
      changeAction: 'changePayment',
      address: 'office',
      instrument: 'visa',
      decision: 'continue',
    });
    expect(change.status).toBe(303);
    expect((await details(checkout, id)).body.shippingAddress.addressLine1).toBe('Keizersgracht 313');
    await confirm(checkout, id);
    expect((await pay(checkout, { type: 'amazonpay', checkoutSessionId: id })).body.resultCode).toBe(
      'Authorised',
    );
  });

  it.each([
    ['no checkoutSessionId', {}],
    ['an unknown session', { checkoutSessionId: 'AMZN-UNKNOWN' }],
    ['a number', { checkoutSessionId: 42 }],
  ])('refuses %s with 422', async (_case, fields) => {
    const answer = await pay(await newCheckout(), { type: 'amazonpay', ...fields });
    expect(answer.status).toBe(422);
  });

  it('refuses a session Amazon has not confirmed, or confirmed for another amount', async () => {
    const checkout = await newCheckout();
    const open = await approvedSession(checkout);
    expect((await pay(checkout, { type: 'amazonpay', checkoutSessionId: open })).status).toBe(422);
    const other = await approvedSession(checkout);
    await confirm(checkout, other, { value: 100, currency: 'EUR' });
    expect((await pay(checkout, { type: 'amazonpay', checkoutSessionId: other })).status).toBe(422);
  });
});

describe("PayPal's stand-in and payments", () => {
  it('serves the SDK with a client id; 400 without (as PayPal refuses to load)', async () => {
    const sdk = await getPage(
      'paypal/sdk/js?client-id=sandbox-paypal-client-id&currency=EUR&components=buttons,funding-eligibility',
    );
    expect(sdk.status).toBe(200);
    const script = await sdk.text();
    for (const api of ['Buttons', 'getFundingSources', 'FUNDING', 'isEligible'])
      expect(script).toContain(api);
    expect((await getPage('paypal/sdk/js?currency=EUR')).status).toBe(400);
  });

  /** A PayPal payment up to its sdk action: the session, the paymentData and the order. */
  async function paypalOrder() {
    const session = await createSession(client);
    const answer = await client.post(`v1/sessions/${session.id}/payments`, {
      sessionData: session.sessionData,
      paymentMethod: { type: 'paypal', subtype: 'sdk' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.action).toMatchObject({
      type: 'sdk',
      paymentMethodType: 'paypal',
      paymentData: expect.any(String),
    });
    const submitDetails = (detailsOf: Record<string, unknown>) =>
      client.post(`v1/sessions/${session.id}/paymentDetails`, {
        sessionData: answer.body.sessionData ?? session.sessionData,
        paymentData: answer.body.action.paymentData,
        details: detailsOf,
      });
    return { orderID: answer.body.action.sdkData.token as string, submitDetails };
  }

  it('the payment answers the sdk action with a token; the approval with its payer pays (Authorised)', async () => {
    const { orderID, submitDetails } = await paypalOrder();
    const approval = await client.post('paypal/sdk/approve', { orderID });
    expect(approval.status).toBe(200);
    const paid = await submitDetails({
      orderID,
      payerID: approval.body.payerID,
      paymentID: null,
      billingToken: null,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.resultCode).toBe('Authorised');
  });

  it('refuses a payment without the sdk subtype, a forged order or payer, and missing details (422)', async () => {
    expect((await pay(await newCheckout(), { type: 'paypal' })).status).toBe(422);
    expect((await client.post('paypal/sdk/approve', { orderID: 'EC-FORGED' })).status).toBe(422);
    expect((await client.post('paypal/sdk/approve', {})).status).toBe(422);
    const { orderID, submitDetails } = await paypalOrder();
    expect((await submitDetails({ orderID })).status).toBe(422);
    expect((await submitDetails({ orderID, payerID: 'PAYER-FORGED' })).status).toBe(422);
    const other = await paypalOrder();
    const otherPayer = (await client.post('paypal/sdk/approve', { orderID: other.orderID })).body
      .payerID as string;
    expect((await submitDetails({ orderID: other.orderID, payerID: otherPayer })).status).toBe(422);
  });

  it('an amount ending in 13 is Refused', async () => {
    const session = await createSession(client, { amount: { value: 7513, currency: 'EUR' } });
    const answer = await client.post(`v1/sessions/${session.id}/payments`, {
      sessionData: session.sessionData,
      paymentMethod: { type: 'paypal', subtype: 'sdk' },
    });
    const orderID = answer.body.action.sdkData.token as string;
    const payerID = (await client.post('paypal/sdk/approve', { orderID })).body.payerID as string;
    const refused = await client.post(`v1/sessions/${session.id}/paymentDetails`, {
      sessionData: answer.body.sessionData ?? session.sessionData,
      paymentData: answer.body.action.paymentData,
      details: { orderID, payerID },
    });
    expect(refused.body.resultCode).toBe('Refused');
  });
});

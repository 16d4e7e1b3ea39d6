/**
 * Amazon Pay's utility calls bound to their checkout (issue 29), inside the sandbox contract (so
 * through msw and over real HTTP): signString signs only the checkout's own button payload and
 * remembers the checkout; the checkout session Amazon's page then creates is that checkout's, and
 * getCheckoutDetails, updateCheckoutSession and the payment answer it alone. Another checkout
 * (another session of the same client key, another merchant's client key, the client key without
 * the session) is refused with 403 '725', a session it cannot prove with 422 '720', a string that
 * is no payload with 422 '702': never a 5xx, and the owner's journey still pays.
 */
import { describe, expect, it } from 'vitest';
import { AMAZON_PAY_PUBLIC_KEY_ID, verifyAmazonPaySignature } from '../../examples/sandbox/amazon-pay';
import type { Sandbox } from '../../examples/sandbox/app';
import { SANDBOX_API_KEY } from '../../examples/sandbox/merchants';
import { postForm } from './flow-helpers';
import { createSession } from './helpers';
import type { ClientResponse, SandboxClient } from './helpers';

/** What the Amazon Pay suite gets from the contract. */
interface AmazonPayContractEnv {
  /** The sandbox under test (reset before each test by the contract). */
  sandbox: Sandbox;
  /** The client of the served sandbox. */
  client(): SandboxClient;
  /** A second merchant's client key and API key (the same Amazon Pay configuration). */
  other: { clientKey: string; apiKey: string };
}

/** The shop's page, on the origin the test client key allows (the examples' default port). */
const SHOP = 'http://localhost:5173/checkout';
const STORE_ID = 'amzn1.application-oa2-client.sandbox';

/** A checkout: its client key and, in the sessions flow, its session (sessionData renewed by payments). */
interface Checkout {
  clientKey?: string;
  session?: { id: string; sessionData: string };
}

/** Checks the service's error shape, status and code (never a 5xx). */
function expectRefusal(response: ClientResponse, status: number, errorCode: string, message?: RegExp) {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ status, errorCode });
  expect(Object.keys(response.body as object).sort()).toEqual([
    'errorCode',
    'errorType',
    'message',
    'status',
  ]);
  if (message) expect(response.body.message).toMatch(message);
}

function describeAmazonPayContract(env: AmazonPayContractEnv) {
  const client = () => env.client();
  const base = () => client().base;

  /** A checkout of the sessions flow (75.00 EUR, back to the shop), of the test merchant or the other. */
  async function sessionCheckout(merchant: 'test' | 'other' = 'test'): Promise<Checkout> {
    const other = merchant === 'other';
    const session = await createSession(
      client(),
      { returnUrl: `${SHOP}/return` },
      other ? env.other.apiKey : SANDBOX_API_KEY,
    );
    return {
      ...(other ? { clientKey: env.other.clientKey } : {}),
      session: { id: session.id, sessionData: session.sessionData },
    };
  }

  /** A utility call as the checkout makes it: its client key, and its session in the body. */
  const utility = (checkout: Checkout, call: string, body: Record<string, unknown>) =>
    client().post(
      `v1/AmazonPayUtility/${call}`,
      {
        ...body,
        ...(checkout.session
          ? { sessionId: checkout.session.id, sessionData: checkout.session.sessionData }
          : {}),
      },
      checkout.clientKey ? { clientKey: checkout.clientKey } : {},
    );

  /** The button's checkout session configuration. */
  const payloadOf = (config: Record<string, unknown> = {}) =>
    JSON.stringify({
      storeId: STORE_ID,
      chargePermissionType: 'OneTime',
      webCheckoutDetails: { checkoutReviewReturnUrl: `${SHOP}?step=review`, checkoutCancelUrl: SHOP },
      ...config,
    });

  /** Signs the checkout's button, then approves at Amazon's page: the checkout session's id. */
  async function approved(checkout: Checkout, instrument = 'visa'): Promise<string> {
    const payloadJSON = payloadOf();
    const signed = await utility(checkout, 'signString', { stringToSign: payloadJSON });
    expect(signed.status).toBe(200);
    expect(verifyAmazonPaySignature(payloadJSON, signed.body.signature as string)).toBe(true);
    const page = await postForm(new URL('amazonpay/checkout', base()).href, {
      payloadJSON,
      signature: signed.body.signature as string,
      publicKeyId: AMAZON_PAY_PUBLIC_KEY_ID,
      region: 'eu',
      address: 'home',
      instrument,
      decision: 'continue',
    });
    expect(page.status).toBe(303);
    const back = new URL(page.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(SHOP);
    return back.searchParams.get('amazonCheckoutSessionId')!;
  }

  const details = (checkout: Checkout, checkoutSessionId: string) =>
    utility(checkout, 'getCheckoutDetails', {
      checkoutSessionId,
      publicKeyId: AMAZON_PAY_PUBLIC_KEY_ID,
      region: 'EU',
      getDeliveryAddress: true,
    });

  const update = (checkout: Checkout, checkoutSessionId: string, changes: Record<string, unknown> = {}) =>
    utility(checkout, 'updateCheckoutSession', {
      amount: { value: 7500, currency: 'EUR' },
      chargePermissionType: 'OneTime',
      checkoutResultReturnUrl: `${SHOP}?amazonCheckoutResult=1`,
      checkoutSessionId,
      publicKeyId: AMAZON_PAY_PUBLIC_KEY_ID,
      region: 'EU',
      ...changes,
    });

  /** The owner's confirm: the update, then Amazon's confirmation page posting itself. */
  async function confirmed(checkout: Checkout, checkoutSessionId: string): Promise<void> {
    const updated = await update(checkout, checkoutSessionId);
    expect(updated.status).toBe(200);
    expect(updated.body.action).toMatchObject({
      type: 'redirect',
      url: expect.stringContaining('amazonpay/confirm?'),
    });
    const back = await postForm(new URL('amazonpay/confirm', base()).href, {
      amazonCheckoutSessionId: checkoutSessionId,
    });
    expect(back.status).toBe(303);
  }

  /** Pays in the checkout's session (sessions flow). */
  async function paySession(checkout: Checkout, checkoutSessionId: string) {
    const answer = await client().post(
      `v1/sessions/${checkout.session!.id}/payments`,
      {
        sessionData: checkout.session!.sessionData,
        paymentMethod: { type: 'amazonpay', checkoutSessionId },
      },
      checkout.clientKey ? { clientKey: checkout.clientKey } : {},
    );
    if (typeof answer.body?.sessionData === 'string') checkout.session!.sessionData = answer.body.sessionData;
    return answer;
  }

  /** Pays from the merchant's server (advanced flow). */
  const payServer = (checkoutSessionId: string, apiKey = SANDBOX_API_KEY) =>
    client().post(
      'merchant/v1/payments',
      {
        amount: { value: 7500, currency: 'EUR' },
        reference: `amazon-${Math.random().toString(36).slice(2)}`,
        countryCode: 'NL',
        returnUrl: `${SHOP}/return`,
        paymentMethod: { type: 'amazonpay', checkoutSessionId },
      },
      { headers: { 'x-api-key': apiKey }, clientKey: null },
    );

  describe('Amazon Pay bound to its checkout', () => {
    it("the checkout's own journey: signed, approved, details, update, confirmed, paid", async () => {
      const checkout = await sessionCheckout();
      const id = await approved(checkout);
      const found = await details(checkout, id);
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({
        checkoutSessionId: id,
        buyer: { name: 'Jan Jansen', email: 'jan.jansen@example.com' },
        shippingAddress: { addressLine1: 'Simon Carmiggeltstraat 6-50' },
      });
      await confirmed(checkout, id);
      const paid = await paySession(checkout, id);
      expect(paid.status).toBe(200);
      expect(paid.body.resultCode).toBe('Authorised');
    });

    it.each([
      ['another session of the same client key', () => sessionCheckout('test')],
      ["another merchant's client key and session", () => sessionCheckout('other')],
      [
        'the client key without the session (the advanced flow)',
        (): Promise<Checkout> => Promise.resolve({}),
      ],
    ])(
      'refuses %s 403 725 for getCheckoutDetails, updateCheckoutSession and the payment; the owner still pays',
      async (_case, otherCheckout) => {
        const owner = await sessionCheckout();
        const id = await approved(owner);
        const intruder: Checkout = await otherCheckout();
        const read = await details(intruder, id);
        expectRefusal(read, 403, '725', /checkout session belongs to another checkout/);
        expect(JSON.stringify(read.body)).not.toContain('Jan Jansen');
        expectRefusal(
          await update(intruder, id, {
            checkoutResultReturnUrl: `${SHOP}?stolen=1`,
            amount: { value: 100, currency: 'EUR' },
          }),
          403,
          '725',
        );
        expectRefusal(
          await utility(intruder, 'getCheckoutDetails', {
            checkoutSessionId: id,
            publicKeyId: AMAZON_PAY_PUBLIC_KEY_ID,
            region: 'EU',
            getDeclineFlowUrl: true,
          }),
          403,
          '725',
        );
        // The owner's session was not re-pointed: its own confirm and payment go through.
        await confirmed(owner, id);
        if (intruder.session) expectRefusal(await paySession(intruder, id), 403, '725');
        else expectRefusal(await payServer(id), 403, '725');
        const paid = await paySession(owner, id);
        expect(paid.body.resultCode).toBe('Authorised');
      },
    );

    it('a session the caller cannot prove is 422 720; half of the proof 422 702', async () => {
      const owner = await sessionCheckout();
      const id = await approved(owner);
      const other = await sessionCheckout();
      // Another session's sessionData under the owner's session id, and another merchant's key.
      const forged = { session: { id: owner.session!.id, sessionData: other.session!.sessionData } };
      expectRefusal(await details(forged, id), 422, '720');
      expectRefusal(await update(forged, id), 422, '720');
      expectRefusal(await utility(forged, 'signString', { stringToSign: payloadOf() }), 422, '720');
      expectRefusal(
        await details({ clientKey: env.other.clientKey, session: owner.session! }, id),
        422,
        '720',
      );
      expectRefusal(
        await client().post('v1/AmazonPayUtility/getCheckoutDetails', {
          checkoutSessionId: id,
          publicKeyId: AMAZON_PAY_PUBLIC_KEY_ID,
          region: 'EU',
          sessionId: owner.session!.id,
        }),
        422,
        '702',
        /sessionId and sessionData/,
      );
      expect((await details(owner, id)).status).toBe(200);
    });

    it("signString signs the checkout's own button only: not another store, another origin or another amount", async () => {
      const checkout = await sessionCheckout();
      const sign = (stringToSign: string, who: Checkout = checkout) =>
        utility(who, 'signString', { stringToSign });
      expectRefusal(await sign('sign me'), 422, '702', /stringToSign/);
      expectRefusal(await sign('{"storeId":"x"}'), 422, '702', /stringToSign/);
      expectRefusal(
        await sign(payloadOf({ storeId: 'amzn1.application-oa2-client.another' })),
        403,
        '725',
        /storeId/,
      );
      expectRefusal(
        await sign(
          payloadOf({ webCheckoutDetails: { checkoutReviewReturnUrl: 'https://evil.example/review' } }),
        ),
        403,
        '725',
        /checkoutReviewReturnUrl: https:\/\/evil\.example is not an origin/,
      );
      expectRefusal(
        await sign(
          payloadOf({
            webCheckoutDetails: {
              checkoutReviewReturnUrl: `${SHOP}?step=review`,
              checkoutCancelUrl: 'https://evil.example/',
            },
          }),
        ),
        403,
        '725',
        /checkoutCancelUrl/,
      );
      const processOrder = (amount: string, currencyCode = 'EUR') =>
        payloadOf({
          webCheckoutDetails: {
            checkoutResultReturnUrl: `${SHOP}?amazonCheckoutResult=1`,
            checkoutMode: 'ProcessOrder',
          },
          paymentDetails: {
            chargeAmount: { amount, currencyCode },
            paymentIntent: 'Confirm',
            presentmentCurrency: currencyCode,
            totalOrderAmount: { amount, currencyCode },
          },
        });
      expectRefusal(await sign(processOrder('1.00')), 403, '725', /chargeAmount 1\.00 EUR/);
      expectRefusal(await sign(processOrder('75.00', 'USD')), 403, '725', /chargeAmount 75\.00 USD/);
      // The session's own amount, and the session's own return origin for another merchant's key.
      expect((await sign(processOrder('75.00'))).status).toBe(200);
      const abroad = await sessionCheckout('other');
      expect((await sign(payloadOf(), abroad)).status).toBe(200);
      expectRefusal(
        await sign(payloadOf(), { clientKey: env.other.clientKey }),
        403,
        '725',
        /is not an origin this client key allows/,
      );
    });

    it("Amazon's page creates no checkout session from a signature the service did not make for a checkout", async () => {
      const checkout = await sessionCheckout();
      const payloadJSON = payloadOf();
      const signed = await utility(checkout, 'signString', { stringToSign: payloadJSON });
      env.sandbox.reset();
      const page = await postForm(new URL('amazonpay/checkout', base()).href, {
        payloadJSON,
        signature: signed.body.signature as string,
        publicKeyId: AMAZON_PAY_PUBLIC_KEY_ID,
        region: 'eu',
        address: 'home',
        instrument: 'visa',
        decision: 'continue',
      });
      expect(page.status).toBe(400);
      expect(page.text).toContain('not signed for a checkout');
    });

    it("updateCheckoutSession keeps Amazon's return on the checkout's own origins", async () => {
      const checkout = await sessionCheckout();
      const id = await approved(checkout);
      expectRefusal(
        await update(checkout, id, {
          checkoutResultReturnUrl: 'https://evil.example/?amazonCheckoutResult=1',
        }),
        403,
        '725',
        /checkoutResultReturnUrl: https:\/\/evil\.example/,
      );
      await confirmed(checkout, id);
    });

    it('the advanced flow: the client key alone is the checkout; its server pays; a session may not', async () => {
      const checkout: Checkout = {};
      const id = await approved(checkout);
      expect((await details(checkout, id)).status).toBe(200);
      expectRefusal(await details({ clientKey: env.other.clientKey }, id), 403, '725');
      const session = await sessionCheckout();
      expectRefusal(await details(session, id), 403, '725');
      await confirmed(checkout, id);
      expectRefusal(await paySession(session, id), 403, '725');
      expectRefusal(await payServer(id, env.other.apiKey), 403, '725');
      const paid = await payServer(id);
      expect(paid.status).toBe(200);
      expect(paid.body.resultCode).toBe('Authorised');
      // Paid once: the next payment of its server is refused as already paid.
      expectRefusal(await payServer(id), 422, '702', /already paid/);
    });
  });
}

export { describeAmazonPayContract };
export type { AmazonPayContractEnv };

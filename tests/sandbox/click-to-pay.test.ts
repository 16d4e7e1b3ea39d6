/**
 * The Click to Pay stand-ins (routes/click-to-pay.ts) and the card processor's Click to Pay
 * payments, over real HTTP: each script is fetched and run in a small page of its own (a Node vm
 * with the globals a provider's script uses), and its answers are the documented ones; payments
 * with each scheme's payload get the test card's outcome.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- the stand-ins' answers and a small fake page's DOM nodes, read as a provider's script sees them */
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../examples/sandbox/app';
import {
  CLICK_TO_PAY_SHOPPERS,
  SANDBOX_VISA_TOKEN_REFERENCE,
  checkoutPayloadOf,
} from '../../examples/sandbox/click-to-pay';
import { startSandboxServer, type SandboxServer } from '../../examples/sandbox/server';
import { createClient, createSession, type SandboxClient } from './helpers';

type Api = Record<string, (...args: unknown[]) => Promise<any>>;

/** Runs a stand-in script in a page of its own; the dialog of checkout answers with `dcfButton`. */
function runScript(
  source: string,
  storage: Map<string, string>,
  dcfButton: 'Continue' | 'Cancel' = 'Continue',
) {
  const body = {
    appendChild(dialog: any) {
      queueMicrotask(() => dialog.buttons.find((button: any) => button.textContent === dcfButton).click());
    },
  };
  const document = {
    body,
    createElement(tag: string) {
      const listeners: Record<string, (() => void)[]> = {};
      const node: any = {
        tag,
        textContent: '',
        buttons: [] as any[],
        open: false,
        setAttribute() {},
        appendChild(child: any) {
          if (child.tag === 'button') node.buttons.push(child);
        },
        addEventListener(type: string, listener: () => void) {
          (listeners[type] ??= []).push(listener);
        },
        click() {
          for (const listener of listeners.click ?? []) listener();
        },
        showModal() {
          node.open = true;
        },
        close() {
          node.open = false;
        },
        remove() {},
        focus() {},
      };
      return node;
    },
  };
  const window: any = {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  };
  runInNewContext(source, { window, document, setTimeout, Promise, btoa, JSON, Date, String, Object, Math });
  return window;
}

const INIT = {
  srciDpaId: 'dpa',
  srcInitiatorId: 'initiator',
  srciTransactionId: 't',
  dpaTransactionOptions: {},
};

describe('Click to Pay stand-ins and payments', () => {
  let running: SandboxServer;
  let client: SandboxClient;
  let visaSource: string;
  let mcSource: string;

  beforeAll(async () => {
    running = await startSandboxServer({ port: 0, sandbox: createSandbox() });
    client = createClient(running.url);
    const visa = await fetch(new URL('click-to-pay/visa/sdk.js', running.url));
    const mc = await fetch(new URL('click-to-pay/mastercard/sdk.js', running.url));
    expect(visa.status).toBe(200);
    expect(visa.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(mc.status).toBe(200);
    visaSource = await visa.text();
    mcSource = await mc.text();
  });
  afterAll(async () => {
    await running.close();
  });

  it('serves no card number to the page', () => {
    for (const shopper of CLICK_TO_PAY_SHOPPERS)
      for (const card of shopper.cards) {
        expect(visaSource).not.toContain(card.number);
        expect(mcSource).not.toContain(card.number);
      }
  });

  it("Visa's stand-in: lookup, code (wrong, expired, right), profile, recognition until unbind", async () => {
    const storage = new Map<string, string>();
    const page = runScript(visaSource, storage);
    const sdk: Api = new page.vAdapters.VisaSRCI();
    await expect(sdk.init!({})).rejects.toMatchObject({ reason: 'INVALID_PARAMETER' });
    await sdk.init!(INIT);
    expect(await sdk.isRecognized!()).toEqual({ recognized: false });
    expect(await sdk.identityLookup!({ identityValue: 'nobody@example.com', type: 'EMAIL' })).toEqual({
      consumerPresent: false,
    });
    await expect(sdk.identityLookup!({ identityValue: 'not-an-email', type: 'EMAIL' })).rejects.toMatchObject(
      {
        reason: 'ID_FORMAT_UNSUPPORTED',
      },
    );
    expect(await sdk.identityLookup!({ identityValue: 'mc-shopper@example.com', type: 'EMAIL' })).toEqual({
      consumerPresent: false,
    });
    expect(await sdk.identityLookup!({ identityValue: '+31 6 1234 5678', type: 'MOBILE_NUMBER' })).toEqual({
      consumerPresent: true,
    });
    expect(await sdk.initiateIdentityValidation!()).toEqual({ maskedValidationChannel: '•••• 5678' });
    expect(await sdk.identityLookup!({ identityValue: 'Shopper@Example.com', type: 'EMAIL' })).toEqual({
      consumerPresent: true,
    });
    expect(await sdk.initiateIdentityValidation!()).toEqual({ maskedValidationChannel: 's•••@example.com' });
    await expect(sdk.completeIdentityValidation!('111111')).rejects.toMatchObject({ reason: 'CODE_INVALID' });
    await expect(sdk.completeIdentityValidation!('000000')).rejects.toMatchObject({ reason: 'CODE_EXPIRED' });
    const { idToken } = await sdk.completeIdentityValidation!('123456');
    expect(storage.get('sandbox-ctp:recognized:visa')).toBe('shopper');
    const profile = await sdk.getSrcProfile!({ idTokens: [idToken] });
    expect(profile.srcCorrelationId).toBe('sandbox-ctp-visa-shopper');
    const cards = profile.profiles[0].maskedCards;
    expect(cards.map((card: any) => card.panLastFour)).toEqual(['1111', '0002', '0006', '0008', '0007']);
    const year = new Date().getFullYear();
    expect(cards[0]).toMatchObject({
      tokenId: 'sandbox-visa-token-1111',
      panExpirationYear: String(year + 4),
      digitalCardData: { status: 'ACTIVE' },
    });
    expect(cards[3]).toMatchObject({ panExpirationYear: String(year - 1) });
    expect(cards[4].digitalCardData.status).toBe('SUSPENDED');
    expect(
      await sdk.checkout!({ srcDigitalCardId: 'ctp-visa-1111', srcCorrelationId: profile.srcCorrelationId }),
    ).toEqual({
      dcfActionCode: 'COMPLETE',
    });
    const untokenised = await sdk.checkout!({
      srcDigitalCardId: 'ctp-visa-0002',
      srcCorrelationId: profile.srcCorrelationId,
    });
    expect(untokenised).toEqual({
      dcfActionCode: 'COMPLETE',
      checkoutResponse: checkoutPayloadOf('ctp-visa-0002', 'sandbox-ctp-visa-shopper'),
    });

    // A new page of the same browser recognises the shopper, until unbindAppInstance.
    const again: Api = new (runScript(visaSource, storage).vAdapters.VisaSRCI)();
    await again.init!(INIT);
    expect(await again.isRecognized!()).toEqual({
      recognized: true,
      idTokens: ['sandbox-id-token-visa-shopper'],
    });
    await again.unbindAppInstance!();
    expect(await again.isRecognized!()).toEqual({ recognized: false });

    const cancelling: Api = new (runScript(visaSource, storage, 'Cancel').vAdapters.VisaSRCI)();
    await cancelling.init!(INIT);
    await cancelling.getSrcProfile!({ idTokens: ['sandbox-id-token-visa-shopper'] });
    expect(
      await cancelling.checkout!({
        srcDigitalCardId: 'ctp-visa-1111',
        srcCorrelationId: 'sandbox-ctp-visa-shopper',
      }),
    ).toEqual({
      dcfActionCode: 'CANCEL',
    });
  });

  it("Visa's stand-in: a locked account, an OTP that cannot be sent, an unknown id token", async () => {
    const sdk: Api = new (runScript(visaSource, new Map()).vAdapters.VisaSRCI)();
    await sdk.init!(INIT);
    await expect(sdk.initiateIdentityValidation!()).rejects.toMatchObject({ reason: 'CONSUMER_ID_MISSING' });
    await sdk.identityLookup!({ identityValue: 'locked@example.com', type: 'EMAIL' });
    await sdk.initiateIdentityValidation!();
    await expect(sdk.completeIdentityValidation!('123456')).rejects.toMatchObject({
      reason: 'ACCT_INACCESSIBLE',
    });
    await sdk.identityLookup!({ identityValue: 'otp-fails@example.com', type: 'EMAIL' });
    await expect(sdk.initiateIdentityValidation!()).rejects.toMatchObject({ reason: 'OTP_SEND_FAILED' });
    await expect(sdk.getSrcProfile!({ idTokens: ['forged'] })).rejects.toMatchObject({
      reason: 'AUTH_INVALID',
    });
  });

  it("Mastercard's stand-in: its own shapes and error form", async () => {
    const storage = new Map<string, string>();
    const sdk: Api = runScript(mcSource, storage).SRCSDK_MASTERCARD;
    await sdk.init!(INIT);
    expect(
      await sdk.identityLookup!({
        consumerIdentity: { identityValue: 'shopper@example.com', type: 'EMAIL_ADDRESS' },
      }),
    ).toEqual({ consumerPresent: false });
    expect(
      await sdk.identityLookup!({
        consumerIdentity: { identityValue: 'mc-shopper@example.com', type: 'EMAIL_ADDRESS' },
      }),
    ).toEqual({ consumerPresent: true });
    await sdk.initiateIdentityValidation!();
    await expect(sdk.completeIdentityValidation!({ validationData: '1' })).rejects.toEqual({
      error: { reason: 'CODE_INVALID', message: 'Incorrect code' },
    });
    const { idToken } = await sdk.completeIdentityValidation!({ validationData: '123456' });
    expect(storage.get('sandbox-ctp:recognized:mc')).toBe('mc-shopper');
    const profile = await sdk.getSrcProfile!({ idTokens: [idToken] });
    expect(profile.srcCorrelationId).toBe('sandbox-ctp-mc-mc-shopper');
    expect(profile.profiles[0].maskedCards.map((card: any) => card.srcDigitalCardId)).toEqual([
      'ctp-mc-4444',
      'ctp-mc-5454',
    ]);
  });

  describe('card payments with Click to Pay', () => {
    const pay = async (paymentMethod: Record<string, unknown>) => {
      const session = await createSession(client);
      return client.post(`v1/sessions/${session.id}/payments`, {
        sessionData: session.sessionData,
        paymentMethod: { type: 'scheme', ...paymentMethod },
        browserInfo: { language: 'en-US' },
      });
    };

    it("Visa's fixed token reference pays the shopper's tokenised card", async () => {
      const answer = await pay({
        srcScheme: 'visa',
        srcCorrelationId: 'sandbox-ctp-visa-shopper',
        srcTokenReference: SANDBOX_VISA_TOKEN_REFERENCE,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.resultCode).toBe('Authorised');
    });

    it("Visa's checkout payload pays its card: the declining card is Refused", async () => {
      const answer = await pay({
        srcScheme: 'visa',
        srcCorrelationId: 'sandbox-ctp-visa-shopper',
        srcCheckoutPayload: checkoutPayloadOf('ctp-visa-0002', 'sandbox-ctp-visa-shopper'),
      });
      expect(answer.status).toBe(200);
      expect(answer.body.resultCode).toBe('Refused');
    });

    it("Mastercard's digital card id pays its card; the 3DS2 card answers an action", async () => {
      const paid = await pay({
        srcScheme: 'mc',
        srcCorrelationId: 'sandbox-ctp-mc-mc-shopper',
        srcDigitalCardId: 'ctp-mc-4444',
      });
      expect(paid.body.resultCode).toBe('Authorised');
      const threeDS2 = await pay({
        srcScheme: 'mc',
        srcCorrelationId: 'sandbox-ctp-mc-mc-shopper',
        srcDigitalCardId: 'ctp-mc-5454',
      });
      expect(threeDS2.body.action).toMatchObject({ type: 'threeDS2' });
    });

    it.each([
      [{ srcScheme: 'amex', srcCorrelationId: 'x', srcDigitalCardId: 'y' }, /srcScheme/],
      [{ srcScheme: 'visa', srcCorrelationId: 'sandbox-ctp-visa-shopper' }, /exactly one/],
      [
        {
          srcScheme: 'visa',
          srcCorrelationId: 'sandbox-ctp-visa-shopper',
          srcTokenReference: 'r',
          srcDigitalCardId: 'x',
        },
        /exactly one/,
      ],
      [
        { srcScheme: 'visa', srcCorrelationId: 'unknown', srcTokenReference: SANDBOX_VISA_TOKEN_REFERENCE },
        /srcCorrelationId/,
      ],
      [
        { srcScheme: 'visa', srcCorrelationId: 'sandbox-ctp-visa-shopper', srcTokenReference: 'other' },
        /987654321/,
      ],
      [
        { srcScheme: 'visa', srcCorrelationId: 'sandbox-ctp-visa-shopper', srcCheckoutPayload: 'forged' },
        /srcCheckoutPayload/,
      ],
      [
        {
          srcScheme: 'visa',
          srcCorrelationId: 'sandbox-ctp-visa-shopper',
          srcDigitalCardId: 'ctp-visa-1111',
        },
        /srcDigitalCardId/,
      ],
      [
        { srcScheme: 'mc', srcCorrelationId: 'sandbox-ctp-mc-mc-shopper', srcDigitalCardId: 'ctp-visa-1111' },
        /no card/,
      ],
    ])('refuses %j with a 422', async (method, message) => {
      const answer = await pay(method);
      expect(answer.status).toBe(422);
      expect(answer.body.errorCode).toBe('702');
      expect(answer.body.message).toMatch(message);
    });

    it('an expired or suspended card cannot be paid', async () => {
      const payloadOf = (id: string) => ({
        srcScheme: 'visa',
        srcCorrelationId: 'sandbox-ctp-visa-shopper',
        srcCheckoutPayload: checkoutPayloadOf(id, 'sandbox-ctp-visa-shopper'),
      });
      const expired = await pay(payloadOf('ctp-visa-expired'));
      expect(expired.status).toBe(422);
      expect(expired.body.message).toBe('Expiry date in the past');
      const suspended = await pay(payloadOf('ctp-visa-suspended'));
      expect(suspended.status).toBe(422);
      expect(suspended.body.message).toMatch(/SUSPENDED/);
    });
  });
});

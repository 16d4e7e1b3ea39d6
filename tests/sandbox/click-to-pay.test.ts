/**
 * The Click to Pay stand-ins (routes/click-to-pay.ts) and the card processor's Click to Pay
 * payments, over real HTTP and through msw: each script is fetched and run in a small page of its
 * own (a Node vm with the globals a provider's script uses, its fetch going to the sandbox), and
 * its answers are the documented ones. The one-time code is checked by the sandbox, never by the
 * script: wrong codes answer CODE_INVALID, the limit RETRIES_EXCEEDED (then even the right code is
 * refused until a new code is sent), new codes are limited too. Payments with each scheme's payload
 * get the test card's outcome.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- the stand-ins' answers and a small fake page's DOM nodes, read as a provider's script sees them */
import { runInNewContext } from 'node:vm';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../examples/sandbox/app';
import {
  CLICK_TO_PAY_SHOPPERS,
  SANDBOX_VISA_TOKEN_REFERENCE,
  checkoutPayloadOf,
} from '../../examples/sandbox/click-to-pay';
import {
  CLICK_TO_PAY_CODES_WINDOW_MS,
  CLICK_TO_PAY_CODE_TTL_MS,
  CLICK_TO_PAY_EXPIRED_OTP,
  CLICK_TO_PAY_MAX_CODES,
  CLICK_TO_PAY_MAX_WRONG_CODES,
  CLICK_TO_PAY_OTP,
} from '../../examples/sandbox/click-to-pay-otp';
import { startSandboxServer } from '../../examples/sandbox/server';
import { createClient, createSession, type SandboxClient } from './helpers';

type Api = Record<string, (...args: unknown[]) => Promise<any>>;

/** Runs a stand-in script (loaded from `src`) in a page of its own; the dialog of checkout answers with `dcfButton`. */
function runScript(
  source: string,
  src: string,
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
    currentScript: { src },
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
  runInNewContext(source, {
    window,
    document,
    fetch,
    URL,
    setTimeout,
    Promise,
    btoa,
    JSON,
    Date,
    String,
    Object,
    Math,
  });
  return window;
}

const INIT = {
  srciDpaId: 'dpa',
  srcInitiatorId: 'initiator',
  srciTransactionId: 't',
  dpaTransactionOptions: {},
};

/** The Click to Pay suite against a sandbox served by `start`. */
function describeClickToPay(
  label: string,
  start: (sandbox: Sandbox) => Promise<{ base: string; stop(): Promise<void> }>,
) {
  describe(label, () => {
    const clock = { offsetMs: 0 };
    const sandbox = createSandbox({ now: () => new Date(Date.now() + clock.offsetMs) });
    let client: SandboxClient;
    let stop: () => Promise<void>;
    let visaUrl: string;
    let mcUrl: string;
    let visaSource: string;
    let mcSource: string;

    beforeAll(async () => {
      const served = await start(sandbox);
      stop = served.stop;
      client = createClient(served.base);
      visaUrl = new URL('click-to-pay/visa/sdk.js', served.base).href;
      mcUrl = new URL('click-to-pay/mastercard/sdk.js', served.base).href;
      const visa = await fetch(visaUrl);
      const mc = await fetch(mcUrl);
      expect(visa.status).toBe(200);
      expect(visa.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(mc.status).toBe(200);
      visaSource = await visa.text();
      mcSource = await mc.text();
    });
    afterAll(async () => {
      await stop?.();
    });
    beforeEach(() => {
      sandbox.reset();
      clock.offsetMs = 0;
    });

    /** A Visa stand-in in a page of its own, initialised. */
    async function visaPage(storage = new Map<string, string>(), dcfButton?: 'Continue' | 'Cancel') {
      const sdk: Api = new (runScript(visaSource, visaUrl, storage, dcfButton).vAdapters.VisaSRCI)();
      await sdk.init!(INIT);
      return sdk;
    }

    /** A Visa page that looked up the test shopper and got a code. */
    async function visaAtCode(identity = { identityValue: 'shopper@example.com', type: 'EMAIL' }) {
      const sdk = await visaPage();
      expect(await sdk.identityLookup!(identity)).toEqual({ consumerPresent: true });
      await sdk.initiateIdentityValidation!();
      return sdk;
    }

    it('serves no card number, no shopper and no one-time code to the page', () => {
      for (const source of [visaSource, mcSource]) {
        expect(source).not.toContain(CLICK_TO_PAY_OTP);
        expect(source).not.toContain(CLICK_TO_PAY_EXPIRED_OTP);
        // No six-digit literal at all: the code is not in the script in any form.
        expect(source).not.toMatch(/\b\d{6}\b/);
        for (const shopper of CLICK_TO_PAY_SHOPPERS) {
          expect(source).not.toContain(shopper.email);
          for (const card of shopper.cards) {
            expect(source).not.toContain(card.number);
            expect(source).not.toContain(card.id);
          }
        }
      }
    });

    it("Visa's stand-in: lookup, code (wrong, expired, right), profile, recognition until unbind", async () => {
      const storage = new Map<string, string>();
      const page = runScript(visaSource, visaUrl, storage);
      const sdk: Api = new page.vAdapters.VisaSRCI();
      await expect(sdk.init!({})).rejects.toMatchObject({ reason: 'INVALID_PARAMETER' });
      await sdk.init!(INIT);
      expect(await sdk.isRecognized!()).toEqual({ recognized: false });
      expect(await sdk.identityLookup!({ identityValue: 'nobody@example.com', type: 'EMAIL' })).toEqual({
        consumerPresent: false,
      });
      await expect(sdk.initiateIdentityValidation!()).rejects.toMatchObject({
        reason: 'CONSUMER_ID_MISSING',
      });
      await expect(
        sdk.identityLookup!({ identityValue: 'not-an-email', type: 'EMAIL' }),
      ).rejects.toMatchObject({
        reason: 'ID_FORMAT_UNSUPPORTED',
      });
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
      // A lookup starts over: the code sent before belongs to the earlier lookup.
      await expect(sdk.completeIdentityValidation!(CLICK_TO_PAY_OTP)).rejects.toMatchObject({
        reason: 'CONSUMER_ID_MISSING',
      });
      expect(await sdk.initiateIdentityValidation!()).toEqual({
        maskedValidationChannel: 's•••@example.com',
      });
      await expect(sdk.completeIdentityValidation!('111111')).rejects.toEqual({
        reason: 'CODE_INVALID',
        message: 'Incorrect code',
      });
      await expect(sdk.completeIdentityValidation!(CLICK_TO_PAY_EXPIRED_OTP)).rejects.toMatchObject({
        reason: 'CODE_EXPIRED',
      });
      const { idToken } = await sdk.completeIdentityValidation!(CLICK_TO_PAY_OTP);
      // The id token is the scheme's (signed by the sandbox), not something a page could make up.
      expect(idToken).toEqual(expect.any(String));
      expect(idToken).not.toContain('shopper');
      expect(storage.get('sandbox-ctp:recognized:visa')).toBe(idToken);
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
        await sdk.checkout!({
          srcDigitalCardId: 'ctp-visa-1111',
          srcCorrelationId: profile.srcCorrelationId,
        }),
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
      const again = await visaPage(storage);
      expect(await again.isRecognized!()).toEqual({ recognized: true, idTokens: [idToken] });
      await again.unbindAppInstance!();
      expect(await again.isRecognized!()).toEqual({ recognized: false });

      const cancelling = await visaPage(storage, 'Cancel');
      await cancelling.getSrcProfile!({ idTokens: [idToken] });
      expect(
        await cancelling.checkout!({
          srcDigitalCardId: 'ctp-visa-1111',
          srcCorrelationId: 'sandbox-ctp-visa-shopper',
        }),
      ).toEqual({
        dcfActionCode: 'CANCEL',
      });
    });

    it("Visa's stand-in: a locked account, an OTP that cannot be sent, id tokens it did not issue", async () => {
      const storage = new Map<string, string>();
      const sdk = await visaPage(storage);
      await expect(sdk.initiateIdentityValidation!()).rejects.toMatchObject({
        reason: 'CONSUMER_ID_MISSING',
      });
      await sdk.identityLookup!({ identityValue: 'locked@example.com', type: 'EMAIL' });
      await sdk.initiateIdentityValidation!();
      await expect(sdk.completeIdentityValidation!(CLICK_TO_PAY_OTP)).rejects.toMatchObject({
        reason: 'ACCT_INACCESSIBLE',
      });
      await sdk.identityLookup!({ identityValue: 'otp-fails@example.com', type: 'EMAIL' });
      await expect(sdk.initiateIdentityValidation!()).rejects.toMatchObject({ reason: 'OTP_SEND_FAILED' });
      // Neither a made-up token (the stand-ins' former one included) nor Mastercard's opens a Visa profile.
      const mc: Api = runScript(mcSource, mcUrl, new Map()).SRCSDK_MASTERCARD;
      await mc.init!(INIT);
      await mc.identityLookup!({
        consumerIdentity: { identityValue: 'mc-shopper@example.com', type: 'EMAIL_ADDRESS' },
      });
      await mc.initiateIdentityValidation!();
      const { idToken: mcToken } = await mc.completeIdentityValidation!({ validationData: CLICK_TO_PAY_OTP });
      for (const token of ['forged', 'sandbox-id-token-visa-shopper', mcToken]) {
        await expect(sdk.getSrcProfile!({ idTokens: [token] })).rejects.toMatchObject({
          reason: 'AUTH_INVALID',
        });
      }
      // A remembered token the scheme does not know is forgotten.
      storage.set('sandbox-ctp:recognized:visa', 'shopper');
      const recognised = await visaPage(storage);
      expect(await recognised.isRecognized!()).toEqual({ recognized: true, idTokens: ['shopper'] });
      await expect(recognised.getSrcProfile!({ idTokens: ['shopper'] })).rejects.toMatchObject({
        reason: 'AUTH_INVALID',
      });
      expect(storage.has('sandbox-ctp:recognized:visa')).toBe(false);
    });

    it("Mastercard's stand-in: its own shapes and error form", async () => {
      const storage = new Map<string, string>();
      const sdk: Api = runScript(mcSource, mcUrl, storage).SRCSDK_MASTERCARD;
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
      const { idToken } = await sdk.completeIdentityValidation!({ validationData: CLICK_TO_PAY_OTP });
      expect(storage.get('sandbox-ctp:recognized:mc')).toBe(idToken);
      const profile = await sdk.getSrcProfile!({ idTokens: [idToken] });
      expect(profile.srcCorrelationId).toBe('sandbox-ctp-mc-mc-shopper');
      expect(profile.profiles[0].maskedCards.map((card: any) => card.srcDigitalCardId)).toEqual([
        'ctp-mc-4444',
        'ctp-mc-5454',
      ]);
    });

    describe('the one-time code and its limits', () => {
      it(`${CLICK_TO_PAY_MAX_WRONG_CODES} wrong codes: CODE_INVALID, then RETRIES_EXCEEDED; the right code is refused until a new code`, async () => {
        const sdk = await visaAtCode();
        for (let attempt = 1; attempt < CLICK_TO_PAY_MAX_WRONG_CODES; attempt += 1)
          await expect(sdk.completeIdentityValidation!(`99999${attempt}`)).rejects.toEqual({
            reason: 'CODE_INVALID',
            message: 'Incorrect code',
          });
        await expect(sdk.completeIdentityValidation!('999999')).rejects.toEqual({
          reason: 'RETRIES_EXCEEDED',
          message: 'Too many wrong codes: send a new code',
        });
        for (const code of [CLICK_TO_PAY_OTP, CLICK_TO_PAY_EXPIRED_OTP, '111111'])
          await expect(sdk.completeIdentityValidation!(code)).rejects.toMatchObject({
            reason: 'RETRIES_EXCEEDED',
          });
        // Another page of the same shopper (its phone number) gets no way round: it has no code of its own.
        const other = await visaPage();
        await other.identityLookup!({ identityValue: '+31612345678', type: 'MOBILE_NUMBER' });
        await expect(other.completeIdentityValidation!(CLICK_TO_PAY_OTP)).rejects.toMatchObject({
          reason: 'CONSUMER_ID_MISSING',
        });
        // A new code: a new cycle, and the right code works.
        await sdk.initiateIdentityValidation!();
        await expect(sdk.completeIdentityValidation!('111111')).rejects.toMatchObject({
          reason: 'CODE_INVALID',
        });
        expect(await sdk.completeIdentityValidation!(CLICK_TO_PAY_OTP)).toEqual({
          idToken: expect.any(String),
        });
      });

      it('the counter is per identity: a new code replaces the one before, for every page of the shopper', async () => {
        const first = await visaAtCode();
        await expect(first.completeIdentityValidation!('111111')).rejects.toMatchObject({
          reason: 'CODE_INVALID',
        });
        // The same shopper by phone, in another page: a new code; the first page's code has expired.
        const second = await visaAtCode({ identityValue: '+31 6 1234 5678', type: 'MOBILE_NUMBER' });
        await expect(first.completeIdentityValidation!(CLICK_TO_PAY_OTP)).rejects.toMatchObject({
          reason: 'CODE_EXPIRED',
        });
        // Mastercard's identities are its own: its shopper's counters do not touch Visa's.
        const mc: Api = runScript(mcSource, mcUrl, new Map()).SRCSDK_MASTERCARD;
        await mc.init!(INIT);
        await mc.identityLookup!({
          consumerIdentity: { identityValue: 'mc-shopper@example.com', type: 'EMAIL_ADDRESS' },
        });
        await mc.initiateIdentityValidation!();
        for (let attempt = 1; attempt < CLICK_TO_PAY_MAX_WRONG_CODES; attempt += 1)
          await expect(mc.completeIdentityValidation!({ validationData: '1' })).rejects.toMatchObject({
            error: { reason: 'CODE_INVALID' },
          });
        await expect(mc.completeIdentityValidation!({ validationData: '1' })).rejects.toMatchObject({
          error: { reason: 'RETRIES_EXCEEDED' },
        });
        expect(await second.completeIdentityValidation!(CLICK_TO_PAY_OTP)).toEqual({
          idToken: expect.any(String),
        });
      });

      it(`at most ${CLICK_TO_PAY_MAX_CODES} codes per identity within the window; guessing ends there`, async () => {
        const sdk = await visaAtCode();
        let guesses = 0;
        // A guesser spends every code's attempts, then asks for a new code.
        for (let code = 1; code <= CLICK_TO_PAY_MAX_CODES; code += 1) {
          if (code > 1) await sdk.initiateIdentityValidation!();
          for (let attempt = 1; attempt <= CLICK_TO_PAY_MAX_WRONG_CODES; attempt += 1) {
            guesses += 1;
            await expect(sdk.completeIdentityValidation!(String(100000 + guesses))).rejects.toMatchObject({
              reason: attempt < CLICK_TO_PAY_MAX_WRONG_CODES ? 'CODE_INVALID' : 'RETRIES_EXCEEDED',
            });
          }
        }
        expect(guesses).toBe(CLICK_TO_PAY_MAX_CODES * CLICK_TO_PAY_MAX_WRONG_CODES);
        await expect(sdk.initiateIdentityValidation!()).rejects.toEqual({
          reason: 'RETRIES_EXCEEDED',
          message: 'Too many codes were sent to this identity: try again later',
        });
        // Not by phone, not from another page either, and the right code stays refused.
        const other = await visaPage();
        await other.identityLookup!({ identityValue: '+31612345678', type: 'MOBILE_NUMBER' });
        await expect(other.initiateIdentityValidation!()).rejects.toMatchObject({
          reason: 'RETRIES_EXCEEDED',
        });
        await expect(sdk.completeIdentityValidation!(CLICK_TO_PAY_OTP)).rejects.toMatchObject({
          reason: 'RETRIES_EXCEEDED',
        });
        // When the window has passed, a new code is sent and the right code works.
        clock.offsetMs = CLICK_TO_PAY_CODES_WINDOW_MS;
        await sdk.initiateIdentityValidation!();
        expect(await sdk.completeIdentityValidation!(CLICK_TO_PAY_OTP)).toEqual({
          idToken: expect.any(String),
        });
      });

      it('a code whose attempts are left still works when no new code may be sent; the right code starts afresh', async () => {
        const sdk = await visaAtCode();
        for (let code = 2; code <= CLICK_TO_PAY_MAX_CODES; code += 1) await sdk.initiateIdentityValidation!();
        await expect(sdk.initiateIdentityValidation!()).rejects.toMatchObject({ reason: 'RETRIES_EXCEEDED' });
        expect(await sdk.completeIdentityValidation!(CLICK_TO_PAY_OTP)).toEqual({
          idToken: expect.any(String),
        });
        // The right code ended the identity's counters: codes may be sent again.
        expect(await sdk.initiateIdentityValidation!()).toEqual({
          maskedValidationChannel: 's•••@example.com',
        });
      });

      it('a code expires after its time', async () => {
        const sdk = await visaAtCode();
        clock.offsetMs = CLICK_TO_PAY_CODE_TTL_MS;
        await expect(sdk.completeIdentityValidation!(CLICK_TO_PAY_OTP)).rejects.toMatchObject({
          reason: 'CODE_EXPIRED',
        });
        await sdk.initiateIdentityValidation!();
        expect(await sdk.completeIdentityValidation!(CLICK_TO_PAY_OTP)).toEqual({
          idToken: expect.any(String),
        });
      });

      it("the store's reset forgets the codes and their counters; only enrolled shoppers get a record", async () => {
        const sdk = await visaAtCode();
        for (let code = 2; code <= CLICK_TO_PAY_MAX_CODES; code += 1) await sdk.initiateIdentityValidation!();
        await expect(sdk.initiateIdentityValidation!()).rejects.toMatchObject({ reason: 'RETRIES_EXCEEDED' });
        expect(sandbox.store.clickToPayOtp.size).toBe(1);
        sandbox.reset();
        expect(sandbox.store.clickToPayOtp.size).toBe(0);
        // The code sent before the reset is gone; a new one is sent.
        await expect(sdk.completeIdentityValidation!(CLICK_TO_PAY_OTP)).rejects.toMatchObject({
          reason: 'CODE_EXPIRED',
        });
        await sdk.initiateIdentityValidation!();
        // Unknown identities (many of them) leave nothing behind.
        for (let index = 0; index < 20; index += 1) {
          const answer = await client.post('click-to-pay/visa/identity-validation', {
            identityValue: `nobody-${index}@example.com`,
            type: 'EMAIL',
          });
          expect(answer.body.reason).toBe('CONSUMER_ID_MISSING');
        }
        expect(sandbox.store.clickToPayOtp.size).toBe(1);
      });
    });

    describe("the stand-ins' routes", () => {
      const start = (body: unknown = { identityValue: 'shopper@example.com', type: 'EMAIL' }) =>
        client.post('click-to-pay/visa/identity-validation', body);

      it("answer a scheme's refusal in the sandbox's error shape with its reason; 429 and Retry-After for RETRIES_EXCEEDED", async () => {
        const { body } = await start();
        expect(Object.keys(body).sort()).toEqual(['maskedValidationChannel', 'validationId']);
        const complete = (otp: string) =>
          client.post('click-to-pay/visa/identity-validation/complete', {
            validationId: body.validationId,
            otp,
          });
        const wrong = await complete('111111');
        expect(wrong.status).toBe(422);
        expect(wrong.body).toEqual({
          status: 422,
          errorCode: '730',
          message: 'Incorrect code',
          errorType: 'validation',
          reason: 'CODE_INVALID',
        });
        for (let attempt = 2; attempt < CLICK_TO_PAY_MAX_WRONG_CODES; attempt += 1)
          expect((await complete('111111')).body.reason).toBe('CODE_INVALID');
        const exceeded = await complete('111111');
        expect(exceeded.status).toBe(429);
        expect(exceeded.body).toMatchObject({ errorCode: '730', reason: 'RETRIES_EXCEEDED' });
        expect((await complete(CLICK_TO_PAY_OTP)).status).toBe(429);
        for (let code = 2; code <= CLICK_TO_PAY_MAX_CODES; code += 1)
          expect((await start()).status).toBe(200);
        const tooMany = await start();
        expect(tooMany.status).toBe(429);
        expect(tooMany.body.reason).toBe('RETRIES_EXCEEDED');
        const retryAfter = Number(tooMany.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(CLICK_TO_PAY_CODES_WINDOW_MS / 1000);
        const unknown = await client.post('click-to-pay/visa/profile', { idToken: 'forged' });
        expect(unknown.status).toBe(401);
        expect(unknown.body.reason).toBe('AUTH_INVALID');
      });

      it.each([
        ['identity-lookup', undefined],
        ['identity-lookup', { identityValue: 42, type: 'EMAIL' }],
        ['identity-lookup', { identityValue: 'a@b.co', type: 'FAX' }],
        ['identity-validation', { identityValue: 'x'.repeat(300), type: 'EMAIL' }],
        ['identity-validation/complete', { validationId: 'forged', otp: CLICK_TO_PAY_OTP }],
        ['identity-validation/complete', { validationId: 'forged', otp: 123456 }],
        ['identity-validation/complete', ['not', 'an', 'object']],
        ['profile', { idToken: null }],
      ])('answer a malformed %s body with 422 702, never a 5xx', async (path, body) => {
        const answer = await client.post(`click-to-pay/mastercard/${path}`, body);
        expect(answer.status).toBe(422);
        expect(answer.body).toMatchObject({ status: 422, errorCode: '702', errorType: 'validation' });
      });

      it("a validation id of one scheme is refused by the other's routes", async () => {
        const { body } = await start();
        const answer = await client.post('click-to-pay/mastercard/identity-validation/complete', {
          validationId: body.validationId,
          otp: CLICK_TO_PAY_OTP,
        });
        expect(answer.status).toBe(422);
        expect(answer.body.message).toMatch(/validationId/);
      });
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
          {
            srcScheme: 'mc',
            srcCorrelationId: 'sandbox-ctp-mc-mc-shopper',
            srcDigitalCardId: 'ctp-visa-1111',
          },
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
}

describeClickToPay('Click to Pay over HTTP', async (sandbox) => {
  const running = await startSandboxServer({ port: 0, sandbox });
  return { base: running.url, stop: () => running.close() };
});

describeClickToPay('Click to Pay through msw', async (sandbox) => {
  const server = setupServer(http.all('http://sandbox.test/*', ({ request }) => sandbox.handle(request)));
  server.listen({ onUnhandledRequest: 'error' });
  return { base: 'http://sandbox.test/', stop: async () => server.close() };
});

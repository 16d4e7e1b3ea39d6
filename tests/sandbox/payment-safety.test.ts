/**
 * Two rules of the payment service over real HTTP (issue 17): a session's returnUrl is http(s) and
 * the bank page never sends the shopper anywhere else; a JWE set (a payment's encrypted card fields)
 * is accepted once, in any session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../examples/sandbox/app';
import type { Sandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { JweSetGuard, MAX_JWE_SETS_PER_CLIENT_KEY } from '../../examples/sandbox/replay';
import { startSandboxServer } from '../../examples/sandbox/server';
import type { SandboxServer } from '../../examples/sandbox/server';
import { encodeJson, formIn, getPage, postForm } from './flow-helpers';
import { createClient, createSession, encryptField, fetchPublicKey, sessionRequest } from './helpers';
import type { SandboxClient } from './helpers';

const FUTURE_YEAR = String(new Date().getUTCFullYear() + 4);

describe('payment safety over HTTP', () => {
  let running: SandboxServer;
  let sandbox: Sandbox;
  let client: SandboxClient;
  let publicKey: Awaited<ReturnType<typeof fetchPublicKey>>;

  beforeAll(async () => {
    sandbox = createSandbox();
    running = await startSandboxServer({ port: 0, sandbox });
    client = createClient(running.url);
    publicKey = await fetchPublicKey(client);
  });
  afterAll(async () => {
    await running.close();
  });

  /** A card payment method with every field encrypted to the test client key. */
  const cardMethod = async (number: string) => ({
    type: 'scheme',
    encryptedCardNumber: await encryptField(publicKey, 'number', number),
    encryptedExpiryMonth: await encryptField(publicKey, 'expiryMonth', '03'),
    encryptedExpiryYear: await encryptField(publicKey, 'expiryYear', FUTURE_YEAR),
    encryptedSecurityCode: await encryptField(publicKey, 'cvc', '737'),
  });
  const pay = (session: { id: string; sessionData: string }, paymentMethod: Record<string, unknown>) =>
    client.post(`v1/sessions/${session.id}/payments`, { sessionData: session.sessionData, paymentMethod });

  describe('returnUrl', () => {
    it.each([
      'javascript:alert(document.cookie)',
      'JavaScript:void(0)',
      'data:text/html,<script>1</script>',
      'ftp://example.com/',
      'vbscript:msgbox(1)',
    ])('refuses a session whose returnUrl is %s with 422 702', async (returnUrl) => {
      const answer = await client.post('merchant/v1/sessions', sessionRequest({ returnUrl }), {
        headers: { 'x-api-key': 'sandbox-api-key' },
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        status: 422,
        errorCode: '702',
        message: 'Invalid request: returnUrl: must be an http or https URL',
        errorType: 'validation',
      });
    });

    it('accepts http and https returnUrls', async () => {
      for (const returnUrl of ['http://localhost:5173/checkout/return?x=1', 'https://shop.example/return']) {
        expect((await createSession(client, { returnUrl })).id).toMatch(/^CS/);
      }
    });

    it('never redirects from the bank page to a non-http(s) returnUrl', async () => {
      const session = await createSession(client);
      // A session stored before the rule (or changed behind the service's back) holds a script URL.
      sandbox.store.sessions.get(session.id)!.returnUrl = 'javascript:alert(document.domain)';
      const paid = await pay(session, { type: 'ideal', issuer: 'INGBNL2A' });
      expect(paid.body.resultCode).toBe('RedirectShopper');
      const bank = await getPage(paid.body.action.url as string);
      expect(bank.status).toBe(200);
      const form = formIn(bank.text);
      const answer = await postForm(form.action, { ...form.fields, decision: 'authorise' });
      expect(answer.status).toBe(422);
      expect(answer.headers.get('location')).toBeNull();
      expect(JSON.parse(answer.text)).toMatchObject({ errorCode: '724', errorType: 'validation' });
      // A payment's own returnUrl is checked too.
      const fresh = await createSession(client);
      const own = await client.post(`v1/sessions/${fresh.id}/payments`, {
        sessionData: fresh.sessionData,
        paymentMethod: { type: 'ideal', issuer: 'INGBNL2A' },
        returnUrl: 'javascript:alert(1)',
      });
      expect(own.status).toBe(422);
    });
  });

  describe('a JWE set is accepted once', () => {
    it('authorises a set in one session and refuses it in the next two', async () => {
      const method = await cardMethod('4111111111111111');
      const answers = [];
      for (let index = 0; index < 3; index += 1) answers.push(await pay(await createSession(client), method));
      expect(answers.map((answer) => answer.body.resultCode ?? answer.body.errorCode)).toEqual([
        'Authorised',
        '175',
        '175',
      ]);
      expect(answers[1]!.status).toBe(422);
      expect(answers[1]!.body).toEqual({
        status: 422,
        errorCode: '175',
        message: 'Encrypted card data already used: encrypt the card fields again for a new payment',
        errorType: 'validation',
      });
      // The same card encrypted again is a new set: it pays.
      expect(
        (await pay(await createSession(client), await cardMethod('4111111111111111'))).body.resultCode,
      ).toBe('Authorised');
    });

    it('refuses a replay in the same session while the first payment waits for 3DS2', async () => {
      const session = await createSession(client);
      const method = await cardMethod('4212345678910006');
      const first = await pay(session, method);
      expect(first.body.resultCode).toBe('IdentifyShopper');
      const replay = await pay({ id: session.id, sessionData: first.body.sessionData as string }, method);
      expect(replay.status).toBe(422);
      expect(replay.body.errorCode).toBe('175');
    });

    it('frees the set of a 3DS2 payment whose challenge ends refused (taken while it waits)', async () => {
      const session = await createSession(client);
      const method = await cardMethod('4212345678910006');
      const started = await pay(session, method);
      expect(started.body.resultCode).toBe('IdentifyShopper');
      const fingerprint = await client.post(
        `v1/submitThreeDS2Fingerprint?token=${SANDBOX_CLIENT_KEY}`,
        {
          fingerprintResult: encodeJson({ threeDSCompInd: 'N' }),
          paymentData: started.body.action.paymentData,
        },
        { clientKey: null },
      );
      expect(fingerprint.body.action.subtype).toBe('challenge');
      // Still waiting for the shopper: the set stays taken.
      expect((await pay(await createSession(client), method)).body.errorCode).toBe('175');
      const refused = await client.post(`v1/sessions/${session.id}/paymentDetails`, {
        details: { 'threeds2.challengeResult': encodeJson({ transStatus: 'N' }) },
        paymentData: fingerprint.body.action.paymentData,
      });
      expect(refused.body.resultCode).toBe('Refused');
      // The shopper tries the same typed card again: a new 3DS2 payment, not a replay.
      const again = await pay({ id: session.id, sessionData: refused.body.sessionData as string }, method);
      expect(again.body.resultCode).toBe('IdentifyShopper');
    });

    it('refuses a set sent to two sessions at the same time once', async () => {
      const method = await cardMethod('5555555555554444');
      const [one, two] = await Promise.all([createSession(client), createSession(client)]);
      const answers = await Promise.all([pay(one!, method), pay(two!, method)]);
      expect(answers.map((answer) => answer.body.resultCode ?? answer.body.errorCode).sort()).toEqual([
        '175',
        'Authorised',
      ]);
    });

    it('releases the set of a refused payment, so the shopper may try the same card again', async () => {
      const session = await createSession(client);
      const method = await cardMethod('4000000000000002');
      const refused = await pay(session, method);
      expect(refused.body.resultCode).toBe('Refused');
      const again = await pay({ id: session.id, sessionData: refused.body.sessionData as string }, method);
      expect(again.status).toBe(200);
      expect(again.body.resultCode).toBe('Refused');
      // A set that failed validation (an expired card here) is not claimed either.
      const expired = {
        ...(await cardMethod('4111111111111111')),
        encryptedExpiryYear: await encryptField(publicKey, 'expiryYear', '2001'),
      };
      const fresh = await createSession(client);
      expect((await pay(fresh, expired)).body.errorCode).toBe('140');
      expect((await pay(fresh, expired)).body.errorCode).toBe('140');
    });

    it('forgets sets on reset, and keeps at most a bounded number per client key', () => {
      expect(sandbox.store.jweSets.size(SANDBOX_CLIENT_KEY)).toBeGreaterThan(0);
      sandbox.reset();
      expect(sandbox.store.jweSets.size(SANDBOX_CLIENT_KEY)).toBe(0);
      expect(MAX_JWE_SETS_PER_CLIENT_KEY).toBe(50_000);
      const guard = new JweSetGuard(3);
      const claims = ['a', 'b', 'c', 'd'].map((value) => guard.claimOf({ encryptedSecurityCode: value })!);
      expect(claims.map((claim) => guard.claim('ck', claim))).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(guard.size('ck')).toBe(3);
      // The oldest was forgotten; the newer ones are still refused.
      expect(guard.claim('ck', claims[0]!)).toBeUndefined();
      expect(guard.claim('ck', claims[3]!)).toBe('set');
      // Another client key has sets of its own; a method without encrypted fields has none.
      expect(guard.claim('other', claims[3]!)).toBeUndefined();
      expect(guard.claimOf({ type: 'ideal', issuer: 'x', encryptedCardNumber: '' })).toBeUndefined();
      // The set is the fields together: the same number with another security code is another set…
      const first = guard.claimOf({ encryptedCardNumber: 'n', encryptedSecurityCode: 'c1' })!;
      const second = guard.claimOf({ encryptedCardNumber: 'n', encryptedSecurityCode: 'c2' })!;
      expect(first.set).not.toBe(second.set);
      expect(guard.claimOf({ encryptedSecurityCode: 'c', encryptedCardNumber: 'n', brand: 'visa' })).toEqual(
        guard.claimOf({ encryptedCardNumber: 'n', encryptedSecurityCode: 'c' }),
      );
      // …but its card number is claimed with the set: both or neither, and released together.
      const numbers = new JweSetGuard();
      expect(numbers.claim('ck', first)).toBeUndefined();
      expect(numbers.claim('ck', second)).toBe('number');
      expect(numbers.size('ck')).toBe(2);
      numbers.release('ck', first);
      expect(numbers.size('ck')).toBe(0);
      expect(numbers.claim('ck', second)).toBeUndefined();
    });
  });
});

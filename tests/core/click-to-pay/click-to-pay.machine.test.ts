import { describe, expect, it, vi } from 'vitest';
import {
  CLICK_TO_PAY_ERROR_MESSAGES,
  INITIAL_CLICK_TO_PAY,
  clickToPayErrorKeyOf,
  clickToPayReducer,
  clickToPayViewOf,
  createClickToPayMachine,
  type ClickToPayDeps,
  type ClickToPayScheme,
  type ClickToPaySchemeSdk,
  type PaymentResponse,
  type SchemeMaskedCard,
  type ShopperIdentity,
} from '../../../headless/core';

const NOW = new Date(2026, 5, 15);

function masked(id: string, lastFour: string, extra: Partial<SchemeMaskedCard> = {}): SchemeMaskedCard {
  return {
    srcDigitalCardId: id,
    panLastFour: lastFour,
    panExpirationMonth: '12',
    panExpirationYear: '2030',
    digitalCardData: { status: 'ACTIVE', descriptorName: `Card ${lastFour}` },
    ...extra,
  };
}

interface FakeOptions {
  recognized?: boolean;
  enrolled?: string[];
  code?: string;
  codeFailure?: string;
  validationFailure?: string;
  lookupFailure?: string;
  cards?: SchemeMaskedCard[];
  checkout?: { dcfActionCode: string; encryptedPayload?: string };
  initFails?: boolean;
}

/** A fake scheme SDK: the provider's behaviour as data, every call recorded. */
function fakeSdk(scheme: ClickToPayScheme, options: FakeOptions = {}) {
  const calls: Array<[string, unknown?]> = [];
  let recognized = options.recognized ?? false;
  const sdk: ClickToPaySchemeSdk = {
    scheme,
    init: async (params) => {
      calls.push(['init', params]);
      if (options.initFails) throw new Error('init failed');
    },
    isRecognized: async () => {
      calls.push(['isRecognized']);
      return recognized ? { recognized: true, idTokens: [`${scheme}-token`] } : { recognized: false };
    },
    identityLookup: async (identity: ShopperIdentity) => {
      calls.push(['identityLookup', identity]);
      if (options.lookupFailure) throw { reason: options.lookupFailure };
      return { consumerPresent: (options.enrolled ?? []).includes(identity.value) };
    },
    initiateIdentityValidation: async () => {
      calls.push(['initiateIdentityValidation']);
      if (options.validationFailure) throw { error: { reason: options.validationFailure } };
      return { maskedValidationChannel: 's***@example.com' };
    },
    completeIdentityValidation: async (otp) => {
      calls.push(['completeIdentityValidation', otp]);
      if (options.codeFailure) throw { reason: options.codeFailure };
      if (otp !== (options.code ?? '123456')) throw { reason: 'CODE_INVALID' };
      return { idToken: `${scheme}-id-token` };
    },
    getSrcProfile: async (idTokens) => {
      calls.push(['getSrcProfile', idTokens]);
      return {
        srcCorrelationId: `${scheme}-correlation`,
        profiles: [{ maskedCards: options.cards ?? [masked(`${scheme}-1`, '1111', { tokenId: 'tok-1' })] }],
      };
    },
    checkout: async (params) => {
      calls.push(['checkout', params]);
      return options.checkout ?? { dcfActionCode: 'COMPLETE', encryptedPayload: 'payload' };
    },
    unbindAppInstance: async () => {
      calls.push(['unbindAppInstance']);
      recognized = false;
    },
  };
  return { sdk, calls };
}

function fakeTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 1;
  return {
    timers: {
      setTimeout: (run: () => void, ms: number) => {
        const id = next++;
        pending.set(id, { run, ms });
        return id;
      },
      clearTimeout: (id: unknown) => void pending.delete(id as number),
    },
    /** Fires the one pending timer; returns its delay. */
    fire() {
      const [id, timer] = [...pending.entries()][0]!;
      pending.delete(id);
      timer.run();
      return timer.ms;
    },
    get count() {
      return pending.size;
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(
  sdks: ClickToPaySchemeSdk[],
  overrides: Partial<ClickToPayDeps> = {},
  submit: (data: unknown) => Promise<PaymentResponse> = async () => ({ resultCode: 'Authorised' }),
) {
  const clock = fakeTimers();
  const submitted: unknown[] = [];
  const errors: unknown[] = [];
  const machine = createClickToPayMachine({
    loadSchemes: async () => sdks,
    initParams: (scheme) => ({
      srciDpaId: `${scheme}-dpa`,
      srcInitiatorId: `${scheme}-initiator`,
      srciTransactionId: 'tx-1',
      dpaTransactionOptions: { dpaLocale: 'en_US' },
    }),
    shopperIdentity: null,
    now: () => NOW,
    live: false,
    timers: clock.timers,
    paymentEnvironment: () => ({ browserInfo: { language: 'en-US' }, origin: 'https://shop.example' }),
    submit: (data) => {
      submitted.push(data);
      return submit(data);
    },
    reportError: (error) => errors.push(error),
    ...overrides,
  });
  return { machine, clock, submitted, errors, state: () => machine.getSnapshot() };
}

const SHOPPER: ShopperIdentity = { value: 'shopper@example.com', type: 'email' };

describe('Click to Pay machine: loading and recognition', () => {
  it('starts only from Idle, initialises every scheme and gives a recognised shopper Ready with the cards', async () => {
    const visa = fakeSdk('visa', { recognized: true });
    const mc = fakeSdk('mc');
    const { machine, state } = setup([visa.sdk, mc.sdk]);
    expect(state().status).toBe('Idle');
    machine.send({ type: 'clickToPay.started' });
    machine.send({ type: 'clickToPay.started' });
    expect(state().status).toBe('Loading');
    await flush();
    expect(visa.calls.filter(([name]) => name === 'init')).toHaveLength(1);
    expect(visa.calls[0]![1]).toMatchObject({ srciDpaId: 'visa-dpa', srcInitiatorId: 'visa-initiator' });
    expect(mc.calls.map(([name]) => name)).toContain('init');
    expect(state()).toMatchObject({
      status: 'Ready',
      scheme: 'visa',
      schemes: ['visa', 'mc'],
      selectedCardId: 'visa-1',
    });
    expect(visa.calls).toContainEqual(['getSrcProfile', ['visa-token']]);
    expect(state().cards[0]).toMatchObject({
      panLastFour: '1111',
      srcCorrelationId: 'visa-correlation',
      scheme: 'visa',
    });
  });

  it('not recognised and no shopper identity gives NotAvailable without a lookup', async () => {
    const visa = fakeSdk('visa', { enrolled: [SHOPPER.value] });
    const { machine, state } = setup([visa.sdk]);
    machine.send({ type: 'clickToPay.started' });
    await flush();
    expect(state().status).toBe('NotAvailable');
    expect(visa.calls.map(([name]) => name)).not.toContain('identityLookup');
  });

  it('an enrolled identity: ShopperIdentified, then initiateIdentityValidation, then OneTimePassword', async () => {
    const visa = fakeSdk('visa', { enrolled: [SHOPPER.value] });
    const { machine, state } = setup([visa.sdk], { shopperIdentity: SHOPPER });
    const seen: string[] = [];
    machine.subscribe(() => seen.push(state().status));
    machine.send({ type: 'clickToPay.started' });
    await flush();
    expect(seen).toContain('ShopperIdentified');
    expect(state()).toMatchObject({
      status: 'OneTimePassword',
      maskedChannel: 's***@example.com',
      scheme: 'visa',
    });
    expect(visa.calls.map(([name]) => name)).toEqual([
      'init',
      'isRecognized',
      'identityLookup',
      'initiateIdentityValidation',
    ]);
    expect(visa.calls[2]![1]).toEqual(SHOPPER);
  });

  it('the identity lookup asks every scheme and the first scheme (in order) that matches wins', async () => {
    const visa = fakeSdk('visa', { enrolled: [] });
    const mc = fakeSdk('mc', { enrolled: [SHOPPER.value] });
    const { machine, state } = setup([visa.sdk, mc.sdk], { shopperIdentity: SHOPPER });
    machine.send({ type: 'clickToPay.started' });
    await flush();
    expect(state()).toMatchObject({ status: 'OneTimePassword', scheme: 'mc' });
    expect(visa.calls.map(([name]) => name)).not.toContain('initiateIdentityValidation');

    const both = setup(
      [fakeSdk('visa', { enrolled: [SHOPPER.value] }).sdk, fakeSdk('mc', { enrolled: [SHOPPER.value] }).sdk],
      {
        shopperIdentity: SHOPPER,
      },
    );
    both.machine.send({ type: 'clickToPay.started' });
    await flush();
    expect(both.state().scheme).toBe('visa');
  });

  it('a not enrolled identity, or a failing lookup, gives NotAvailable', async () => {
    const unknown = setup([fakeSdk('visa').sdk], { shopperIdentity: SHOPPER });
    unknown.machine.send({ type: 'clickToPay.started' });
    await flush();
    expect(unknown.state().status).toBe('NotAvailable');

    const failing = setup([fakeSdk('visa', { lookupFailure: 'ID_FORMAT_UNSUPPORTED' }).sdk], {
      shopperIdentity: SHOPPER,
    });
    failing.machine.send({ type: 'clickToPay.started' });
    await flush();
    expect(failing.state().status).toBe('NotAvailable');
  });

  it('failure to start the validation logs out (unbindAppInstance) to Login with the reason', async () => {
    const visa = fakeSdk('visa', { enrolled: [SHOPPER.value], validationFailure: 'OTP_SEND_FAILED' });
    const { machine, state, errors } = setup([visa.sdk], { shopperIdentity: SHOPPER });
    machine.send({ type: 'clickToPay.started' });
    await flush();
    expect(state()).toMatchObject({ status: 'Login', errorReason: 'OTP_SEND_FAILED', pending: null });
    expect(clickToPayErrorKeyOf(state())).toBe('ctp.errors.OTP_SEND_FAILED');
    expect(visa.calls.map(([name]) => name)).toContain('unbindAppInstance');
    expect(errors).toHaveLength(1);
  });

  it("no scheme configured: 'There are no schemes set to be loaded'; none loads: 'Unable to load network schemes'", async () => {
    const none = setup([]);
    none.machine.send({ type: 'clickToPay.started' });
    await flush();
    expect(none.state().status).toBe('NotAvailable');
    expect(none.state().error?.message).toBe(CLICK_TO_PAY_ERROR_MESSAGES.noSchemes);
    expect(none.errors).toEqual([none.state().error]);

    const broken = setup([fakeSdk('visa', { initFails: true }).sdk]);
    broken.machine.send({ type: 'clickToPay.started' });
    await flush();
    expect(broken.state().error?.message).toBe('Unable to load network schemes');

    const rejected = setup([], { loadSchemes: () => Promise.reject(new Error('boom')) });
    rejected.machine.send({ type: 'clickToPay.started' });
    await flush();
    expect(rejected.state()).toMatchObject({ status: 'NotAvailable' });
    expect(rejected.state().error?.message).toBe('Unable to load network schemes');
  });

  it('loading that has not ended within 5 s: NotAvailable, reported once; what answers later is ignored', async () => {
    const visa = fakeSdk('visa', { recognized: true });
    let release: (sdks: readonly ClickToPaySchemeSdk[]) => void = () => undefined;
    const slow = setup([], {
      loadSchemes: () => new Promise((resolve) => (release = resolve)),
    });
    slow.machine.send({ type: 'clickToPay.started' });
    await flush();
    expect(slow.state().status).toBe('Loading');
    expect(slow.clock.count).toBe(1);
    expect(slow.clock.fire()).toBe(5_000);
    expect(slow.state()).toMatchObject({ status: 'NotAvailable', pending: null });
    expect(slow.state().error?.message).toBe('Click to Pay is not available: no answer within 5000 ms');
    expect(slow.errors).toEqual([slow.state().error]);
    release([visa.sdk]);
    await flush();
    expect(slow.state().status).toBe('NotAvailable');
    expect(visa.calls).toEqual([]);
    expect(slow.errors).toHaveLength(1);

    // A lookup still running at 5 s ends the same way; its late answer changes nothing.
    let answer: (found: { consumerPresent: boolean }) => void = () => undefined;
    const enrolled = fakeSdk('visa', { enrolled: [SHOPPER.value] });
    const lookingUp = setup(
      [{ ...enrolled.sdk, identityLookup: () => new Promise((resolve) => (answer = resolve)) }],
      { shopperIdentity: SHOPPER },
    );
    lookingUp.machine.send({ type: 'clickToPay.started' });
    await flush();
    expect(lookingUp.state()).toMatchObject({ status: 'Loading', pending: 'lookup' });
    lookingUp.clock.fire();
    answer({ consumerPresent: true });
    await flush();
    expect(lookingUp.state()).toMatchObject({ status: 'NotAvailable', pending: null });
  });

  it('loading that ends in time stops the availability timer', async () => {
    const { machine, state, clock, errors } = setup([fakeSdk('visa', { recognized: true }).sdk]);
    machine.send({ type: 'clickToPay.started' });
    await flush();
    expect(state().status).toBe('Ready');
    expect(clock.count).toBe(0);
    expect(errors).toEqual([]);
  });
});

async function atOtp(options: FakeOptions = {}) {
  const visa = fakeSdk('visa', { enrolled: [SHOPPER.value], ...options });
  const context = setup([visa.sdk], { shopperIdentity: SHOPPER });
  context.machine.send({ type: 'clickToPay.started' });
  await flush();
  expect(context.state().status).toBe('OneTimePassword');
  return { ...context, visa };
}

describe('Click to Pay machine: the one-time password', () => {
  it('an empty code shows its error once blurred or submitted, and is not sent', async () => {
    const { machine, state, visa } = await atOtp();
    expect(state().otp.touched).toBe(false);
    machine.send({ type: 'otp.blurred' });
    expect(state().otp).toEqual({ value: '', touched: true });
    machine.send({ type: 'otp.submitted' });
    await flush();
    expect(visa.calls.map(([name]) => name)).not.toContain('completeIdentityValidation');
  });

  it('a wrong code shows CODE_INVALID and keeps the state; the right code gives Ready with the cards', async () => {
    const { machine, state, visa } = await atOtp();
    machine.send({ type: 'otp.changed', value: '111 111' });
    machine.send({ type: 'otp.submitted' });
    expect(state().pending).toBe('code');
    machine.send({ type: 'otp.submitted' });
    await flush();
    expect(state()).toMatchObject({ status: 'OneTimePassword', errorReason: 'CODE_INVALID', pending: null });
    expect(clickToPayErrorKeyOf(state())).toBe('ctp.errors.CODE_INVALID');
    expect(visa.calls.filter(([name]) => name === 'completeIdentityValidation')).toEqual([
      ['completeIdentityValidation', '111111'],
    ]);
    machine.send({ type: 'otp.changed', value: '123456' });
    expect(state().errorReason).toBeNull();
    machine.send({ type: 'otp.submitted' });
    await flush();
    expect(state()).toMatchObject({ status: 'Ready', selectedCardId: 'visa-1', errorReason: null });
    expect(visa.calls).toContainEqual(['getSrcProfile', ['visa-id-token']]);
  });

  it.each(['CODE_EXPIRED', 'RETRIES_EXCEEDED', 'AUTH_INVALID', 'FRAUD', 'REQUEST_TIMEOUT'])(
    '%s on a code is shown as ctp.errors.%s',
    async (reason) => {
      const { machine, state } = await atOtp({ codeFailure: reason });
      machine.send({ type: 'otp.changed', value: '123456' });
      machine.send({ type: 'otp.submitted' });
      await flush();
      expect(clickToPayErrorKeyOf(state())).toBe(`ctp.errors.${reason}`);
      expect(state().accountInaccessible).toBe(false);
    },
  );

  it('an unknown reason falls back to UNKNOWN_ERROR', async () => {
    const { machine, state } = await atOtp({ codeFailure: 'SOMETHING_NEW' });
    machine.send({ type: 'otp.changed', value: '123456' });
    machine.send({ type: 'otp.submitted' });
    await flush();
    expect(clickToPayErrorKeyOf(state())).toBe('ctp.errors.UNKNOWN_ERROR');
  });

  it('ACCT_INACCESSIBLE hides resend, disables continue and switches to manual entry', async () => {
    const { machine, state, visa } = await atOtp({ codeFailure: 'ACCT_INACCESSIBLE' });
    machine.send({ type: 'otp.changed', value: '123456' });
    machine.send({ type: 'otp.submitted' });
    await flush();
    expect(state()).toMatchObject({
      accountInaccessible: true,
      manualEntry: true,
      errorReason: 'ACCT_INACCESSIBLE',
    });
    machine.send({ type: 'otp.submitted' });
    machine.send({ type: 'otp.resendRequested' });
    await flush();
    expect(visa.calls.filter(([name]) => name === 'completeIdentityValidation')).toHaveLength(1);
    expect(visa.calls.filter(([name]) => name === 'initiateIdentityValidation')).toHaveLength(1);
  });

  it("resend: a new code, 'code resent' for 2 s, then a 60 s countdown, then resend again", async () => {
    const { machine, state, visa, clock } = await atOtp();
    machine.send({ type: 'otp.resendRequested' });
    await flush();
    expect(visa.calls.filter(([name]) => name === 'initiateIdentityValidation')).toHaveLength(2);
    expect(state().resend.phase).toBe('resent');
    expect(clock.count).toBe(1);
    machine.send({ type: 'otp.resendRequested' });
    expect(state().pending).toBeNull();
    expect(clock.fire()).toBe(2_000);
    expect(state().resend).toEqual({ phase: 'countdown', seconds: 60 });
    for (let second = 59; second >= 1; second -= 1) {
      expect(clock.fire()).toBe(1_000);
      expect(state().resend).toEqual({ phase: 'countdown', seconds: second });
    }
    clock.fire();
    expect(state().resend).toEqual({ phase: 'idle', seconds: 0 });
    expect(clock.count).toBe(0);
  });

  it('a failing resend shows its reason; leaving the screen stops the countdown', async () => {
    const { machine, state, clock } = await atOtp();
    machine.send({ type: 'otp.resendRequested' });
    await flush();
    expect(clock.count).toBe(1);
    machine.send({ type: 'logout.requested' });
    expect(clock.count).toBe(0);
    expect(state().status).toBe('Login');

    const failing = await atOtp();
    failing.visa.sdk.initiateIdentityValidation = async () => {
      throw { reason: 'RETRIES_EXCEEDED' };
    };
    failing.machine.send({ type: 'otp.resendRequested' });
    await flush();
    expect(failing.state()).toMatchObject({ status: 'OneTimePassword', errorReason: 'RETRIES_EXCEEDED' });
  });

  /** A scheme that refuses every code with RETRIES_EXCEEDED until a new code is sent, as the schemes do after their limit. */
  async function atExhaustedCode() {
    const context = await atOtp();
    const { sdk } = context.visa;
    let exhausted = true;
    const complete = sdk.completeIdentityValidation;
    sdk.completeIdentityValidation = async (otp) => {
      if (exhausted) {
        context.visa.calls.push(['completeIdentityValidation', otp]);
        throw { reason: 'RETRIES_EXCEEDED' };
      }
      return complete(otp);
    };
    const initiate = sdk.initiateIdentityValidation;
    sdk.initiateIdentityValidation = async () => {
      exhausted = false;
      return initiate();
    };
    context.machine.send({ type: 'otp.changed', value: '999999' });
    context.machine.send({ type: 'otp.submitted' });
    await flush();
    return context;
  }

  it('RETRIES_EXCEEDED on a code: shown, no more attempts with it (field and continue disabled); resend and manual entry stay', async () => {
    const { machine, state, visa } = await atExhaustedCode();
    expect(state()).toMatchObject({
      status: 'OneTimePassword',
      errorReason: 'RETRIES_EXCEEDED',
      codeRetriesExceeded: true,
      accountInaccessible: false,
      manualEntry: false,
    });
    const view = clickToPayViewOf(state(), undefined);
    expect(view).toMatchObject({
      errorKey: 'ctp.errors.RETRIES_EXCEEDED',
      fieldErrorKeys: { otp: 'ctp.errors.RETRIES_EXCEEDED', login: null },
      canContinue: false,
      otpDisabled: true,
      showResend: true,
      canResend: true,
      cardForm: 'collapsed',
    });
    // Typing does not hide the reason, and the code is not sent again.
    machine.send({ type: 'otp.changed', value: '123456' });
    expect(state().errorReason).toBe('RETRIES_EXCEEDED');
    machine.send({ type: 'otp.submitted' });
    await flush();
    expect(state().pending).toBeNull();
    expect(visa.calls.filter(([name]) => name === 'completeIdentityValidation')).toHaveLength(1);

    // A new code: a new cycle; the right code then works.
    machine.send({ type: 'otp.resendRequested' });
    await flush();
    expect(state()).toMatchObject({ codeRetriesExceeded: false, errorReason: null, otp: { value: '' } });
    expect(clickToPayViewOf(state(), undefined)).toMatchObject({ canContinue: true, otpDisabled: false });
    machine.send({ type: 'otp.changed', value: '123456' });
    machine.send({ type: 'otp.submitted' });
    await flush();
    expect(state()).toMatchObject({ status: 'Ready', errorReason: null });
  });

  it('RETRIES_EXCEEDED on a resend hides the resend link; the code sent last keeps its attempts', async () => {
    const { machine, state, visa } = await atOtp();
    visa.sdk.initiateIdentityValidation = async () => {
      throw { reason: 'RETRIES_EXCEEDED' };
    };
    machine.send({ type: 'otp.resendRequested' });
    await flush();
    expect(state()).toMatchObject({ resendRetriesExceeded: true, errorReason: 'RETRIES_EXCEEDED' });
    expect(clickToPayViewOf(state(), undefined)).toMatchObject({
      errorKey: 'ctp.errors.RETRIES_EXCEEDED',
      showResend: false,
      canResend: false,
      canContinue: true,
      otpDisabled: false,
      cardForm: 'collapsed',
    });
    machine.send({ type: 'otp.resendRequested' });
    expect(state().pending).toBeNull();
    machine.send({ type: 'otp.changed', value: '123456' });
    expect(state().errorReason).toBeNull();
    machine.send({ type: 'otp.submitted' });
    await flush();
    expect(state().status).toBe('Ready');
  });

  it('RETRIES_EXCEEDED on the code and on the resend: nothing is left to try, the card form shows', async () => {
    const { machine, state, visa } = await atExhaustedCode();
    visa.sdk.initiateIdentityValidation = async () => {
      throw { reason: 'RETRIES_EXCEEDED' };
    };
    machine.send({ type: 'otp.resendRequested' });
    await flush();
    expect(state()).toMatchObject({
      codeRetriesExceeded: true,
      resendRetriesExceeded: true,
      manualEntry: true,
      errorReason: 'RETRIES_EXCEEDED',
    });
    expect(clickToPayViewOf(state(), undefined)).toMatchObject({
      errorKey: 'ctp.errors.RETRIES_EXCEEDED',
      showResend: false,
      canContinue: false,
      otpDisabled: true,
      cardForm: 'shown',
    });
    // 'Not you?' still works: another identity starts afresh.
    machine.send({ type: 'logout.requested' });
    expect(state()).toMatchObject({
      status: 'Login',
      codeRetriesExceeded: false,
      resendRetriesExceeded: false,
      errorReason: null,
    });
  });
});

describe('Click to Pay machine: logout and login', () => {
  it("'not you' unbinds every scheme and shows Login; an enrolled identity goes to OneTimePassword", async () => {
    const visa = fakeSdk('visa', { recognized: true, enrolled: ['+31612345678'] });
    const mc = fakeSdk('mc');
    const { machine, state } = setup([visa.sdk, mc.sdk]);
    machine.send({ type: 'clickToPay.started' });
    await flush();
    expect(state().status).toBe('Ready');
    machine.send({ type: 'logout.requested' });
    expect(state()).toMatchObject({ status: 'Login', cards: [], selectedCardId: null, pending: 'logout' });
    await flush();
    expect(state().pending).toBeNull();
    expect(visa.calls.map(([name]) => name)).toContain('unbindAppInstance');
    expect(mc.calls.map(([name]) => name)).toContain('unbindAppInstance');

    machine.send({ type: 'login.submitted' });
    expect(state().login.touched).toBe(true);
    machine.send({ type: 'login.typeChanged', identityType: 'mobilePhone' });
    machine.send({ type: 'login.changed', value: '+31 6 1234 5678' });
    machine.send({ type: 'login.submitted' });
    await flush();
    expect(visa.calls).toContainEqual(['identityLookup', { value: '+31612345678', type: 'mobilePhone' }]);
    expect(state()).toMatchObject({ status: 'OneTimePassword', scheme: 'visa' });
  });

  it('in Login an unknown identity shows NOT_FOUND and stays in Login', async () => {
    const { machine, state } = await atOtp();
    machine.send({ type: 'logout.requested' });
    await flush();
    machine.send({ type: 'login.changed', value: 'nobody@example.com' });
    machine.send({ type: 'login.submitted' });
    await flush();
    expect(state()).toMatchObject({ status: 'Login', errorReason: 'NOT_FOUND' });
    expect(clickToPayErrorKeyOf(state())).toBe('ctp.errors.NOT_FOUND');
    machine.send({ type: 'login.changed', value: 'nobody@example.co' });
    expect(state().errorReason).toBeNull();
  });

  it('in Login a lookup that fails for every scheme shows its reason', async () => {
    const { machine, state, visa } = await atOtp();
    machine.send({ type: 'logout.requested' });
    await flush();
    visa.sdk.identityLookup = async () => {
      throw { reason: 'ID_FORMAT_UNSUPPORTED' };
    };
    machine.send({ type: 'login.changed', value: 'not-an-email' });
    machine.send({ type: 'login.submitted' });
    await flush();
    expect(state()).toMatchObject({ status: 'Login', errorReason: 'ID_FORMAT_UNSUPPORTED' });
  });
});

const CARDS = [
  masked('old', '0001', { dateOfCardLastUsed: '2026-01-01T10:00:00Z' }),
  masked('expired', '0002', {
    panExpirationMonth: '05',
    panExpirationYear: '2026',
    dateOfCardLastUsed: '2026-06-01T00:00:00Z',
  }),
  masked('recent', '0003', { dateOfCardLastUsed: '2026-06-10T10:00:00Z' }),
];

describe('Click to Pay machine: cards and the payment', () => {
  async function atReady(
    options: FakeOptions = {},
    submit?: (data: unknown) => Promise<PaymentResponse>,
    live = false,
  ) {
    const visa = fakeSdk('visa', { recognized: true, ...options });
    const context = setup([visa.sdk], { live }, submit);
    context.machine.send({ type: 'clickToPay.started' });
    await flush();
    expect(context.state().status).toBe('Ready');
    return { ...context, visa };
  }

  it('chooses the first usable card; an expired card cannot be chosen', async () => {
    const { machine, state } = await atReady({ cards: CARDS });
    expect(state().cards.map((card) => card.srcDigitalCardId)).toEqual(['recent', 'old', 'expired']);
    expect(state().selectedCardId).toBe('recent');
    machine.send({ type: 'card.selected', srcDigitalCardId: 'expired' });
    expect(state().selectedCardId).toBe('recent');
    machine.send({ type: 'card.selected', srcDigitalCardId: 'old' });
    expect(state().selectedCardId).toBe('old');
  });

  it('Visa with a token id pays with the sandbox fixed token reference, once, with browserInfo', async () => {
    const { machine, state, submitted, visa } = await atReady();
    machine.send({ type: 'pay.requested' });
    machine.send({ type: 'pay.requested' });
    expect(state().payment.status).toBe('submitting');
    await flush();
    expect(visa.calls.filter(([name]) => name === 'checkout')).toEqual([
      ['checkout', { srcDigitalCardId: 'visa-1', srcCorrelationId: 'visa-correlation' }],
    ]);
    expect(submitted).toEqual([
      {
        paymentMethod: {
          type: 'scheme',
          srcScheme: 'visa',
          srcCorrelationId: 'visa-correlation',
          srcTokenReference: '987654321',
        },
        browserInfo: { language: 'en-US' },
        origin: 'https://shop.example',
      },
    ]);
    expect(state().payment.status).toBe('success');
    machine.send({ type: 'pay.requested' });
    machine.send({ type: 'logout.requested' });
    await flush();
    expect(submitted).toHaveLength(1);
    expect(state().status).toBe('Ready');
  });

  it('Visa live sends its own token id; Visa without a token id sends the checkout payload', async () => {
    const live = await atReady({}, undefined, true);
    live.machine.send({ type: 'pay.requested' });
    await flush();
    expect(live.submitted[0]).toMatchObject({ paymentMethod: { srcTokenReference: 'tok-1' } });

    const untokenised = await atReady({
      cards: [masked('plain', '4242')],
      checkout: { dcfActionCode: 'COMPLETE', encryptedPayload: 'enc.payload' },
    });
    untokenised.machine.send({ type: 'pay.requested' });
    await flush();
    expect(untokenised.submitted[0]).toMatchObject({
      paymentMethod: {
        type: 'scheme',
        srcScheme: 'visa',
        srcCorrelationId: 'visa-correlation',
        srcCheckoutPayload: 'enc.payload',
      },
    });
    expect((untokenised.submitted[0] as { paymentMethod: object }).paymentMethod).not.toHaveProperty(
      'srcTokenReference',
    );
  });

  it('Mastercard sends the digital card id', async () => {
    const mc = fakeSdk('mc', { recognized: true, cards: [masked('mc-card', '4444')] });
    const { machine, submitted } = setup([mc.sdk]);
    machine.send({ type: 'clickToPay.started' });
    await flush();
    machine.send({ type: 'pay.requested' });
    await flush();
    expect(submitted[0]).toMatchObject({
      paymentMethod: {
        type: 'scheme',
        srcScheme: 'mc',
        srcCorrelationId: 'mc-correlation',
        srcDigitalCardId: 'mc-card',
      },
    });
  });

  it('a checkout that does not complete submits nothing: cancel back to Ready silently, others show UNKNOWN_ERROR', async () => {
    const cancelled = await atReady({ checkout: { dcfActionCode: 'CANCEL' } });
    cancelled.machine.send({ type: 'pay.requested' });
    await flush();
    expect(cancelled.submitted).toHaveLength(0);
    expect(cancelled.state()).toMatchObject({ status: 'Ready', pending: null, errorReason: null });
    expect(cancelled.state().payment.status).toBe('ready');
    expect((cancelled.errors[0] as Error).message).toBe(
      'Checkout through Scheme DCF did not complete. DCF Action code received: CANCEL',
    );

    const failed = await atReady({ checkout: { dcfActionCode: 'ERROR' } });
    failed.machine.send({ type: 'pay.requested' });
    await flush();
    expect(failed.state()).toMatchObject({ errorReason: 'UNKNOWN_ERROR' });
    failed.machine.send({ type: 'pay.requested' });
    expect(failed.state().pending).toBe('checkout');
  });

  it('a refusal goes back to Ready with its message (counted once) and the shopper may pay again; an action is handed over', async () => {
    const answers: PaymentResponse[] = [
      { resultCode: 'Refused' },
      {
        resultCode: 'IdentifyShopper',
        action: { type: 'threeDS2', subtype: 'fingerprint', token: 'x', paymentData: 'pd' } as never,
      },
    ];
    const { machine, state, submitted } = await atReady({}, async () => answers.shift()!);
    machine.send({ type: 'pay.requested' });
    await flush();
    expect(state().payment).toMatchObject({ status: 'ready', ended: 1 });
    expect(state().payment.messageKey).not.toBeNull();
    machine.send({ type: 'pay.requested' });
    await flush();
    expect(submitted).toHaveLength(2);
    expect(state().payment.status).toBe('action');
    machine.send({ type: 'card.selected', srcDigitalCardId: 'visa-1' });
    machine.send({ type: 'logout.requested' });
    expect(state().status).toBe('Ready');
    machine.send({
      type: 'payment',
      event: { type: 'payment.answered', response: { resultCode: 'Authorised' } },
    });
    expect(state().payment.status).toBe('success');
  });

  it('manual entry is asked once', async () => {
    const { machine, state } = await atReady();
    machine.send({ type: 'manualEntry.requested' });
    const after = state();
    machine.send({ type: 'manualEntry.requested' });
    expect(state()).toBe(after);
    expect(after.manualEntry).toBe(true);
  });
});

describe('Click to Pay reducer', () => {
  it('ignores late answers for a screen it left', () => {
    const login = { ...INITIAL_CLICK_TO_PAY, status: 'Login' as const };
    expect(clickToPayReducer(login, { type: 'otp.validated', cards: [] })).toBe(login);
    expect(clickToPayReducer(login, { type: 'validation.started', maskedChannel: null })).toBe(login);
    expect(
      clickToPayReducer(INITIAL_CLICK_TO_PAY, { type: 'shopper.recognized', scheme: 'visa', cards: [] }),
    ).toBe(INITIAL_CLICK_TO_PAY);
  });

  it('ends silently when another payment completed the checkout, unless the payment is its own', () => {
    const otp = {
      ...INITIAL_CLICK_TO_PAY,
      status: 'OneTimePassword' as const,
      pending: 'validation' as const,
    };
    const ended = clickToPayReducer(otp, { type: 'checkout.completed' });
    expect(ended).toMatchObject({ status: 'NotAvailable', pending: null, error: null });
    // Nothing is asked of the shopper any more: the card form shows (the card's own form then
    // shows its success, or nothing when it did not pay).
    expect(clickToPayViewOf(ended, undefined).cardForm).toBe('shown');
    expect(clickToPayReducer(ended, { type: 'checkout.completed' })).toBe(ended);
    for (const status of ['submitting', 'action', 'success'] as const) {
      const paying = {
        ...INITIAL_CLICK_TO_PAY,
        status: 'Ready' as const,
        payment: { ...INITIAL_CLICK_TO_PAY.payment, status },
      };
      expect(clickToPayReducer(paying, { type: 'checkout.completed' })).toBe(paying);
    }
  });

  it('never throws on any event in any state', () => {
    const states = [
      'Idle',
      'Loading',
      'ShopperIdentified',
      'OneTimePassword',
      'Ready',
      'Login',
      'NotAvailable',
    ] as const;
    const events = [
      { type: 'otp.submitted' },
      { type: 'login.submitted' },
      { type: 'pay.requested' },
      { type: 'logout.requested' },
      { type: 'resend.ticked' },
      { type: 'card.selected', srcDigitalCardId: 'x' },
    ] as const;
    for (const status of states)
      for (const event of events)
        expect(() => clickToPayReducer({ ...INITIAL_CLICK_TO_PAY, status }, event)).not.toThrow();
  });
});

void vi;

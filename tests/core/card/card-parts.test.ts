// The card form's optional parts besides the billing address (billing-address-part.test.ts): the
// installments (the merchant's `installmentOptions`) and the tax ids (KCP's Korean tax number, the
// Brazilian social security number). Each is a chunk loaded once, after start, when the form shows
// it or as soon as its options say it will (prefetched); never for a plain card. A submit while a
// shown part loads waits for it and then pays, its fields checked; a load that fails is reported,
// is the card's error, and the next submit tries again. Isolated: a part, once loaded, stays
// loaded for the page (the module's state), so each test starts from fresh modules.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardOptions, PaymentData, PaymentMethodDeps } from 'headless-checkout/core';

const INSTALLMENTS = '../../../headless/core/card/installments.part';
const TAX_IDS = '../../../headless/core/card/tax-ids.part';
const DIRECT_MODE = '../../../headless/core/card/direct-mode.part';

/**
 * Fresh modules (no part loaded but direct mode's checks, at hand as after an earlier form of the
 * page unless `direct` is 'fresh'), a direct-mode card machine and its recorded deps.
 */
async function setup(options: CardOptions = {}, { direct = 'loaded' }: { direct?: 'loaded' | 'fresh' } = {}) {
  vi.resetModules();
  const core = await import('headless-checkout/core');
  if (direct === 'loaded') await core.loadDirectModePart();
  const submitted: PaymentData[] = [];
  const errors: unknown[] = [];
  const deps: PaymentMethodDeps = {
    now: () => new Date(2026, 10, 22).getTime(),
    encrypt: async (field, value) => `enc(${field}:${value})`,
    submit: (data) => {
      submitted.push(data);
      return Promise.resolve({ resultCode: 'Authorised' });
    },
    environment: () => ({ origin: 'http://shop.test', browserInfo: { language: 'en-US' } }),
    reportError: (error) => errors.push(error),
  };
  const machine = core.createCardMachine(
    { mode: 'direct', amount: { value: 9000, currency: 'EUR' }, ...options },
    deps,
  );
  const state = () => machine.getSnapshot();
  const type = (field: string, value: string) => {
    machine.send({ type: 'field.changed', field: field as never, value });
    machine.send({ type: 'field.blurred', field: field as never });
  };
  const typeCard = () => {
    type('cardNumber', '4111 1111 1111 1111');
    type('expiryDate', '03/30');
    type('securityCode', '737');
  };
  return { core, machine, state, type, typeCard, submitted, errors };
}

afterEach(() => {
  vi.doUnmock(INSTALLMENTS);
  vi.doUnmock(TAX_IDS);
  vi.doUnmock(DIRECT_MODE);
});

describe("the card's installments part", () => {
  it('a plain card loads no part and pays at once', async () => {
    const { core, machine, state, typeCard, submitted } = await setup();
    machine.start();
    typeCard();
    expect(state().extra.parts).toEqual({ installments: 'idle', taxIds: 'idle', directMode: 'ready' });
    machine.send({ type: 'submit.requested' });
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).not.toHaveProperty('installments');
    expect(core.installmentsPart()).toBeNull();
    expect(core.taxIdsPart()).toBeNull();
    expect(state().extra.parts).toEqual({ installments: 'idle', taxIds: 'idle', directMode: 'ready' });
  });

  it('is prefetched at start when the options offer installments for a brand not known yet, once', async () => {
    const { core, machine, state, type } = await setup({ installmentOptions: { mc: { values: [1, 2] } } });
    // Made (a server render makes it too): nothing loads, nothing shown.
    expect(state().extra.parts.installments).toBe('idle');
    expect(core.cardViewOf(state()).visible.installments).toBe(false);
    machine.start();
    expect(state().extra.parts.installments).toBe('loading');
    await vi.waitFor(() => expect(state().extra.parts.installments).toBe('ready'));
    expect(core.installmentsPart()).not.toBeNull();
    // A Visa card shows none; a Mastercard shows the list at once (already loaded).
    type('cardNumber', '4111 1111 1111 1111');
    expect(core.cardViewOf(state()).installmentChoices).toEqual([]);
    type('cardNumber', '5555 5555 5555 4444');
    expect(core.cardViewOf(state()).installmentChoices.map((choice) => choice.value)).toEqual([1, 2]);
    // A second form of the page finds it loaded.
    const second = core.createCardMachine(
      { installmentOptions: { card: { values: [1, 3] } } },
      { submit: () => Promise.resolve({ resultCode: 'Authorised' }) },
    );
    expect(second.getSnapshot().extra.parts.installments).toBe('ready');
  });

  it('a submit while the shown installments load waits for them, then pays the chosen number once', async () => {
    const { core, machine, state, typeCard, submitted } = await setup({
      installmentOptions: { card: { values: [1, 3, 6] } },
    });
    machine.start();
    typeCard();
    // While the part loads: the list is empty and the form waits (not valid, nothing paid).
    expect(state().extra.parts.installments).toBe('loading');
    expect(core.cardViewOf(state()).installmentChoices).toEqual([]);
    machine.send({ type: 'installments.changed', installments: { value: 3, plan: 'installments' } });
    machine.send({ type: 'submit.requested' });
    machine.send({ type: 'submit.requested' });
    expect(state().valid).toBe(false);
    expect(state().submitQueued).toBe(true);
    expect(submitted).toEqual([]);
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ installments: { value: 3 } });
    expect(core.cardViewOf(state()).installmentChoices).toEqual([
      { value: 1, plan: 'onetime' },
      { value: 3, plan: 'installments', amountPerInstallment: { value: 3000, currency: 'EUR' } },
      { value: 6, plan: 'installments', amountPerInstallment: { value: 1500, currency: 'EUR' } },
    ]);
  });

  it('a load that fails is reported and is the card error; the next submit tries again and pays', async () => {
    vi.doMock(INSTALLMENTS, () => {
      throw new Error('chunk failed');
    });
    const { machine, state, typeCard, submitted, errors } = await setup({
      installmentOptions: { card: { values: [1, 2] } },
    });
    machine.start();
    await vi.waitFor(() => expect(state().extra.parts.installments).toBe('error'));
    expect(state().extra.partErrors.installments?.message).toBe('The installments could not load');
    expect(errors).toEqual([state().extra.partErrors.installments]);
    typeCard();
    expect(state().valid).toBe(false);

    vi.doUnmock(INSTALLMENTS);
    machine.send({ type: 'submit.requested' });
    expect(state().extra.parts.installments).toBe('loading');
    expect(state().extra.partErrors).toEqual({});
    expect(state().submitQueued).toBe(true);
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(state().extra.parts.installments).toBe('ready');
    expect(errors).toHaveLength(1);
  });
});

describe("the card's tax ids part (Korean authentication, social security number)", () => {
  it('KCP: prefetched at start when required, before the issuer is known (a Korean card shows the fields)', async () => {
    const { core, machine, state } = await setup({ koreanAuthentication: { required: true } });
    machine.start();
    expect(core.visibilityOf(state()).korean).toBe(false);
    expect(state().extra.parts.taxIds).toBe('loading');
    await vi.waitFor(() => expect(state().extra.parts.taxIds).toBe('ready'));
    expect(core.taxIdsPart()).not.toBeNull();
  });

  it('a submit while the shown tax number check loads waits; an invalid number then shows its error and pays nothing', async () => {
    const { machine, state, type, typeCard, submitted } = await setup({
      koreanAuthentication: { required: true, mode: 'show' },
    });
    machine.start();
    typeCard();
    type('password', '12');
    type('taxNumber', '123');
    // Shown at once, not checked yet: the form waits for the part.
    expect(state().fields.taxNumber).toMatchObject({ visibility: 'editable', errorKey: null });
    machine.send({ type: 'submit.requested' });
    expect(state().submitQueued).toBe(true);
    await vi.waitFor(() => expect(state().extra.parts.taxIds).toBe('ready'));
    expect(state().fields.taxNumber?.errorKey).toBe('creditCard.taxNumber.invalid');
    expect(state().submitQueued).toBe(false);
    expect(submitted).toEqual([]);
    type('taxNumber', '010101');
    machine.send({ type: 'submit.requested' });
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ paymentMethod: { taxNumber: '010101' } });
  });

  it('Brazil: socialSecurityNumberMode "show" prefetches and checks; "auto" loads nothing until the lookup asks', async () => {
    const auto = await setup();
    auto.machine.start();
    auto.typeCard();
    expect(auto.state().extra.parts.taxIds).toBe('idle');

    const { machine, state, type, typeCard, submitted } = await setup({ socialSecurityNumberMode: 'show' });
    machine.start();
    typeCard();
    type('socialSecurityNumber', '123.456.789-00');
    machine.send({ type: 'submit.requested' });
    await vi.waitFor(() => expect(state().extra.parts.taxIds).toBe('ready'));
    expect(state().fields.socialSecurityNumber?.errorKey).toBe('boleto.socialSecurityNumber.invalid');
    expect(submitted).toEqual([]);
  });

  it('a failed load leaves the form unpayable and reported; a reset tries again', async () => {
    vi.doMock(TAX_IDS, () => {
      throw new Error('chunk failed');
    });
    const { machine, state, errors } = await setup({ socialSecurityNumberMode: 'show' });
    machine.start();
    await vi.waitFor(() => expect(state().extra.parts.taxIds).toBe('error'));
    expect(state().extra.partErrors.taxIds?.message).toBe('The tax number checks could not load');
    expect(errors).toHaveLength(1);
    vi.doUnmock(TAX_IDS);
    machine.send({ type: 'form.reset' });
    await vi.waitFor(() => expect(state().extra.parts.taxIds).toBe('ready'));
    expect(state().extra.partErrors).toEqual({});
  });
});

describe("the card's direct mode part (the checks of the number, expiry date and security code typed on the page)", () => {
  it('a secured-mode card (the frames check its fields) never loads it', async () => {
    const { core } = await setup({}, { direct: 'fresh' });
    const secured = core.createCardMachine(
      {},
      { submit: () => Promise.resolve({ resultCode: 'Authorised' }) },
    );
    secured.start();
    expect(secured.getSnapshot().extra.parts.directMode).toBe('idle');
    await Promise.resolve();
    expect(core.directModePart()).toBeNull();
    expect(secured.getSnapshot().extra.parts.directMode).toBe('idle');
  });

  it('loads at start; a card typed meanwhile shows (no error yet), is checked and paid once, its brand detected then', async () => {
    const { core, machine, state, typeCard, submitted } = await setup({}, { direct: 'fresh' });
    // Made (a server render makes it too): nothing loads.
    expect(state().extra.parts.directMode).toBe('idle');
    machine.start();
    expect(state().extra.parts.directMode).toBe('loading');
    typeCard();
    expect(state().fields.cardNumber).toMatchObject({ visibility: 'editable', errorKey: null });
    expect(state().extra.detectedBrand).toBeNull();
    expect(state().valid).toBe(false);
    machine.send({ type: 'submit.requested' });
    machine.send({ type: 'submit.requested' });
    expect(state().submitQueued).toBe(true);
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(state().extra.parts.directMode).toBe('ready');
    expect(state().extra.detectedBrand).toBe('visa');
    expect(core.directModePart()).not.toBeNull();
    expect(core.formatCardFieldInput('cardNumber', '4111111111111111', 'visa')).toBe('4111 1111 1111 1111');
  });

  it('a number typed before the checks arrive that fails them shows its error and pays nothing', async () => {
    const { machine, state, type, submitted } = await setup({}, { direct: 'fresh' });
    machine.start();
    type('cardNumber', '4111 1111 1111 1112');
    type('expiryDate', '03/30');
    type('securityCode', '737');
    machine.send({ type: 'submit.requested' });
    await vi.waitFor(() => expect(state().extra.parts.directMode).toBe('ready'));
    expect(state().fields.cardNumber?.errorKey).toBe('error.va.sf-cc-num.01');
    expect(state().submitQueued).toBe(false);
    expect(submitted).toEqual([]);
  });

  it("a failed load is reported and is the card's error; the next submit tries again and pays", async () => {
    vi.doMock(DIRECT_MODE, () => {
      throw new Error('chunk failed');
    });
    const { machine, state, typeCard, submitted, errors } = await setup({}, { direct: 'fresh' });
    machine.start();
    await vi.waitFor(() => expect(state().extra.parts.directMode).toBe('error'));
    expect(state().extra.partErrors.directMode?.message).toBe("The card's direct mode could not load");
    expect(errors).toEqual([state().extra.partErrors.directMode]);
    typeCard();
    vi.doUnmock(DIRECT_MODE);
    machine.send({ type: 'submit.requested' });
    expect(state().extra.parts.directMode).toBe('loading');
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(errors).toHaveLength(1);
  });
});

// The card's billing address is an optional part of its form (its own chunk): loaded when the form
// first shows the address, after start, never for a card without one; until it has loaded the
// address fields are hidden with their values and the form is not ready (nothing is paid); a load
// that fails is reported once and is the card's error, and a reset tries again. Isolated: the part,
// once loaded, stays loaded for the page (the module's state).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createCardMachine,
  type CardOptions,
  type PaymentData,
  type PaymentMethodDeps,
} from 'headless-checkout/core';
import { billingAddressPart, loadDirectModePart } from '../../../headless/core/card/card.parts';

const PART = '../../../headless/core/card/billing-address.part';

// These direct-mode forms find direct mode's checks (another part) at hand, as after an earlier form.
beforeAll(() => loadDirectModePart());

function setup(options: CardOptions = {}) {
  const submitted: PaymentData[] = [];
  const errors: unknown[] = [];
  const deps: PaymentMethodDeps = {
    now: () => new Date(2026, 10, 22).getTime(),
    submit: (data) => {
      submitted.push(data);
      return Promise.resolve({ resultCode: 'Authorised' });
    },
    environment: () => ({ origin: 'http://shop.test', browserInfo: { language: 'en-US' } }),
    reportError: (error) => errors.push(error),
  };
  const machine = createCardMachine({ mode: 'direct', ...options }, deps);
  const type = (field: string, value: string) => {
    machine.send({ type: 'field.changed', field: field as never, value });
    machine.send({ type: 'field.blurred', field: field as never });
  };
  const typeCard = () => {
    type('cardNumber', '4111 1111 1111 1111');
    type('expiryDate', '03/30');
    type('securityCode', '737');
    type('holderName', 'J. Smith');
  };
  return { machine, submitted, errors, type, typeCard, state: () => machine.getSnapshot() };
}

afterEach(() => {
  vi.doUnmock(PART);
});

describe("the card's billing address part", () => {
  it('a card without a billing address never loads it and pays', async () => {
    const { machine, typeCard, submitted, state } = setup();
    machine.start();
    typeCard();
    expect(state().extra.billingAddress).toBe('idle');
    expect(state().fields['billingAddress.street']?.visibility).toBe('hidden');
    expect(state().valid).toBe(true);
    machine.send({ type: 'submit.requested' });
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).not.toHaveProperty('billingAddress');
    expect(billingAddressPart()).toBeNull();
  });

  it('a load that fails is reported once and is the card error; a reset tries again', async () => {
    vi.doMock(PART, () => {
      throw new Error('chunk failed');
    });
    const { machine, errors, state, typeCard, submitted } = setup({
      billingAddressMode: 'full',
      billingAddress: { country: 'NL' },
    });
    machine.start();
    expect(state().extra.billingAddress).toBe('loading');
    await vi.waitFor(() => expect(state().extra.billingAddress).toBe('error'));
    expect(state().extra.billingAddressError?.message).toBe('The billing address could not load');
    expect(errors).toEqual([state().extra.billingAddressError]);
    typeCard();
    machine.send({ type: 'submit.requested' });
    expect(state().valid).toBe(false);
    expect(submitted).toEqual([]);

    vi.doUnmock(PART);
    machine.send({ type: 'form.reset' });
    await vi.waitFor(() => expect(state().extra.billingAddress).toBe('ready'));
    expect(state().extra.billingAddressError).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it('a shown address: hidden with its values and nothing paid until it loads (after start), then checked and paid', async () => {
    vi.resetModules(); // the previous test's part is the page's; start from none
    const core = await import('headless-checkout/core');
    const parts = await import('../../../headless/core/card/card.parts');
    expect(parts.billingAddressPart()).toBeNull();
    const submitted: PaymentData[] = [];
    const machine = core.createCardMachine(
      { mode: 'direct', billingAddressMode: 'full', billingAddress: { country: 'NL', city: 'Amsterdam' } },
      {
        now: () => new Date(2026, 10, 22).getTime(),
        submit: (data) => {
          submitted.push(data);
          return Promise.resolve({ resultCode: 'Authorised' });
        },
        environment: () => ({ origin: 'http://shop.test', browserInfo: { language: 'en-US' } }),
      },
    );
    const state = () => machine.getSnapshot();
    const type = (field: string, value: string) => {
      machine.send({ type: 'field.changed', field: field as never, value });
      machine.send({ type: 'field.blurred', field: field as never });
    };
    // Made (a server render makes it too): nothing loads, the address is hidden with its values.
    expect(state().extra.billingAddress).toBe('idle');
    expect(state().fields['billingAddress.city']).toMatchObject({ value: 'Amsterdam', visibility: 'hidden' });
    expect(core.cardViewOf(state()).billingAddressSchema).toBeNull();
    machine.start();
    expect(state().extra.billingAddress).toBe('loading');
    type('cardNumber', '4111 1111 1111 1111');
    type('expiryDate', '03/30');
    type('securityCode', '737');
    type('holderName', 'J. Smith');
    machine.send({ type: 'submit.requested' });
    expect(state().valid).toBe(false);
    expect(submitted).toEqual([]);

    await vi.waitFor(() => expect(state().extra.billingAddress).toBe('ready'));
    expect(parts.billingAddressPart()).not.toBeNull();
    expect(core.cardViewOf(state()).billingAddressSchema?.country).toBe('NL');
    expect(state().fields['billingAddress.city']).toMatchObject({
      value: 'Amsterdam',
      visibility: 'editable',
    });
    expect(state().fields['billingAddress.street']?.errorKey).not.toBeNull();
    expect(state().valid).toBe(false);
    type('billingAddress.street', 'Dam');
    type('billingAddress.houseNumberOrName', '1');
    type('billingAddress.postalCode', '1012 JS');
    expect(state().valid).toBe(true);
    machine.send({ type: 'submit.requested' });
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({
      billingAddress: {
        street: 'Dam',
        houseNumberOrName: '1',
        postalCode: '1012 JS',
        city: 'Amsterdam',
        country: 'NL',
      },
    });

    // A second form of the page finds it loaded: ready from the start.
    const second = core.createCardMachine(
      { mode: 'direct', billingAddressMode: 'partial' },
      { submit: () => Promise.resolve({ resultCode: 'Authorised' }) },
    );
    expect(second.getSnapshot().extra.billingAddress).toBe('ready');
  });

  it("starts in the checkout's country unless the merchant gives one, and pays it", async () => {
    const { loadBillingAddressPart } = await import('../../../headless/core/card/card.parts');
    await loadBillingAddressPart();
    const deps = { submit: () => Promise.resolve({ resultCode: 'Authorised' as const }) };
    const countryOf = (options: CardOptions, countryCode?: string) =>
      createCardMachine({ billingAddressMode: 'full', ...options }, deps, {
        context: { countryCode },
      }).getSnapshot().fields['billingAddress.country']?.value;
    expect(countryOf({}, 'nl')).toBe('NL');
    expect(countryOf({ billingAddress: { country: 'BE' } }, 'NL')).toBe('BE');
    expect(countryOf({ billingAddress: { city: 'Utrecht' } }, 'NL')).toBe('NL');
    expect(countryOf({})).toBe('');
    // Its rules are the country's: the Dutch postal code's format.
    const machine = createCardMachine({ billingAddressMode: 'full' }, deps, {
      context: { countryCode: 'NL' },
    });
    machine.send({ type: 'field.changed', field: 'billingAddress.postalCode', value: '90210' });
    expect(machine.getSnapshot().fields['billingAddress.postalCode']?.errorKey).toBe(
      'postalCode.invalidFormat',
    );
  });
});

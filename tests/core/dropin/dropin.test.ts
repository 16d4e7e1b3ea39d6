import { describe, expect, it, vi } from 'vitest';
import {
  createDropinMachine,
  dropinItemsOf,
  dropinListOf,
  dropinScreenOf,
  screenTakesFocus,
  isKnownPaymentMethodType,
  itemAfterKey,
  normalizePaymentMethodsResponse,
  selectedItemOf,
  type DropinList,
  type DropinStatus,
  type DropinListOptions,
} from 'headless-checkout/core';

const silent = {
  warn: () => undefined,
  error: () => undefined,
  info: () => undefined,
  debug: () => undefined,
};

/** The list of a raw payment methods response (normalised as the checkout does). */
function listOf(raw: unknown, options: DropinListOptions = {}): DropinList {
  return dropinListOf(
    normalizePaymentMethodsResponse(raw, silent as never),
    options,
    isKnownPaymentMethodType,
  );
}

const keys = (items: ReadonlyArray<{ key: string }>) => items.map((item) => item.key);

const CARD = { type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex', 'maestro', 'bcmc', 'cup'] };
const IDEAL = { type: 'ideal', name: 'iDEAL', issuers: [{ id: '1121', name: 'Test Issuer' }] };
const STORED_CARD = {
  id: 'SC1',
  type: 'scheme',
  brand: 'visa',
  lastFour: '1111',
  supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
};

describe('drop-in list', () => {
  it('keeps stored methods of scheme, blik, twint and ach supporting Ecommerce, each paying with its id', () => {
    const list = listOf({
      paymentMethods: [CARD],
      storedPaymentMethods: [
        STORED_CARD,
        { id: 'B1', type: 'blik', supportedShopperInteractions: ['Ecommerce'] },
        { id: 'P1', type: 'paypal', supportedShopperInteractions: ['Ecommerce'] },
        { id: 'S2', type: 'scheme', supportedShopperInteractions: ['ContAuth'] },
      ],
    });
    expect(keys(list.stored)).toEqual(['stored:SC1', 'stored:B1']);
    expect(list.stored[0]).toMatchObject({
      kind: 'stored',
      type: 'scheme',
      options: { storedPaymentMethod: { storedPaymentMethodId: 'SC1', lastFour: '1111' } },
    });
    expect(list.stored[1]!.options).toEqual({ storedPaymentMethodId: 'B1' });
    // A stored card shows its own brand, not the brands the card item takes.
    expect(list.stored[0]!.brandIcons).toEqual({ visible: [STORED_CARD.brand], more: 0 });
    expect(list.stored[1]!.brandIcons).toBeNull();
    // Its line: the name and the last four digits when it has them.
    expect(list.stored.map((item) => item.label)).toEqual(['scheme •••• 1111', 'blik']);
  });

  it.each([
    { type: 'scheme', panel: 'card' },
    { type: 'paypal', panel: 'provider' },
    { type: 'amazonpay', panel: 'provider' },
    { type: 'ideal', panel: 'form' },
    { type: 'giftcard', panel: 'form' },
    { type: 'trustly', panel: 'form' },
  ])('an open $type item is drawn as $panel', ({ type, panel }) => {
    const list = listOf({ paymentMethods: [{ type, name: `The ${type}` }] });
    expect(list.methods[0]).toMatchObject({ type, label: `The ${type}`, panel });
  });

  it.each([
    {
      case: 'named instant types above the divider, de-duplicated, out of the list below',
      instantPaymentTypes: ['applepay', 'googlepay', 'applepay'],
      instant: ['instant:applepay', 'instant:googlepay'],
      methods: ['method:scheme:0', 'method:paypal:0', 'method:ideal:0'],
    },
    {
      case: 'only googlepay, paywithgoogle and applepay can be instant; absent ones are skipped',
      instantPaymentTypes: ['paypal', 'paywithgoogle', 'googlepay'],
      instant: ['instant:googlepay'],
      methods: ['method:scheme:0', 'method:applepay:0', 'method:paypal:0', 'method:ideal:0'],
    },
    {
      case: 'none named: every method in the list',
      instantPaymentTypes: undefined,
      instant: [],
      methods: [
        'method:scheme:0',
        'method:googlepay:0',
        'method:applepay:0',
        'method:paypal:0',
        'method:ideal:0',
      ],
    },
  ])('instant types: $case', ({ instantPaymentTypes, instant, methods }) => {
    const list = listOf(
      {
        paymentMethods: [
          CARD,
          { type: 'googlepay', name: 'Google Pay' },
          { type: 'applepay', name: 'Apple Pay' },
          { type: 'paypal', name: 'PayPal' },
          IDEAL,
        ],
      },
      { instantPaymentTypes },
    );
    expect(keys(list.instant)).toEqual(instant);
    expect(keys(list.methods)).toEqual(methods);
  });

  it('leaves out types never shown in a drop-in; an unknown type pays by redirect unless it asks details, then it is left out', () => {
    const list = listOf({
      paymentMethods: [
        { type: 'clicktopay' },
        { type: 'androidpay' },
        { type: 'samsungpay' },
        { type: 'trustly', name: 'Trustly' },
        { type: 'mystery_form', details: [{ key: 'ssn', type: 'text' }] },
        IDEAL,
      ],
    });
    expect(keys(list.methods)).toEqual(['method:trustly:0', 'method:ideal:0']);
    expect(list.methods[0]).toMatchObject({ name: 'Trustly', fallback: true });
    expect(list.methods[1]).toMatchObject({ name: 'iDEAL', fallback: false });
    expect(list.unrenderable).toEqual(['mystery_form']);
  });

  it.each([
    { brands: ['visa', 'mc', 'amex', 'maestro'], visible: ['visa', 'mc', 'amex', 'maestro'], more: 0 },
    { brands: ['visa', 'mc', 'amex', 'maestro', 'bcmc', 'cup'], visible: ['visa', 'mc', 'amex'], more: 3 },
    { brands: undefined, visible: ['visa', 'mc', 'amex'], more: 0 },
  ])('the card item shows at most 4 brand icons, else 3 and +N ($brands)', ({ brands, visible, more }) => {
    const list = listOf({ paymentMethods: [{ type: 'scheme', ...(brands ? { brands } : {}) }, IDEAL] });
    expect(list.methods[0]!.brandIcons).toEqual({ visible: expect.arrayContaining(visible), more });
    expect(list.methods[0]!.brandIcons!.visible).toHaveLength(visible.length);
    expect(list.methods[1]!.brandIcons).toBeNull();
  });

  it("gives each item the merchant's configuration of its type ('card' for the card) and unique keys", () => {
    const list = listOf(
      {
        paymentMethods: [
          CARD,
          { type: 'giftcard', name: 'Givex', brand: 'givex' },
          { type: 'giftcard', name: 'SVS', brand: 'svs' },
        ],
        storedPaymentMethods: [STORED_CARD],
      },
      { paymentMethodsConfiguration: { card: { hasHolderName: true }, giftcard: { pinRequired: false } } },
    );
    expect(keys(dropinItemsOf(list))).toEqual([
      'stored:SC1',
      'method:scheme:0',
      'method:giftcard:0',
      'method:giftcard:1',
    ]);
    expect(list.methods[0]!.options).toEqual({ hasHolderName: true });
    expect(list.stored[0]!.options).toMatchObject({
      hasHolderName: true,
      storedPaymentMethod: { id: 'SC1' },
    });
    expect(list.methods[2]).toMatchObject({ name: 'SVS', options: { pinRequired: false } });
  });

  it('showStoredPaymentMethods and showPaymentMethods false leave their part out', () => {
    const raw = { paymentMethods: [CARD, { type: 'googlepay' }], storedPaymentMethods: [STORED_CARD] };
    expect(listOf(raw, { showStoredPaymentMethods: false }).stored).toEqual([]);
    const storedOnly = listOf(raw, { showPaymentMethods: false, instantPaymentTypes: ['googlepay'] });
    expect([storedOnly.instant, storedOnly.methods]).toEqual([[], []]);
    expect(keys(storedOnly.stored)).toEqual(['stored:SC1']);
  });
});

const RESPONSE = {
  paymentMethods: [CARD, { type: 'googlepay', name: 'Google Pay' }, IDEAL],
  storedPaymentMethods: [STORED_CARD],
};

function setup(
  raw: unknown = RESPONSE,
  open: { openFirstStoredPaymentMethod?: boolean; openFirstPaymentMethod?: boolean } = {},
  options: DropinListOptions = { instantPaymentTypes: ['googlepay'] },
) {
  const onSelect = vi.fn();
  const onReady = vi.fn();
  const reportError = vi.fn();
  const machine = createDropinMachine({ onSelect, onReady, reportError }, open);
  const load = () => machine.send({ type: 'methods.loaded', list: listOf(raw, options) });
  return { machine, onSelect, onReady, reportError, load, state: () => machine.getSnapshot() };
}

describe('drop-in machine', () => {
  it.each([
    { case: 'the first stored method', raw: RESPONSE, open: {}, selected: 'stored:SC1' },
    {
      case: 'the first method below the divider without stored methods',
      raw: { paymentMethods: RESPONSE.paymentMethods },
      open: {},
      selected: 'method:scheme:0',
    },
    {
      case: 'the first method when stored ones should not open',
      raw: RESPONSE,
      open: { openFirstStoredPaymentMethod: false },
      selected: 'method:scheme:0',
    },
    {
      case: 'none when neither should open',
      raw: RESPONSE,
      open: { openFirstStoredPaymentMethod: false, openFirstPaymentMethod: false },
      selected: null,
    },
  ])('opens $case from the start', ({ raw, open, selected }) => {
    const { state, load, onReady, onSelect } = setup(raw, open);
    expect(state().status).toBe('loading');
    load();
    expect(state()).toMatchObject({ status: 'ready', selected });
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('a selection opens the item and calls onSelect once; the open item again, or an unknown key, does nothing', () => {
    const { machine, state, load, onSelect } = setup();
    load();
    machine.send({ type: 'item.selected', key: 'method:ideal:0' });
    machine.send({ type: 'item.selected', key: 'method:ideal:0' });
    machine.send({ type: 'item.selected', key: 'method:nope:0' });
    expect(state().selected).toBe('method:ideal:0');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]![0]).toMatchObject({ type: 'ideal', name: 'iDEAL' });
    expect(selectedItemOf(state())?.type).toBe('ideal');
  });

  it('an item whose availability check failed is hidden; the open one hands over to the first that opens', () => {
    const { machine, state, load } = setup();
    load();
    machine.send({ type: 'item.unavailable', key: 'instant:googlepay' });
    machine.send({ type: 'item.unavailable', key: 'stored:SC1' });
    expect(state().hidden).toEqual(['instant:googlepay', 'stored:SC1']);
    expect(state().selected).toBe('method:scheme:0');
    machine.send({ type: 'item.selected', key: 'stored:SC1' });
    expect(state().selected).toBe('method:scheme:0');
  });

  it('a changed list (a stored method removed) keeps the open item while listed, else opens the first; onReady stays once', () => {
    const { machine, state, load, onReady } = setup();
    load();
    machine.send({ type: 'item.selected', key: 'method:ideal:0' });
    const without = { ...RESPONSE, storedPaymentMethods: [] };
    machine.send({ type: 'methods.loaded', list: listOf(without, { instantPaymentTypes: ['googlepay'] }) });
    expect(state()).toMatchObject({ status: 'ready', selected: 'method:ideal:0' });
    expect(state().list!.stored).toEqual([]);

    const other = setup();
    other.load();
    expect(other.state().selected).toBe('stored:SC1');
    other.machine.send({
      type: 'methods.loaded',
      list: listOf(without, { instantPaymentTypes: ['googlepay'] }),
    });
    expect(other.state().selected).toBe('method:scheme:0');
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(other.onReady).toHaveBeenCalledTimes(1);
  });

  it('one attempt at a time: while one item pays, no other opens or starts; its end frees the drop-in or ends it', () => {
    const { machine, state, load } = setup();
    load();
    machine.send({ type: 'payment.began', key: 'stored:SC1' });
    machine.send({ type: 'item.selected', key: 'method:ideal:0' });
    machine.send({ type: 'payment.began', key: 'method:ideal:0' });
    expect(state()).toMatchObject({ selected: 'stored:SC1', paying: 'stored:SC1' });
    machine.send({ type: 'payment.ended', key: 'method:ideal:0', outcome: 'success' });
    expect(state()).toMatchObject({ status: 'ready', paying: 'stored:SC1' });
    machine.send({ type: 'payment.ended', key: 'stored:SC1', outcome: 'form' });
    expect(state()).toMatchObject({ status: 'ready', paying: null });
    machine.send({ type: 'item.selected', key: 'method:ideal:0' });
    machine.send({ type: 'payment.began', key: 'method:ideal:0' });
    machine.send({ type: 'payment.ended', key: 'method:ideal:0', outcome: 'redirect' });
    expect(state()).toMatchObject({ status: 'redirect', paying: null });
  });

  it("a submit with no open item raises 'No active payment method.' once; with one, nothing", () => {
    const { machine, state, load, reportError } = setup(RESPONSE, {
      openFirstStoredPaymentMethod: false,
      openFirstPaymentMethod: false,
    });
    load();
    machine.send({ type: 'submit.requested' });
    expect(state().error).toMatchObject({
      type: 'IMPLEMENTATION_ERROR',
      message: 'No active payment method.',
    });
    expect(reportError).toHaveBeenCalledTimes(1);
    machine.send({ type: 'item.selected', key: 'method:scheme:0' });
    expect(state().error).toBeNull();
    machine.send({ type: 'submit.requested' });
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('reports each unrenderable method once when the list shows; a failed load is the error status', () => {
    const { load, reportError } = setup({ paymentMethods: [CARD, { type: 'odd', details: [{ key: 'x' }] }] });
    load();
    load();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0]![0].message).toContain("'odd' is left out of the drop-in");

    const failed = setup();
    failed.machine.send({ type: 'methods.failed', error: new Error('down') as never });
    expect(failed.state()).toMatchObject({ status: 'error' });
    failed.load();
    expect(failed.state().status).toBe('error');
  });

  it.each([
    { from: 'stored:SC1', key: 'ArrowDown', to: 'method:scheme:0' },
    { from: 'stored:SC1', key: 'ArrowRight', to: 'method:scheme:0' },
    { from: 'method:ideal:0', key: 'ArrowDown', to: 'instant:googlepay' },
    { from: 'instant:googlepay', key: 'ArrowUp', to: 'method:ideal:0' },
    { from: 'method:ideal:0', key: 'Home', to: 'instant:googlepay' },
    { from: 'stored:SC1', key: 'End', to: 'method:ideal:0' },
    { from: 'stored:SC1', key: 'Enter', to: null },
  ])('in the list, $key from $from moves to $to (wrapping around)', ({ from, key, to }) => {
    const { state, load } = setup();
    load();
    expect(itemAfterKey(state(), from, key)?.key ?? null).toBe(to);
  });

  it("the merchant's setStatus shows a custom screen with its message", () => {
    const { machine, state, load } = setup();
    load();
    machine.send({ type: 'status.set', status: 'custom', message: 'Thank you!' });
    expect(state()).toMatchObject({ status: 'custom', message: 'Thank you!' });
    machine.send({ type: 'status.set', status: 'ready' });
    expect(state()).toMatchObject({ status: 'ready', message: null });
  });

  it.each([
    { status: 'loading', parts: 0, name: 'loading', messageKey: null, focusKey: null },
    { status: 'ready', parts: 0, name: 'list', messageKey: null, focusKey: 'list:0' },
    { status: 'ready', parts: 1, name: 'list', messageKey: null, focusKey: 'list:1' },
    { status: 'ready', parts: 2, name: 'list', messageKey: null, focusKey: 'list:2' },
    { status: 'success', parts: 0, name: 'success', messageKey: 'payment.success', focusKey: 'success:0' },
    { status: 'success', parts: 2, name: 'success', messageKey: 'payment.success', focusKey: 'success:2' },
    { status: 'error', parts: 0, name: 'error', messageKey: 'error.message.unknown', focusKey: 'error:0' },
    { status: 'redirect', parts: 0, name: 'redirect', messageKey: null, focusKey: 'redirect:0' },
    { status: 'custom', parts: 0, name: 'custom', messageKey: null, focusKey: 'custom:0' },
  ] as const)(
    'the screen of $status after $parts partial payments is $name (focus key $focusKey)',
    ({ status, parts, name, messageKey, focusKey }) => {
      expect(dropinScreenOf({ status, message: null }, parts)).toEqual({
        name,
        message: null,
        messageKey,
        focusKey,
      });
    },
  );

  it("an end screen with the merchant's message shows it, not the shopper's text", () => {
    expect(dropinScreenOf({ status: 'error', message: 'Out of stock' })).toMatchObject({
      name: 'error',
      message: 'Out of stock',
      messageKey: null,
    });
  });

  it.each([
    { from: ['loading', 0], to: ['ready', 0], moves: false },
    { from: ['loading', 0], to: ['error', 0], moves: true },
    { from: ['ready', 0], to: ['ready', 1], moves: true },
    { from: ['ready', 1], to: ['ready', 1], moves: false },
    { from: ['ready', 0], to: ['success', 0], moves: true },
    { from: ['ready', 0], to: ['custom', 0], moves: true },
    { from: ['custom', 0], to: ['ready', 0], moves: true },
    { from: ['ready', 0], to: ['loading', 0], moves: false },
    { from: ['ready', 0], to: ['redirect', 0], moves: false },
  ] as const)('focus moves from $from to $to: $moves', ({ from, to, moves }) => {
    const screen = ([status, parts]: readonly [DropinStatus, number]) =>
      dropinScreenOf({ status, message: null }, parts);
    expect(screenTakesFocus(screen(from), screen(to))).toBe(moves);
  });
});

// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"enableIframePageLoading": true, "navigation": {"disableChildFrameNavigation": true}}}
// (Frames get windows of their own, but load no page: the test plays the frames, with values
// encrypted to the sandbox's key as the real frames would.)
// useGiftCard inside an OrderProvider, against the sandbox (msw): the balance check, the order, the
// partial payment; useOrder keeps the order, lists its parts by the order status call, gives the
// forms the remaining amount, and cancels it. The skin's GiftCardBalance and OrderSummary draw it.
import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CheckoutProvider,
  OrderProvider,
  useGiftCard,
  useOrder,
  usePaymentMethod,
  type UseGiftCardOptions,
  type UseGiftCardResult,
  type UseOrderResult,
} from 'headless-checkout';
import type { SecuredFieldType } from 'headless-checkout/core';
import { GiftCardBalance, OrderSummary } from 'headless-checkout/skins/default';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { createClient, createSession, encryptField, fetchPublicKey } from '../sandbox/helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const ORIGIN = new URL(SANDBOX).origin;
const sandbox = createSandbox();
const server = setupServer(http.all(`${SANDBOX}*`, ({ request }) => sandbox.handle(request)));
const client = createClient(SANDBOX);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sandbox.reset();
});
afterAll(() => server.close());

const FIELDS = ['giftcardNumber', 'giftcardPin'] as const satisfies readonly SecuredFieldType[];
let card: UseGiftCardResult | null = null;
let order: UseOrderResult | null = null;

/** The number and PIN frames' containers, with their labels. */
function Frames({
  method,
}: {
  method: Pick<UseGiftCardResult, 'getSecuredLabelProps' | 'getSecuredFieldProps'>;
}) {
  return FIELDS.map((field) => (
    <div key={field}>
      <label {...method.getSecuredLabelProps(field)}>{field}</label>
      <div data-testid={field} {...method.getSecuredFieldProps(field)} />
    </div>
  ));
}

function GiftCardForm(props: UseGiftCardOptions) {
  const giftCard = useGiftCard(props);
  useEffect(() => {
    card = giftCard;
  });
  return (
    <form {...giftCard.getFormProps()}>
      <Frames method={giftCard} />
      <GiftCardBalance giftCard={giftCard} />
    </form>
  );
}

/** The same form on usePaymentMethod alone: what a drop-in renders for a gift card. */
let method: ReturnType<typeof usePaymentMethod<'giftcard'>> | null = null;
function MethodGiftCardForm() {
  const giftCard = usePaymentMethod('giftcard', { brand: 'givex' });
  useEffect(() => {
    method = giftCard;
  });
  return (
    <form {...giftCard.getFormProps()}>
      <Frames method={giftCard} />
    </form>
  );
}

function OrderView() {
  const current = useOrder();
  useEffect(() => {
    order = current;
  });
  return <OrderSummary cancelButton />;
}

async function page(amount = 7500, options: UseGiftCardOptions = { brand: 'givex' }, alone = false) {
  const session = await createSession(client, { amount: { value: amount, currency: 'EUR' } });
  render(
    <CheckoutProvider
      environment={SANDBOX}
      clientKey={SANDBOX_CLIENT_KEY}
      amount={{ value: amount, currency: 'EUR' }}
      session={{ id: session.id, sessionData: session.sessionData }}
    >
      <OrderProvider>
        {alone ? <MethodGiftCardForm /> : <GiftCardForm {...options} />}
        <OrderView />
      </OrderProvider>
    </CheckoutProvider>,
  );
  await waitFor(() =>
    expect(document.querySelectorAll<HTMLIFrameElement>('[data-secured-field] iframe')).toHaveLength(2),
  );
  for (const field of FIELDS) for (const type of ['loaded', 'configured']) post(field, { type });
  await waitFor(() => expect((alone ? method : card)!.state?.extra.securedFields).toBe('ready'));
}

const windowOf = (field: SecuredFieldType) =>
  screen.getByTestId(field).querySelector('iframe')!.contentWindow;

function post(field: SecuredFieldType, body: Record<string, unknown>) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { channel: 'hc-secured-fields', fieldType: field, ...body },
        origin: ORIGIN,
        source: windowOf(field) as Window,
      }),
    );
  });
}

/** The frames' reports of a typed card: valid, with the values encrypted to the sandbox's key. */
async function typeCard(number: string, pin: string) {
  const key = await fetchPublicKey(client);
  const [encryptedCardNumber, encryptedSecurityCode] = await Promise.all([
    encryptField(key, 'number', number),
    encryptField(key, 'cvc', pin),
  ]);
  post('giftcardNumber', { type: 'change', valid: true, empty: false, encrypted: { encryptedCardNumber } });
  post('giftcardPin', { type: 'change', valid: true, empty: false, encrypted: { encryptedSecurityCode } });
}

describe('useGiftCard and useOrder', () => {
  it('too little balance: an order, the partial payment, the parts listed, the rest as the amount; then cancelled', async () => {
    await page();
    expect(order!.status).toBe('none');
    expect(card!.payButtonLabel).toBe('Check balance');
    await typeCard('6036280000000000010', '7373');
    const toFrames = FIELDS.map((field) => vi.spyOn(windowOf(field)!, 'postMessage'));
    act(() => card!.submit());
    await waitFor(() => expect(order!.status).toBe('open'));
    await waitFor(() => expect(order!.parts).toHaveLength(1));
    expect(card!.payment.status).toBe('partial');
    // The form is empty again for the next card: its fields, its balance, and each frame told to empty.
    expect(card!.view).toMatchObject({ balance: null, step: 'check' });
    expect(card!.payButtonLabel).toBe('Check balance');
    expect(card!.state!.cleared).toBe(1);
    await waitFor(() =>
      toFrames.forEach((spy) =>
        expect(spy).toHaveBeenCalledWith(expect.objectContaining({ type: 'clear' }), ORIGIN),
      ),
    );
    expect(order!.parts[0]).toMatchObject({
      type: 'givex',
      lastFour: '0010',
      amount: { value: 5000, currency: 'EUR' },
    });
    expect(order!.remainingAmount).toEqual({ value: 2500, currency: 'EUR' });
    // The forms inside the order see the remaining amount.
    await waitFor(() => expect(card!.state!.context.amount).toEqual({ value: 2500, currency: 'EUR' }));
    expect(screen.getByText('Paid with card ending in 0010: €50.00')).toBeTruthy();
    expect(screen.getByText('Remaining amount: €25.00')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Cancel' }).click());
    await waitFor(() => expect(order!.status).toBe('cancelled'));
    // The order's parts went back to their card.
    expect(sandbox.store.giftCardBalances.get('6036280000000000010')).toEqual({
      value: 5000,
      currency: 'EUR',
    });
  });

  it('reset() empties the form and its frames', async () => {
    await page();
    await typeCard('6036280000000000010', '7373');
    expect(card!.state!.fields['giftcardNumber']!.empty).toBe(false);
    const toFrames = FIELDS.map((field) => vi.spyOn(windowOf(field)!, 'postMessage'));
    act(() => card!.reset());
    expect(card!.state!.fields['giftcardNumber']!.empty).toBe(true);
    await waitFor(() =>
      toFrames.forEach((spy) =>
        expect(spy).toHaveBeenCalledWith(expect.objectContaining({ type: 'clear' }), ORIGIN),
      ),
    );
    // The frames are still there: a card typed again is checked and paid.
    expect(card!.state!.extra.securedFields).toBe('ready');
    await typeCard('6036280000000000010', '7373');
    act(() => card!.submit());
    await waitFor(() => expect(order!.parts).toHaveLength(1));
  });

  it('enough balance: the balance shown and the confirmation asked; the press pays it all, no order', async () => {
    await page(2000);
    await typeCard('6036280000000000010', '7373');
    act(() => card!.submit());
    await waitFor(() => expect(card!.view?.step).toBe('confirm'));
    expect(card!.view?.remainingBalance).toEqual({ value: 3000, currency: 'EUR' });
    expect(card!.payButtonLabel).toBe('Pay €20.00');
    expect(screen.getByText('Remaining balance: €30.00')).toBeTruthy();
    act(() => card!.submit());
    await waitFor(() => expect(card!.status).toBe('success'));
    expect(order!.status).toBe('none');
  });

  it("usePaymentMethod('giftcard') alone: the frames, the balance step in its view, loading while it checks, the order of the page, paid", async () => {
    await page(7500, undefined, true);
    expect(method!.payButtonLabel).toBe('Check balance');
    expect(method!.view).toMatchObject({ step: 'check', status: 'ready', balance: null, errorKey: null });
    await typeCard('6036280000000000010', '7373');
    act(() => method!.submit());
    expect(method!.status).toBe('loading');
    expect(method!.payButtonLabel).toBe('Processing payment…');
    // No second press while the balance is checked.
    expect(method!.getPayButtonProps()).toMatchObject({
      disabled: true,
      'aria-busy': true,
      'data-state': 'loading',
    });
    // Too little balance: the session's order call, the partial payment within it.
    await waitFor(() => expect(order!.status).toBe('open'));
    await waitFor(() => expect(method!.payment.status).toBe('partial'));
    expect(method!.view).toMatchObject({ balance: null, step: 'check', errorKey: null });
    expect(order!.remainingAmount).toEqual({ value: 2500, currency: 'EUR' });
    // The page's open order reaches the form as its context.
    await waitFor(() => expect(method!.state!.context.order?.orderData).toBe(order!.order!.orderData));
  });

  it.each([
    ['6036280000000000028', '7373', 'This gift card has zero balance', 'no-balance'],
    [
      '6036280000000000036',
      '7373',
      'Gift cards are only valid in the currency they were issued in',
      'currency-error',
    ],
    ['6036280000000000099', '7373', 'We have no gift card with this number', 'card-error'],
    // A known card, a wrong PIN: the PIN is named, not the number.
    ['6036280000000000010', '0000', 'The PIN is not correct', 'pin-error'],
  ])('%s (PIN %s): %s, status %s, nothing paid', async (number, pin, text, status) => {
    await page();
    await typeCard(number, pin);
    act(() => card!.submit());
    await waitFor(() => expect(card!.view?.status).toBe(status));
    expect(screen.getByRole('alert').textContent).toContain(text);
    expect(card!.payment.status).toBe('ready');
    expect(order!.status).toBe('none');
  });

  it('a failed balance call: status error, An unknown error occurred', async () => {
    await page();
    server.use(http.post(`${SANDBOX}v1/sessions/:id/paymentMethodBalance`, () => Response.error()));
    await typeCard('6036280000000000010', '7373');
    act(() => card!.submit());
    await waitFor(() => expect(card!.view?.status).toBe('error'));
    expect(card!.view?.errorKey).toBe('error.message.unknown');
  });

  it("advanced flow: the merchant's balance, order and payment calls; the order named in the next payment", async () => {
    const checked: unknown[] = [];
    const submitted: Array<Record<string, unknown>> = [];
    const cancelled: unknown[] = [];
    const ORDER = { orderData: 'merchant-order', pspReference: 'MERCHANT1' };
    render(
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        amount={{ value: 7500, currency: 'EUR' }}
        onSubmit={(data) => {
          submitted.push(data);
          return Promise.resolve({
            resultCode: 'Authorised',
            order: { ...ORDER, remainingAmount: { value: 2500, currency: 'EUR' } },
          });
        }}
      >
        <OrderProvider
          onOrderCancel={(cancelledOrder) => {
            cancelled.push(cancelledOrder);
            return Promise.resolve();
          }}
        >
          <GiftCardForm
            brand="givex"
            onBalanceCheck={(paymentMethod) => {
              checked.push(paymentMethod);
              return Promise.resolve({ balance: { value: 5000, currency: 'EUR' } });
            }}
            onOrderRequest={() =>
              Promise.resolve({ ...ORDER, remainingAmount: { value: 7500, currency: 'EUR' } })
            }
          />
          <OrderView />
        </OrderProvider>
      </CheckoutProvider>,
    );
    await waitFor(() =>
      expect(document.querySelectorAll<HTMLIFrameElement>('[data-secured-field] iframe')).toHaveLength(2),
    );
    for (const field of FIELDS) for (const type of ['loaded', 'configured']) post(field, { type });
    await waitFor(() => expect(card!.state?.extra.securedFields).toBe('ready'));
    post('giftcardNumber', {
      type: 'change',
      valid: true,
      empty: false,
      encrypted: { encryptedCardNumber: 'jwe-n' },
    });
    post('giftcardPin', {
      type: 'change',
      valid: true,
      empty: false,
      encrypted: { encryptedSecurityCode: 'jwe-p' },
    });
    act(() => card!.submit());
    await waitFor(() => expect(order!.status).toBe('open'));
    expect(checked).toEqual([
      { type: 'giftcard', brand: 'givex', encryptedCardNumber: 'jwe-n', encryptedSecurityCode: 'jwe-p' },
    ]);
    expect(submitted[0]!.order).toEqual(ORDER);
    expect(order!.remainingAmount).toEqual({ value: 2500, currency: 'EUR' });
    await waitFor(() => expect(order!.loading).toBe(false));
    act(() => order!.cancel());
    await waitFor(() => expect(order!.status).toBe('cancelled'));
    expect(cancelled).toEqual([{ ...ORDER, remainingAmount: { value: 2500, currency: 'EUR' } }]);
  });

  it('useOrder outside an OrderProvider throws an error naming it', () => {
    function Outside() {
      useOrder();
      return null;
    }
    const error = console.error;
    console.error = () => undefined;
    try {
      expect(() =>
        render(
          <CheckoutProvider environment={SANDBOX} clientKey={SANDBOX_CLIENT_KEY}>
            <Outside />
          </CheckoutProvider>,
        ),
      ).toThrow(/useOrder must be used within an <OrderProvider>/);
    } finally {
      console.error = error;
    }
  });
});

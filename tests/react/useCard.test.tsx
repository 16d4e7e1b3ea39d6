// @vitest-environment happy-dom
import { StrictMode, type ReactNode } from 'react';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { decodeProtectedHeader } from 'jose';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckoutProvider, useCard, useI18n, type UseCardOptions } from 'headless-checkout';
import type { PaymentData } from 'headless-checkout/core';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { createClient, createSession } from '../sandbox/helpers';
import { loadDirectModePart } from 'headless-checkout/core';

// Direct mode's checks are a part of the card form, loaded with it (card-parts.test.ts covers the
// load): here they are there from the start, as on a page where a direct-mode form already loaded.
beforeAll(() => loadDirectModePart());

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const server = setupServer(http.all(`${SANDBOX}*`, ({ request }) => sandbox.handle(request)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A merchant's own card form, on bare hooks, in direct mode. */
function MerchantCardForm(options: UseCardOptions) {
  const card = useCard({ mode: 'direct', ...options });
  const { t } = useI18n();
  const field = (
    name: 'cardNumber' | 'expiryDate' | 'expiryMonth' | 'expiryYear' | 'securityCode' | 'holderName',
    label: string,
  ) =>
    card.meta(name).visible ? (
      <div>
        <label {...card.getLabelProps(name)}>{label}</label>
        <input {...card.getInputProps(name)} />
        <span {...card.getErrorProps(name)}>{card.meta(name).error}</span>
      </div>
    ) : null;
  return (
    <form {...card.getFormProps()}>
      {field('cardNumber', t('creditCard.numberField.title'))}
      {field('expiryDate', t('creditCard.expiryDateField.title'))}
      {field('expiryMonth', t('creditCard.expiryDateField.month'))}
      {field('expiryYear', t('creditCard.expiryDateField.year'))}
      {field('securityCode', t('creditCard.securityCodeField.title'))}
      {field('holderName', t('creditCard.holderName'))}
      {card.errors.length > 0 ? (
        <div role="alert" aria-label={t('errorPanel.title')}>
          {card.errors.map((error) => (
            <p key={error.field}>{error.message}</p>
          ))}
        </div>
      ) : null}
      <p data-testid="status">{card.status}</p>
      <p data-testid="brand">{card.brand ?? ''}</p>
      <button type="submit">{t('payButton')}</button>
    </form>
  );
}

function renderForm(onSubmit: (data: PaymentData) => Promise<object>, options: UseCardOptions = {}) {
  return render(
    <StrictMode>
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        amount={{ value: 2500, currency: 'EUR' }}
        onSubmit={(data) => onSubmit(data)}
        onError={() => undefined}
      >
        <MerchantCardForm {...options} />
      </CheckoutProvider>
    </StrictMode>,
  );
}

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input as HTMLInputElement;
};

describe('useCard (direct mode, bare hooks)', () => {
  it('throws an error naming the hook outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useCard())).toThrow(/useCard must be used within a <CheckoutProvider>/);
    spy.mockRestore();
  });

  it('formats as the shopper types and labels every input', () => {
    renderForm(async () => ({}));
    expect(type('Card number', '370000000000002').value).toBe('3700 000000 00002');
    expect(screen.getByTestId('brand').textContent).toBe('amex');
    expect(type('Expiry date', '3').value).toBe('03');
    expect(type('Expiry date', '0330').value).toBe('03/30');
    const number = screen.getByLabelText('Card number');
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(number.getAttribute('inputmode')).toBe('numeric');
  });

  it('moves focus to the next field when one is complete', () => {
    renderForm(async () => ({}));
    const number = screen.getByLabelText('Card number');
    number.focus();
    fireEvent.change(number, { target: { value: '5555555555554444' } });
    expect(document.activeElement).toBe(screen.getByLabelText('Expiry date'));
    fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: '0330' } });
    expect(document.activeElement).toBe(screen.getByLabelText('Security code'));
  });

  it('shows an error after blur, linked to its input and announced', () => {
    renderForm(async () => ({}), { holderNameRequired: true });
    const input = type('Name on card', ' ');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('Enter name as shown on card');
    expect(error?.getAttribute('aria-live')).toBe('polite');
  });

  it('shows every error in the error panel on an invalid submit, and sends nothing', async () => {
    const onSubmit = vi.fn(async () => ({}));
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const panel = await screen.findByRole('alert', { name: 'Existing errors' });
    expect([...panel.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Enter the card number',
      'Enter the expiry date',
      'Enter the security code',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves focus to the first field in error on an invalid submit', async () => {
    renderForm(async () => ({}), { holderNameRequired: true });
    type('Card number', '4111 1111 1111 1111');
    type('Expiry date', '03/30');
    type('Security code', '737');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByRole('alert', { name: 'Existing errors' });
    expect(document.activeElement).toBe(screen.getByLabelText('Name on card'));
    type('Security code', '');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Security code'));
  });

  it('submits once, with the card data encrypted to the sandbox key, and reaches success', async () => {
    let resolveSubmit: (value: object) => void = () => undefined;
    const onSubmit = vi.fn(
      (_data: PaymentData) => new Promise<object>((resolve) => (resolveSubmit = resolve)),
    );
    renderForm(onSubmit);
    type('Card number', '4111111111111111');
    type('Expiry date', '03/30');
    type('Security code', '737');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('status').textContent).toBe('loading');
    const data = onSubmit.mock.calls[0]![0];
    const method = data.paymentMethod as Record<string, string>;
    expect(method).toMatchObject({ type: 'scheme', brand: 'visa', checkoutAttemptId: expect.any(String) });
    for (const name of [
      'encryptedCardNumber',
      'encryptedExpiryMonth',
      'encryptedExpiryYear',
      'encryptedSecurityCode',
    ]) {
      expect(decodeProtectedHeader(method[name]!)).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM' });
    }
    expect(JSON.stringify(data)).not.toContain('4111111111111111');
    expect(data).toMatchObject({
      browserInfo: expect.objectContaining({ userAgent: expect.any(String) }),
      origin: expect.any(String),
    });
    await act(async () => resolveSubmit({ resultCode: 'Authorised' }));
    expect(screen.getByTestId('status').textContent).toBe('success');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("with expiryFields 'separate': month and year inputs, their errors on blur, and the same payload", async () => {
    const onSubmit = vi.fn(async (_data: PaymentData) => ({}));
    renderForm(onSubmit, { expiryFields: 'separate' });
    expect(screen.queryByLabelText('Expiry date')).toBeNull();
    const month = type('Expiry month', '13');
    expect(month.getAttribute('autocomplete')).toBe('cc-exp-month');
    expect(document.getElementById(month.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter the expiry month',
    );
    expect(type('Expiry month', '7').value).toBe('07');
    const year = type('Expiry year', '2');
    expect(year.getAttribute('autocomplete')).toBe('cc-exp-year');
    expect(document.getElementById(year.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter the complete expiry year',
    );
    type('Expiry year', '30');
    expect(year.getAttribute('aria-invalid')).toBeNull();
    type('Card number', '4111111111111111');
    type('Security code', '737');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const method = onSubmit.mock.calls[0]![0].paymentMethod as Record<string, string>;
    for (const name of ['encryptedExpiryMonth', 'encryptedExpiryYear']) {
      expect(decodeProtectedHeader(method[name]!)).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM' });
    }
  });
});

describe('useCard: prop getters compose, stateReducer, narrowed action', () => {
  function Form({
    onUserSubmit,
    stateReducer,
  }: {
    onUserSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
    stateReducer?: NonNullable<Parameters<typeof useCard>[1]>['stateReducer'];
  }) {
    const card = useCard({ mode: 'direct', hasHolderName: true }, stateReducer ? { stateReducer } : {});
    return (
      <form {...card.getFormProps({ onSubmit: onUserSubmit, 'aria-label': 'Card' })}>
        <label {...card.getLabelProps('holderName')}>Name</label>
        <input {...card.getInputProps('holderName', { placeholder: 'As on card' })} />
        <p data-testid="errors">{card.errors.length}</p>
        <button type="submit">Pay</button>
      </form>
    );
  }

  const renderPlain = (element: React.ReactElement) =>
    render(
      <CheckoutProvider environment={SANDBOX} clientKey={SANDBOX_CLIENT_KEY} onSubmit={async () => ({})}>
        {element}
      </CheckoutProvider>,
    );

  it("a user's preventDefault in onSubmit cancels our submit; otherwise both run", () => {
    const cancelling = vi.fn((event: React.FormEvent<HTMLFormElement>) => event.preventDefault());
    const { unmount } = renderPlain(<Form onUserSubmit={cancelling} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(cancelling).toHaveBeenCalledTimes(1);
    // Our submit did not run: no error is shown.
    expect(screen.getByTestId('errors').textContent).toBe('0');
    expect(screen.getByRole('form', { name: 'Card' })).toBeTruthy();
    unmount();
    const watching = vi.fn();
    renderPlain(<Form onUserSubmit={watching} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(watching).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('errors').textContent).not.toBe('0');
    expect(screen.getByPlaceholderText('As on card')).toBeTruthy();
  });

  it('a stateReducer reshapes transitions (here: holder names in upper case)', () => {
    renderPlain(
      <Form
        onUserSubmit={() => undefined}
        stateReducer={(_state, { event, changes }) =>
          event.type === 'field.changed' && event.field === 'holderName'
            ? {
                ...changes,
                fields: {
                  ...changes.fields,
                  holderName: { ...changes.fields.holderName!, value: String(event.value).toUpperCase() },
                },
              }
            : changes
        }
      />,
    );
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'j. smith' } });
    expect(input.value).toBe('J. SMITH');
  });

  it('gives the inputs of left-to-right data dir="ltr" (number, expiry, code), not the holder name', () => {
    const { result } = renderHook(() => useCard({ mode: 'direct', hasHolderName: true }), {
      wrapper: ({ children }) => (
        <CheckoutProvider environment={SANDBOX} clientKey={SANDBOX_CLIENT_KEY} locale="ar">
          {children}
        </CheckoutProvider>
      ),
    });
    for (const field of ['cardNumber', 'expiryDate', 'securityCode'] as const)
      expect(result.current.getInputProps(field).dir).toBe('ltr');
    expect(result.current.getInputProps('holderName').dir).toBeUndefined();
    // The user's own dir wins.
    expect(result.current.getInputProps('cardNumber', { dir: 'auto' }).dir).toBe('auto');
  });

  it('narrows the action: card.action goes to the action hooks by its type (checked by tsc)', () => {
    const { result } = renderHook(() => useCard({ mode: 'direct' }), {
      wrapper: ({ children }) => (
        <CheckoutProvider environment={SANDBOX} clientKey={SANDBOX_CLIENT_KEY}>
          {children}
        </CheckoutProvider>
      ),
    });
    const { action } = result.current;
    // These lines only compile because `action` is the union of the action types.
    const token: string | null = action?.type === 'threeDS2' ? action.token : null;
    const url: string | null = action?.type === 'redirect' ? action.url : null;
    expect([token, url]).toEqual([null, null]);
  });
});

describe("useCard: the session's payment methods drive the form", () => {
  const setupRequests: string[] = [];
  const lookups: Array<{ supportedBrands: string[]; answered: string[] }> = [];

  async function sessionWrapper() {
    const session = await createSession(createClient(SANDBOX), {
      amount: { value: 12000, currency: 'EUR' },
      countryCode: 'NL',
    });
    server.use(
      http.all(`${SANDBOX}*`, async ({ request }) => {
        const path = new URL(request.url).pathname;
        if (path.endsWith('/setup')) setupRequests.push(path);
        if (!path.endsWith('/binLookup')) return sandbox.handle(request);
        // A form of an earlier test may still be looking its card up: each lookup is kept with the
        // brands the sandbox answered for its bin, so that this test reads its own.
        const { supportedBrands } = (await request.clone().json()) as { supportedBrands: string[] };
        const answer = await sandbox.handle(request);
        const { brands = [] } = (await answer.clone().json()) as { brands?: Array<{ brand: string }> };
        lookups.push({ supportedBrands, answered: brands.map(({ brand }) => brand) });
        return answer;
      }),
    );
    return ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <CheckoutProvider
          environment={SANDBOX}
          clientKey={SANDBOX_CLIENT_KEY}
          session={{ id: session.id, sessionData: session.sessionData }}
        >
          {children}
        </CheckoutProvider>
      </StrictMode>
    );
  }

  afterEach(() => {
    setupRequests.length = 0;
    lookups.length = 0;
  });

  it("calls setup once after mount and accepts the scheme method's brands (maestro, bcmc…)", async () => {
    const wrapper = await sessionWrapper();
    const { result } = renderHook(() => useCard({ mode: 'direct' }), { wrapper });
    // Before setup answers: the defaults, and no call during render.
    expect(result.current.brandIcons).toEqual({ visible: ['amex', 'mc', 'visa'], more: 0 });
    await waitFor(() => expect(result.current.brandIcons.more).toBe(4));
    expect(setupRequests).toHaveLength(1);
    // visa, mc, amex, maestro, bcmc, cartebancaire, elo: three icons and '+4'.
    expect(result.current.brandIcons.visible).toEqual(['visa', 'mc', 'amex']);
    act(() =>
      result.current.machine.send({ type: 'field.changed', field: 'cardNumber', value: '6759649826438453' }),
    );
    expect(result.current.brand).toBe('maestro');
    await waitFor(() =>
      expect(lookups.filter(({ answered }) => answered.includes('maestro'))).toHaveLength(1),
    );
    expect(lookups.find(({ answered }) => answered.includes('maestro'))!.supportedBrands).toEqual([
      'visa',
      'mc',
      'amex',
      'maestro',
      'bcmc',
      'cartebancaire',
      'elo',
    ]);
    await waitFor(() => expect(result.current.state.extra.binLookup.status).toBe('resolved'));
    expect(result.current.state.fields.cardNumber!.errorKey).toBeNull();
  });

  it("keeps the merchant's brands over the session's", async () => {
    const wrapper = await sessionWrapper();
    const { result } = renderHook(() => useCard({ mode: 'direct', brands: ['visa', 'mc'] }), { wrapper });
    await waitFor(() => expect(result.current.state.context.paymentMethod?.type).toBe('scheme'));
    expect(result.current.brandIcons).toEqual({ visible: ['visa', 'mc'], more: 0 });
  });
});

// The card form's behaviour, as a shopper meets it: one suite every skin runs (architecture: "the
// same behaviour tests run against every skin"). A skin test calls
// `describeCardFormBehaviour('my skin', { renderCardForm, renderStoredCardForm })` in a happy-dom file.
import { StrictMode, createElement, type ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { decodeProtectedHeader } from 'jose';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckoutProvider, type Amount, type UseCardOptions } from 'headless-checkout';
import type { PaymentData } from 'headless-checkout/core';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';

/** A stored card as the payment methods response lists it. */
type StoredCardOption = NonNullable<UseCardOptions['storedPaymentMethod']>;

/** How a skin renders its card forms (in direct mode; the suite wraps them in a CheckoutProvider). */
interface CardFormSkin {
  /** The skin's card form over `useCard(options)`, with its pay button. */
  renderCardForm: (options: UseCardOptions) => ReactElement;
  /** The skin's stored-card form for this stored card, with its pay button. */
  renderStoredCardForm: (options: UseCardOptions & { storedPaymentMethod: StoredCardOption }) => ReactElement;
}

/** What a payment handler receives and answers. */
type SubmitHandler = (data: PaymentData) => Promise<object>;

/** Serves the sandbox through msw for the tests of the current describe block. */
function setupSandboxServer(): void {
  const sandbox = createSandbox();
  const server = setupServer(http.all(`${SANDBOX}*`, ({ request }) => sandbox.handle(request)));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** Renders an element inside a CheckoutProvider on the sandbox, under StrictMode. */
function renderInCheckout(
  element: ReactElement,
  {
    amount = { value: 2500, currency: 'EUR' },
    onSubmit = async () => ({}),
  }: { amount?: Amount; onSubmit?: SubmitHandler } = {},
) {
  return render(
    createElement(
      StrictMode,
      null,
      createElement(
        CheckoutProvider,
        {
          environment: SANDBOX,
          clientKey: SANDBOX_CLIENT_KEY,
          amount,
          onSubmit: (data: PaymentData) => onSubmit(data),
          onError: () => undefined,
        },
        element,
      ),
    ),
  );
}

/** Types into the field with this label as a shopper does: focus, change, leave. */
function typeInto(label: string, value: string): HTMLInputElement {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

/** The text of the element that describes the input (its error). */
function descriptionOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** A payment handler that resolves when the test says so. */
function deferredSubmit() {
  let resolve: (value: object) => void = () => undefined;
  const onSubmit = vi.fn((_data: PaymentData) => new Promise<object>((done) => (resolve = done)));
  return { onSubmit, answer: (value: object) => act(async () => resolve(value)) };
}

/** Opens the select (combobox) with this name by keyboard and returns its options' names. */
async function openSelect(name: string): Promise<string[]> {
  // The select's code may still load (its placeholder holds the place; a key pressed there opens it
  // once loaded, tests/skins/card-form-parts.test.tsx): open the select itself.
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name }).getAttribute('data-state')).not.toBe('loading'),
  );
  const trigger = screen.getByRole('combobox', { name });
  act(() => trigger.focus());
  fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

const STORED_CARD: StoredCardOption = {
  id: 'stored-visa-1111',
  storedPaymentMethodId: 'stored-visa-1111',
  type: 'scheme',
  brand: 'visa',
  lastFour: '1111',
  expiryMonth: '03',
  expiryYear: '2030',
  holderName: 'J. Smith',
  supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
};

/** The card form's behaviour suite, for one skin. */
function describeCardFormBehaviour(skinName: string, skin: CardFormSkin): void {
  describe(`${skinName}: card form behaviour`, () => {
    setupSandboxServer();

    it('labels every input and pays with a valid card: encrypted fields, one request, success on the button', async () => {
      const { onSubmit, answer } = deferredSubmit();
      renderInCheckout(skin.renderCardForm({ mode: 'direct' }), { onSubmit });
      expect(typeInto('Card number', '4111111111111111').value).toBe('4111 1111 1111 1111');
      typeInto('Expiry date', '0330');
      typeInto('Security code', '737');
      const pay = screen.getByRole('button', { name: 'Pay €25.00' });
      fireEvent.click(pay);
      fireEvent.click(pay);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('button', { name: 'Processing payment…' })).toHaveProperty('disabled', true);
      const data = onSubmit.mock.calls[0]![0];
      const method = data.paymentMethod as Record<string, string>;
      expect(method).toMatchObject({ type: 'scheme', brand: 'visa' });
      for (const name of [
        'encryptedCardNumber',
        'encryptedExpiryMonth',
        'encryptedExpiryYear',
        'encryptedSecurityCode',
      ]) {
        expect(decodeProtectedHeader(method[name]!)).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM' });
      }
      expect(JSON.stringify(data)).not.toContain('4111111111111111');
      await answer({ resultCode: 'Authorised' });
      expect(screen.getByRole('button', { name: 'Paid' })).toBeTruthy();
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });

    it('after success shows and focuses "Payment successful", and a second submit sends nothing', async () => {
      const { onSubmit, answer } = deferredSubmit();
      const { container } = renderInCheckout(skin.renderCardForm({ mode: 'direct' }), { onSubmit });
      typeInto('Card number', '4111111111111111');
      typeInto('Expiry date', '0330');
      typeInto('Security code', '737');
      fireEvent.click(screen.getByRole('button', { name: 'Pay €25.00' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      await answer({ resultCode: 'Authorised' });
      const result = screen.getByText('Payment successful').closest('[role="status"]')!;
      expect(result).not.toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(result));
      const paid = screen.getByRole('button', { name: 'Paid' });
      expect(paid).toHaveProperty('disabled', true);
      // Enter in a field submits the form even with the button disabled: still nothing is sent.
      fireEvent.submit(container.querySelector('form')!);
      fireEvent.submit(container.querySelector('form')!);
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Paid' })).toBeTruthy();
      expect(screen.queryByRole('group', { name: 'Existing errors' })).toBeNull();
    });

    it('shows, announces and focuses a refusal once, keeps the typed card, and pays again', async () => {
      const { onSubmit, answer } = deferredSubmit();
      renderInCheckout(skin.renderCardForm({ mode: 'direct' }), { onSubmit });
      typeInto('Card number', '4111111111111111');
      typeInto('Expiry date', '0330');
      typeInto('Security code', '737');
      fireEvent.click(screen.getByRole('button', { name: 'Pay €25.00' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      await answer({ resultCode: 'Refused' });
      const alerts = screen.getAllByRole('alert');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.textContent).toContain('Payment refused');
      await waitFor(() => expect(document.activeElement).toBe(alerts[0]));
      expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4111 1111 1111 1111');
      expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBeNull();
      expect(screen.queryByRole('group', { name: 'Existing errors' })).toBeNull();
      const pay = screen.getByRole('button', { name: 'Pay €25.00' });
      fireEvent.click(pay);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
      expect(screen.queryByRole('alert')).toBeNull();
      await answer({ resultCode: 'Refused' });
      // A second refusal is a new alert (announced again), not the first one left in place.
      const again = screen.getByRole('alert');
      expect(again).not.toBe(alerts[0]);
      expect(again.textContent).toContain('Payment refused');
    });

    it('on an invalid submit shows every error in the panel and on its field, and sends nothing', async () => {
      const onSubmit = vi.fn(async () => ({}));
      renderInCheckout(skin.renderCardForm({ mode: 'direct' }), { onSubmit });
      fireEvent.click(screen.getByRole('button', { name: 'Pay €25.00' }));
      const panel = await screen.findByRole('group', { name: 'Existing errors' });
      expect(
        within(panel)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Enter the card number', 'Enter the expiry date', 'Enter the security code']);
      // Each error is announced once, by its field's message: the panel is a summary, not a live region.
      expect(panel.closest('[aria-live]')).toBeNull();
      for (const error of ['Enter the card number', 'Enter the expiry date', 'Enter the security code']) {
        const live = [...document.querySelectorAll('[aria-live]')].filter((region) =>
          region.textContent?.includes(error),
        );
        expect(live).toHaveLength(1);
      }
      for (const [label, error] of [
        ['Card number', 'Enter the card number'],
        ['Expiry date', 'Enter the expiry date'],
        ['Security code', 'Enter the security code'],
      ] as const) {
        const input = screen.getByLabelText(label);
        expect(input.getAttribute('aria-invalid')).toBe('true');
        expect(descriptionOf(input)).toContain(error);
      }
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('shows the required holder name error once the shopper leaves the field', () => {
      renderInCheckout(skin.renderCardForm({ mode: 'direct', holderNameRequired: true }));
      const input = screen.getByLabelText('Name on card');
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: ' ' } });
      expect(input.getAttribute('aria-invalid')).toBeNull();
      expect(descriptionOf(input)).not.toContain('Enter name as shown on card');
      fireEvent.blur(input);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(input)).toContain('Enter name as shown on card');
    });

    it('shows at most 4 brand icons: for 5 brands, 3 and "+2"', () => {
      renderInCheckout(
        skin.renderCardForm({ mode: 'direct', brands: ['visa', 'mc', 'amex', 'maestro', 'bcmc'] }),
      );
      for (const name of ['Visa', 'Mastercard', 'American Express']) {
        expect(screen.getByRole('img', { name })).toBeTruthy();
      }
      expect(screen.queryByRole('img', { name: 'Maestro' })).toBeNull();
      expect(screen.queryByRole('img', { name: 'Bancontact' })).toBeNull();
      expect(screen.getByText('+2')).toBeTruthy();
    });

    it('offers installments in a labelled select and sends the choice', async () => {
      const { onSubmit } = deferredSubmit();
      renderInCheckout(
        skin.renderCardForm({ mode: 'direct', installmentOptions: { card: { values: [1, 2, 3] } } }),
        { onSubmit },
      );
      expect(await openSelect('Number of installments')).toEqual([
        'One-time payment',
        '2x €12.50',
        '3x €8.33',
      ]);
      fireEvent.click(screen.getByRole('option', { name: '3x €8.33' }));
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      expect(screen.getByRole('combobox', { name: 'Number of installments' }).textContent).toContain(
        '3x €8.33',
      );
      typeInto('Card number', '4111111111111111');
      typeInto('Expiry date', '03/30');
      typeInto('Security code', '737');
      fireEvent.click(screen.getByRole('button', { name: 'Pay €25.00' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0]).toMatchObject({ installments: { value: 3 } });
    });

    it('hides installments when the amount is 0', () => {
      renderInCheckout(
        skin.renderCardForm({ mode: 'direct', installmentOptions: { card: { values: [1, 2, 3] } } }),
        { amount: { value: 0, currency: 'EUR' } },
      );
      expect(screen.getByLabelText('Card number')).toBeTruthy();
      expect(screen.queryByRole('combobox', { name: 'Number of installments' })).toBeNull();
    });

    it('lets the shopper pick the brand of a dual-branded card (bin lookup), and pays with it', async () => {
      const { onSubmit } = deferredSubmit();
      renderInCheckout(
        skin.renderCardForm({ mode: 'direct', brands: ['visa', 'cartebancaire', 'mc', 'amex'] }),
        { onSubmit },
      );
      typeInto('Card number', '4035501000000008');
      const group = await screen.findByRole('radiogroup', { name: 'Select the card brand to pay with' });
      const radios = within(group).getAllByRole('radio');
      expect(radios).toHaveLength(2);
      const carteBancaire = within(group).getByRole('radio', {
        name: 'Cartes Bancaires',
      }) as HTMLInputElement;
      expect(carteBancaire.checked).toBe(false);
      fireEvent.click(carteBancaire);
      expect(carteBancaire.checked).toBe(true);
      typeInto('Expiry date', '03/30');
      typeInto('Security code', '737');
      fireEvent.click(screen.getByRole('button', { name: 'Pay €25.00' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0].paymentMethod).toMatchObject({ brand: 'cartebancaire' });
    });

    it('pays with a stored card: last four and expiry shown, only the security code asked', async () => {
      const { onSubmit } = deferredSubmit();
      renderInCheckout(skin.renderStoredCardForm({ mode: 'direct', storedPaymentMethod: STORED_CARD }), {
        onSubmit,
      });
      expect(screen.getByText('Stored card ending in 1111')).toBeTruthy();
      expect(screen.getByText('03/30')).toBeTruthy();
      expect(screen.queryByLabelText('Card number')).toBeNull();
      expect(screen.queryByLabelText('Expiry date')).toBeNull();
      const inputs = screen.getAllByRole('textbox');
      expect(inputs).toEqual([screen.getByLabelText('Security code')]);
      typeInto('Security code', '737');
      fireEvent.click(screen.getByRole('button', { name: 'Pay €25.00' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      const method = onSubmit.mock.calls[0]![0].paymentMethod as Record<string, string>;
      expect(method).toMatchObject({ storedPaymentMethodId: 'stored-visa-1111', brand: 'visa' });
      expect(Object.keys(method).filter((key) => key.startsWith('encrypted'))).toEqual([
        'encryptedSecurityCode',
      ]);
    });
  });
}

export {
  deferredSubmit,
  describeCardFormBehaviour,
  openSelect,
  renderInCheckout,
  setupSandboxServer,
  typeInto,
};
export type { CardFormSkin, StoredCardOption, SubmitHandler };

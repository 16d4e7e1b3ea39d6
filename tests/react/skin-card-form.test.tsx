// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useCard, type UseCardOptions, type UseCardResult } from 'headless-checkout';
import {
  BrandIcons,
  CardForm,
  CardFormView,
  CheckoutRoot,
  StoredCardForm,
} from 'headless-checkout/skins/default';
import {
  deferredSubmit,
  describeCardFormBehaviour,
  renderInCheckout,
  setupSandboxServer,
  typeInto,
} from './card-form-behaviour';
import { loadDirectModePart } from 'headless-checkout/core';

// Direct mode's checks are a part of the card form, loaded with it (card-parts.test.ts covers the
// load): here they are there from the start, as on a page where a direct-mode form already loaded.
beforeAll(() => loadDirectModePart());

describeCardFormBehaviour('default skin', {
  renderCardForm: (options) => (
    <CheckoutRoot>
      <CardForm {...options} />
    </CheckoutRoot>
  ),
  renderStoredCardForm: (options) => (
    <CheckoutRoot>
      <StoredCardForm {...options} />
    </CheckoutRoot>
  ),
});

/** The skin's view over a hook the test holds, so the test can drive the card machine. */
function HeldCardForm({
  options,
  onCard,
}: {
  options: UseCardOptions;
  onCard: (card: UseCardResult) => void;
}) {
  const card = useCard(options);
  onCard(card);
  return (
    <CheckoutRoot>
      <CardFormView card={card} />
    </CheckoutRoot>
  );
}

function renderHeld(options: UseCardOptions) {
  let held: UseCardResult | null = null;
  renderInCheckout(
    <HeldCardForm options={{ mode: 'direct', ...options }} onCard={(card) => (held = card)} />,
  );
  return () => held!;
}

const fieldOf = (label: string) => screen.getByLabelText(label).closest('.hc-field') as HTMLElement;

describe('default skin: CardForm', () => {
  setupSandboxServer();

  it('styles fields by data-state, data-focused and data-invalid', () => {
    renderInCheckout(
      <CheckoutRoot>
        <CardForm mode="direct" />
      </CheckoutRoot>,
    );
    const input = screen.getByLabelText('Card number');
    expect(fieldOf('Card number').dataset.state).toBe('idle');
    fireEvent.focus(input);
    expect(fieldOf('Card number').dataset.focused).toBe('true');
    fireEvent.change(input, { target: { value: '4111 1111' } });
    fireEvent.blur(input);
    const field = fieldOf('Card number');
    expect(field.dataset.focused).toBeUndefined();
    expect(field.dataset.invalid).toBe('true');
    expect(field.dataset.state).toBe('invalid');
    typeInto('Card number', '4111111111111111');
    expect(fieldOf('Card number').dataset.state).toBe('valid');
    expect(input.closest('form')?.dataset.state).toBe('ready');
  });

  it('highlights the detected brand among the icons', () => {
    renderInCheckout(
      <CheckoutRoot>
        <CardForm mode="direct" />
      </CheckoutRoot>,
    );
    typeInto('Card number', '5555555555554444');
    const mastercard = screen.getByRole('img', { name: 'Mastercard' });
    expect(mastercard.getAttribute('data-state')).toBe('active');
    expect(mastercard.closest('li')?.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('img', { name: 'Visa' }).getAttribute('data-state')).toBe('inactive');
  });

  it('labels the security code with its hint, "(optional)" when the brand makes it optional', () => {
    renderInCheckout(
      <CheckoutRoot>
        <CardForm mode="direct" brands={['visa', 'mc', 'amex', 'maestro']} />
      </CheckoutRoot>,
    );
    expect(descriptionOfCode()).toContain('3 digits on the back of the card');
    typeInto('Card number', '370000000000002');
    expect(descriptionOfCode()).toContain('4 digits on the front of the card');
    expect(descriptionOfCode()).toContain('CID');
    typeInto('Card number', '5000550000000003');
    expect(screen.getByLabelText('Security code (optional)')).toBeTruthy();
  });

  it('puts the holder name first when asked, and the Korean and CPF fields after it', () => {
    renderInCheckout(
      <CheckoutRoot>
        <CardForm
          mode="direct"
          hasHolderName
          positionHolderNameOnTop
          koreanAuthentication={{ required: true, mode: 'show' }}
          socialSecurityNumberMode="show"
        />
      </CheckoutRoot>,
    );
    const labels = screen.getAllByRole('textbox').map((input) => input.getAttribute('name'));
    expect(labels).toEqual([
      'holderName',
      'cardNumber',
      'expiryDate',
      'securityCode',
      'taxNumber',
      'socialSecurityNumber',
    ]);
    // The card password is a password input, between the tax number and the CPF.
    const password = screen.getByLabelText('First 2 digits of card password');
    expect(password.getAttribute('type')).toBe('password');
    const order = [...document.querySelectorAll('input')].map((input) => input.name);
    expect(order.indexOf('password')).toBe(order.indexOf('taxNumber') + 1);
  });

  it('renders the dual-brand radios when the machine reports a dual-branded card', () => {
    const card = renderHeld({ brands: ['bcmc', 'maestro', 'visa', 'mc'] });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    act(() => {
      card().machine.send({ type: 'binLookup.requested', requestId: 'r' });
      card().machine.send({
        type: 'binLookup.settled',
        outcome: {
          type: 'resolved',
          result: {
            requestId: 'r',
            brands: [
              { brand: 'bcmc', supported: true },
              { brand: 'maestro', supported: true },
            ],
          },
        },
      });
    });
    const group = screen.getByRole('radiogroup', { name: 'Select the card brand to pay with' });
    const values = within(group)
      .getAllByRole('radio')
      .map((radio) => (radio as HTMLInputElement).value);
    expect(values).toEqual(['bcmc', 'maestro']);
    expect((within(group).getByRole('radio', { name: 'Bancontact card' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(group).getByRole('radio', { name: 'Maestro' }));
    expect(card().brand).toBe('maestro');
    expect(within(group).getByRole('radio', { name: 'Maestro' }).closest('label')?.dataset.state).toBe(
      'checked',
    );
  });

  it('shows the store-details checkbox and the billing address when asked', async () => {
    renderInCheckout(
      <CheckoutRoot>
        <CardForm mode="direct" enableStoreDetails billingAddressMode="partial" />
      </CheckoutRoot>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Save for my next payment' }) as HTMLInputElement;
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(true);
    // The address's part loads after mount (an optional part of the card form).
    const address = await screen.findByRole('group', { name: 'Billing address' });
    expect(within(address).getByLabelText('Postal code')).toBeTruthy();
    // The country is a Radix Select fed by the checkout's countries dataset.
    const country = await within(address).findByRole('combobox', { name: 'Country/Region' });
    expect(country.textContent).toContain('Select a country/region');
  });

  it('reports each status change to onPaymentStatus', async () => {
    const { onSubmit, answer } = deferredSubmit();
    const onPaymentStatus = vi.fn();
    renderInCheckout(
      <CheckoutRoot>
        <CardForm mode="direct" onPaymentStatus={onPaymentStatus} />
      </CheckoutRoot>,
      { onSubmit },
    );
    typeInto('Card number', '4111111111111111');
    typeInto('Expiry date', '03/30');
    typeInto('Security code', '737');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €25.00' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await answer({ resultCode: 'Authorised' });
    expect(onPaymentStatus.mock.calls.map(([status]) => status)).toEqual(['loading', 'success']);
  });

  it('leaves out the pay button with payButton={false}', () => {
    renderInCheckout(
      <CheckoutRoot>
        <CardForm mode="direct" payButton={false} />
      </CheckoutRoot>,
    );
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('default skin: BrandIcons', () => {
  setupSandboxServer();

  it('draws the given brands and a "+N" badge', () => {
    renderInCheckout(
      <CheckoutRoot>
        <BrandIcons
          brands={['visa', 'mc', 'amex', 'maestro']}
          getBrandName={(brand) =>
            ({ visa: 'Visa', mc: 'Mastercard', amex: 'American Express', maestro: 'Maestro' })[brand] ?? brand
          }
        />
      </CheckoutRoot>,
    );
    expect(screen.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Maestro',
    ]);
    expect(screen.queryByText(/^\+/)).toBeNull();
  });
});

function descriptionOfCode(): string {
  const input = screen.getByLabelText(/^Security code/);
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('default skin: separate expiry month and year', () => {
  setupSandboxServer();

  it('labels both fields side by side, moves focus number → month → year → code, and pays', async () => {
    const { onSubmit } = deferredSubmit();
    renderInCheckout(
      <CheckoutRoot>
        <CardForm mode="direct" expiryFields="separate" />
      </CheckoutRoot>,
      { onSubmit },
    );
    expect(screen.queryByLabelText('Expiry date')).toBeNull();
    const month = screen.getByLabelText('Expiry month') as HTMLInputElement;
    const year = screen.getByLabelText('Expiry year') as HTMLInputElement;
    expect([month.placeholder, year.placeholder]).toEqual(['MM', 'YY']);
    expect([month.autocomplete, year.autocomplete]).toEqual(['cc-exp-month', 'cc-exp-year']);
    expect(month.closest('.hc-row')).toBe(year.closest('.hc-row'));
    const number = screen.getByLabelText('Card number');
    act(() => number.focus());
    fireEvent.change(number, { target: { value: '5555555555554444' } });
    expect(document.activeElement).toBe(month);
    fireEvent.change(month, { target: { value: '3' } });
    expect(month.value).toBe('03');
    expect(document.activeElement).toBe(year);
    fireEvent.change(year, { target: { value: '30' } });
    expect(document.activeElement).toBe(screen.getByLabelText('Security code'));
    typeInto('Security code', '737');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €25.00' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const method = onSubmit.mock.calls[0]![0].paymentMethod as Record<string, string>;
    expect(
      Object.keys(method)
        .filter((key) => key.startsWith('encrypted'))
        .sort(),
    ).toEqual([
      'encryptedCardNumber',
      'encryptedExpiryMonth',
      'encryptedExpiryYear',
      'encryptedSecurityCode',
    ]);
  });

  it('shows the month and date errors after the shopper leaves the field', () => {
    renderInCheckout(
      <CheckoutRoot>
        <CardForm mode="direct" expiryFields="separate" />
      </CheckoutRoot>,
    );
    const month = typeInto('Expiry month', '1');
    expect(month.getAttribute('aria-invalid')).toBe('true');
    expect(fieldOf('Expiry month').textContent).toContain('Enter the expiry month');
    typeInto('Expiry month', '01');
    const year = typeInto('Expiry year', '20');
    expect(year.getAttribute('aria-invalid')).toBe('true');
    expect(fieldOf('Expiry year').textContent).toContain('Card too old');
    expect(
      within(screen.getByRole('group', { name: 'Existing errors' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Card too old']);
  });
});

// @vitest-environment happy-dom
// The card form's optional parts in the default skin (CardFormParts.tsx): the installments select
// and the dual-brand choice are chunks of their own, loaded with the core's part. While the
// installments load, the same labelled combobox holds their place (data-state="loading"), and an
// opening key pressed meanwhile opens the list once it is there; the dual-brand choice appears
// once the bin lookup answered two brands and its view loaded. No message key shows raw.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardForm, CheckoutRoot } from 'headless-checkout/skins/default';
import { deferredSubmit, renderInCheckout, setupSandboxServer, typeInto } from '../react/card-form-behaviour';

/** No message key (`installments.option`, `creditCard.dualBrand.title`…) shown as text. */
const RAW_KEY = /\b(installments|creditCard)\.[a-zA-Z.]+/;

describe('default skin: the card form parts', () => {
  setupSandboxServer();

  it('installments: the field holds its place while loading, a key pressed meanwhile opens the list, the choice is paid', async () => {
    const { onSubmit } = deferredSubmit();
    renderInCheckout(
      <CheckoutRoot>
        <CardForm mode="direct" installmentOptions={{ card: { values: [1, 3, 6] } }} />
      </CheckoutRoot>,
      { onSubmit },
    );
    // At once (and on the server): the labelled combobox, its code loading.
    const early = screen.getByRole('combobox', { name: 'Number of installments' });
    expect(early.getAttribute('data-state')).toBe('loading');
    act(() => early.focus());
    fireEvent.keyDown(early, { key: 'ArrowDown' });
    // Once the part is there, the list opens where the field stood, without raw keys.
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(options).toEqual(['One-time payment', '3x €8.33', '6x €4.17']);
    expect(options.join(' ')).not.toMatch(RAW_KEY);
    fireEvent.click(within(listbox).getByRole('option', { name: '6x €4.17' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    const trigger = screen.getByRole('combobox', { name: 'Number of installments' });
    expect(trigger.textContent).toContain('6x €4.17');
    expect(trigger.getAttribute('data-state')).not.toBe('loading');

    typeInto('Card number', '4111111111111111');
    typeInto('Expiry date', '03/30');
    typeInto('Security code', '737');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €25.00' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ installments: { value: 6 } });
  });

  it('dual brand: the choice appears once the lookup answers two brands; one radio group, by keyboard', async () => {
    const { onSubmit } = deferredSubmit();
    renderInCheckout(
      <CheckoutRoot>
        <CardForm mode="direct" brands={['visa', 'cartebancaire', 'mc']} />
      </CheckoutRoot>,
      { onSubmit },
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
    typeInto('Card number', '4035501000000008');
    const group = await screen.findByRole('radiogroup', { name: 'Select the card brand to pay with' });
    expect(group.textContent).not.toMatch(RAW_KEY);
    const radios = ['Visa', 'Cartes Bancaires'].map(
      (name) => within(group).getByRole('radio', { name }) as HTMLInputElement,
    );
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    // Native radios of one group: Tab reaches them, arrows move between them.
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    expect(radios.every((radio) => radio.tabIndex >= 0)).toBe(true);
    act(() => radios[1]!.focus());
    fireEvent.click(radios[1]!);
    expect(radios[1]!.checked).toBe(true);
    typeInto('Expiry date', '03/30');
    typeInto('Security code', '737');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €25.00' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].paymentMethod).toMatchObject({ brand: 'cartebancaire' });
  });
});

// @vitest-environment happy-dom
// The skin's Select until Radix's code is there: the same trigger, data-state="loading", and what
// the shopper does with it is kept. Radix opens on the press, not on the click: a press on the
// stand-in opens the real list once it is there, even with no click after it (the button released
// over the real trigger, which took its place meanwhile), and the press moves no focus. Its own file: the select's code loads
// once per module graph, and this is about the time before it has.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutRoot } from 'headless-checkout/skins/default';
import { Select } from '../../skins/default/Select';
import { renderInCheckout, setupSandboxServer } from '../react/card-form-behaviour';

describe("the skin's Select before its code is there", () => {
  setupSandboxServer();

  it('a press on the stand-in opens the list once Radix is there, with no click after it', async () => {
    renderInCheckout(
      <CheckoutRoot>
        <span id="bank-label">Bank</span>
        <Select
          id="bank"
          labelId="bank-label"
          value=""
          onValueChange={() => undefined}
          placeholder="Select your bank"
          options={[
            { value: 'ing', label: 'ING' },
            { value: 'triodos', label: 'Triodos Bank' },
          ]}
        />
      </CheckoutRoot>,
    );
    const early = screen.getByRole('combobox', { name: 'Bank' });
    expect(early.getAttribute('data-state')).toBe('loading');
    // As on Radix's trigger, the press moves no focus (false: its default is prevented): the open
    // list takes focus, and a press on a stand-in that is gone would drop it to the page.
    expect(fireEvent.pointerDown(early, { button: 0, pointerType: 'mouse' })).toBe(false);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ING', 'Triodos Bank']);
  });
});

// @vitest-environment happy-dom
// Each method's en-US texts come with its definition (docs/i18n.md): the skin's form of every
// registered type (and the card's, Click to Pay's and the families' own components) shows, in
// en-US, its texts and never a raw message key: drawn, and after an empty submit (its errors).
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutProvider } from 'headless-checkout';
import { SUPPORTED_PAYMENT_METHOD_TYPES } from 'headless-checkout/core';
import {
  AchDirectDebit,
  BacsDirectDebit,
  CardForm,
  CheckoutRoot,
  GiftCard,
  IssuerList,
  PaymentMethodForm,
  SepaDirectDebit,
} from 'headless-checkout/skins/default';
import { enUS } from '../../headless/core/i18n/messages/en-US';
import { SANDBOX_PAYMENT_METHODS } from '../../examples/sandbox/merchants';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(cleanup);

/** The wallets: their button waits for their provider's script, which happy-dom does not run. */
const WALLETS = new Set(['googlepay', 'paywithgoogle', 'applepay', 'amazonpay', 'paypal']);
/** The options a type needs (a gift card's brand, UPI's mode). */
const OPTIONS: Partial<Record<string, Record<string, unknown>>> = {
  giftcard: { brand: 'givex' },
  upi: { defaultMode: 'vpa' },
};

// Keys with a dot: a text never reads like one (a bare word such as 'city' could be a text).
const KEYS = Object.keys(enUS).filter((key) => key.includes('.'));

/** The raw keys the page shows: in its text, or in a label, placeholder or title. */
function rawKeys(): string[] {
  const shown = [document.body.textContent ?? ''];
  for (const element of document.body.querySelectorAll('*'))
    for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
      shown.push(element.getAttribute(name) ?? '');
  const text = shown.join('\n');
  return KEYS.filter((key) => text.includes(key));
}

function page(type: string, ui: ReactNode) {
  const entry = SANDBOX_PAYMENT_METHODS.find((method) => method.type === type) ?? { type, name: type };
  const countryCode = entry.countries?.[0] ?? 'NL';
  const currency = entry.currencies?.[0] ?? 'EUR';
  return render(
    <CheckoutProvider
      environment="test"
      clientKey="test_KEY"
      amount={{ value: currency === 'JPY' || currency === 'IDR' ? 5000 : 2500, currency }}
      countryCode={countryCode}
      onSubmit={vi.fn(async () => ({ resultCode: 'Refused' as const }))}
      deps={{ fetch: async () => new Response('{}', { status: 404 }) }}
      paymentMethodsResponse={{ paymentMethods: [entry as never] }}
    >
      <CheckoutRoot>{ui}</CheckoutRoot>
    </CheckoutProvider>,
  );
}

/** Waits for the form (its first control), checks, submits it empty, checks again. */
async function expectNoRawKey() {
  await waitFor(() => expect(document.body.querySelector('input, button, select, iframe')).not.toBeNull());
  await act(async () => await new Promise((resolve) => setTimeout(resolve, 10)));
  expect(rawKeys()).toEqual([]);
  const submit = [...document.body.querySelectorAll('button')].find((button) => button.type === 'submit');
  if (submit) {
    await act(async () => {
      fireEvent.click(submit);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(rawKeys()).toEqual([]);
  }
}

describe('every method in en-US shows its texts, never a raw key', () => {
  const types = SUPPORTED_PAYMENT_METHOD_TYPES.filter((type) => !WALLETS.has(type));

  it.each(types)('PaymentMethodForm %s', async (type) => {
    page(type, <PaymentMethodForm type={type as never} {...(OPTIONS[type] ?? {})} />);
    await expectNoRawKey();
  });

  it.each([
    ['scheme', <CardForm key="card" />],
    ['sepadirectdebit', <SepaDirectDebit key="sepa" />],
    ['directdebit_GB', <BacsDirectDebit key="bacs" />],
    ['ach', <AchDirectDebit key="ach" />],
    ['giftcard', <GiftCard key="giftcard" brand="givex" />],
    ['ideal', <IssuerList key="ideal" type="ideal" />],
  ] as const)("%s's own component", async (type, ui) => {
    page(type, ui);
    await expectNoRawKey();
  });
});

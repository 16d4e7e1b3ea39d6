// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"enableIframePageLoading": true, "navigation": {"disableChildFrameNavigation": true}}}
// (Frames get windows of their own, but load no page: the test plays the frames.)
// useAch: the account and routing number frames made as the form mounts, in the containers
// getSecuredFieldProps places, titled by their labels; only their own messages from the payment
// service's origin count; their reports (validity, error keys, encrypted values) reach the form,
// and a valid form pays the encrypted values with the page's fields. A stored account has no frame.
import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckoutProvider, useAch, type UseAchOptions, type UseAchResult } from 'headless-checkout';
import {
  securedFieldUrl,
  type AddressFieldName,
  type PaymentData,
  type SecuredFieldType,
} from 'headless-checkout/core';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const ORIGIN = new URL(SANDBOX).origin;
const sandbox = createSandbox();
const server = setupServer(http.all(`${SANDBOX}*`, ({ request }) => sandbox.handle(request)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const FIELDS = [
  'encryptedBankAccountNumber',
  'encryptedBankLocationId',
] as const satisfies readonly SecuredFieldType[];
const ADDRESS: Record<AddressFieldName, string> = {
  street: 'Main Street',
  houseNumberOrName: '1',
  postalCode: '10001',
  city: 'New York',
  stateOrProvince: 'NY',
  country: 'US',
};

let current: UseAchResult | null = null;
function AchForm(props: UseAchOptions) {
  const ach = useAch(props);
  // The test reads the hook's latest result after each act().
  useEffect(() => {
    current = ach;
  });
  return (
    <form {...ach.getFormProps()}>
      {FIELDS.map((field) => (
        <div key={field}>
          <label {...ach.getSecuredLabelProps(field)}>{field}</label>
          <div data-testid={field} {...ach.getSecuredFieldProps(field)} />
        </div>
      ))}
    </form>
  );
}

function page(options: UseAchOptions = {}) {
  const paid: PaymentData[] = [];
  render(
    <CheckoutProvider
      environment={SANDBOX}
      clientKey={SANDBOX_CLIENT_KEY}
      amount={{ value: 4200, currency: 'USD' }}
      onSubmit={(data) => {
        paid.push(data);
        return Promise.resolve({ resultCode: 'Authorised' });
      }}
    >
      <AchForm {...options} />
    </CheckoutProvider>,
  );
  return { paid };
}

const windowOf = (field: SecuredFieldType) =>
  screen.getByTestId(field).querySelector('iframe')!.contentWindow;
const stateOf = (field: SecuredFieldType) => screen.getByTestId(field).getAttribute('data-state');

/** A message as a frame sends it (by default from the field's frame, at the service's origin). */
function post(
  field: SecuredFieldType,
  body: Record<string, unknown>,
  from: { origin?: string; source?: unknown } = {},
) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { channel: 'hc-secured-fields', fieldType: field, ...body },
        origin: from.origin ?? ORIGIN,
        source: (from.source ?? windowOf(field)) as Window,
      }),
    );
  });
}

describe('useAch', () => {
  it('makes the two frames in their containers, titled by their labels, ready once both are configured', async () => {
    page();
    await waitFor(() =>
      expect(document.querySelectorAll<HTMLIFrameElement>('[data-secured-field] iframe')).toHaveLength(2),
    );
    for (const field of FIELDS) {
      const frame = screen.getByTestId(field).querySelector('iframe')!;
      expect(frame.src).toBe(
        securedFieldUrl(SANDBOX, SANDBOX_CLIENT_KEY, field, window.location.origin, 'en-US'),
      );
    }
    await waitFor(() =>
      expect(
        [...document.querySelectorAll<HTMLIFrameElement>('[data-secured-field] iframe')].map(
          (frame) => frame.title,
        ),
      ).toEqual(['Account number', 'ABA routing number']),
    );
    expect(stateOf('encryptedBankAccountNumber')).toBe('loading');
    // Another origin or another window speaking for a frame does not count.
    for (const field of FIELDS) {
      post(field, { type: 'loaded' }, { origin: 'http://elsewhere.test' });
      post(field, { type: 'loaded' }, { source: window });
    }
    expect(stateOf('encryptedBankAccountNumber')).toBe('loading');
    for (const field of FIELDS) for (const type of ['loaded', 'configured']) post(field, { type });
    await waitFor(() => expect(stateOf('encryptedBankAccountNumber')).toBe('ready'));
    expect(current!.state!.extra.securedFields).toBe('ready');
  });

  it("takes the frames' verdicts and encrypted values, refuses another field's, and pays them with the page's fields", async () => {
    const { paid } = page();
    await waitFor(() =>
      expect(document.querySelectorAll<HTMLIFrameElement>('[data-secured-field] iframe')).toHaveLength(2),
    );
    for (const field of FIELDS) for (const type of ['loaded', 'configured']) post(field, { type });
    await waitFor(() => expect(stateOf('encryptedBankLocationId')).toBe('ready'));
    post('encryptedBankLocationId', {
      type: 'change',
      valid: false,
      empty: false,
      errorKey: 'ach.accountLocationField.invalid',
    });
    expect(current!.meta('encryptedBankLocationId').errorKey).toBe('ach.accountLocationField.invalid');
    // The routing frame may not report the account number's encrypted value.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    post('encryptedBankLocationId', {
      type: 'change',
      valid: true,
      empty: false,
      encrypted: { encryptedBankAccountNumber: 'jwe-stolen' },
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('carrying encryptedBankAccountNumber'));
    expect(current!.meta('encryptedBankLocationId').errorKey).toBe('ach.accountLocationField.invalid');
    for (const field of FIELDS)
      post(field, { type: 'change', valid: true, empty: false, encrypted: { [field]: `jwe-${field}` } });
    act(() => {
      current!.setField('ownerName', 'J. Smith');
      for (const [name, value] of Object.entries(ADDRESS))
        current!.setField(`billingAddress.${name as AddressFieldName}`, value);
    });
    expect(current!.isValid).toBe(true);
    act(() => current!.submit());
    await waitFor(() => expect(current!.status).toBe('success'));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      paymentMethod: {
        type: 'ach',
        encryptedBankAccountNumber: 'jwe-encryptedBankAccountNumber',
        encryptedBankLocationId: 'jwe-encryptedBankLocationId',
        ownerName: 'J. Smith',
      },
      billingAddress: ADDRESS,
    });
  });

  it("a label click focuses its frame's input", async () => {
    page();
    await waitFor(() =>
      expect(document.querySelectorAll<HTMLIFrameElement>('[data-secured-field] iframe')).toHaveLength(2),
    );
    for (const type of ['loaded', 'configured']) post('encryptedBankLocationId', { type });
    const posted = vi.spyOn(windowOf('encryptedBankLocationId')!, 'postMessage');
    act(() => screen.getByText('encryptedBankLocationId').click());
    expect(posted).toHaveBeenCalledWith(
      expect.objectContaining({ fieldType: 'encryptedBankLocationId', type: 'focus' }),
      ORIGIN,
    );
  });

  it('a focus asked for before its frame loaded follows once the frames are ready', async () => {
    page();
    await waitFor(() =>
      expect(document.querySelectorAll<HTMLIFrameElement>('[data-secured-field] iframe')).toHaveLength(2),
    );
    const field = 'encryptedBankLocationId';
    const posted = vi.spyOn(windowOf(field)!, 'postMessage');
    const focusOf = (spy: typeof posted) =>
      spy.mock.calls.filter(([message]) => (message as { type?: string }).type === 'focus');
    // Asked while no frame has loaded: nothing is sent yet (the frame could not take it).
    act(() => screen.getByText(field).click());
    expect(focusOf(posted)).toHaveLength(0);
    for (const name of FIELDS) for (const type of ['loaded', 'configured']) post(name, { type });
    await waitFor(() => expect(stateOf(field)).toBe('ready'));
    // Ready, and focus is where it was when asked: the frame's input takes it.
    await waitFor(() => expect(focusOf(posted)).toHaveLength(1));
  });

  it('a focus asked for while the frames load is dropped once the shopper moved focus elsewhere', async () => {
    render(<button type="button">elsewhere</button>);
    page();
    await waitFor(() =>
      expect(document.querySelectorAll<HTMLIFrameElement>('[data-secured-field] iframe')).toHaveLength(2),
    );
    const field = 'encryptedBankLocationId';
    const posted = vi.spyOn(windowOf(field)!, 'postMessage');
    act(() => screen.getByText(field).click());
    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
    for (const name of FIELDS) for (const type of ['loaded', 'configured']) post(name, { type });
    await waitFor(() => expect(stateOf(field)).toBe('ready'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted.mock.calls.filter(([message]) => (message as { type?: string }).type === 'focus')).toEqual(
      [],
    );
  });

  it('pays a stored account with no frame and no input', async () => {
    const { paid } = page({ storedPaymentMethodId: '8616038796685852' });
    await waitFor(() => expect(current!.state).not.toBeNull());
    expect(document.querySelectorAll<HTMLIFrameElement>('[data-secured-field] iframe')).toHaveLength(0);
    expect(current!.isValid).toBe(true);
    act(() => current!.submit());
    await waitFor(() => expect(current!.status).toBe('success'));
    const { checkoutAttemptId: _attempt, ...method } = paid[0]!.paymentMethod as Record<string, unknown>;
    expect(method).toEqual({ type: 'ach', storedPaymentMethodId: '8616038796685852' });
    expect(paid[0]).not.toHaveProperty('billingAddress');
  });
});

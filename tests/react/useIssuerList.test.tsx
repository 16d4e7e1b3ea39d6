// @vitest-environment happy-dom
// The method hooks (usePaymentMethods, usePaymentMethod, useIssuerList) with renderHook and a small
// merchant component on bare hooks and Radix Select, against the sandbox's handlers through msw
// (sessions flow) or a recording onSubmit (advanced flow).
import { StrictMode, type ReactNode } from 'react';
import * as Select from '@radix-ui/react-select';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CheckoutProvider,
  useI18n,
  useIssuerList,
  usePaymentMethod,
  usePaymentMethods,
  type UseIssuerListOptions,
} from 'headless-checkout';
import {
  loadPaymentMethod,
  type IssuerListType,
  type PaymentData,
  type PaymentResponse,
} from 'headless-checkout/core';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { createClient, createSession } from '../sandbox/helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
const requests: Array<{ path: string; body: Record<string, unknown> }> = [];
const server = setupServer(
  http.all(`${SANDBOX}*`, async ({ request }) => {
    const body = request.method === 'POST' ? ((await request.clone().json()) as Record<string, unknown>) : {};
    requests.push({ path: new URL(request.url).pathname, body });
    return sandbox.handle(request);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  sessionStorage.clear();
});
afterAll(() => server.close());

const AMOUNT = { value: 12000, currency: 'EUR' };
const BANKS = [
  { id: 'ABNANL2A', name: 'ABN AMRO' },
  { id: 'INGBNL2A', name: 'ING' },
  { id: 'RABONL2U', name: 'Rabobank' },
  { id: 'BITSNL2A', name: 'Yoursafe', disabled: true },
];
const paymentsCalls = () => requests.filter((request) => request.path.endsWith('/payments'));
const setupCalls = () => requests.filter((request) => request.path.endsWith('/setup'));

/** A provider on a sandbox session (NL, EUR). */
async function sessionWrapper() {
  const session = await createSession(createClient(SANDBOX), { amount: AMOUNT, countryCode: 'NL' });
  requests.length = 0;
  return ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        amount={AMOUNT}
        session={{ id: session.id, sessionData: session.sessionData }}
      >
        {children}
      </CheckoutProvider>
    </StrictMode>
  );
}

/** A provider in the advanced flow, its payments answered by `answer` and recorded. */
function advancedWrapper(answer: PaymentResponse, extra: Record<string, unknown> = {}) {
  const onSubmit = vi.fn(async (_data: PaymentData) => answer);
  const onPaymentFailed = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <CheckoutProvider
        environment={SANDBOX}
        clientKey={SANDBOX_CLIENT_KEY}
        amount={AMOUNT}
        onSubmit={onSubmit}
        onPaymentFailed={onPaymentFailed}
        paymentMethodsResponse={{
          paymentMethods: [
            { type: 'ideal', name: 'iDEAL', issuers: BANKS },
            { type: 'paybybank', name: 'Pay by Bank' },
          ],
        }}
        {...extra}
      >
        {children}
      </CheckoutProvider>
    </StrictMode>
  );
  return { wrapper, onSubmit, onPaymentFailed };
}

/** A merchant's issuer list on bare hooks: popular banks as buttons, every bank in a Radix Select. */
function MerchantIssuerList({
  type = 'ideal',
  ...options
}: UseIssuerListOptions & { type?: IssuerListType }) {
  const list = useIssuerList(type, options);
  const { t } = useI18n();
  if (list.status === 'loading' && !list.state) return <p role="status">Loading…</p>;
  return (
    <form {...list.getFormProps()}>
      {(list.view?.highlightedIssuers ?? []).length > 0 ? (
        <div role="group" aria-label="Popular banks">
          {(list.view?.highlightedIssuers ?? []).map((issuer) => (
            <button key={issuer.id} {...list.getIssuerButtonProps(issuer.id)}>
              {issuer.name}
            </button>
          ))}
        </div>
      ) : null}
      {(list.view?.issuers ?? []).length > 0 ? (
        <>
          <label {...list.getLabelProps('issuer')}>{list.view ? t(list.view.labelKey) : null}</label>
          <Select.Root {...list.getIssuerSelectProps()}>
            <Select.Trigger {...list.getIssuerTriggerProps()}>
              <Select.Value placeholder={list.view ? t(list.view.placeholderKey) : undefined} />
            </Select.Trigger>
            <Select.Portal>
              <Select.Content>
                <Select.Viewport>
                  {(list.view?.issuers ?? []).map((issuer) => (
                    <Select.Item key={issuer.id} value={issuer.id} disabled={issuer.disabled}>
                      <Select.ItemText>{issuer.name}</Select.ItemText>
                    </Select.Item>
                  ))}
                </Select.Viewport>
              </Select.Content>
            </Select.Portal>
          </Select.Root>
          <p {...list.getErrorProps('issuer')}>{list.meta('issuer').error}</p>
        </>
      ) : null}
      {list.terms ? (
        <p>
          {list.terms.map((part, index) =>
            part.type === 'link' ? (
              <a key={index} href={part.url}>
                {part.text}
              </a>
            ) : (
              part.text
            ),
          )}
        </p>
      ) : null}
      {list.end ? <p {...list.getResultProps()}>{list.message}</p> : null}
      <button {...list.getPayButtonProps()}>{list.payButtonLabel}</button>
    </form>
  );
}

/** Picks an issuer from the select by keyboard. */
async function chooseFromList(name: string, bank: string) {
  const trigger = await screen.findByRole('combobox', { name });
  act(() => trigger.focus());
  fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: bank }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('method hooks outside the provider', () => {
  it('throw an error naming the hook', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useIssuerList('ideal'))).toThrow(
      /useIssuerList must be used within a <CheckoutProvider>/,
    );
    expect(() => renderHook(() => usePaymentMethod('ideal'))).toThrow(
      /usePaymentMethod must be used within a <CheckoutProvider>/,
    );
    expect(() => renderHook(() => usePaymentMethods())).toThrow(/usePaymentMethods must be used within/);
    spy.mockRestore();
  });
});

describe('usePaymentMethods', () => {
  it('calls the session setup once after mount (StrictMode) and gives the list', async () => {
    const wrapper = await sessionWrapper();
    const { result } = renderHook(() => usePaymentMethods(), { wrapper });
    expect(result.current.status).toBe('loading');
    expect(result.current.paymentMethods).toEqual([]);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(setupCalls()).toHaveLength(1);
    expect(result.current.find('ideal')?.issuers).toHaveLength(12);
    expect(result.current.find('paybybank')).toBeUndefined();
  });
});

describe('useIssuerList with a session', () => {
  it('is loading until the definition and the session methods are there, then offers the banks', async () => {
    const wrapper = await sessionWrapper();
    const { result } = renderHook(
      () => useIssuerList('ideal', { highlightedIssuers: ['INGBNL2A', 'RABONL2U'] }),
      {
        wrapper,
      },
    );
    expect(result.current.status).toBe('loading');
    expect(result.current.state).toBeNull();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.view?.issuers).toHaveLength(12);
    expect(result.current.view!.highlightedIssuers.map((issuer) => issuer.name)).toEqual(['ING', 'Rabobank']);
    expect(result.current).toMatchObject({
      name: 'iDEAL',
      payButtonLabel: 'Continue to iDEAL',
      isValid: false,
    });
    expect(result.current.view).toMatchObject({
      labelKey: 'issuerList.bank',
      placeholderKey: 'issuerList.selectBank',
      mode: 'highlighted',
      selected: null,
    });
    expect(setupCalls()).toHaveLength(1);
  });

  it('chooses a highlighted bank, then pays once with { type: ideal, issuer } and gets the redirect', async () => {
    render(<MerchantIssuerList highlightedIssuers={['INGBNL2A', 'RABONL2U']} />, {
      wrapper: await sessionWrapper(),
    });
    const ing = await screen.findByRole('button', { name: 'ING' });
    expect(ing.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(ing);
    expect(ing.getAttribute('aria-pressed')).toBe('true');
    // The choice shows in the control that made it: the list still shows its placeholder.
    expect(screen.getByRole('combobox', { name: 'Bank' }).textContent).toContain('Select your bank');
    const pay = screen.getByRole('button', { name: 'Continue to ING' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(paymentsCalls()).toHaveLength(1));
    expect(paymentsCalls()[0]!.body.paymentMethod).toMatchObject({ type: 'ideal', issuer: 'INGBNL2A' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Redirecting…' })).toBeTruthy());
    expect(paymentsCalls()).toHaveLength(1);
  });

  it('chooses from the list by keyboard: the buttons show no choice, the mode is remembered', async () => {
    render(<MerchantIssuerList highlightedIssuers={['INGBNL2A']} />, { wrapper: await sessionWrapper() });
    await chooseFromList('Bank', 'Rabobank');
    expect(screen.getByRole('combobox', { name: 'Bank' }).textContent).toContain('Rabobank');
    expect(screen.getByRole('button', { name: 'ING' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Continue to Rabobank' })).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('headless-checkout:payment-method:ideal')!)).toEqual({
      issuer: { value: 'RABONL2U', source: 'list' },
    });
  });

  it('shows no error when tabbed past; on submit (no request) the error, with focus on the list', async () => {
    render(<MerchantIssuerList />, { wrapper: await sessionWrapper() });
    const trigger = await screen.findByRole('combobox', { name: 'Bank' });
    act(() => trigger.focus());
    expect(screen.queryByText('Select an issuer')).toBeNull();
    act(() => trigger.blur());
    expect(screen.queryByText('Select an issuer')).toBeNull();
    expect(trigger.getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to iDEAL' }));
    expect(await screen.findByText('Select an issuer')).toBeTruthy();
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(trigger.getAttribute('aria-describedby')).toBe(screen.getByText('Select an issuer').id);
    expect(document.activeElement).toBe(trigger);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paymentsCalls()).toHaveLength(0);
  });

  it('opens a later visit in the tab with the last choice, in the control that made it', async () => {
    sessionStorage.setItem(
      'headless-checkout:payment-method:ideal',
      JSON.stringify({ issuer: { value: 'INGBNL2A', source: 'highlighted' } }),
    );
    render(<MerchantIssuerList highlightedIssuers={['INGBNL2A']} />, { wrapper: await sessionWrapper() });
    const ing = await screen.findByRole('button', { name: 'ING' });
    await waitFor(() => expect(ing.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Continue to ING' })).toBeTruthy();
  });
});

describe('useIssuerList in the advanced flow', () => {
  it('pays once; after success a second press sends nothing', async () => {
    const { wrapper, onSubmit } = advancedWrapper({ resultCode: 'Authorised' });
    render(<MerchantIssuerList />, { wrapper });
    await chooseFromList('Bank', 'ABN AMRO');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to ABN AMRO' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Payment successful');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      paymentMethod: { type: 'ideal', issuer: 'ABNANL2A' },
    });
    const paid = screen.getByRole('button', { name: 'Paid' }) as HTMLButtonElement;
    expect(paid.disabled).toBe(true);
    fireEvent.submit(paid.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal, keeps the choice, and may pay again', async () => {
    const { wrapper, onSubmit, onPaymentFailed } = advancedWrapper({ resultCode: 'Refused' });
    render(<MerchantIssuerList />, { wrapper });
    await chooseFromList('Bank', 'ING');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to ING' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Payment refused');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(onPaymentFailed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('combobox', { name: 'Bank' }).textContent).toContain('ING');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to ING' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it('does not offer a disabled bank', async () => {
    const { wrapper } = advancedWrapper({ resultCode: 'Authorised' });
    const { result } = renderHook(() => useIssuerList('ideal', { highlightedIssuers: ['BITSNL2A'] }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.getIssuerButtonProps('BITSNL2A').disabled).toBe(true);
    act(() => result.current.selectIssuer('BITSNL2A'));
    expect(result.current.view?.selected).toBeNull();
  });

  it('Pay by Bank has no issuers: one button that continues to it, paying without an issuer', async () => {
    const { wrapper, onSubmit } = advancedWrapper({ resultCode: 'Authorised' });
    render(<MerchantIssuerList type="paybybank" />, { wrapper });
    const pay = await screen.findByRole('button', { name: 'Continue to Pay by Bank' });
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.click(pay);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].paymentMethod).toEqual({
      type: 'paybybank',
      checkoutAttemptId: expect.any(String),
    });
  });

  it('reads Preauthorize with {name} at amount 0', async () => {
    const { wrapper } = advancedWrapper(
      { resultCode: 'Authorised' },
      { amount: { value: 0, currency: 'EUR' } },
    );
    const { result } = renderHook(() => useIssuerList('paybybank'), { wrapper });
    await waitFor(() => expect(result.current.payButtonLabel).toBe('Preauthorize with Pay by Bank'));
  });

  it('renders the terms with their link; throws IMPLEMENTATION_ERROR when links and URLs differ', async () => {
    const { wrapper } = advancedWrapper({ resultCode: 'Authorised' });
    render(<MerchantIssuerList termsUrls={['https://shop.example/terms']} />, { wrapper });
    const link = await screen.findByRole('link', { name: 'terms and conditions' });
    expect(link.getAttribute('href')).toBe('https://shop.example/terms');
    expect(link.parentElement!.textContent).toBe('By continuing you agree with the terms and conditions');

    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The definition has loaded (the tests above): the first render checks the text.
    await loadPaymentMethod('ideal');
    expect(() =>
      renderHook(() => useIssuerList('ideal', { termsUrls: ['https://a.example', 'https://b.example'] }), {
        wrapper: advancedWrapper({ resultCode: 'Authorised' }).wrapper,
      }),
    ).toThrow(/has 1 <link> placeholder\(s\) but 2 termsUrls/);
    spy.mockRestore();
  });
});

describe('usePaymentMethod', () => {
  it('serves the issuer list by type, with per-field meta and a stateReducer', async () => {
    const { wrapper } = advancedWrapper({ resultCode: 'Authorised' });
    const { result } = renderHook(
      () =>
        usePaymentMethod('ideal', {
          // The shop does not take ABN AMRO: the change is refused.
          stateReducer: (state, { event, changes }) =>
            event.type === 'field.changed' && event.value === 'ABNANL2A' ? state : changes,
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.meta('issuer')).toMatchObject({
      value: '',
      valid: false,
      errorKey: 'issuerList.invalid',
      error: '',
    });
    act(() => result.current.setField('issuer', 'ABNANL2A'));
    expect(result.current.meta('issuer').value).toBe('');
    act(() => result.current.setField('issuer', 'INGBNL2A'));
    expect(result.current.meta('issuer')).toMatchObject({ value: 'INGBNL2A', valid: true });
    act(() => result.current.reset());
    expect(result.current.meta('issuer').value).toBe('');
  });

  it('is an error for an unknown type', async () => {
    const { wrapper } = advancedWrapper({ resultCode: 'Authorised' });
    const { result } = renderHook(() => usePaymentMethod('paysafecard_unknown' as 'ideal'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({
      type: 'IMPLEMENTATION_ERROR',
      message: "'paysafecard_unknown' is not a valid Checkout Component",
    });
  });
});
